import { pathData, type PathCommand, type TextOutline, type TextPicture } from '../../editor-engine/index.js';
import { emojiPictureSrc, isEmoji } from '../../rules/emoji.js';
import type { FontStack } from '../fonts/cache.js';
import { ShapingFont } from '../fonts/shapingFont.js';
import { bidiRuns, paragraphIsRightToLeft, type BidiRun } from './bidi.js';

/**
 * Text to outlined path data, shaped by HarfBuzz (harfbuzzjs): the line is cut into directional runs (bidi.ts), each
 * run into pieces of one font (the chosen font, else the first fallback that has the character) and emoji; HarfBuzz
 * shapes each piece in its run's direction, so Arabic letters join, ligatures and marks are placed and kerning comes
 * from the font's GPOS, and returns the glyphs in drawing order. Emoji are not glyphs: each grapheme (ZWJ sequences,
 * skin tones and variation selectors included) becomes one OpenMoji picture of a square em and a fifth.
 *
 * The same function outlines for the canvas (render worker), the export, the print file and the server's checks, so
 * the screen and the file are drawn by one path.
 */

export interface OutlineResult extends TextOutline {
  /** Characters no font of the stack has a glyph for (drawn as nothing, advanced by half an em). */
  missing: string[];
}

/** Emoji pictures are a square this many ems wide, standing this many ems below the baseline. */
const EMOJI_EM = 1.2;
const EMOJI_DROP = 0.22;
const OBJECT = '\ufffc';
/** Marks, joiners and selectors go with the character before them, in its font. */
const attached = (ch: string) => /\p{M}/u.test(ch) || ch === '\u200c' || ch === '\u200d' || (ch >= '\ufe00' && ch <= '\ufe0f');

/** A font parsed for shaping, as the tests load one. @internal */
export async function parseFont(bytes: ArrayBuffer | Uint8Array): Promise<ShapingFont> {
  return ShapingFont.parse(bytes);
}

type Piece = { kind: 'text'; font: ShapingFont; text: string } | { kind: 'emoji'; grapheme: string } | { kind: 'missing'; ch: string };

/**
 * One glyph placed on the line: its font, its glyph id, its origin in font units times the scale (pixels), and the
 * middle and advance of its cluster (a letter with its marks, a ligature): where curved text turns it (curve.ts).
 */
export interface PlacedGlyph {
  font: ShapingFont;
  glyph: number;
  x: number;
  y: number;
  mid: number;
  advance: number;
}

/** A line shaped at a size: its glyphs and emoji pictures in drawing order (left to right), and what nothing draws. */
export interface ShapedLine {
  glyphs: PlacedGlyph[];
  pictures: TextPicture[];
  missing: string[];
  width: number;
}

/**
 * Shapes one line of text with the font stack (see the file's comment). `letterSpacing` (ems) is added between
 * letters: between clusters, so a ligature, a mark on its letter or an emoji sequence stays whole.
 */
export function shapeLine(fonts: FontStack | ShapingFont, text: string, fontSize: number, rightToLeft: boolean, letterSpacing = 0): ShapedLine {
  const stack = fonts instanceof ShapingFont ? [fonts] : fonts;
  const line = text.replace(/[\r\n\t]+/g, ' ');
  // Emoji graphemes stand in the bidi text as one neutral object character each.
  const emoji: string[] = [];
  let plain = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(line)) {
    if (isEmoji(segment)) {
      emoji.push(segment);
      plain += OBJECT;
    } else plain += segment;
  }
  const out: ShapedLine = { glyphs: [], pictures: [], missing: [], width: 0 };
  const gap = letterSpacing * fontSize;
  let started = false;
  // the pen moves by the spacing before every letter but the line's first
  const nextLetter = () => {
    if (started && gap) out.width += gap;
    started = true;
  };
  const runs = bidiRuns(plain, paragraphIsRightToLeft(plain, rightToLeft));
  // Emoji are numbered in logical order; runs come in visual order.
  const emojiOf = new Map<BidiRun, string[]>();
  let nextEmoji = 0;
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    const n = run.chars.filter((c) => c === OBJECT).length;
    emojiOf.set(run, emoji.slice(nextEmoji, nextEmoji + n));
    nextEmoji += n;
  }
  for (const run of runs) {
    const pieces = piecesOf(run.chars, stack, emojiOf.get(run) ?? []);
    if (run.rightToLeft) pieces.reverse();
    for (const piece of pieces) {
      if (piece.kind !== 'text') nextLetter();
      if (piece.kind === 'emoji') {
        const size = EMOJI_EM * fontSize;
        out.pictures.push({
          src: emojiPictureSrc(piece.grapheme),
          x: out.width,
          y: EMOJI_DROP * fontSize - size,
          width: size,
          height: size,
          text: piece.grapheme,
        });
        out.width += size;
      } else if (piece.kind === 'missing') {
        out.missing.push(piece.ch);
        out.width += 0.5 * fontSize;
      } else shapePiece(piece.font, piece.text, run.rightToLeft, fontSize, out, nextLetter);
    }
  }
  return out;
}

