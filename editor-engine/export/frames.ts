import { MAX_PHOTO_ZOOM, PHOTO_CENTRED, type FrameKind, type FrameMask, type ImageObject, type PhotoPlacement } from '../model.js';
import { pathData, type PathCommand } from './format.js';
import { maskCommands } from './maskPath.js';

// A picture's frame and the photo inside it (issue 29, "Photos and shapes"), decided once here for the scene, so the
// canvas (paperScene.ts), the export and the print file cut and place it alike. All in the picture's own
// coordinates: its box is naturalWidth x naturalHeight centred on 0, 0 (the scene's image box).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Frames that keep their proportions (a circle stays round): the box's largest centred square. */
const SQUARE_FRAMES: ReadonlySet<FrameKind> = new Set(['circle', 'heart', 'star', 'hexagon']);
/** The rounded rectangle's corner, as a share of the frame's shorter side. */
const ROUNDED_SHARE = 0.12;
/** The star's inner points, as a share of its outer radius (fuller than a drawn star's 0.38: more photo shows). */
const STAR_INNER = 0.45;
/** A circle's quarter as a cubic Bezier: the control points' distance, times the radius. */
const KAPPA = 0.5522847498;

type Unit = PathCommand[];

/** A closed polygon through points of the unit square. */
const polygon = (points: [number, number][]): Unit => [...points.map(([x, y], i): PathCommand => ({ type: i === 0 ? 'M' : 'L', x, y })), { type: 'Z' }];

/** Points around the centre of the unit square, the first straight up, `radii` taking turns. */
function around(count: number, radii: number[], dy = 0): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    const r = radii[i % radii.length];
    return [0.5 + r * Math.cos(a), 0.5 + dy + r * Math.sin(a)];
  });
}

// the star's lowest points stand at 0.5 + 0.5 cos 36°: lowered by half the room left, its outline is centred
const STAR_DY = (1 - (0.5 + 0.5 * Math.cos(Math.PI / 5))) / 2;

/** The unit shapes, in a 1 x 1 square (y down). */
const UNIT: Record<Exclude<FrameKind, 'rounded'>, Unit> = {
  circle: [
    { type: 'M', x: 0.5, y: 0 },
    { type: 'C', x1: 0.5 + KAPPA / 2, y1: 0, x2: 1, y2: 0.5 - KAPPA / 2, x: 1, y: 0.5 },
    { type: 'C', x1: 1, y1: 0.5 + KAPPA / 2, x2: 0.5 + KAPPA / 2, y2: 1, x: 0.5, y: 1 },
    { type: 'C', x1: 0.5 - KAPPA / 2, y1: 1, x2: 0, y2: 0.5 + KAPPA / 2, x: 0, y: 0.5 },
    { type: 'C', x1: 0, y1: 0.5 - KAPPA / 2, x2: 0.5 - KAPPA / 2, y2: 0, x: 0.5, y: 0 },
    { type: 'Z' },
  ],
  // two lobes meeting at the top's dip and the tip below, 0.9 tall, centred
  heart: [
    { type: 'M', x: 0.5, y: 0.95 },
    { type: 'C', x1: 0.2, y1: 0.75, x2: 0, y2: 0.55, x: 0, y: 0.35 },
    { type: 'C', x1: 0, y1: 0.17, x2: 0.14, y2: 0.05, x: 0.28, y: 0.05 },
    { type: 'C', x1: 0.38, y1: 0.05, x2: 0.46, y2: 0.11, x: 0.5, y: 0.2 },
    { type: 'C', x1: 0.54, y1: 0.11, x2: 0.62, y2: 0.05, x: 0.72, y: 0.05 },
    { type: 'C', x1: 0.86, y1: 0.05, x2: 1, y2: 0.17, x: 1, y: 0.35 },
    { type: 'C', x1: 1, y1: 0.55, x2: 0.8, y2: 0.75, x: 0.5, y: 0.95 },
    { type: 'Z' },
  ],
  star: polygon(around(10, [0.5, 0.5 * STAR_INNER], STAR_DY)),
  hexagon: polygon(around(6, [0.5])),
};

/** A unit shape stretched onto a box. */
function place(unit: Unit, b: Box): PathCommand[] {
  const X = (u: number) => b.x + u * b.width;
  const Y = (v: number) => b.y + v * b.height;
  return unit.map((c): PathCommand => {
    switch (c.type) {
      case 'Z':
        return c;
      case 'M':
      case 'L':
        return { type: c.type, x: X(c.x), y: Y(c.y) };
      case 'Q':
        return { type: 'Q', x1: X(c.x1), y1: Y(c.y1), x: X(c.x), y: Y(c.y) };
      case 'C':
        return { type: 'C', x1: X(c.x1), y1: Y(c.y1), x2: X(c.x2), y2: Y(c.y2), x: X(c.x), y: Y(c.y) };
    }
  });
}

