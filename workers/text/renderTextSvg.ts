import type { FontStack } from '../fonts/cache.js';
import { fmt, normaliseHex } from '../../editor-engine/index.js';
import { outlineText } from './outline.js';

export interface RenderTextRequest {
  text: string;
  /** Colour in any accepted colour input form; written as #rrggbb. */
  color: string;
  rightToLeft: boolean;
  fontSize?: number;
}

/**
 * A standalone SVG of one outlined line of text, sized to its line box (advance width x ascent + descent): what the
 * server's /ajax/personalized-services/render-text answers with, and what up-selling text items carry as `svg`.
 * Throws (with the colour parser's text) on an invalid colour and when no font of the stack has a character.
 */
export function renderTextSvg(fonts: FontStack, req: RenderTextRequest): string {
  const fill = normaliseHex(req.color);
  const size = req.fontSize ?? 60;
  const outline = outlineText(fonts, req.text, size, req.rightToLeft);
  // this standalone SVG has no pictures: its emoji are named as characters it cannot draw
  const missing = [...outline.missing, ...(outline.pictures ?? []).map((p) => p.text)];
  if (missing.length) throw new Error(`The font cannot draw: ${[...new Set(missing)].join(' ')}`);
  const w = Math.max(1, outline.width);
  const h = outline.ascent + outline.descent;
  // Shift the baseline down by the ascent so the line box starts at y = 0.
  const d = outline.d;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}" height="${fmt(h)}" viewBox="0 ${fmt(-outline.ascent)} ${fmt(w)} ${fmt(h)}">` +
    (d ? `<path fill="${fill}" d="${d}"/>` : '') +
    '</svg>\n'
  );
}
