import paper from 'paper/dist/paper-core';
import {
  formatLength,
  orderedUnitPerPx,
  preflight,
  ROTATION_CONTROL_OFFSET,
  safeArea,
  type Gap,
  type Guide,
  type PrintSpec,
  type Scene,
  type Snapshot,
} from '../../editor-engine';
import { canvasInk } from './textOutlines';

// The view's overlays over the scene (paperScene.ts draws the scene itself): the panel gaps, and in edit mode the
// print check's marks, the photo's edge, the drag box, the selection with its handles (in CSS pixels whatever the
// zoom) and the snapping guides of a drag. Drawn into the overlay group, above the shape's cut; never exported. Also
// what the pointer is on (a handle first), since the handles are drawn here.

/** What the overlays draw into and over: the Paper view, the scene's items by id, the overlay group. */
export interface OverlayView {
  scope: paper.PaperScope;
  /** Scene items by id ('background', 'obj-t1', ...). */
  drawn: ReadonlyMap<string, { item: paper.Item }>;
  overlay: paper.Group;
  /** Handles drawn for a touch screen (the page's media query) or a mouse. */
  pointer: PointerKind;
}

/**
 * The selection's handles in CSS pixels, whatever the canvas's zoom: drawn at least 24 px on a touch screen (WCAG 2.2
 * target size) and hit within a 44 px square under a finger or a pen; a mouse gets the small ones of before.
 */
const HANDLE_PX = { fine: { drawn: 10, hit: 20 }, coarse: { drawn: 24, hit: 44 } } as const;
/** Under a finger the rotation knob stands further off, so its 24 px circle clears the box and the scale handle. */
const KNOB_OFFSET_COARSE_PX = 36;
export type PointerKind = keyof typeof HANDLE_PX;

/** Canvas units per CSS pixel: the design keeps its own coordinates whatever width the page gives the canvas. */
function unitsPerPx(v: OverlayView): number {
  const el = v.scope.view.element;
  return el.clientWidth > 0 ? v.scope.view.viewSize.width / v.scope.view.zoom / el.clientWidth : 1;
}

/** Where the rotation knob stands above the selection's box, in canvas units. */
const knobOffset = (v: OverlayView, pointer: PointerKind) =>
  pointer === 'coarse' ? Math.max(ROTATION_CONTROL_OFFSET, KNOB_OFFSET_COARSE_PX * unitsPerPx(v)) : ROTATION_CONTROL_OFFSET;

/**
 * What the pointer is on: a handle of the selection first (within its hit square for this kind of pointer), then the
 * topmost object under it.
 */
export function hit(
  v: OverlayView,
  snapshot: Snapshot,
  p: { x: number; y: number },
  pointer: PointerKind = v.pointer,
): { id: string; handle?: 'scale' | 'rotate' } | undefined {
  const { drawn } = v;
  const point = new paper.Point(p.x, p.y);
  const selected = snapshot.session.selection[0];
  const sel = selected ? drawn.get(`obj-${selected}`) : undefined;
  if (sel && snapshot.session.mode === 'edit' && snapshot.session.selection.length === 1) {
    const b = sel.item.bounds;
    const px = unitsPerPx(v);
    const near = (c: paper.Point, size: number) => Math.abs(point.x - c.x) <= (size / 2) * px && Math.abs(point.y - c.y) <= (size / 2) * px;
    // a handle is taken where it is drawn, and around it outside the object; inside the object the rest of a
    // finger's wider hit square moves it (a small text is smaller than a finger's hit square)
    const inBody = b.expand(-2 * px).contains(point);
    const within = (c: paper.Point) => near(c, HANDLE_PX[pointer].hit) && (!inBody || near(c, HANDLE_PX[pointer].drawn));
    if (within(b.bottomRight)) return { id: selected, handle: 'scale' };
    if (within(new paper.Point(b.center.x, b.top - knobOffset(v, pointer)))) return { id: selected, handle: 'rotate' };
  }
  const order = [...snapshot.doc.order].reverse();
  const id = order.find((i) => drawn.get(`obj-${i}`)?.item.bounds.contains(point));
  return id ? { id } : undefined;
}

