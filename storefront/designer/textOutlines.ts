import { textInkBox, textLayoutKey, type TextMeasure, type TextObject, type TextOutline } from '../../editor-engine';

// Texts' outlines from the render worker, remembered across snapshots: the canvas draws them (paperScene.ts), its
// overlays and the session's arranging judge texts by their ink (paperOverlays.ts, CanvasView.tsx).

/** Texts' outlines by their layout (typing outlines every prefix: capped). */
export const outlineKey = (t: TextObject) => textLayoutKey(t);
export const outlines = new Map<string, TextOutline>();
export const pendingOutlines = new Set<string>();
export const MAX_OUTLINES = 300;

/**
 * A text by its ink: the outline the canvas draws, placed as the export places it (null until it is known). The
 * preflight's marks and the session's arranging (align, distribute, the drag box) judge texts by it.
 */
export const canvasInk: TextMeasure = (t) => {
  const outline = outlines.get(outlineKey(t));
  return outline ? textInkBox(outline, t) : null;
};
