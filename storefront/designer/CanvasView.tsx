import paper from 'paper/dist/paper-core';
import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import {
  buildScene,
  canvasGeometry,
  createPointerTool,
  handleKey,
  panBy,
  safeArea,
  visibleArea,
  zoomAt,
  type CanvasView as View,
  type DesignDocument,
  type DesignerSession,
  type PointerState,
  type PrintSpec,
  type TextObject,
  textLayoutOf,
} from '../../editor-engine';
import { draw, type ViewState } from './paperScene';
import { gapLabel, hit, type PointerKind } from './paperOverlays';
import { canvasInk, MAX_OUTLINES, outlineKey, outlines, pendingOutlines } from './textOutlines';
import { CanvasMenu } from './CanvasMenu';
import { localClipboard } from './clipboard';
import { Rulers } from './Rulers';
import { FONTS } from '../../workers/fonts/catalogue';
import { renderClient } from './renderClient';
import { useSnapshot } from './useSession';

// The canvas: Paper.js draws the scene the export writes (editor-engine/export/scene.ts), primitive by primitive,
// so the canvas and the print file cannot drift: the same boxes, the same cover-and-centre, the same line boxes, the
// same cut. Items are reconciled by scene id on every snapshot: an item whose content is unchanged keeps its Paper
// item and only gets the new matrix (a drag tick is cheap); texts are outlined in the worker and remembered.
// Pointer gestures go to the engine's pointer tool, keys to its actions. The view (zoom and pan, issue 29) is the
// session's: Ctrl/Cmd + wheel zooms about the pointer, two fingers with nothing selected zoom and pan, and a drag on
// empty canvas while zoomed in (or anywhere with Space held) pans.

/** A press that moves less than this many CSS pixels is a click, not a pan. */
const PAN_SLOP_PX = 3;
/** How much a wheel's step zooms: a mouse notch (100) about 1.4 times, a trackpad pinch's small steps smoothly. */
const WHEEL_ZOOM = 300;

const EFFECT_CSS = { original: undefined, sepia: 'sepia(1)', grayscale: 'grayscale(1)' } as const;

/** The panels a composition cuts the canvas into (type 11); 1 for everything else. */
export interface CanvasViewProps {
  session: DesignerSession;
  label: string;
  printSpec: PrintSpec;
  panels?: number;
  /** Rulers along the canvas (not on a garment's mockup, where the canvas is drawn to scale on the chest). */
  rulers?: boolean;
}