/** A rectangle with corners of radius r (0: square corners), as path commands. */
function roundedRect(b: Box, r: number): PathCommand[] {
  const { x, y, width: w, height: h } = b;
  if (r <= 0)
    return polygon([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]);
  const k = r * (1 - KAPPA);
  return [
    { type: 'M', x: x + r, y },
    { type: 'L', x: x + w - r, y },
    { type: 'C', x1: x + w - k, y1: y, x2: x + w, y2: y + k, x: x + w, y: y + r },
    { type: 'L', x: x + w, y: y + h - r },
    { type: 'C', x1: x + w, y1: y + h - k, x2: x + w - k, y2: y + h, x: x + w - r, y: y + h },
    { type: 'L', x: x + r, y: y + h },
    { type: 'C', x1: x + k, y1: y + h, x2: x, y2: y + h - k, x, y: y + h - r },
    { type: 'L', x, y: y + r },
    { type: 'C', x1: x, y1: y + k, x2: x + k, y2: y, x: x + r, y },
    { type: 'Z' },
  ];
}

/** Whether a picture is cut: framed, or its photo moved or zoomed inside its own box (a crop). */
export const isFramed = (o: ImageObject): boolean => o.frame !== undefined || o.inner !== undefined;

/** The photo's placement inside its frame (absent: centred, not zoomed). */
export const photoPlacement = (o: ImageObject): PhotoPlacement => o.inner ?? PHOTO_CENTRED;

/**
 * The frame's box: the picture's box, its largest centred square for the frames that keep their proportions, or for
 * a library design's outline the largest centred box of the outline's proportions.
 */
export function frameBox(o: ImageObject): Box {
  const w = o.naturalWidth;
  const h = o.naturalHeight;
  const frame = o.frame;
  if (frame?.kind === 'design') {
    const k = Math.min(w / frame.mask.width, h / frame.mask.height);
    const fw = frame.mask.width * k;
    const fh = frame.mask.height * k;
    return { x: -fw / 2, y: -fh / 2, width: fw, height: fh };
  }
  if (!frame || !SQUARE_FRAMES.has(frame.kind)) return { x: -w / 2, y: -h / 2, width: w, height: h };
  const side = Math.min(w, h);
  return { x: -side / 2, y: -side / 2, width: side, height: side };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
export const clampZoom = (z: number): number => Math.min(MAX_PHOTO_ZOOM, Math.max(1, z));

/** The photo's box: it covers the frame (proportions kept) times the zoom; x and y place what overflows. */
export function photoBox(o: ImageObject): Box {
  const f = frameBox(o);
  const p = photoPlacement(o);
  const s = Math.max(f.width / o.naturalWidth, f.height / o.naturalHeight) * clampZoom(p.zoom);
  const width = o.naturalWidth * s;
  const height = o.naturalHeight * s;
  return { x: f.x + (f.width - width) * clamp01(p.x), y: f.y + (f.height - height) * clamp01(p.y), width, height };
}

/** The frame's outline as path data: the clip of a framed picture (a crop without a frame: its box). */
export function frameClip(o: ImageObject): string {
  const b = frameBox(o);
  const frame = o.frame;
  if (frame === undefined) return pathData(roundedRect(b, 0));
  if (frame.kind === 'rounded') return pathData(roundedRect(b, ROUNDED_SHARE * Math.min(b.width, b.height)));
  if (frame.kind === 'design') return pathData(place(maskUnit(frame.mask), b));
  return pathData(place(UNIT[frame.kind], b));
}

/** The last masks read, as unit shapes: the canvas rebuilds its scene on every change, the outline rarely changes. */
const maskUnits = new Map<string, Unit>();

/** A mask's outline in the unit square (restore and the frameImage command let only readable ones in). */
function maskUnit(mask: FrameMask): Unit {
  const key = `${mask.width} ${mask.height} ${mask.d}`;
  let unit = maskUnits.get(key);
  if (!unit) {
    const commands = maskCommands(mask.d) ?? [];
    unit = place(commands, { x: 0, y: 0, width: 1 / mask.width, height: 1 / mask.height });
    if (maskUnits.size >= 8) maskUnits.delete(maskUnits.keys().next().value!);
    maskUnits.set(key, unit);
  }
  return unit;
}

/**
 * The placement after the photo moved by (dx, dy) of the picture's own units from `from`, clamped so it keeps
 * covering the frame: moving it right shows more of its left. An axis where it fits exactly keeps its place.
 */
export function shiftPhoto(o: ImageObject, from: PhotoPlacement, dx: number, dy: number): PhotoPlacement {
  const f = frameBox(o);
  const p = photoBox({ ...o, inner: from });
  const room = (v: number) => (v > 0.01 ? v : 0);
  const ox = room(p.width - f.width);
  const oy = room(p.height - f.height);
  return { x: ox > 0 ? clamp01(from.x - dx / ox) : from.x, y: oy > 0 ? clamp01(from.y - dy / oy) : from.y, zoom: from.zoom };
}
