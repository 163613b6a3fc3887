/**
 * The fonts the designer offers. All come from @fontsource packages as .woff (opentype.js 2.0.0 cannot read woff2).
 * A document's text stores `font` (family) and `fontFile` (one of the files below).
 */
export interface FontEntry {
  family: string;
  file: string;
  /** npm package that ships the file under files/. */
  package: string;
  direction: 'ltr' | 'rtl';
}

export const FONTS: readonly FontEntry[] = [
  { family: 'Roboto', file: 'roboto-latin-400-normal.woff', package: '@fontsource/roboto', direction: 'ltr' },
  { family: 'Roboto', file: 'roboto-latin-700-normal.woff', package: '@fontsource/roboto', direction: 'ltr' },
  { family: 'Lobster', file: 'lobster-latin-400-normal.woff', package: '@fontsource/lobster', direction: 'ltr' },
  { family: 'Playfair Display', file: 'playfair-display-latin-400-normal.woff', package: '@fontsource/playfair-display', direction: 'ltr' },
  { family: 'Noto Sans Hebrew', file: 'noto-sans-hebrew-hebrew-400-normal.woff', package: '@fontsource/noto-sans-hebrew', direction: 'rtl' },
];

export function fontEntry(file: string): FontEntry {
  const entry = FONTS.find((f) => f.file === file);
  if (!entry) throw new Error(`Unknown font file: ${file}`);
  return entry;
}

/** Path of a font file relative to the repository root (node_modules layout). */
export const fontPath = (file: string): string => `node_modules/${fontEntry(file).package}/files/${file}`;
