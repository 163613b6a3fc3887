/**
 * Minimal bidirectional reordering for one line of text, enough for the designer's right-to-left texts (Hebrew):
 * characters are classified as RTL (Hebrew, Arabic blocks), LTR (letters of other scripts, digits) or neutral;
 * neutrals take the direction of their surroundings if both sides agree, else the paragraph direction. In an RTL
 * paragraph the runs are laid out right to left and characters inside RTL runs are drawn reversed; LTR runs
 * (numbers, Latin words) keep their order. Not the full UAX #9, by design. The outline (outline.ts) takes the runs
 * (bidiRuns) and lets HarfBuzz shape each in its direction, which reverses an RTL run, joins Arabic letters and
 * mirrors brackets.
 */
type Dir = 'L' | 'R' | 'N';

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LTR = /[\p{L}\p{N}]/u;

function classify(ch: string): Dir {
  if (RTL.test(ch)) return 'R';
  if (LTR.test(ch)) return 'L';
  return 'N';
}

/** A directional run: its characters in logical (typed) order; the shaper draws a right-to-left run reversed. */
export interface BidiRun {
  chars: string[];
  rightToLeft: boolean;
  /** Index of its first character in the line (in characters, not UTF-16 units). */
  start: number;
}

/** Whether a paragraph reads right to left: the first strong character decides (UAX #9 P2), else `fallback`. */
export function paragraphIsRightToLeft(text: string, fallback: boolean): boolean {
  for (const ch of text) {
    const dir = classify(ch);
    if (dir !== 'N') return dir === 'R';
  }
  return fallback;
}

/** The directional runs of one line, in visual order (left to right), each in logical order. */
export function bidiRuns(text: string, rightToLeft: boolean): BidiRun[] {
  const chars = Array.from(text);
  if (!rightToLeft && !chars.some((c) => RTL.test(c))) return chars.length ? [{ chars, rightToLeft: false, start: 0 }] : [];
  const base: Dir = rightToLeft ? 'R' : 'L';
  const dirs = chars.map(classify);
  // Resolve neutrals.
  for (let i = 0; i < dirs.length; i++) {
    if (dirs[i] !== 'N') continue;
    let j = i;
    while (j < dirs.length && dirs[j] === 'N') j++;
    const before = i > 0 ? dirs[i - 1] : base;
    const after = j < dirs.length ? dirs[j] : base;
    const resolved = before === after ? before : base;
    for (let k = i; k < j; k++) dirs[k] = resolved;
    i = j - 1;
  }
  const runs: BidiRun[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = runs[runs.length - 1];
    const rtl = dirs[i] === 'R';
    if (last && last.rightToLeft === rtl) last.chars.push(chars[i]);
    else runs.push({ chars: [chars[i]], rightToLeft: rtl, start: i });
  }
  return base === 'R' ? runs.reverse() : runs;
}
