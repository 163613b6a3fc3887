/**
 * The fonts the designer offers. All come from @fontsource packages as .woff (unpacked to sfnt for HarfBuzz by
 * workers/fonts/sfnt.ts; woff2 would need a Brotli decoder).
 * A document's text stores `font` (family) and `fontFile` (one of the files below).
 */
/** The font modal's groups, in the order it shows them. */
export const FONT_GROUPS = [
  { id: 'script', name: 'Script' },
  { id: 'serif', name: 'Serif' },
  { id: 'sans', name: 'Sans serif' },
  { id: 'display', name: 'Display' },
  { id: 'rtl', name: 'Right to left' },
] as const;
export type FontGroup = (typeof FONT_GROUPS)[number]['id'];

export interface FontEntry {
  family: string;
  file: string;
  /** npm package that ships the file under files/. */
  package: string;
  direction: 'ltr' | 'rtl';
  group: FontGroup;
}

/** The first five are the first catalogue's (documents and goldens name them); the others follow, any order. */
export const FONTS: readonly FontEntry[] = [
  { family: 'Roboto', file: 'roboto-latin-400-normal.woff', package: '@fontsource/roboto', direction: 'ltr', group: 'sans' },
  { family: 'Roboto', file: 'roboto-latin-700-normal.woff', package: '@fontsource/roboto', direction: 'ltr', group: 'sans' },
  { family: 'Lobster', file: 'lobster-latin-400-normal.woff', package: '@fontsource/lobster', direction: 'ltr', group: 'script' },
  { family: 'Playfair Display', file: 'playfair-display-latin-400-normal.woff', package: '@fontsource/playfair-display', direction: 'ltr', group: 'serif' },
  { family: 'Noto Sans Hebrew', file: 'noto-sans-hebrew-hebrew-400-normal.woff', package: '@fontsource/noto-sans-hebrew', direction: 'rtl', group: 'rtl' },
  { family: 'Pacifico', file: 'pacifico-latin-400-normal.woff', package: '@fontsource/pacifico', direction: 'ltr', group: 'script' },
  { family: 'Dancing Script', file: 'dancing-script-latin-400-normal.woff', package: '@fontsource/dancing-script', direction: 'ltr', group: 'script' },
  { family: 'Great Vibes', file: 'great-vibes-latin-400-normal.woff', package: '@fontsource/great-vibes', direction: 'ltr', group: 'script' },
  { family: 'Caveat', file: 'caveat-latin-400-normal.woff', package: '@fontsource/caveat', direction: 'ltr', group: 'script' },
  { family: 'Merriweather', file: 'merriweather-latin-400-normal.woff', package: '@fontsource/merriweather', direction: 'ltr', group: 'serif' },
  { family: 'Lora', file: 'lora-latin-400-normal.woff', package: '@fontsource/lora', direction: 'ltr', group: 'serif' },
  { family: 'Libre Baskerville', file: 'libre-baskerville-latin-400-normal.woff', package: '@fontsource/libre-baskerville', direction: 'ltr', group: 'serif' },
  { family: 'Open Sans', file: 'open-sans-latin-400-normal.woff', package: '@fontsource/open-sans', direction: 'ltr', group: 'sans' },
  { family: 'Montserrat', file: 'montserrat-latin-400-normal.woff', package: '@fontsource/montserrat', direction: 'ltr', group: 'sans' },
  { family: 'Montserrat', file: 'montserrat-latin-700-normal.woff', package: '@fontsource/montserrat', direction: 'ltr', group: 'sans' },
  { family: 'Raleway', file: 'raleway-latin-400-normal.woff', package: '@fontsource/raleway', direction: 'ltr', group: 'sans' },
  { family: 'Bebas Neue', file: 'bebas-neue-latin-400-normal.woff', package: '@fontsource/bebas-neue', direction: 'ltr', group: 'display' },
  { family: 'Abril Fatface', file: 'abril-fatface-latin-400-normal.woff', package: '@fontsource/abril-fatface', direction: 'ltr', group: 'display' },
  { family: 'Righteous', file: 'righteous-latin-400-normal.woff', package: '@fontsource/righteous', direction: 'ltr', group: 'display' },
  { family: 'Oswald', file: 'oswald-latin-400-normal.woff', package: '@fontsource/oswald', direction: 'ltr', group: 'display' },
  { family: 'Noto Naskh Arabic', file: 'noto-naskh-arabic-arabic-400-normal.woff', package: '@fontsource/noto-naskh-arabic', direction: 'rtl', group: 'rtl' },
  { family: 'Amiri', file: 'amiri-arabic-400-normal.woff', package: '@fontsource/amiri', direction: 'rtl', group: 'rtl' },
];

/**
 * Where a character the chosen font lacks is drawn from, in this order (issue 26): Latin letters and digits,
 * Hebrew, Arabic. A character none of them has is reported as missing, never drawn as nothing.
 */
export const FALLBACK_FONTS: readonly string[] = [
  'roboto-latin-400-normal.woff',
  'noto-sans-hebrew-hebrew-400-normal.woff',
  'noto-naskh-arabic-arabic-400-normal.woff',
];

export function fontEntry(file: string): FontEntry {
  const entry = FONTS.find((f) => f.file === file);
  if (!entry) throw new Error(`Unknown font file: ${file}`);
  return entry;
}

/** Path of a font file relative to the repository root (node_modules layout). */
export const fontPath = (file: string): string => `node_modules/${fontEntry(file).package}/files/${file}`;
