import opentype, { type Font, type Glyph } from 'opentype.js';
import { pathData, type PathCommand, type TextOutline } from '../../editor-engine/index.js';
import { visualOrder } from './bidi.js';

/**
 * Text to outlined path data with opentype.js 2.0.0, avoiding two known faults of that version:
 *
 * 1. Font.getPath / stringToGlyphs run the GSUB "ccmp" lookups for every multi-letter string, and Roboto's ccmp uses
 *    a chained-context substitution (lookup type 6, format 2) that 2.0.0 does not implement, so it throws
 *    "substitutionType : 62 lookupType: 6 - substFormat: 2 is not yet supported" (opentype.js issue 874). The
 *    `features` option cannot turn ccmp off. We therefore lay the line out ourselves: one glyph per character via
 *    the cmap (charToGlyph), advance widths from hmtx and pair kerning from GPOS/kern (getKerningValue), i.e. no GSUB
 *    at all. The cost is no ligatures and no contextual forms, which the shop's fonts (Latin and Hebrew, no
 *    niqqud positioning) do not need. Arabic would need shaping and is not offered.
 * 2. Path.toPathData() flips Y by default (flipY: true around the bounding box) in 2.0.0. We never call it: the glyph
 *    commands (already in y-down SVG space from Glyph.getPath) are serialised by editor-engine's pathData() with the
 *    shared fixed number format.
 *
 * Right-to-left text is put into visual order first (bidi.ts) and then laid out left to right.
 */

export function parseFont(bytes: ArrayBuffer | Uint8Array): Font {
  const buffer = bytes instanceof Uint8Array ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) : bytes;
  return opentype.parse(buffer as ArrayBuffer);
}

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

export interface OutlineResult extends TextOutline {
  /** Characters the font has no glyph for (drawn as nothing, advanced by half an em). */
  missing: string[];
}

export function outlineText(font: Font, text: string, fontSize: number, rightToLeft: boolean): OutlineResult {
  const scale = fontSize / font.unitsPerEm;
  const chars = visualOrder(text.replace(/[\r\n\t]+/g, ' '), rightToLeft);
  const commands: PathCommand[] = [];
  const missing: string[] = [];
  let x = 0;
  let previous: { glyph: Glyph; ch: string } | null = null;
  for (const ch of chars) {
    const index = font.charToGlyphIndex(ch);
    if (!index) {
      if (!/\s/u.test(ch)) missing.push(ch);
      x += (/\s/u.test(ch) ? 0.25 : 0.5) * fontSize;
      previous = null;
      continue;
    }
    const glyph = font.charToGlyph(ch);
    if (previous && !RTL_CHAR.test(ch) && !RTL_CHAR.test(previous.ch)) {
      x += font.getKerningValue(previous.glyph, glyph) * scale;
    }
    const path = glyph.getPath(x, 0, fontSize);
    for (const c of path.commands) commands.push(c as PathCommand);
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = { glyph, ch };
  }
  return {
    d: pathData(commands),
    width: x,
    ascent: font.ascender * scale,
    descent: -font.descender * scale,
    missing,
  };
}
