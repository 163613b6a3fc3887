// Curved text (issue 29): one number, the text's `curve`, from -100 to 100 %. 0 (or absent, every design from before
// it) is straight; above 0 the lines bend up into an arc over a circle's centre (a rainbow), below 0 down under it (a
// smile); at ±100 % the first line goes round the whole circle. The bounds, the slider's step and the arc's geometry
// live here once: the command, restoreDocument (textLayout.ts's defaults hold the straight 0), the menu's slider and the layout worker (workers/text/curve.ts,
// which places each glyph on the arc for the canvas, the export and the print alike) read them.

export const CURVE_MIN = -100;
export const CURVE_MAX = 100;
/** A slider's or a key's step, in %. */
export const CURVE_STEP = 5;

/** Where a point of the straight lines lands on the arc, and how far the glyph there turns (degrees, clockwise). */
export interface ArcPoint {
  x: number;
  y: number;
  angle: number;
}

/** The straight lines an arc bends: the widest line's width, from the first baseline to the last, and the room the
 * letters need towards the circle's centre (a font's descent on an arc up, its ascent on an arc down). */
interface ArcLines {
  width: number;
  depth: number;
  clearance: number;
}

/**
 * The arc for lines laid out straight (first baseline at y = 0, y down): each line's baseline becomes an arc of one
 * circle, centred under the lines' middle (curve > 0) or over it (curve < 0), one line height apart. The line nearest
 * the centre is the one whose radius takes the curve: lines as wide as the widest go |curve| % of the whole turn
 * round it (the circle never smaller than the letters' clearance, so a short word at 100 % leaves a gap rather than
 * folding over itself); the others, further out, keep their letters' spacing and turn a little less. A point on a
 * line's baseline keeps its advance along its arc, and the glyph there turns with it. null when the text is straight.
 */
export function arcOf(curve: number, { width, depth, clearance }: ArcLines): ((x: number, y: number) => ArcPoint) | null {
  if (curve === 0 || !(width > 0)) return null;
  const sweep = (Math.abs(curve) / 100) * 2 * Math.PI;
  const radius = Math.max(width / sweep, clearance);
  const up = curve > 0;
  // on an arc up the last line is nearest the centre (under the lines), on an arc down the first (over them)
  const centre = up ? depth + radius : -radius;
  return (x, y) => {
    const r = up ? centre - y : y - centre;
    const phi = (x - width / 2) / r;
    const angle = ((up ? phi : -phi) * 180) / Math.PI;
    return { x: width / 2 + r * Math.sin(phi), y: up ? centre - r * Math.cos(phi) : centre + r * Math.cos(phi), angle };
  };
}
