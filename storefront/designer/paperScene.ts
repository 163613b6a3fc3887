import paper from 'paper/dist/paper-core';
import {
  adjustKey,
  isVectorImage,
  objectOpacity,
  type PrintSpec,
  type Scene,
  type SceneClip,
  type SceneImage,
  type SceneItem,
  type Snapshot,
  type Transform,
} from '../../editor-engine';
import { adjustedPicture } from './adjustedImage';
import { canvasSource } from './imageCache';
import { hasTextLayers, textLayers } from './textLayers';
import { textWithPictures } from './textPictures';
import { picturesLanded, stillLayers, type StillLayers } from './stillLayers';
import { drawOverlays, type Brush, type DragGuides, type OverlayView } from './paperOverlays';

// The scene drawn into Paper.js (CanvasView.tsx owns the element and the view's size, useCanvasGestures.ts the
// gestures): each item of the scene the export writes, reconciled by id, inside the shape's cut; then the view's
// overlays over it (paperOverlays.ts: the panel gaps, the selection, the print check's marks, the drag box, the
// snapping guides).

interface Drawn {
  key: string;
  item: paper.Item;
}

export interface ViewState extends OverlayView {
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
  clipKey: string;
  /** During a drag, the still items drawn once as pictures (stillLayers.ts). */
  still: StillLayers | null;
}

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

function clipPath(clip: SceneClip): paper.Path {
  if (clip.kind === 'circle') return new paper.Path.Circle({ center: [clip.cx, clip.cy], radius: clip.r });
  return new paper.Path.Rectangle({
    rectangle: new paper.Rectangle(clip.x, clip.y, clip.width, clip.height),
    radius: clip.radius,
  });
}

export function draw(
  v: ViewState,
  scene: Scene,
  snap: Snapshot,
  spec: PrintSpec,
  panels: number,
  brush: Brush = null,
  drag: DragGuides = { guides: [], gaps: [] },
  moving: ReadonlySet<string> = new Set(),
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
  const ordered: { item: paper.Item; moving: boolean }[] = [];
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
      place(d.item, matrixOf(item.transform));
      place(d.item.data.photo as paper.Item, matrixOf(null, { dx: item.x, dy: item.y }));
    } else if (item.kind !== 'rect') place(d.item, matrixOf(item.transform, item.kind === 'path' ? item.inner : { dx: item.x, dy: item.y }));
    if (item.kind === 'image') {
      // a framed picture's pixels are in the photo group inside its frame
      const photo = (item.clip !== undefined ? d.item.data.photo : d.item) as paper.Item;
      if (photo.data.look !== lookKey(item)) readjust(photo, item);
    }
    // edit mode shows the objects half transparent over the background (SPEC.md section 4); preview as printed; and
    // the shopper's own opacity on top
    d.item.opacity = (item.id.startsWith('obj-') ? objectOpacity(session.mode) : 1) * (item.kind === 'rect' ? 1 : (item.opacity ?? 1));
    ordered.push({ item: d.item, moving: moving.has(item.id) });
  }
  for (const [id, d] of v.drawn) {
    if (seen.has(id)) continue;
    d.item.remove();
    v.drawn.delete(id);
  }
  // in scene order, bottom to top, each run of still items during a drag after the picture standing for it
  v.still = stillLayers(v.scope.view, v.still, ordered);
  const children = ordered.flatMap(({ item }) => {
    const still = v.still?.before.get(item);
    return still ? [still, item] : [item];
  });
  // put in order only when it changed: moving 200 items into place on every pointer move cost a tenth of its script
  if (children.length !== v.items.children.length || children.some((c, i) => v.items.children[i] !== c)) v.items.addChildren(children);

  drawOverlays(v, scene, snap, spec, panels, brush, drag);
}

/** An item's matrix, set only when it moved: a set clears Paper's cached bounds and redraw state for nothing. */
function place(item: paper.Item, matrix: paper.Matrix): void {
  if (!item.matrix.equals(matrix)) item.matrix = matrix;
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
      picturesLanded();
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
    if (group.data.look !== key || !raster) return;
    raster.image = source as HTMLImageElement;
    picturesLanded();
  });
}
