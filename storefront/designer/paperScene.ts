import paper from 'paper/dist/paper-core';
import {
  adjustKey,
  formatLength,
  isVectorImage,
  orderedUnitPerPx,
  safeArea,
  type Gap,
  type Guide,
  objectOpacity,
  preflight,
  ROTATION_CONTROL_OFFSET,
  textInkBox,
  textLayoutKey,
  type PrintSpec,
  type Scene,
  type SceneClip,
  type SceneImage,
  type SceneItem,
  type Snapshot,
  type TextMeasure,
  type TextObject,
  type TextOutline,
  type Transform,
} from '../../editor-engine';
import { adjustedPicture } from './adjustedImage';
import { canvasSource } from './imageCache';
import { hasTextLayers, textLayers } from './textLayers';
import { textWithPictures } from './textPictures';

// The scene drawn into Paper.js (CanvasView.tsx owns the element, the gestures and the view's size): each item of the
// scene the export writes, reconciled by id, the shape's cut, the panel gaps, and in edit mode the selection and the
// print check's marks.

/** Texts' outlines from the render worker, remembered across snapshots (typing outlines every prefix: capped). */
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

/**
 * The selection's handles in CSS pixels, whatever the canvas's zoom: drawn at least 24 px on a touch screen (WCAG 2.2
 * target size) and hit within a 44 px square under a finger or a pen; a mouse gets the small ones of before.
 */
const HANDLE_PX = { fine: { drawn: 10, hit: 20 }, coarse: { drawn: 24, hit: 44 } } as const;
/** Under a finger the rotation knob stands further off, so its 24 px circle clears the box and the scale handle. */
const KNOB_OFFSET_COARSE_PX = 36;
export type PointerKind = keyof typeof HANDLE_PX;

interface Drawn {
  key: string;
  item: paper.Item;
}

export interface ViewState {
  scope: paper.PaperScope;
  /** Scene items by id ('background', 'obj-t1', ...). */
  drawn: Map<string, Drawn>;
  /** The shape's cut: its mask (when the shape has one), then `items`. */
  design: paper.Group;
  /**
   * The scene's items, bottom to top, in a plain group of their own: Paper.js 0.12 draws a clipped group's mask again
   * inside each of its half-transparent children that it composites apart (a group in edit mode), in that child's
   * coordinates, so a text with emoji or a picture was cut by the shape moved with it (paperjs/paper.js#1594). This
   * group is drawn directly, inside the cut, and gives its children no mask.
   */
  items: paper.Group;
  overlay: paper.Group;
  clipKey: string;
  /** Handles drawn for a touch screen (the page's media query) or a mouse. */
  pointer: PointerKind;
}

/** Canvas units per CSS pixel: the design keeps its own coordinates whatever width the page gives the canvas. */
function unitsPerPx(v: ViewState): number {
  const el = v.scope.view.element;
  return el.clientWidth > 0 ? v.scope.view.viewSize.width / v.scope.view.zoom / el.clientWidth : 1;
}

/** Where the rotation knob stands above the selection's box, in canvas units. */
const knobOffset = (v: ViewState, pointer: PointerKind) =>
  pointer === 'coarse' ? Math.max(ROTATION_CONTROL_OFFSET, KNOB_OFFSET_COARSE_PX * unitsPerPx(v)) : ROTATION_CONTROL_OFFSET;

/** translate, rotate, scale: the order of the export's transform attribute (export/svg.ts transformAttr). */
function matrixOf(t: Transform | null, inner?: { dx: number; dy: number }): paper.Matrix {
  const m = new paper.Matrix();
  if (t) m.translate(t.x, t.y).rotate(t.angle, 0, 0).scale(t.scaleX, t.scaleY);
  return inner ? m.translate(inner.dx, inner.dy) : m;
}

/** What makes an item's Paper drawing: when it changes the item is built again, otherwise only its matrix moves. */
function contentKey(item: SceneItem): string {
  switch (item.kind) {
    case 'rect':
      return `rect|${item.fill}|${item.x},${item.y},${item.width},${item.height}`;
    case 'image':
      // the box's place is the matrix's (a dragged background photo moves without being built again)
      // a framed photo's place inside its frame is its inner group's matrix (a drag inside builds nothing again)
      return `image|${item.src}|${item.fit}|${item.width},${item.height}|${item.clip ?? ''}`;
    case 'path':
      return `path|${item.fill}|${item.d}|${item.pictures?.map((p) => `${p.src}@${p.x},${p.y},${p.width},${p.angle ?? 0}`).join(';') ?? ''}|${effectsKey(item)}`;
  }
}

