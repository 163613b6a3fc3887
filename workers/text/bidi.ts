/**
 * Minimal bidirectional reordering for one line of text, enough for the designer's right-to-left texts (Hebrew):
 * characters are classified as RTL (Hebrew, Arabic blocks), LTR (letters of other scripts, digits) or neutral;
 * neutrals take the direction of their surroundings if both sides agree, else the paragraph direction. In an RTL
 * paragraph the runs are laid out right to left and characters inside RTL runs are reversed; LTR runs (numbers,
 * Latin words) keep their order. Mirrored brackets are swapped inside RTL runs. Not the full UAX #9, by design.
 */
type Dir = 'L' | 'R' | 'N';

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LTR = /[\p{L}\p{N}]/u;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<' };

function classify(ch: string): Dir {
  if (RTL.test(ch)) return 'R';
  if (LTR.test(ch)) return 'L';
  return 'N';
}

/** Returns the characters of `text` in visual (left-to-right drawing) order. */
export function visualOrder(text: string, rightToLeft: boolean): string[] {
  const chars = Array.from(text);
  if (!rightToLeft && !chars.some((c) => RTL.test(c))) return chars;
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
  // Split into runs.
  const runs: { dir: Dir; chars: string[] }[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.dir === dirs[i]) last.chars.push(chars[i]);
    else runs.push({ dir: dirs[i], chars: [chars[i]] });
  }
  for (const run of runs) if (run.dir === 'R') run.chars = run.chars.reverse().map((c) => MIRROR[c] ?? c);
  if (base === 'R') runs.reverse();
  return runs.flatMap((r) => r.chars);
}
