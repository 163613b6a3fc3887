// A lettering sticker's words (issue 27) as filled outlines, for the plotter to cut: shaped by HarfBuzz in the font the
// shopper chose (the shop's fallback fonts for characters it lacks), as render-text draws the product page's preview.
// One outline per line the shopper typed, each centred under the one before.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fmt } from '../../editor-engine';
import { FontCache } from '../../workers/fonts/cache';
import { fontPath } from '../../workers/fonts/catalogue';
import { outlineText } from '../../workers/text/outline';

const fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

/** The size the words are outlined at (the cut scales them to the ordered size). */
const SIZE = 100;

/** An SVG of the words' outlines (one line per line typed), or why they cannot be cut. */
export async function letteringSvg(words: { text: string; fontFile: string; rightToLeft: boolean }): Promise<{ svg: string } | { refused: string }> {
  const stack = await fonts.loadStack(words.fontFile);
  const lines = words.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => outlineText(stack, l, SIZE, words.rightToLeft));
  // a picture (an emoji) cannot be cut from vinyl, nor a character no font has
  const uncut = [...new Set(lines.flatMap((o) => [...o.missing, ...(o.pictures ?? []).map((p) => p.text)]))];
  if (uncut.length) return { refused: `the lettering has characters no font can cut: ${uncut.join(' ')}` };
  if (!lines.some((o) => o.d)) return { refused: 'the lettering draws nothing' };
  const width = Math.max(...lines.map((o) => o.width));
  let y = 0;
  const paths = lines.map((o) => {
    const g = `<g transform="translate(${fmt((width - o.width) / 2)} ${fmt(y + o.ascent)})"><path d="${o.d}"/></g>`;
    y += o.ascent + o.descent;
    return g;
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(y)}">${paths.join('')}</svg>` };
}
