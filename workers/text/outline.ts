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

/** Each piece knows where it starts in the line's plain text (`at`, UTF-16), so a glyph knows its letter. */
type Piece = ({ kind: 'text'; font: ShapingFont; text: string } | { kind: 'emoji'; grapheme: string } | { kind: 'missing'; ch: string }) & { at: number };

/**
 * One glyph placed on the line: its font, its glyph id, its origin in font units times the scale (pixels), and the
 * middle and advance of its cluster (a letter with its marks, a ligature): where curved text turns it (curve.ts).
 */
export interface PlacedGlyph {
  font: ShapingFont;
  glyph: number;
  x: number;
  y: number;
  /** The UTF-16 index in the shaped text of the letter it draws (its cluster's first): its colour (textEffects.ts). */
  source: number;
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
  // a run of line breaks and tabs is one space; lineAt: where each unit of the line stands in the text
  let line = '';
  const lineAt: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const blank = /[\r\n\t]/.test(text[i]);
    if (blank && i > 0 && /[\r\n\t]/.test(text[i - 1])) continue;
    line += blank ? ' ' : text[i];
    lineAt.push(i);
  }
  // Emoji graphemes stand in the bidi text as one neutral object character each.
  const emoji: string[] = [];
  let plain = '';
  const plainAt: number[] = [];
  for (const { segment, index } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(line)) {
    if (isEmoji(segment)) {
      emoji.push(segment);
      plain += OBJECT;
      plainAt.push(lineAt[index]);
    } else {
      plain += segment;
      for (let k = 0; k < segment.length; k++) plainAt.push(lineAt[index + k]);
    }
  }
  // a run's start counts characters (code points): its first UTF-16 unit in the plain text
  const unitOf: number[] = [];
  let units = 0;
  for (const ch of plain) {
    unitOf.push(units);
    units += ch.length;
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
    const pieces = piecesOf(run.chars, stack, emojiOf.get(run) ?? [], unitOf[run.start] ?? 0);
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
      } else shapePiece(piece.font, piece.text, run.rightToLeft, fontSize, out, nextLetter, (c) => plainAt[piece.at + c] ?? text.length);
    }
  }
  return out;
}

/**
 * The line's outline. `colourAt` (the letters coloured apart, by their UTF-16 index in `text`) takes a letter's
 * glyphs out of `d` into the part of its colour.
 */
export function outlineText(
  fonts: FontStack | ShapingFont,
  text: string,
  fontSize: number,
  rightToLeft: boolean,
  letterSpacing = 0,
  colourAt?: (index: number) => string | undefined,
): OutlineResult {
  const primary = fonts instanceof ShapingFont ? fonts : fonts[0];
  const shaped = shapeLine(fonts, text, fontSize, rightToLeft, letterSpacing);
  const ink = inkByColour(colourAt);
  for (const g of shaped.glyphs) {
    const into = ink.into(g.source);
    for (const c of g.font.glyphCommands(g.glyph, g.x, g.y, fontSize / g.font.unitsPerEm)) into.push(c);
  }
  const scale = fontSize / primary.unitsPerEm;
  return {
    ...ink.paths(),
    width: shaped.width,
    ascent: primary.ascender * scale,
    descent: -primary.descender * scale,
    ...(shaped.pictures.length ? { pictures: shaped.pictures } : {}),
    missing: shaped.missing,
  };
}

/**
 * Glyph commands sorted by the colour of their letter (`colourAt`, by a glyph's `source`): the text's own fill in
 * `d`, one part a colour. Straight lines (outlineText) and curved ones (curve.ts) both sort through here.
 */
export function inkByColour(colourAt?: (index: number) => string | undefined) {
  const commands: PathCommand[] = [];
  const coloured = new Map<string, PathCommand[]>();
  return {
    into: (source: number): PathCommand[] => {
      const fill = colourAt?.(source);
      return fill === undefined ? commands : (coloured.get(fill) ?? coloured.set(fill, []).get(fill)!);
    },
    /** The path data, moved by dx, dy. */
    paths: (dx = 0, dy = 0): Pick<TextOutline, 'd' | 'parts'> => ({
      d: pathData(commands, dx, dy),
      ...(coloured.size ? { parts: [...coloured].map(([fill, c]) => ({ d: pathData(c, dx, dy), fill })) } : {}),
    }),
  };
}

/** A run's characters as pieces of one font each, emoji and missing characters apart (logical order). */
function piecesOf(chars: string[], stack: FontStack, emoji: string[], start: number): Piece[] {
  const pieces: Piece[] = [];
  let e = 0;
  let at = start;
  for (const ch of chars) {
    const here = at;
    at += ch.length;
    if (ch === OBJECT) {
      pieces.push({ kind: 'emoji', grapheme: emoji[e++], at: here });
      continue;
    }
    const last = pieces[pieces.length - 1];
    const cp = ch.codePointAt(0)!;
    if (last?.kind === 'text' && (attached(ch) || (/\s/u.test(ch) && last.font.covers(cp)) || last.font === fontFor(stack, cp))) {
      last.text += ch;
      continue;
    }
    const font = fontFor(stack, cp) ?? (/\s/u.test(ch) ? stack[0] : undefined);
    if (!font) pieces.push({ kind: 'missing', ch, at: here });
    else if (last?.kind === 'text' && last.font === font) last.text += ch;
    else pieces.push({ kind: 'text', font, text: ch, at: here });
  }
  return pieces;
}

const fontFor = (stack: FontStack, cp: number) => stack.find((f) => f.covers(cp));

/** Shapes one piece with HarfBuzz and places its glyphs from the line's pen, which it moves on (`nextLetter` at each cluster). */
function shapePiece(
  font: ShapingFont,
  text: string,
  rightToLeft: boolean,
  fontSize: number,
  line: ShapedLine,
  nextLetter: () => void,
  sourceOf: (cluster: number) => number,
): void {
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
    const placed = {
      font,
      glyph: g.codepoint,
      x: line.width + (g.xOffset ?? 0) * scale,
      y: -(g.yOffset ?? 0) * scale,
      source: sourceOf(g.cluster),
      mid: 0,
      advance: 0,
    };
    members.push(placed);
    line.glyphs.push(placed);
    line.width += (g.xAdvance ?? 0) * scale;
  }
  close();
}
