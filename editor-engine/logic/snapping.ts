import type { Box } from './preflight.js';

// Snapping while dragging (issue 29): the dragged selection's edges and centre are pulled to the canvas's edges and
// centre, the safe margin and the other objects' edges and centres, when one comes within a threshold given in
// screen pixels (so it feels the same at any zoom). Pure: the pointer tool gathers the targets once at pointer down
// and asks here on every move; the canvas draws the guides it answers (they are not part of the design).

/** Within this many screen pixels a dragged edge or centre snaps (the pointer tool turns it into canvas pixels). */
export const SNAP_DISTANCE = 6;

/** A guide line to draw: a vertical line at x = at (axis 'x') or a horizontal one at y = at (axis 'y'). */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/**
 * A distance to show while snapped: along `axis`, from `from` to `to` (canvas pixels), drawn at `across` on the other
 * axis. The canvas labels it at the ordered size.
 */
export interface Gap {
  axis: 'x' | 'y';
  from: number;
  to: number;
  across: number;
}

/** Where a dragged box may land, per axis, sorted (canvas pixels). */
export interface SnapTargets {
  x: number[];
  y: number[];
}

export interface Snapped {
  dx: number;
  dy: number;
  guides: Guide[];
  gaps: Gap[];
}

const EPS = 1e-6;

/** The canvas's edges and centre, the safe margin's edges (once the size is known), the others' edges and centres. */
export function snapTargets(canvas: { width: number; height: number }, others: readonly Box[], safe: Box | null): SnapTargets {
  const x = [0, canvas.width / 2, canvas.width];
  const y = [0, canvas.height / 2, canvas.height];
  if (safe) {
    x.push(safe.left, safe.right);
    y.push(safe.top, safe.bottom);
  }
  for (const b of others) {
    x.push(b.left, (b.left + b.right) / 2, b.right);
    y.push(b.top, (b.top + b.bottom) / 2, b.bottom);
  }
  const unique = (v: number[]) => [...new Set(v)].sort((a, b) => a - b);
  return { x: unique(x), y: unique(y) };
}

/** The nearest target to any of the values within `threshold`: how far to shift, or 0 when none is near. */
function nearest(values: number[], targets: number[], threshold: number): number | null {
  let best: number | null = null;
  for (const v of values) {
    // targets are sorted: binary search the first at or above v, then look at it and the one below
    let lo = 0;
    let hi = targets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (targets[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    for (const t of [targets[lo - 1], targets[lo]]) {
      if (t === undefined) continue;
      const d = t - v;
      if (Math.abs(d) <= threshold && (best === null || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  return best;
}

const lines = (b: Box, axis: 'x' | 'y') => (axis === 'x' ? [b.left, (b.left + b.right) / 2, b.right] : [b.top, (b.top + b.bottom) / 2, b.bottom]);

/**
 * Snaps a box (where the pointer would put the selection) on each axis on its own: the shift to apply, the guides it
 * now lies on, and on each snapped axis the gaps from the box to the canvas's two edges.
 */
export function snapBox(box: Box, targets: SnapTargets, threshold: number, canvas: { width: number; height: number }): Snapped {
  const sx = nearest(lines(box, 'x'), targets.x, threshold);
  const sy = nearest(lines(box, 'y'), targets.y, threshold);
  const dx = sx ?? 0;
  const dy = sy ?? 0;
  const at: Box = { left: box.left + dx, right: box.right + dx, top: box.top + dy, bottom: box.bottom + dy };
  const guides: Guide[] = [];
  const gaps: Gap[] = [];
  const midX = (at.left + at.right) / 2;
  const midY = (at.top + at.bottom) / 2;
  if (sx !== null) {
    for (const v of new Set(lines(at, 'x'))) if (targets.x.some((t) => Math.abs(t - v) < EPS)) guides.push({ axis: 'x', at: v });
    gaps.push({ axis: 'x', from: 0, to: at.left, across: midY }, { axis: 'x', from: at.right, to: canvas.width, across: midY });
  }
  if (sy !== null) {
    for (const v of new Set(lines(at, 'y'))) if (targets.y.some((t) => Math.abs(t - v) < EPS)) guides.push({ axis: 'y', at: v });
    gaps.push({ axis: 'y', from: 0, to: at.top, across: midX }, { axis: 'y', from: at.bottom, to: canvas.height, across: midX });
  }
  return { dx, dy, guides, gaps };
}

/** The box around several boxes (the selection's). */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}
