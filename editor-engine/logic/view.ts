// The canvas's view (issue 29): how far it is zoomed and which part of it shows. Session state, never the
// document's: it is not saved, not undone and not exported. Zoom 1 is "Fit" (the whole canvas in its frame, as the
// export draws it); the centre is kept as a share of the canvas (0..1) so a new size keeps the same part in view.

export interface CanvasView {
  /** 1 shows the whole canvas; 2 shows half its width and height, twice as large. */
  zoom: number;
  /** The point of the canvas at the middle of the view, as a share of its width and height (0..1). */
  cx: number;
  cy: number;
  /** Moves snap to the canvas, its safe margin and other objects (the view controls' "Snap"). */
  snap: boolean;
}

export const FIT_VIEW: CanvasView = { zoom: 1, cx: 0.5, cy: 0.5, snap: true };

/** The zoom the buttons and keys step through (Ctrl/Cmd + wheel and pinch go anywhere between 1 and the last). */
export const ZOOM_STEPS = [1, 1.25, 1.5, 2, 3, 4, 6, 8] as const;
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The view kept possible: zoom within 1..8, the centre where the view stays on the canvas (at Fit, the middle). */
export function clampView(view: CanvasView): CanvasView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : 1, 1, MAX_ZOOM);
  const half = 1 / (2 * zoom);
  return { zoom, cx: clamp(view.cx, half, 1 - half), cy: clamp(view.cy, half, 1 - half), snap: view.snap };
}

/** The next step in (dir 1) or out (dir -1) from a zoom, which may lie between steps (after a pinch). */
export function zoomStep(zoom: number, dir: 1 | -1): number {
  const eps = 1e-6;
  if (dir > 0) return ZOOM_STEPS.find((z) => z > zoom + eps) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - eps) ?? 1;
}

/** Zoomed to `zoom` keeping the canvas point `at` (shares 0..1, e.g. under the pointer) where it is on the screen. */
export function zoomAt(view: CanvasView, zoom: number, at: { x: number; y: number }): CanvasView {
  const next = clamp(zoom, 1, MAX_ZOOM);
  const k = view.zoom / next;
  return clampView({ ...view, zoom: next, cx: at.x - (at.x - view.cx) * k, cy: at.y - (at.y - view.cy) * k });
}

/** Moved by a share of the canvas (a drag of 10 % of the canvas's width pans by 0.1): what is under the pointer follows it. */
export function panBy(view: CanvasView, dx: number, dy: number): CanvasView {
  return clampView({ ...view, cx: view.cx - dx, cy: view.cy - dy });
}

/** The part of the canvas in view, in canvas pixels. */
export function visibleArea(view: CanvasView, canvas: { width: number; height: number }) {
  const w = canvas.width / view.zoom;
  const h = canvas.height / view.zoom;
  const left = view.cx * canvas.width - w / 2;
  const top = view.cy * canvas.height - h / 2;
  return { left, top, right: left + w, bottom: top + h };
}

/** "150 %": the zoom as the view controls show and announce it (Fit is 100 %). */
export const zoomPercent = (zoom: number): string => `${Math.round(zoom * 100)} %`;

/** Ruler steps in the product's unit: the labelled one is the smallest whose marks stand RULER_LABEL_PX apart. */
const RULER_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
const RULER_LABEL_PX = 48;

export interface RulerTick {
  /** Where, in canvas pixels along the ruler's axis. */
  at: number;
  /** The length from the canvas's edge in the product's unit, on the labelled marks. */
  label?: string;
}

/**
 * The marks of a ruler over the part of the canvas in view (`from`..`to`, canvas pixels): a labelled mark every step
 * of the unit (1, 5, 10 cm... as the zoom allows) and four or one smaller ones between.
 */
export function rulerTicks(from: number, to: number, unitPerPx: number, screenPxPerCanvasPx: number): RulerTick[] {
  const screenPerUnit = screenPxPerCanvasPx / unitPerPx;
  if (!(screenPerUnit > 0) || !Number.isFinite(screenPerUnit)) return [];
  const step = RULER_STEPS.find((s) => s * screenPerUnit >= RULER_LABEL_PX) ?? RULER_STEPS[RULER_STEPS.length - 1];
  const minor = (step / 5) * screenPerUnit >= 6 ? step / 5 : step / 2;
  const ticks: RulerTick[] = [];
  const first = Math.ceil((from * unitPerPx) / minor - 1e-9);
  const last = Math.floor((to * unitPerPx) / minor + 1e-9);
  for (let i = first; i <= last; i++) {
    const value = i * minor;
    const labelled = Math.abs(value / step - Math.round(value / step)) < 1e-6;
    ticks.push({ at: value / unitPerPx, ...(labelled ? { label: String(Math.round(value * 100) / 100) } : {}) });
  }
  return ticks;
}