/** The drag box being drawn on empty canvas (the pointer tool's brushing), corner to corner. */
export type Brush = { start: { x: number; y: number }; at: { x: number; y: number } } | null;

/** The snapping guides of the drag under way (the pointer tool's state): drawn over the design, never exported. */
export interface DragGuides {
  guides: readonly Guide[];
  gaps: readonly Gap[];
}

/** The overlays of a snapshot, drawn again from nothing over the scene's items (drawn first). */
export function drawOverlays(
  v: OverlayView,
  scene: Scene,
  snap: Snapshot,
  spec: PrintSpec,
  panels: number,
  brush: Brush = null,
  drag: DragGuides = { guides: [], gaps: [] },
): void {
  const { session } = snap;
  v.overlay.removeChildren();
  drawPanels(v, scene, panels);
  // preview shows the design as it prints: no selection, no handles, no preflight marks
  if (session.mode !== 'edit') return;
  drawPreflight(v, snap, spec);
  const px = unitsPerPx(v);
  // the photo selected (a drag or the arrows move it): the canvas's edge, where it is cut
  if (session.photo)
    v.overlay.addChild(
      new paper.Path.Rectangle({
        point: [px, px],
        size: [scene.width - 2 * px, scene.height - 2 * px],
        strokeColor: '#1a73e8',
        strokeWidth: 2 * px,
        dashArray: [6 * px, 4 * px],
        data: { photo: true },
      }),
    );
  if (brush)
    v.overlay.addChild(
      new paper.Path.Rectangle({
        from: [brush.start.x, brush.start.y],
        to: [brush.at.x, brush.at.y],
        fillColor: new paper.Color(0.1, 0.45, 0.91, 0.08),
        strokeColor: '#1a73e8',
        strokeWidth: px,
        data: { brush: true },
      }),
    );
  const handle = HANDLE_PX[v.pointer].drawn * px;
  for (const id of session.selection) {
    const d = v.drawn.get(`obj-${id}`);
    if (!d) continue;
    const b = d.item.bounds;
    v.overlay.addChild(new paper.Path.Rectangle({ rectangle: b, strokeColor: '#1a73e8', strokeWidth: 1.5 * px, dashArray: [4 * px, 3 * px] }));
    if (session.selection.length === 1) {
      v.overlay.addChild(
        new paper.Path.Rectangle({
          point: [b.right - handle / 2, b.bottom - handle / 2],
          size: [handle, handle],
          fillColor: '#fff',
          strokeColor: '#1a73e8',
          strokeWidth: 1.5 * px,
          data: { handle: 'scale' },
        }),
      );
      const knob = new paper.Point(b.center.x, b.top - knobOffset(v, v.pointer));
      v.overlay.addChild(new paper.Path.Line({ from: [b.center.x, b.top], to: knob, strokeColor: '#1a73e8', strokeWidth: px }));
      v.overlay.addChild(
        new paper.Path.Circle({
          center: knob,
          radius: handle / 2,
          fillColor: '#fff',
          strokeColor: '#1a73e8',
          strokeWidth: 1.5 * px,
          data: { handle: 'rotate' },
        }),
      );
    }
  }
  drawGuides(v, snap, drag, px);
}

const GUIDE = '#d6336c';

/**
 * The snapping guides (a line across the canvas where the dragged box lies on a target) and, on each snapped axis,
 * the distances to the canvas's edges at the ordered size (in its unit; none until the size is known). In CSS pixels
 * whatever the zoom.
 */
