import paper from 'paper/dist/paper-core';
import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import {
  buildScene,
  canvasGeometry,
  createPointerTool,
  handleKey,
  isVectorImage,
  objectOpacity,
  physicalSizeMm,
  preflight,
  ROTATION_CONTROL_OFFSET,
  textInkBox,
  type DesignDocument,
  type DesignerSession,
  type PrintSpec,
  type Scene,
  type SceneClip,
  type SceneItem,
  type Snapshot,
  type TextMeasure,
  type TextObject,
  type TextOutline,
  type Transform,
} from '../../editor-engine';
import { canvasSource } from './imageCache';
import { renderClient } from './renderClient';
import { useSnapshot } from './useSession';

// The canvas: Paper.js draws the scene the export writes (editor-engine/export/scene.ts), primitive by primitive,
// so the canvas and the print file cannot drift: the same boxes, the same cover-and-centre, the same line boxes, the
// same cut. Items are reconciled by scene id on every snapshot: an item whose content is unchanged keeps its Paper
// item and only gets the new matrix (a drag tick is cheap); texts are outlined in the worker and remembered.
// Pointer gestures go to the engine's pointer tool, keys to its actions.

const HANDLE = 9;
const EFFECT_CSS = { original: undefined, sepia: 'sepia(1)', grayscale: 'grayscale(1)' } as const;

interface Drawn {
  key: string;
  item: paper.Item;
}

interface ViewState {
  scope: paper.PaperScope;
  /** Scene items by id ('background', 'obj-t1', ...). */
  drawn: Map<string, Drawn>;
  design: paper.Group;
  overlay: paper.Group;
  clipKey: string;
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
      return `image|${item.src}|${item.fit}|${item.x},${item.y},${item.width},${item.height}`;
    case 'path':
      return `path|${item.fill}|${item.d}`;
  }
}

const outlineKey = (t: TextObject) => `${t.fontFile}|${t.fontSize}|${t.rightToLeft ? 'rtl' : 'ltr'}|${t.text}`;
const outlines = new Map<string, TextOutline>();
const pendingOutlines = new Set<string>();
const MAX_OUTLINES = 300;

/** The panels a composition cuts the canvas into (type 11); 1 for everything else. */
export interface CanvasViewProps {
  session: DesignerSession;
  label: string;
  printSpec: PrintSpec;
  panels?: number;
}

