import paper from 'paper/dist/paper-core';
import { useEffect, useRef } from 'react';
import {
  createPointerTool,
  handleKey,
  objectOpacity,
  physicalSizeMm,
  preflight,
  ROTATION_CONTROL_OFFSET,
  type PrintSpec,
  type TextMeasure,
  type DesignObject,
  type DesignerSession,
  type Snapshot,
} from '../../editor-engine';
import { displayUrl } from './imageCache';
import { renderClient } from './renderClient';
import { useSnapshot } from './useSession';

// The canvas: Paper.js draws a view of the document. Items are reconciled by object id on every snapshot: an
// object whose content is unchanged keeps its item and only gets the new transform (a drag tick is cheap); a changed
// text is outlined again in the worker. Pointer gestures go to the engine's pointer tool, keys to its actions.

const HANDLE = 9;
const EFFECT_CSS = { original: undefined, sepia: 'sepia(1)', grayscale: 'grayscale(1)' } as const;

interface Drawn {
  obj: DesignObject;
  item: paper.Item;
}

interface ViewState {
  scope: paper.PaperScope;
  drawn: Map<string, Drawn>;
  background: paper.Group;
  objects: paper.Group;
  overlay: paper.Group;
}

function objectMatrix(o: DesignObject, inner?: { dx: number; dy: number }): paper.Matrix {
  const t = o.transform;
  const m = new paper.Matrix().translate(t.x, t.y).rotate(t.angle, 0, 0).scale(t.scaleX, t.scaleY);
  return inner ? m.translate(inner.dx, inner.dy) : m;
}

const sameContent = (a: DesignObject, b: DesignObject) =>
  a.kind === 'text' && b.kind === 'text'
    ? a.text === b.text && a.font === b.font && a.fontFile === b.fontFile && a.fill === b.fill && a.rightToLeft === b.rightToLeft && a.fontSize === b.fontSize
    : a.kind === 'image' && b.kind === 'image' && a.src === b.src;

export function CanvasView({ session, label, printSpec }: { session: DesignerSession; label: string; printSpec: PrintSpec }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const snapshot = useSnapshot(session);
  const view = useRef<ViewState | null>(null);
  const tool = useRef(createPointerTool(session));
  const fingers = useRef(new Map<number, { x: number; y: number }>());

  useEffect(() => {
    const scope = new paper.PaperScope();
    scope.setup(canvasRef.current!);
    const background = new scope.Group();
    const objects = new scope.Group();
    const overlay = new scope.Group();
    view.current = { scope, drawn: new Map(), background, objects, overlay };
    // The design keeps its own 600 x 400 (or so) coordinates; the view zooms it to whatever width the page gives.
    const canvas = canvasRef.current!;
    const fit = () => {
      const { width, height } = session.doc.canvas;
      const w = canvas.clientWidth || width;
      scope.view.viewSize = new scope.Size(w, (w * height) / width);
      scope.view.zoom = w / width;
      scope.view.center = new scope.Point(width / 2, height / 2);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      scope.project.remove();
      view.current = null;
    };
  }, [session]);

  useEffect(() => {
    const v = view.current;
    if (!v) return;
    let stale = false;
    void draw(v, snapshot, printSpec, () => stale);
    return () => {
      stale = true;
    };
  }, [snapshot, printSpec]);

  const toCanvas = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const { width, height } = snapshot.doc.canvas;
    return { x: ((e.clientX - r.left) * width) / r.width, y: ((e.clientY - r.top) * height) / r.height };
  };

  return (
    <canvas
      ref={canvasRef}
      className="designer-canvas"
      width={snapshot.doc.canvas.width}
      height={snapshot.doc.canvas.height}
      data-paper-hidpi="off"
      // the effect previewed on the canvas (the export bakes the engine's matrix into the pixels)
      style={{ aspectRatio: `${snapshot.doc.canvas.width} / ${snapshot.doc.canvas.height}`, filter: EFFECT_CSS[snapshot.doc.effect] }}
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
  const sel = selected ? drawn.get(selected) : undefined;
  if (sel) {
    const b = sel.item.bounds;
    if (point.getDistance(b.bottomRight) <= HANDLE) return { id: selected, handle: 'scale' };
    if (point.getDistance(new paper.Point(b.center.x, b.top - ROTATION_CONTROL_OFFSET)) <= HANDLE) return { id: selected, handle: 'rotate' };
  }
  const order = [...snapshot.doc.order].reverse();
  const id = order.find((i) => drawn.get(i)?.item.bounds.contains(point));
  return id ? { id } : undefined;
}