function drawGuides(v: OverlayView, snap: Snapshot, drag: DragGuides, px: number): void {
  const { width, height } = snap.doc.canvas;
  for (const g of drag.guides) {
    const [from, to] =
      g.axis === 'x'
        ? [
            [g.at, 0],
            [g.at, height],
          ]
        : [
            [0, g.at],
            [width, g.at],
          ];
    v.overlay.addChild(new paper.Path.Line({ from, to, strokeColor: GUIDE, strokeWidth: px, data: { guide: `${g.axis}:${g.at}` } }));
  }
  const unit = orderedUnitPerPx(snap.doc);
  if (!unit) return;
  for (const gap of drag.gaps) {
    if (gap.to - gap.from < 1) continue;
    const mid = (gap.from + gap.to) / 2;
    const [from, to, at] =
      gap.axis === 'x'
        ? [
            [gap.from, gap.across],
            [gap.to, gap.across],
            [mid, gap.across],
          ]
        : [
            [gap.across, gap.from],
            [gap.across, gap.to],
            [gap.across, mid],
          ];
    v.overlay.addChild(new paper.Path.Line({ from, to, strokeColor: GUIDE, strokeWidth: px, dashArray: [3 * px, 2 * px] }));
    const label = new paper.PointText({
      point: [at[0], at[1] + 4 * px],
      content: gapLabel(gap, snap),
      fontSize: 12 * px,
      fontFamily: 'system-ui, sans-serif',
      fillColor: '#fff',
      justification: 'center',
      data: { gap: true },
    });
    const pill = new paper.Path.Rectangle({ rectangle: label.bounds.expand(6 * px, 2 * px), radius: 3 * px, fillColor: GUIDE });
    v.overlay.addChildren([pill, label]);
  }
}

/** A snapped gap as the shopper reads it at the ordered size: "4.2 cm". */
export function gapLabel(gap: Gap, snap: Snapshot): string {
  const unit = orderedUnitPerPx(snap.doc);
  if (!unit) return '';
  return formatLength((gap.to - gap.from) * (gap.axis === 'x' ? unit.x : unit.y), unit.unit);
}

/**
 * A multi-panel canvas (type 11) shows where the panels are cut: a band between each two panels, in edit mode and
 * in preview (the wall shows there). Not part of the design: the export has the whole picture.
 */
function drawPanels(v: OverlayView, scene: Scene, panels: number): void {
  if (panels < 2) return;
  const gap = Math.max(4, scene.width / 100);
  for (let i = 1; i < panels; i++) {
    const x = (scene.width * i) / panels;
    v.overlay.addChild(
      new paper.Path.Rectangle({ point: [x - gap / 2, 0], size: [gap, scene.height], fillColor: '#ffffff', opacity: 0.9, data: { panelGap: i } }),
    );
  }
}

const FLAG = '#d9480f';

/**
 * The preflight on the canvas, in edit mode: the safe margin as a thin dashed line once the size is known, and each
 * object that would print badly outlined in orange (the background: the canvas's edge). The summary words them.
 */
function drawPreflight(v: OverlayView, snap: Snapshot, spec: PrintSpec): void {
  const { doc } = snap;
  const safe = safeArea(doc, spec);
  if (!safe) return;
  const { width, height } = doc.canvas;
  v.overlay.addChild(
    new paper.Path.Rectangle({
      point: [safe.left, safe.top],
      size: [safe.right - safe.left, safe.bottom - safe.top],
      strokeColor: '#868e96',
      strokeWidth: 1,
      dashArray: [2, 4],
      data: { preflight: 'safe' },
    }),
  );
  for (const id of new Set(preflight(doc, spec, canvasInk).map((w) => w.objectId))) {
    const b = id === 'background' ? new paper.Rectangle(1, 1, width - 2, height - 2) : v.drawn.get(`obj-${id}`)?.item.bounds;
    if (b) v.overlay.addChild(new paper.Path.Rectangle({ rectangle: b, strokeColor: FLAG, strokeWidth: 2, dashArray: [6, 3], data: { preflight: id } }));
  }
}