export function CanvasView({ session, label, printSpec, panels = 1, rulers = true }: CanvasViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const snapshot = useSnapshot(session);
  const view = useRef<ViewState | null>(null);
  const spec = useRef(printSpec);
  const tool = useRef(
    createPointerTool(session, undefined, {
      bounds: (id) => {
        const b = view.current?.drawn.get(`obj-${id}`)?.item.bounds;
        return b ? { left: b.left, top: b.top, right: b.right, bottom: b.bottom } : null;
      },
      canvasPerScreenPx: () => {
        const a = visibleArea(session.session.view, session.doc.canvas);
        return (a.right - a.left) / (canvasRef.current?.clientWidth || session.doc.canvas.width);
      },
      safe: () => safeArea(session.doc, spec.current),
    }),
  );
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  // the same fingers in CSS pixels of the page: a pan or a pinch of the view follows them on the screen
  const screen = useRef(new Map<number, { x: number; y: number }>());
  const pan = useRef<{ start: { x: number; y: number }; from: View; moved: boolean; click: { x: number; y: number } } | null>(null);
  const viewPinch = useRef<{ distance: number; mid: { x: number; y: number }; from: View; at: { x: number; y: number } } | null>(null);
  const space = useRef(false);
  // a text's outline arrived from the worker: draw again
  const [outlineTick, outlineArrived] = useReducer((n: number) => n + 1, 0);
  const { width, height } = snapshot.doc.canvas;

  useEffect(() => {
    const scope = new paper.PaperScope();
    scope.setup(canvasRef.current!);
    const items = new scope.Group();
    const design = new scope.Group([items]);
    const overlay = new scope.Group();
    view.current = { scope, drawn: new Map(), design, items, overlay, clipKey: '', still: null, pointer: coarseScreen() ? 'coarse' : 'fine' };
    // arranging judges texts by the ink drawn here; copies go where another product's designer finds them
    session.measureText = canvasInk;
    session.clipboard = localClipboard();
    // the worker, its wasm and the fonts every text's stack needs load while the shopper types: a text has nothing
    // to draw or touch until its outline arrives, and the first one waited for all of it (a second on a busy phone)
    void renderClient().then((c) => c.outlineText({ text: ' ', fontFile: FONTS[0].file, fontSize: 40, rightToLeft: false }));
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
      placeView(v, session.session.view, width, height);
    };
    fit();
    // handles keep their size in CSS pixels: draw them again at the new zoom
    const observer = new ResizeObserver(() => {
      fit();
      outlineArrived();
    });
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
        .then((c) => c.outlineText(textLayoutOf(t)))
        .then((o) => {
          // typing outlines every prefix of a text: keep the most recent few hundred
          if (outlines.size >= MAX_OUTLINES) outlines.delete(outlines.keys().next().value!);
          outlines.set(key, o);
          outlineArrived();
        })
        .finally(() => pendingOutlines.delete(key));
    }
    const scene = buildScene(snapshot.doc, { outlineText: (t) => outlines.get(outlineKey(t)) ?? null });
    spec.current = printSpec;
    placeView(v, snapshot.session.view, snapshot.doc.canvas.width, snapshot.doc.canvas.height);
    const t = tool.current.state;
    draw(
      v,
      scene,
      snapshot,
      printSpec,
      panels,
      t.phase === 'brushing' ? { start: t.start, at: t.at } : null,
      t.phase === 'dragging' ? { guides: t.guides, gaps: t.gaps ?? [] } : undefined,
      movingItems(t),
    );
  }, [snapshot, printSpec, panels, outlineTick]);

  // Ctrl/Cmd + wheel (and a trackpad's pinch, which the browser sends as one) zooms about the pointer; React's wheel
  // listener is passive, so the page's own zoom could not be prevented from it
  useEffect(() => {
    const el = canvasRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      e.preventDefault();
      const v = session.session.view;
      // Firefox counts a mouse's wheel in lines
      const delta = e.deltaMode === 1 ? e.deltaY * 40 : e.deltaY;
      session.setView(zoomAt(v, v.zoom * Math.exp(-delta / WHEEL_ZOOM), share(el, e, v, session.doc.canvas)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [session]);

  /** A pointer's place on the canvas, in canvas pixels, through the view's zoom and pan. */
  const toCanvas = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const at = share(e.currentTarget, e, session.session.view, snapshot.doc.canvas);
    return { x: at.x * width, y: at.y * height };
  };
  const endViewGestures = () => {
    pan.current = null;
    viewPinch.current = null;
  };

  const frame = frameStyle(snapshot.doc);
  const dragState = tool.current.state;
  const drag = dragState.phase === 'dragging' ? dragState : null;
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
      style={{
        aspectRatio: `${width} / ${height}`,
        filter: EFFECT_CSS[snapshot.doc.effect],
        cursor: snapshot.session.photo ? 'move' : undefined,
        ...frame.canvas,
      }}
      data-photo-selected={snapshot.session.photo || undefined}
      data-zoom={snapshot.session.view.zoom}
      // the guides and distances of the drag under way, as drawn (the journeys read them)
      data-guides={drag ? drag.guides.map((g) => `${g.axis}:${g.at}`).join(' ') || undefined : undefined}
      data-gaps={drag ? (drag.gaps ?? []).map((g) => gapLabel(g, snapshot)).filter(Boolean).join(' | ') || undefined : undefined}
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid="designer-canvas"
      onPointerDown={(e) => {
        const p = toCanvas(e);
        const target = view.current ? hit(view.current, snapshot, p, pointerKind(e.pointerType)) : undefined;
        // the right button opens the context menu on what it is on (selected, unless already part of the selection)
        if (e.button === 2) {
          if (target && !snapshot.session.selection.includes(target.id)) session.select([target.id]);
          return;
        }
        e.currentTarget.setPointerCapture(e.pointerId);
        fingers.current.set(e.pointerId, p);
        screen.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        if (fingers.current.size === 2) {
          // a second finger: with a selection a pinch scales and turns it; with none it zooms and pans the view
          if (session.session.selection.length > 0) return tool.current.pinchStart(...pair(fingers.current));
          const [a, b] = pair(screen.current);
          const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          pan.current = null;
          viewPinch.current = { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), mid, from: session.session.view, at: share(e.currentTarget, { clientX: mid.x, clientY: mid.y }, session.session.view, snapshot.doc.canvas) };
          return;
        }
        if (fingers.current.size !== 1) return;
        // zoomed in, a drag on empty canvas pans (unless the photo is selected: then it moves it; with Shift it draws
        // a selection box); Space + drag always
        if (space.current || (session.session.view.zoom > 1 && !target && !session.session.photo && !e.shiftKey)) {
          pan.current = { start: { x: e.clientX, y: e.clientY }, from: session.session.view, moved: false, click: p };
          return;
        }
        tool.current.down(p, target, e.shiftKey);
      }}
      onPointerMove={(e) => {
        if (!fingers.current.has(e.pointerId)) return;
        fingers.current.set(e.pointerId, toCanvas(e));
        screen.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const r = e.currentTarget.getBoundingClientRect();
        const pinching = viewPinch.current;
        if (pinching) {
          if (screen.current.size < 2) return;
          const [a, b] = pair(screen.current);
          const zoomed = zoomAt(pinching.from, (pinching.from.zoom * Math.hypot(a.x - b.x, a.y - b.y)) / pinching.distance, pinching.at);
          // the fingers' middle carries the canvas with it
          const dx = (a.x + b.x) / 2 - pinching.mid.x;
          const dy = (a.y + b.y) / 2 - pinching.mid.y;
          return session.setView(panBy(zoomed, dx / r.width / zoomed.zoom, dy / r.height / zoomed.zoom));
        }
        const panning = pan.current;
        if (panning) {
          const dx = e.clientX - panning.start.x;
          const dy = e.clientY - panning.start.y;
          if (!panning.moved && Math.hypot(dx, dy) < PAN_SLOP_PX) return;
          panning.moved = true;
          return session.setView(panBy(panning.from, dx / r.width / panning.from.zoom, dy / r.height / panning.from.zoom));
        }
        if (fingers.current.size === 2) tool.current.pinchMove(...pair(fingers.current));
        // Alt held: no snapping
        else tool.current.move(toCanvas(e), { free: e.altKey });
        // the drag box is the tool's, not the session's: draw it again
        if (tool.current.state.phase === 'brushing') outlineArrived();
      }}
      onPointerUp={(e) => {
        fingers.current.delete(e.pointerId);
        screen.current.delete(e.pointerId);
        if (fingers.current.size > 0) return;
        const panning = pan.current;
        endViewGestures();
        // a press on empty canvas that did not pan is the click it always was (the selection let go)
        if (panning && !panning.moved && !space.current) tool.current.down(panning.click);
        const brushing = tool.current.state.phase === 'brushing';
        tool.current.up();
        if (brushing) outlineArrived();
      }}
      onPointerCancel={(e) => {
        fingers.current.delete(e.pointerId);
        screen.current.delete(e.pointerId);
        endViewGestures();
        tool.current.escape();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && tool.current.escape()) return e.preventDefault();
        // Space held: a drag pans the view (and the page does not scroll)
        if (e.key === ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
          space.current = true;
          return e.preventDefault();
        }
        // the Menu key and Shift+F10 open the context menu at the selection (or the canvas's centre)
        if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
          e.preventDefault();
          return openMenuAt(e.currentTarget, view.current, snapshot.session.selection, snapshot.session.view, snapshot.doc.canvas);
        }
        if (handleKey(session, { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey })) e.preventDefault();
      }}
      onKeyUp={(e) => {
        if (e.key === ' ') space.current = false;
      }}
      onBlur={() => {
        space.current = false;
      }}
    />
  );
  return (
    <Rulers doc={snapshot.doc} view={snapshot.session.view} canvasRef={canvasRef} onPan={(change) => session.setView(change)} shown={rulers}>
      <div className={`designer-frame designer-frame--t${snapshot.doc.product.typeCode}`} style={frame.box} data-testid="designer-frame">
        <CanvasMenu
          session={session}
          onOpen={() => {
            // a long press began a gesture that the menu ends (nothing moved: no step)
            fingers.current.clear();
            screen.current.clear();
            endViewGestures();
            tool.current.up();
          }}
        >
          {canvas}
        </CanvasMenu>
      </div>
    </Rulers>
  );
}

