import { useCallback, useEffect, useRef, type CanvasHTMLAttributes, type RefObject } from 'react';
import {
  createPointerTool,
  handleKey,
  panBy,
  safeArea,
  visibleArea,
  zoomAt,
  type CanvasView as View,
  type DesignerSession,
  type PointerState,
  type PrintSpec,
  type Snapshot,
} from '../../editor-engine';
import type { ViewState } from './paperScene';
import { gapLabel, hit, type Brush, type DragGuides, type PointerKind } from './paperOverlays';

// The canvas's gestures (CanvasView.tsx draws, this listens): pointers go to the engine's pointer tool, keys to its
// actions. The view (zoom and pan, issue 29) is the session's: Ctrl/Cmd + wheel zooms about the pointer, two fingers
// with nothing selected zoom and pan, and a drag on empty canvas while zoomed in (or anywhere with Space held) pans.
// While a gesture lasts, the items it moves are drawn on every move and the rest once (stillLayers.ts).

/** A press that moves less than this many CSS pixels is a click, not a pan. */
const PAN_SLOP_PX = 3;
/** How much a wheel's step zooms: a mouse notch (100) about 1.4 times, a trackpad pinch's small steps smoothly. */
const WHEEL_ZOOM = 300;

type Point = { x: number; y: number };

/** What the gesture under way draws: its drag box, its guides and gaps, and the scene items it moves. */
interface GestureDrawing {
  brush: Brush;
  drag: DragGuides | undefined;
  moving: Set<string>;
}

type CanvasGestureProps = Pick<
  CanvasHTMLAttributes<HTMLCanvasElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'onKeyDown' | 'onKeyUp' | 'onBlur'
> & { 'data-guides'?: string; 'data-gaps'?: string };

interface CanvasGestures {
  /** The canvas element's listeners, and the drag's guides and distances as drawn (the journeys read them). */
  props: CanvasGestureProps;
  /** What to draw for the gesture under way (the same function on every render). */
  drawing: () => GestureDrawing;
  /** The context menu opened: a long press began a gesture that the menu ends (nothing moved: no step). */
  menuOpened: () => void;
}

/**
 * `view` and `spec` are the canvas's Paper view and print spec as drawn last; `redraw` draws again (the drag box is
 * the tool's, not the session's).
 */
export function useCanvasGestures(
  session: DesignerSession,
  snapshot: Snapshot,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  view: RefObject<ViewState | null>,
  spec: RefObject<PrintSpec>,
  redraw: () => void,
): CanvasGestures {
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
  const fingers = useRef(new Map<number, Point>());
  // the same fingers in CSS pixels of the page: a pan or a pinch of the view follows them on the screen
  const screen = useRef(new Map<number, Point>());
  const pan = useRef<{ start: Point; from: View; moved: boolean; click: Point } | null>(null);
  const viewPinch = useRef<{ distance: number; mid: Point; from: View; at: Point } | null>(null);
  const space = useRef(false);
  const { width, height } = snapshot.doc.canvas;

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
  }, [session, canvasRef]);

  const drawing = useCallback((): GestureDrawing => {
    const t = tool.current.state;
    return {
      brush: t.phase === 'brushing' ? { start: t.start, at: t.at } : null,
      drag: t.phase === 'dragging' ? { guides: t.guides, gaps: t.gaps ?? [] } : undefined,
      moving: movingItems(t),
    };
  }, []);

  /** A pointer's place on the canvas, in canvas pixels, through the view's zoom and pan. */
  const toCanvas = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const at = share(e.currentTarget, e, session.session.view, snapshot.doc.canvas);
    return { x: at.x * width, y: at.y * height };
  };
  const endViewGestures = () => {
    pan.current = null;
    viewPinch.current = null;
  };

  const dragState = tool.current.state;
  const drag = dragState.phase === 'dragging' ? dragState : null;
  const props: CanvasGestureProps = {
    'data-guides': drag ? drag.guides.map((g) => `${g.axis}:${g.at}`).join(' ') || undefined : undefined,
    'data-gaps': drag
      ? (drag.gaps ?? [])
          .map((g) => gapLabel(g, snapshot))
          .filter(Boolean)
          .join(' | ') || undefined
      : undefined,
    onPointerDown: (e) => {
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
        viewPinch.current = {
          distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
          mid,
          from: session.session.view,
          at: share(e.currentTarget, { clientX: mid.x, clientY: mid.y }, session.session.view, snapshot.doc.canvas),
        };
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
    },
    onPointerMove: (e) => {
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
      if (tool.current.state.phase === 'brushing') redraw();
    },
    onPointerUp: (e) => {
      fingers.current.delete(e.pointerId);
      screen.current.delete(e.pointerId);
      if (fingers.current.size > 0) return;
      const panning = pan.current;
      endViewGestures();
      // a press on empty canvas that did not pan is the click it always was (the selection let go)
      if (panning && !panning.moved && !space.current) tool.current.down(panning.click);
      const brushing = tool.current.state.phase === 'brushing';
      tool.current.up();
      if (brushing) redraw();
    },
    onPointerCancel: (e) => {
      fingers.current.delete(e.pointerId);
      screen.current.delete(e.pointerId);
      endViewGestures();
      tool.current.escape();
    },
    onKeyDown: (e) => {
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
    },
    onKeyUp: (e) => {
      if (e.key === ' ') space.current = false;
    },
    onBlur: () => {
      space.current = false;
    },
  };
  const menuOpened = () => {
    fingers.current.clear();
    screen.current.clear();
    endViewGestures();
    tool.current.up();
  };
  return { props, drawing, menuOpened };
}

/** Where a pointer is over the canvas element, as a share (0..1) of the canvas, through the view's zoom and pan. */
function share(el: Element, e: { clientX: number; clientY: number }, view: View, canvas: { width: number; height: number }): Point {
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

/** The scene items a gesture moves (the rest is drawn once while it lasts: stillLayers.ts). */
function movingItems(t: PointerState): Set<string> {
  if (t.phase === 'dragging') return new Set(t.ids.map((id) => `obj-${id}`));
  if (t.phase === 'inner') return new Set([`obj-${t.id}`]);
  if (t.phase === 'photo') return new Set(['background']);
  return new Set();
}

/** A finger or a pen gets the touch screen's larger handles, wherever it is used; a mouse the small ones. */
const pointerKind = (type: string): PointerKind => (type === 'mouse' ? 'fine' : 'coarse');

/** The two fingers of a pinch, in the order they came down. */
function pair(fingers: Map<number, Point>): [Point, Point] {
  const [a, b] = [...fingers.values()];
  return [a, b];
}
