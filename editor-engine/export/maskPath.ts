import { MAX_MASK_PATH_CHARS } from '../../rules/designBudget.js';
import { MASK_SIDE, type FrameMask } from '../model.js';
import type { PathCommand } from './format.js';

// A library design's outline as a frame keeps (model.ts FrameMask): absolute M, L, C and Z, its points within its
// MASK_SIDE box (a curve's control points may stand outside it, within a box's length), read strictly, so a document cannot carry other path syntax into the export's markup or a clip the renderer chokes on.

const TOKEN = /\s*(?:([MLCZ])|(-?\d+(?:\.\d+)?))/y;
const ARITY: Record<string, number> = { M: 2, L: 2, C: 6, Z: 0 };

/** The commands of a mask's path data, or null when it is not one (other commands, bad numbers, far outside its box). */
export function maskCommands(d: string): PathCommand[] | null {
  if (d.length === 0 || d.length > MAX_MASK_PATH_CHARS) return null;
  const out: PathCommand[] = [];
  TOKEN.lastIndex = 0;
  let command: string | null = null;
  let numbers: number[] = [];
  const flush = (): boolean => {
    if (command === null) return numbers.length === 0;
    if (numbers.length !== ARITY[command]) return false;
    if (numbers.some((n) => n < -MASK_SIDE || n > 2 * MASK_SIDE)) return false;
    const [a, b, c, e, f, g] = numbers;
    if (command === 'Z') out.push({ type: 'Z' });
    else if (command === 'C') out.push({ type: 'C', x1: a, y1: b, x2: c, y2: e, x: f, y: g });
    else out.push({ type: command as 'M' | 'L', x: a, y: b });
    return true;
  };
  while (TOKEN.lastIndex < d.length) {
    const m = TOKEN.exec(d);
    if (!m) return d.slice(TOKEN.lastIndex).trim() === '' ? (flush() ? firstMove(out) : null) : null;
    if (m[1]) {
      if (!flush()) return null;
      command = m[1];
      numbers = [];
    } else numbers.push(Number(m[2]));
  }
  return flush() ? firstMove(out) : null;
}

const firstMove = (c: PathCommand[]): PathCommand[] | null => (c.length > 1 && c[0].type === 'M' ? c : null);

/** Whether a value is a mask a document may keep: a design id, a readable outline and its box within MASK_SIDE. */
export function isFrameMask(v: unknown): v is FrameMask {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  const side = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= MASK_SIDE;
  return (
    Number.isInteger(m.designId) &&
    (m.designId as number) > 0 &&
    (m.designId as number) <= 2 ** 31 - 1 &&
    side(m.width) &&
    side(m.height) &&
    typeof m.d === 'string' &&
    maskCommands(m.d) !== null
  );
}
