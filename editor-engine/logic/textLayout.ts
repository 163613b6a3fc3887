import type { ColourRange, TextBox, TextObject, TextStyle } from '../model.js';

// A text's lines (issue 29): a line break the shopper types starts a new line, the lines stand left, centred or
// right under the widest, the distance between baselines is the font's own times `lineHeight`, and `letterSpacing`
// (in ems, so it grows with the text) is added between letters. One home for the bounds and defaults: the commands,
// restoreDocument, the menu's sliders and the layout worker read them here.

export const LINE_HEIGHT_MIN = 0.5;
export const LINE_HEIGHT_MAX = 3;
export const LETTER_SPACING_MIN = -0.2;
export const LETTER_SPACING_MAX = 1;
/** A slider's or a key's step. */
export const LINE_HEIGHT_STEP = 0.1;
export const LETTER_SPACING_STEP = 0.01;

/** What a text without the choices draws as (designs from before them): centred lines, the font's height, no spacing, straight. */
export const DEFAULT_TEXT_STYLE: TextStyle = { align: 'centre', lineHeight: 1, letterSpacing: 0, curve: 0 };

/** The text's style, its defaults filled in. */
export const textStyleOf = (t: Partial<TextStyle>): TextStyle => ({
  align: t.align ?? DEFAULT_TEXT_STYLE.align,
  lineHeight: t.lineHeight ?? DEFAULT_TEXT_STYLE.lineHeight,
  letterSpacing: t.letterSpacing ?? DEFAULT_TEXT_STYLE.letterSpacing,
  curve: t.curve ?? DEFAULT_TEXT_STYLE.curve,
});

/** The text's paragraphs: a typed line break (any of \r\n, \r, \n) starts a new one. */
export const paragraphsOf = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** A text's lines read as one, for the words that name it (announcements, layers, print warnings). */
export const textAsOneLine = (text: string): string => text.trim().replace(/\s*[\r\n]+\s*/g, ' ');

/** What the layout worker needs to outline a text: the same for the canvas, the preflight and the print. */
export interface TextLayoutRequest extends Partial<TextStyle> {
  text: string;
  fontFile: string;
  fontSize: number;
  rightToLeft: boolean;
  box?: TextBox;
  /** Letters coloured apart (logic/textEffects.ts): their glyphs come back as the outline's parts. */
  colours?: ColourRange[];
}

/** A text object's layout request: only its drawing's fields (the worker is asked across a message channel). */
export function textLayoutOf(t: TextObject): TextLayoutRequest {
  const { text, fontFile, fontSize, rightToLeft, box, align, lineHeight, letterSpacing, curve, colours } = t;
  return { text, fontFile, fontSize, rightToLeft, box, align, lineHeight, letterSpacing, curve, colours };
}

const colourKey = (t: TextObject) => t.colours?.map((r) => `${r.start}-${r.end}${r.fill}`).join(',') ?? '';

/** A key that changes whenever the text's outline would: the page's caches of outlines and ink boxes. */
export function textLayoutKey(t: TextObject): string {
  const s = textStyleOf(t);
  return [
    t.fontFile,
    t.fontSize,
    t.rightToLeft ? 'rtl' : 'ltr',
    `${t.box?.width}x${t.box?.height}`,
    s.align,
    s.lineHeight,
    s.letterSpacing,
    s.curve,
    colourKey(t),
    t.text,
  ].join('|');
}

/** Whether a number is inside the bounds (commands throw, restoreDocument refuses otherwise). */
export const within = (v: number, min: number, max: number): boolean => Number.isFinite(v) && v >= min && v <= max;