export function CanvasView({ session, label, printSpec, panels = 1 }: CanvasViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const snapshot = useSnapshot(session);
  const view = useRef<ViewState | null>(null);
  const tool = useRef(createPointerTool(session));
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  // a text's outline arrived from the worker: draw again
  const [outlineTick, outlineArrived] = useReducer((n: number) => n + 1, 0);
  const { width, height } = snapshot.doc.canvas;

  useEffect(() => {
    const scope = new paper.PaperScope();
    scope.setup(canvasRef.current!);
    const design = new scope.Group();
    const overlay = new scope.Group();
    view.current = { scope, drawn: new Map(), design, overlay, clipKey: '' };
    return () => {
      scope.project.remove();
      view.current = null;
    };
  }, [session]);

  // The design keeps its own coordinates (600 wide, as tall as the ordered size makes it); the view zooms it to
  // whatever width the page gives, again when the canvas's proportions change.
  useEffect(() => {
    const v = view.current;
    const canvas = canvasRef.current;
    if (!v || !canvas) return;
    const fit = () => {
      // drawn at the screen's own pixels (a phone has two or three a CSS pixel), so the canvas is as sharp as the
      // proof; Paper's own hidpi mode is off because it would fix the element's CSS size and stop it following the page
      const w = (canvas.clientWidth || width) * (window.devicePixelRatio || 1);
      v.scope.view.viewSize = new v.scope.Size(Math.round(w), Math.round((w * height) / width));
      v.scope.view.zoom = w / width;
      v.scope.view.center = new v.scope.Point(width / 2, height / 2);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [session, width, height]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const missing = snapshot.doc.order
      .map((id) => snapshot.doc.objects[id])
      .filter((o): o is TextObject => o?.kind === 'text' && !outlines.has(outlineKey(o)) && !pendingOutlines.has(outlineKey(o)));
    for (const t of missing) {
      const key = outlineKey(t);
      pendingOutlines.add(key);
      void renderClient()
        .then((c) => c.outlineText({ text: t.text, fontFile: t.fontFile, fontSize: t.fontSize, rightToLeft: t.rightToLeft }))
        .then((o) => {
          // typing outlines every prefix of a text: keep the most recent few hundred
          if (outlines.size >= MAX_OUTLINES) outlines.delete(outlines.keys().next().value!);
          outlines.set(key, o);
          outlineArrived();
        })
        .finally(() => pendingOutlines.delete(key));
    }
    const scene = buildScene(snapshot.doc, { outlineText: (t) => outlines.get(outlineKey(t)) ?? null });
    draw(v, scene, snapshot, printSpec, panels);
  }, [snapshot, printSpec, panels, outlineTick]);

  const toCanvas = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) * width) / r.width, y: ((e.clientY - r.top) * height) / r.height };
  };

  const frame = frameStyle(snapshot.doc);
  const canvas = (
    <canvas
      ref={canvasRef}
      className="designer-canvas"
      width={Math.round(width)}
      height={Math.round(height)}
      data-paper-hidpi="off"
      data-mode={snapshot.session.mode}
      data-shape={snapshot.doc.shape.kind}
      // the effect previewed on the canvas: the same matrix as the export's filter (export/effect.ts EFFECT_MATRIX)
      style={{ aspectRatio: `${width} / ${height}`, filter: EFFECT_CSS[snapshot.doc.effect], ...frame.canvas }}
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid="designer-canvas"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        const p = toCanvas(e);
        fingers.current.set(e.pointerId, p);
        // a second finger turns the gesture into a pinch (scale and rotate the selection)
        if (fingers.current.size === 2) return tool.current.pinchStart(...pair(fingers.current));
        if (fingers.current.size === 1) tool.current.down(p, view.current ? hit(view.current, snapshot, p) : undefined);
      }}
      onPointerMove={(e) => {
        if (!fingers.current.has(e.pointerId)) return;
        fingers.current.set(e.pointerId, toCanvas(e));
        if (fingers.current.size === 2) tool.current.pinchMove(...pair(fingers.current));
        else tool.current.move(toCanvas(e));
      }}
      onPointerUp={(e) => {
        fingers.current.delete(e.pointerId);
        if (fingers.current.size === 0) tool.current.up();
      }}
      onPointerCancel={(e) => {
        fingers.current.delete(e.pointerId);
        tool.current.escape();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && tool.current.escape()) return e.preventDefault();
        if (handleKey(session, { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey })) e.preventDefault();
      }}
    />
  );
  return (
    <div className={`designer-frame designer-frame--t${snapshot.doc.product.typeCode}`} style={frame.box} data-testid="designer-frame">
      {canvas}
    </div>
  );
}

/** The longest a canvas may stand on the page, in viewport heights: a 120 x 180 blind stays in view. */
const MAX_VIEW_HEIGHT = 0.75;

/**
 * Where the canvas sits (SPEC.md section 9, rules/geometry.ts canvasGeometry): types 7 and 12 put it inside a frame
 * whose proportions make the canvas exactly its share (55 % x 72 % from 25 % down; 73 % x 85 % from 3.6 %); the
 * others fill it. The frame is never taller than 75 % of the viewport.
 */
function frameStyle(doc: DesignDocument): { box: CSSProperties; canvas: CSSProperties } {
  const { width, height } = doc.canvas;
  const g = canvasGeometry(doc.product.typeCode, 1, 1);
  const frameW = width / g.width;
  const frameH = height / g.height;
  const box: CSSProperties = {
    aspectRatio: `${frameW} / ${frameH}`,
    width: `min(100%, ${((MAX_VIEW_HEIGHT * 100 * frameW) / frameH).toFixed(3)}vh)`,
  };
  if (g.width === 1 && g.height === 1) return { box, canvas: {} };
  const pct = (v: number) => `${(v * 100).toFixed(3)}%`;
  return { box, canvas: { position: 'absolute', left: pct(g.left), top: pct(g.top), width: pct(g.width) } };
}

/** The two fingers of a pinch, in the order they came down. */
function pair(fingers: Map<number, { x: number; y: number }>): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = [...fingers.values()];
  return [a, b];
}