async function draw(v: ViewState, snap: Snapshot, spec: PrintSpec, stale: () => boolean): Promise<void> {
  const { doc, session } = snap;
  v.scope.activate();
  const { width, height } = doc.canvas;

  // the background is drawn again only when it changed (not on every drag tick)
  const bgKey = `${doc.backgroundColor ?? ''}|${doc.background?.src ?? ''}`;
  if (v.background.data.key !== bgKey) {
    v.background.data.key = bgKey;
    v.background.removeChildren();
    if (doc.backgroundColor) v.background.addChild(new paper.Path.Rectangle({ point: [0, 0], size: [width, height], fillColor: doc.backgroundColor }));
    if (doc.background) {
      const raster = new paper.Raster({ source: displayUrl(doc.background.src), position: [width / 2, height / 2] });
      // the canvas copy may be downscaled: cover the canvas from its own size once loaded
      whenLoaded(raster, () => raster.scale(Math.max(width / raster.width, height / raster.height)));
      v.background.addChild(raster);
    }
  }

  // reconcile objects by id
  for (const [id, d] of v.drawn) {
    if (!doc.objects[id]) {
      d.item.remove();
      v.drawn.delete(id);
    }
  }
  const client = await renderClient();
  for (const id of doc.order) {
    const o = doc.objects[id];
    let d = v.drawn.get(id);
    if (!d || !sameContent(d.obj, o)) {
      const item = await build(o, client);
      if (stale()) {
        item.remove();
        return;
      }
      d?.item.remove();
      d = { obj: o, item };
      v.drawn.set(id, d);
    }
    d.obj = o;
    const inner = d.item.data.inner as { dx: number; dy: number } | undefined;
    d.item.matrix = objectMatrix(o, inner);
    d.item.opacity = objectOpacity(session.mode);
    v.objects.addChild(d.item); // in document order, bottom to top
  }

  v.overlay.removeChildren();
  drawPreflight(v, snap, spec);
  for (const id of session.selection) {
    const d = v.drawn.get(id);
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

async function build(o: DesignObject, client: Awaited<ReturnType<typeof renderClient>>): Promise<paper.Item> {
  if (o.kind === 'image') {
    // The transform is in the picture's natural pixels; its canvas copy may be smaller: scaled up inside a group.
    const raster = new paper.Raster({ source: displayUrl(o.src) });
    const group = new paper.Group([raster]);
    group.applyMatrix = false;
    whenLoaded(raster, () => {
      raster.scale(o.naturalWidth / raster.width);
      raster.position = new paper.Point(0, 0);
    });
    return group;
  }
  const outline = await client.outlineText({ text: o.text, fontFile: o.fontFile, fontSize: o.fontSize, rightToLeft: o.rightToLeft });
  const path = new paper.CompoundPath(outline.d);
  path.fillColor = new paper.Color(o.fill);
  path.applyMatrix = false;
  // centre the line box on the object's position, as the export does
  path.data.inner = { dx: -outline.width / 2, dy: (outline.ascent - outline.descent) / 2 };
  return path;
}

/** Runs `fit` once the raster has its pixels (at once when the image was already in the browser's cache). */
function whenLoaded(raster: paper.Raster, fit: () => void): void {
  if (raster.loaded) fit();
  else raster.onLoad = fit;
}

const FLAG = '#d9480f';

/**
 * The preflight on the canvas, in edit mode: the safe margin as a thin dashed line once the size is known, and each
 * object that would print badly outlined in orange (the background: the canvas's edge). The summary words them.
 */
function drawPreflight(v: ViewState, snap: Snapshot, spec: PrintSpec): void {
  const { doc, session } = snap;
  const size = physicalSizeMm(doc);
  if (!size || session.mode !== 'edit') return;
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
  // a text by its ink: the outline drawn here, before the object's matrix (the inner offset centres its line box)
  const ink: TextMeasure = (t) => {
    const item = v.drawn.get(t.id)?.item;
    const inner = item?.data.inner as { dx: number; dy: number } | undefined;
    const b = item?.internalBounds;
    if (!inner || !b || (b.width === 0 && b.height === 0)) return null;
    return { left: b.left + inner.dx, top: b.top + inner.dy, right: b.right + inner.dx, bottom: b.bottom + inner.dy };
  };
  for (const id of new Set(preflight(doc, spec, ink).map((w) => w.objectId))) {
    const b = id === 'background' ? new paper.Rectangle(1, 1, width - 2, height - 2) : v.drawn.get(id)?.item.bounds;
    if (b) v.overlay.addChild(new paper.Path.Rectangle({ rectangle: b, strokeColor: FLAG, strokeWidth: 2, dashArray: [6, 3], data: { preflight: id } }));
  }
}