/** A text's outline, shadow and coloured letters, as they change its drawing. */
const effectsKey = (item: SceneItem & { kind: 'path' }) => JSON.stringify([item.parts, item.stroke, item.shadow]);

/**
 * What the pointer is on: a handle of the selection first (within its hit square for this kind of pointer), then the
 * topmost object under it.
 */
export function hit(
  v: ViewState,
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

function clipPath(clip: SceneClip): paper.Path {
  if (clip.kind === 'circle') return new paper.Path.Circle({ center: [clip.cx, clip.cy], radius: clip.r });
  return new paper.Path.Rectangle({
    rectangle: new paper.Rectangle(clip.x, clip.y, clip.width, clip.height),
    radius: clip.radius,
  });
}

/** The drag box being drawn on empty canvas (the pointer tool's brushing), corner to corner. */
export type Brush = { start: { x: number; y: number }; at: { x: number; y: number } } | null;

/** The snapping guides of the drag under way (the pointer tool's state): drawn over the design, never exported. */
export interface DragGuides {
  guides: readonly Guide[];
  gaps: readonly Gap[];
}

export function draw(
  v: ViewState,
  scene: Scene,
  snap: Snapshot,
  spec: PrintSpec,
  panels: number,
  brush: Brush = null,
  drag: DragGuides = { guides: [], gaps: [] },
): void {
  const { session } = snap;
  v.scope.activate();

  // the shape's cut, in edit mode as in preview: the first child of the design group (before the items), as its mask
  const clipKey = JSON.stringify(scene.clip);
  if (v.clipKey !== clipKey) {
    v.clipKey = clipKey;
    const old = v.design.firstChild as paper.Item | null;
    if (old?.data?.clip) old.remove();
    v.design.clipped = false;
    if (scene.clip) {
      const mask = clipPath(scene.clip);
      mask.data.clip = true;
      v.design.insertChild(0, mask);
      v.design.clipped = true;
    }
  }

  const seen = new Set<string>();
  for (const item of scene.items) {
    seen.add(item.id);
    const key = contentKey(item);
    let d = v.drawn.get(item.id);
    if (!d || d.key !== key) {
      d?.item.remove();
      d = { key, item: build(item) };
      v.drawn.set(item.id, d);
    }
    if (item.kind === 'image' && item.clip !== undefined) {
      // the frame moves with the picture; the photo inside it by its own place
      d.item.matrix = matrixOf(item.transform);
      (d.item.data.photo as paper.Item).matrix = matrixOf(null, { dx: item.x, dy: item.y });
    } else if (item.kind !== 'rect') d.item.matrix = matrixOf(item.transform, item.kind === 'path' ? item.inner : { dx: item.x, dy: item.y });
    if (item.kind === 'image') {
      // a framed picture's pixels are in the photo group inside its frame
      const photo = (item.clip !== undefined ? d.item.data.photo : d.item) as paper.Item;
      if (photo.data.look !== lookKey(item)) readjust(photo, item);
    }
    // edit mode shows the objects half transparent over the background (SPEC.md section 4); preview as printed; and
    // the shopper's own opacity on top
    d.item.opacity = (item.id.startsWith('obj-') ? objectOpacity(session.mode) : 1) * (item.kind === 'rect' ? 1 : (item.opacity ?? 1));
    v.items.addChild(d.item); // in scene order, bottom to top
  }
  for (const [id, d] of v.drawn) {
    if (seen.has(id)) continue;
    d.item.remove();
    v.drawn.delete(id);
  }

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
function drawGuides(v: ViewState, snap: Snapshot, drag: DragGuides, px: number): void {
  const { width, height } = snap.doc.canvas;
  for (const g of drag.guides) {
    const [from, to] = g.axis === 'x' ? [[g.at, 0], [g.at, height]] : [[0, g.at], [width, g.at]];
    v.overlay.addChild(new paper.Path.Line({ from, to, strokeColor: GUIDE, strokeWidth: px, data: { guide: `${g.axis}:${g.at}` } }));
  }
  const unit = orderedUnitPerPx(snap.doc);
  if (!unit) return;
  for (const gap of drag.gaps) {
    if (gap.to - gap.from < 1) continue;
    const mid = (gap.from + gap.to) / 2;
    const [from, to, at] =
      gap.axis === 'x' ? [[gap.from, gap.across], [gap.to, gap.across], [mid, gap.across]] : [[gap.across, gap.from], [gap.across, gap.to], [gap.across, mid]];
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

/** A scene primitive as a Paper item (without its transform: the caller sets the matrix on every snapshot). */
function build(item: SceneItem): paper.Item {
  if (item.kind === 'rect') return new paper.Path.Rectangle({ point: [item.x, item.y], size: [item.width, item.height], fillColor: item.fill });
  if (item.kind === 'path' && hasTextLayers(item)) {
    const layers = textLayers(item);
    return item.pictures ? textWithPictures(layers, item.pictures) : layers;
  }
  if (item.kind === 'path') {
    const path = new paper.CompoundPath(item.d);
    path.fillColor = new paper.Color(item.fill);
    path.applyMatrix = false;
    return item.pictures ? textWithPictures(path, item.pictures) : path;
  }
  if (item.clip !== undefined) return framed(item, item.clip);
  return boxedPicture(item);
}

/**
 * A framed picture: the frame's outline (the scene's clip, in the picture's own coordinates) masks a group holding
 * the photo in its box; the caller sets the outer matrix (the transform) and the photo's (its place in the frame).
 */
function framed(item: SceneImage, clip: string): paper.Item {
  const mask = new paper.CompoundPath(clip);
  const photo = boxedPicture(item);
  const group = new paper.Group([mask, photo]);
  group.applyMatrix = false;
  group.clipped = true;
  group.data.photo = photo;
  return group;
}

function boxedPicture(item: SceneImage): paper.Item {
  // A picture in a box, fitted as the export's preserveAspectRatio says, inside a group that carries the transform.
  const group = new paper.Group();
  group.applyMatrix = false;
  group.data.look = lookKey(item);
  group.data.adjust = item.adjust;
  // in the group's own coordinates: the matrix puts the box at (x, y)
  const box = new paper.Rectangle(0, 0, item.width, item.height);
  void picture(item).then((source) => {
    if (!group.parent) return; // replaced or removed while its copy was prepared
    const raster = new paper.Raster(source);
    // a slider moved on while the first copy was prepared: the latest values follow
    if (group.data.look !== lookKey(item)) readjust(group, { ...item, adjust: group.data.adjust as SceneImage['adjust'] });
    const fit = () => {
      const sx = box.width / raster.width;
      const sy = box.height / raster.height;
      if (item.fit === 'none') raster.scale(sx, sy);
      else raster.scale(Math.max(sx, sy));
      raster.position = box.center;
    };
    if (raster.loaded) fit();
    else raster.onLoad = fit;
    if (item.fit === 'slice') {
      // cut at the box's edges, like the export's xMidYMid slice (the mask first, as Paper wants it)
      group.removeChildren();
      group.addChildren([new paper.Path.Rectangle({ rectangle: box }), raster]);
      group.clipped = true;
    } else group.addChild(raster);
  });
  // a hit target of the box's size until the picture is there
  group.addChild(new paper.Path.Rectangle({ rectangle: box, fillColor: new paper.Color(0, 0, 0, 0), data: { placeholder: true } }));
  return group;
}

/** What the picture's pixels are made with: its adjustments (the rest of the item is its content key's). */
const lookKey = (item: SceneImage) => (item.adjust ? adjustKey(item.adjust) : '');

/** The picture's canvas copy with its adjustments applied (adjustedImage.ts: the export's colour matrix). */
const picture = (item: SceneImage) => canvasSource(item.src, isVectorImage(item.src)).then((url) => adjustedPicture(url, item.adjust));

/**
 * New adjustments for a drawn picture (a slider drag): its pixels are replaced in place when the adjusted copy is
 * ready, so the picture neither moves nor blinks; a copy for values already passed is dropped.
 */
function readjust(group: paper.Item, item: SceneImage): void {
  const key = lookKey(item);
  group.data.look = key;
  group.data.adjust = item.adjust;
  void picture(item).then((source) => {
    const raster = group.children.find((c): c is paper.Raster => c instanceof paper.Raster);
    if (group.data.look === key && raster) raster.image = source as HTMLImageElement;
  });
}

/**
 * A multi-panel canvas (type 11) shows where the panels are cut: a band between each two panels, in edit mode and
 * in preview (the wall shows there). Not part of the design: the export has the whole picture.
 */
function drawPanels(v: ViewState, scene: Scene, panels: number): void {
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
function drawPreflight(v: ViewState, snap: Snapshot, spec: PrintSpec): void {
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