/** What the pointer is on: a handle of the selection first, then the topmost object under it. */
function hit({ drawn }: ViewState, snapshot: Snapshot, p: { x: number; y: number }): { id: string; handle?: 'scale' | 'rotate' } | undefined {
  const point = new paper.Point(p.x, p.y);
  const selected = snapshot.session.selection[0];
  const sel = selected ? drawn.get(`obj-${selected}`) : undefined;
  if (sel && snapshot.session.mode === 'edit') {
    const b = sel.item.bounds;
    if (point.getDistance(b.bottomRight) <= HANDLE) return { id: selected, handle: 'scale' };
    if (point.getDistance(new paper.Point(b.center.x, b.top - ROTATION_CONTROL_OFFSET)) <= HANDLE) return { id: selected, handle: 'rotate' };
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

function draw(v: ViewState, scene: Scene, snap: Snapshot, spec: PrintSpec, panels: number): void {
  const { session } = snap;
  v.scope.activate();

  // the shape's cut, in edit mode as in preview: the first child of the design group, as its mask
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
    if (item.kind !== 'rect') d.item.matrix = matrixOf(item.transform, item.kind === 'path' ? item.inner : undefined);
    // edit mode shows the objects half transparent over the background (SPEC.md section 4); preview as printed
    d.item.opacity = item.id.startsWith('obj-') ? objectOpacity(session.mode) : 1;
    v.design.addChild(d.item); // in scene order, bottom to top (after the mask)
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
  for (const id of session.selection) {
    const d = v.drawn.get(`obj-${id}`);
    if (!d) continue;
    const b = d.item.bounds;
    v.overlay.addChild(new paper.Path.Rectangle({ rectangle: b, strokeColor: '#1a73e8', strokeWidth: 1.5, dashArray: [4, 3] }));
    if (session.selection.length === 1) {
      v.overlay.addChild(
        new paper.Path.Rectangle({ point: [b.right - HANDLE / 2, b.bottom - HANDLE / 2], size: [HANDLE, HANDLE], fillColor: '#fff', strokeColor: '#1a73e8' }),
      );
      const knob = new paper.Point(b.center.x, b.top - ROTATION_CONTROL_OFFSET);
      v.overlay.addChild(new paper.Path.Line({ from: [b.center.x, b.top], to: knob, strokeColor: '#1a73e8' }));
      v.overlay.addChild(new paper.Path.Circle({ center: knob, radius: HANDLE / 2, fillColor: '#fff', strokeColor: '#1a73e8' }));
    }
  }
}

/** A scene primitive as a Paper item (without its transform: the caller sets the matrix on every snapshot). */
function build(item: SceneItem): paper.Item {
  if (item.kind === 'rect') return new paper.Path.Rectangle({ point: [item.x, item.y], size: [item.width, item.height], fillColor: item.fill });
  if (item.kind === 'path') {
    const path = new paper.CompoundPath(item.d);
    path.fillColor = new paper.Color(item.fill);
    path.applyMatrix = false;
    return path;
  }
  // A picture in a box, fitted as the export's preserveAspectRatio says, inside a group that carries the transform.
  const group = new paper.Group();
  group.applyMatrix = false;
  const box = new paper.Rectangle(item.x, item.y, item.width, item.height);
  void canvasSource(item.src, isVectorImage(item.src)).then((url) => {
    if (!group.parent) return; // replaced or removed while its copy was prepared
    const raster = new paper.Raster({ source: url });
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
  const size = physicalSizeMm(doc);
  if (!size) return;
  const { width, height } = doc.canvas;
  const sx = (spec.safeMm * width) / size.width;
  const sy = (spec.safeMm * height) / size.height;
  v.overlay.addChild(
    new paper.Path.Rectangle({
      point: [sx, sy],
      size: [width - 2 * sx, height - 2 * sy],
      strokeColor: '#868e96',
      strokeWidth: 1,
      dashArray: [2, 4],
      data: { preflight: 'safe' },
    }),
  );
  // a text by its ink: the outline the canvas draws, placed as the export places it (null until it is known)
  const ink: TextMeasure = (t) => {
    const outline = outlines.get(outlineKey(t));
    return outline ? textInkBox(outline) : null;
  };
  for (const id of new Set(preflight(doc, spec, ink).map((w) => w.objectId))) {
    const b = id === 'background' ? new paper.Rectangle(1, 1, width - 2, height - 2) : v.drawn.get(`obj-${id}`)?.item.bounds;
    if (b) v.overlay.addChild(new paper.Path.Rectangle({ rectangle: b, strokeColor: FLAG, strokeWidth: 2, dashArray: [6, 3], data: { preflight: id } }));
  }
}