export function outlineText(fonts: FontStack | ShapingFont, text: string, fontSize: number, rightToLeft: boolean, letterSpacing = 0): OutlineResult {
  const primary = fonts instanceof ShapingFont ? fonts : fonts[0];
  const shaped = shapeLine(fonts, text, fontSize, rightToLeft, letterSpacing);
  const commands: PathCommand[] = [];
  for (const g of shaped.glyphs) for (const c of g.font.glyphCommands(g.glyph, g.x, g.y, fontSize / g.font.unitsPerEm)) commands.push(c);
  const scale = fontSize / primary.unitsPerEm;
  return {
    d: pathData(commands),
    width: shaped.width,
    ascent: primary.ascender * scale,
    descent: -primary.descender * scale,
    ...(shaped.pictures.length ? { pictures: shaped.pictures } : {}),
    missing: shaped.missing,
  };
}

/** A run's characters as pieces of one font each, emoji and missing characters apart (logical order). */
function piecesOf(chars: string[], stack: FontStack, emoji: string[]): Piece[] {
  const pieces: Piece[] = [];
  let e = 0;
  for (const ch of chars) {
    if (ch === OBJECT) {
      pieces.push({ kind: 'emoji', grapheme: emoji[e++] });
      continue;
    }
    const last = pieces[pieces.length - 1];
    const cp = ch.codePointAt(0)!;
    if (last?.kind === 'text' && (attached(ch) || (/\s/u.test(ch) && last.font.covers(cp)) || last.font === fontFor(stack, cp))) {
      last.text += ch;
      continue;
    }
    const font = fontFor(stack, cp) ?? (/\s/u.test(ch) ? stack[0] : undefined);
    if (!font) pieces.push({ kind: 'missing', ch });
    else if (last?.kind === 'text' && last.font === font) last.text += ch;
    else pieces.push({ kind: 'text', font, text: ch });
  }
  return pieces;
}

const fontFor = (stack: FontStack, cp: number) => stack.find((f) => f.covers(cp));

/** Shapes one piece with HarfBuzz and places its glyphs from the line's pen, which it moves on (`nextLetter` at each cluster). */
function shapePiece(font: ShapingFont, text: string, rightToLeft: boolean, fontSize: number, line: ShapedLine, nextLetter: () => void): void {
  const { hb } = font;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(rightToLeft ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  const scale = fontSize / font.unitsPerEm;
  let cluster: number | undefined;
  let members: PlacedGlyph[] = [];
  let start = 0;
  // a cluster's glyphs learn its middle and advance once it is done
  const close = () => {
    for (const m of members) Object.assign(m, { mid: (start + line.width) / 2, advance: line.width - start });
    members = [];
  };
  for (const g of buffer.getGlyphInfosAndPositions()) {
    if (g.cluster !== cluster) {
      close();
      nextLetter();
      start = line.width;
    }
    cluster = g.cluster;
    const placed = { font, glyph: g.codepoint, x: line.width + (g.xOffset ?? 0) * scale, y: -(g.yOffset ?? 0) * scale, mid: 0, advance: 0 };
    members.push(placed);
    line.glyphs.push(placed);
    line.width += (g.xAdvance ?? 0) * scale;
  }
  close();
}
