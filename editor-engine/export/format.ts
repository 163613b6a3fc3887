/**
 * Fixed number formatting for every number written into an export: at most 3 decimals, no trailing zeros, no "-0",
 * no exponent. The same function formats path data in workers/, so the bytes never depend on the machine.
 */
export function fmt(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) throw new Error(`cannot format ${n} in an export`);
  const r = Math.round(n * 1000) / 1000;
  if (r === 0) return '0';
  let s = r.toFixed(3);
  s = s.replace(/\.?0+$/, '');
  return s;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** A path command of a glyph outline (workers/fonts/shapingFont.ts); y grows downward (SVG space). */
export type PathCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** Serialises path commands with fmt(), offset by (dx, dy). Deterministic, never flips Y. */
export function pathData(commands: readonly PathCommand[], dx = 0, dy = 0): string {
  let d = '';
  for (const c of commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        d += `${c.type}${fmt(c.x + dx)} ${fmt(c.y + dy)}`;
        break;
      case 'Q':
        d += `Q${fmt(c.x1 + dx)} ${fmt(c.y1 + dy)} ${fmt(c.x + dx)} ${fmt(c.y + dy)}`;
        break;
      case 'C':
        d += `C${fmt(c.x1 + dx)} ${fmt(c.y1 + dy)} ${fmt(c.x2 + dx)} ${fmt(c.y2 + dy)} ${fmt(c.x + dx)} ${fmt(c.y + dy)}`;
        break;
      case 'Z':
        d += 'Z';
        break;
    }
  }
  return d;
}