/** The Paper view shows the session's view of the canvas: its zoom over the fit to the element's width, and its centre. */
function placeView(v: ViewState, view: View, width: number, height: number): void {
  const el = v.scope.view.element;
  const fit = v.scope.view.viewSize.width / width;
  if (!(fit > 0) || !el) return;
  // set only when it changed: each set transforms the view and asks Paper to draw everything again
  if (v.scope.view.zoom !== fit * view.zoom) v.scope.view.zoom = fit * view.zoom;
  const center = new v.scope.Point(view.cx * width, view.cy * height);
  if (!v.scope.view.center.equals(center)) v.scope.view.center = center;
}

/** Where a pointer is over the canvas element, as a share (0..1) of the canvas, through the view's zoom and pan. */
function share(el: Element, e: { clientX: number; clientY: number }, view: View, canvas: { width: number; height: number }): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  const a = visibleArea(view, canvas);
  return {
    x: (a.left + ((e.clientX - r.left) / r.width) * (a.right - a.left)) / canvas.width,
    y: (a.top + ((e.clientY - r.top) / r.height) * (a.bottom - a.top)) / canvas.height,
  };
}

/** A keyboard's context menu: the event a right-click makes, where the selection (or else the canvas's centre) is shown. */
function openMenuAt(canvas: HTMLCanvasElement, v: ViewState | null, selection: string[], view: View, size: { width: number; height: number }): void {
  const r = canvas.getBoundingClientRect();
  const item = selection.length > 0 ? v?.drawn.get(`obj-${selection[0]}`)?.item : undefined;
  const a = visibleArea(view, size);
  const centre = item ? item.bounds.center : { x: (a.left + a.right) / 2, y: (a.top + a.bottom) / 2 };
  // through the view's zoom and pan, kept inside the canvas when the selection is out of view
  const x = Math.min(1, Math.max(0, (centre.x - a.left) / (a.right - a.left)));
  const y = Math.min(1, Math.max(0, (centre.y - a.top) / (a.bottom - a.top)));
  canvas.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: r.left + x * r.width, clientY: r.top + y * r.height }));
}

/** The longest a canvas may stand on the page, in viewport heights: a 120 x 180 blind stays in view. */
const MAX_VIEW_HEIGHT = 0.75;

/**
 * Where the canvas sits (SPEC.md section 9, logic/geometry.ts canvasGeometry): types 7 and 12 put it inside a frame
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

/** The scene items a gesture moves (the rest is drawn once while it lasts: stillLayers.ts). */
function movingItems(t: PointerState): Set<string> {
  if (t.phase === 'dragging') return new Set(t.ids.map((id) => `obj-${id}`));
  if (t.phase === 'inner') return new Set([`obj-${t.id}`]);
  if (t.phase === 'photo') return new Set(['background']);
  return new Set();
}

/** A finger or a pen gets the touch screen's larger handles, wherever it is used; a mouse the small ones. */
const pointerKind = (type: string): PointerKind => (type === 'mouse' ? 'fine' : 'coarse');
/** The page's main pointer is a finger: handles are drawn for it. */
const coarseScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(any-pointer: coarse)').matches;

/** The two fingers of a pinch, in the order they came down. */
function pair(fingers: Map<number, { x: number; y: number }>): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = [...fingers.values()];
  return [a, b];
}
