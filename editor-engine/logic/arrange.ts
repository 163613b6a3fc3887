import type { DesignDocument, DesignObject } from '../model.js';
import { isLocked } from './locks.js';
import { objectBounds, type Box, type TextMeasure } from './preflight.js';

// Arranging several objects (issue 29): align their edges or centres, space them evenly, and place copies. Objects are
// judged by what they ink (objectBounds, the preflight's box), so "aligned left" is what the shopper sees and prints.

export const ALIGN_EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];
export type Axis = 'horizontal' | 'vertical';

/** Align needs two objects to line up, distribute three to space evenly. */
export const MIN_TO_ALIGN = 2;
export const MIN_TO_DISTRIBUTE = 3;
/** A duplicate or a paste lands this many canvas pixels right of and below where it came from. */
export const PASTE_OFFSET = 10;

export interface Move {
  id: string;
  dx: number;
  dy: number;
}

/**
 * The selected objects arranging may move, in selection order: the one filter align, distribute and the drag box
 * share (an object that must stay put, a locked one (logic/locks.ts), is left out here, once).
 */
export function movableSelection(doc: DesignDocument, ids: readonly string[]): DesignObject[] {
  return ids.map((id) => doc.objects[id]).filter((o): o is DesignObject => o !== undefined && !isLocked(o));
}

/** An object's inked box; a text not measured yet counts as the point where it stands, never as a guess of its size. */
export function arrangeBox(o: DesignObject, measure: TextMeasure): Box {
  return objectBounds(o, measure) ?? { left: o.transform.x, top: o.transform.y, right: o.transform.x, bottom: o.transform.y };
}

const union = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((b) => b.left)),
  top: Math.min(...boxes.map((b) => b.top)),
  right: Math.max(...boxes.map((b) => b.right)),
  bottom: Math.max(...boxes.map((b) => b.bottom)),
});

/** Moves that line the objects' edges (or centres) up with the same edge of the box around them all. */
export function alignMoves(objects: DesignObject[], edge: AlignEdge, measure: TextMeasure): Move[] {
  if (objects.length < MIN_TO_ALIGN) return [];
  const boxes = objects.map((o) => arrangeBox(o, measure));
  const all = union(boxes);
  return objects
    .map((o, i) => {
      const b = boxes[i];
      const dx =
        edge === 'left' ? all.left - b.left : edge === 'right' ? all.right - b.right : edge === 'centre' ? (all.left + all.right - b.left - b.right) / 2 : 0;
      const dy =
        edge === 'top' ? all.top - b.top : edge === 'bottom' ? all.bottom - b.bottom : edge === 'middle' ? (all.top + all.bottom - b.top - b.bottom) / 2 : 0;
      return { id: o.id, dx, dy };
    })
    .filter((m) => m.dx !== 0 || m.dy !== 0);
}

/**
 * Moves that space the objects evenly along an axis: the outermost two stay, the others move so the gaps between
 * neighbouring boxes (in the order of their centres) are equal.
 */
export function distributeMoves(objects: DesignObject[], axis: Axis, measure: TextMeasure): Move[] {
  if (objects.length < MIN_TO_DISTRIBUTE) return [];
  const [lo, hi] = axis === 'horizontal' ? (['left', 'right'] as const) : (['top', 'bottom'] as const);
  const items = objects.map((o) => ({ id: o.id, box: arrangeBox(o, measure) })).sort((a, b) => a.box[lo] + a.box[hi] - (b.box[lo] + b.box[hi]));
  const span = Math.max(...items.map((i) => i.box[hi])) - Math.min(...items.map((i) => i.box[lo]));
  const sizes = items.reduce((n, i) => n + i.box[hi] - i.box[lo], 0);
  const gap = (span - sizes) / (items.length - 1);
  const moves: Move[] = [];
  let at = items[0].box[lo];
  for (const { id, box } of items) {
    const d = at - box[lo];
    if (Math.abs(d) > 1e-9) moves.push(axis === 'horizontal' ? { id, dx: d, dy: 0 } : { id, dx: 0, dy: d });
    at += box[hi] - box[lo] + gap;
  }
  return moves;
}

/** The objects whose inked boxes the drag box (two corners, any order) touches, bottom to top. */
export function objectsInBox(doc: DesignDocument, a: { x: number; y: number }, b: { x: number; y: number }, measure: TextMeasure): string[] {
  const box = { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
  return movableSelection(doc, doc.order)
    .filter((o) => {
      const o2 = arrangeBox(o, measure);
      return o2.left <= box.right && o2.right >= box.left && o2.top <= box.bottom && o2.bottom >= box.top;
    })
    .map((o) => o.id);
}

/** What the clipboard holds: plain JSON of design objects (without ids) and the canvas they were copied from. */
export interface ClipboardContent {
  kind: 'atelier-objects';
  canvas: { width: number; height: number };
  objects: Omit<DesignObject, 'id'>[];
}

export const CLIPBOARD_KIND = 'atelier-objects';

/** The selected objects as clipboard content, bottom to top (their stacking order survives the paste). */
export function clipboardOf(doc: DesignDocument, ids: readonly string[]): ClipboardContent {
  const chosen = new Set(ids);
  const objects = doc.order
    .filter((id) => chosen.has(id))
    .map((id) => {
      const { id: _id, ...rest } = doc.objects[id];
      void _id;
      return rest;
    });
  return { kind: CLIPBOARD_KIND, canvas: { ...doc.canvas }, objects };
}

/**
 * Copies placed on another canvas: positions follow the canvas's proportions on each axis, sizes shrink (never grow)
 * by the smaller ratio so nothing is stretched, then everything moves by the paste offset.
 */
export function refit<T extends Omit<DesignObject, 'id'>>(
  objects: T[],
  from: { width: number; height: number },
  to: { width: number; height: number },
  offset = PASTE_OFFSET,
): T[] {
  const rx = to.width / from.width;
  const ry = to.height / from.height;
  const k = Math.min(1, rx, ry);
  return objects.map((o) => {
    const t = o.transform;
    return { ...o, transform: { ...t, x: t.x * rx + offset, y: t.y * ry + offset, scaleX: t.scaleX * k, scaleY: t.scaleY * k } };
  });
}
