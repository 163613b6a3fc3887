import type { ColourRange, TextShadow, TextStroke } from '../model.js';

// A text's outline, shadow and letters coloured apart (issue 29). One home for their bounds and defaults: the
// commands, restoreDocument, the menu's controls and the scene (which draws them) read them here.

/** The outline reaches this far outside the letters, in ems of the text's size (0.05 at size 60 is 3 px). */
export const STROKE_WIDTH_MIN = 0.01;
export const STROKE_WIDTH_MAX = 0.2;
export const STROKE_WIDTH_STEP = 0.01;
export const DEFAULT_STROKE: TextStroke = { colour: '#ffffff', width: 0.05 };

/** The shadow: a hard copy of the letters this many ems down and right (a blur would not print the same everywhere). */
export const SHADOW_OFFSET_EM = 0.06;
export const DEFAULT_SHADOW: TextShadow = { colour: '#555555' };

/**
 * How far a text's outline and shadow reach past its glyphs, in its units at the size its lines were set at (`em`):
 * the outline all round, the shadow down and right. The scene draws by it and the preflight measures ink by it.
 */
export function textEffectReach(t: { stroke?: TextStroke; shadow?: TextShadow }, em: number): { outline: number; shadow: number } {
  return { outline: t.stroke ? t.stroke.width * em : 0, shadow: t.shadow ? SHADOW_OFFSET_EM * em : 0 };
}

/** At most one range a character (a text has at most 500: rules/designBudget.ts). */
export const MAX_COLOUR_RANGES = 500;

/**
 * The colour ranges after the text changed from `before` to `after` (one edit: what a keystroke, a paste or a cut
 * does; found as the common start and end of both). Typing before a range or at its start moves it on, typing inside
 * it widens it, deleting its letters shrinks it, and a range whose letters are all gone is dropped.
 */
export function shiftColourRanges(ranges: readonly ColourRange[], before: string, after: string): ColourRange[] {
  if (before === after) return [...ranges];
  let head = 0;
  const shortest = Math.min(before.length, after.length);
  while (head < shortest && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < shortest - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const cutEnd = before.length - tail;
  const typed = after.length - tail - head;
  const delta = typed - (cutEnd - head);
  const startOf = (a: number) => (a < head ? a : a >= cutEnd ? a + delta : head + typed);
  const endOf = (b: number) => (b <= head ? b : b >= cutEnd ? b + delta : head);
  return ranges.map((r) => ({ ...r, start: startOf(r.start), end: endOf(r.end) })).filter((r) => r.start < r.end);
}

/**
 * The ranges with characters [start, end) painted `fill`: what was there is cut out; a fill equal to the text's own
 * (`base`) leaves them in it. Neighbours of one colour are joined, so the list stays short and in order.
 */
export function paintColourRange(ranges: readonly ColourRange[], start: number, end: number, fill: string, base: string): ColourRange[] {
  const out: ColourRange[] = [];
  for (const r of ranges) {
    if (r.end <= start || r.start >= end) out.push(r);
    else {
      if (r.start < start) out.push({ ...r, end: start });
      if (r.end > end) out.push({ ...r, start: end });
    }
  }
  if (fill !== base) out.push({ start, end, fill });
  out.sort((a, b) => a.start - b.start);
  const joined: ColourRange[] = [];
  for (const r of out) {
    const last = joined[joined.length - 1];
    if (last && last.end === r.start && last.fill === r.fill) joined[joined.length - 1] = { ...last, end: r.end };
    else joined.push(r);
  }
  return joined;
}

/** Whether the ranges are a text's: inside it, each not empty, in order and not overlapping (restoreDocument's rule). */
export function colourRangesProblem(ranges: readonly ColourRange[], length: number): string | null {
  let last = 0;
  for (const [i, r] of ranges.entries()) {
    if (!Number.isInteger(r.start) || !Number.isInteger(r.end)) return `range ${i}: start and end must be whole numbers`;
    if (r.start < last) return `range ${i}: ranges must be in order and not overlap`;
    if (r.end <= r.start) return `range ${i}: end must be after start`;
    if (r.end > length) return `range ${i}: end ${r.end} is past the text's ${length} characters`;
    last = r.end;
  }
  return null;
}
