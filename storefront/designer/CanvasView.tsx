import paper from 'paper/dist/paper-core';
import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import {
  buildScene,
  canvasGeometry,
  createPointerTool,
  handleKey,
  type DesignDocument,
  type DesignerSession,
  type PrintSpec,
  type TextObject,
  textLayoutOf,
} from '../../editor-engine';
import { canvasInk, draw, hit, MAX_OUTLINES, outlineKey, outlines, pendingOutlines, type PointerKind, type ViewState } from './paperScene';
import { CanvasMenu } from './CanvasMenu';
import { localClipboard } from './clipboard';
import { FONTS } from '../../workers/fonts/catalogue';
import { renderClient } from './renderClient';
import { useSnapshot } from './useSession';

// The canvas: Paper.js draws the scene the export writes (editor-engine/export/scene.ts), primitive by primitive,
// so the canvas and the print file cannot drift: the same boxes, the same cover-and-centre, the same line boxes, the
// same cut. Items are reconciled by scene id on every snapshot: an item whose content is unchanged keeps its Paper
// item and only gets the new matrix (a drag tick is cheap); texts are outlined in the worker and remembered.
// Pointer gestures go to the engine's pointer tool, keys to its actions.

const EFFECT_CSS = { original: undefined, sepia: 'sepia(1)', grayscale: 'grayscale(1)' } as const;

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
    const items = new scope.Group();
    const design = new scope.Group([items]);
    const overlay = new scope.Group();
    view.current = { scope, drawn: new Map(), design, items, overlay, clipKey: '', pointer: coarseScreen() ? 'coarse' : 'fine' };
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
      v.scope.view.zoom = w / width;
      v.scope.view.center = new v.scope.Point(width / 2, height / 2);
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
    const t = tool.current.state;
    draw(v, scene, snapshot, printSpec, panels, t.phase === 'brushing' ? { start: t.start, at: t.at } : null);
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
      style={{
        aspectRatio: `${width} / ${height}`,
        filter: EFFECT_CSS[snapshot.doc.effect],
        cursor: snapshot.session.photo ? 'move' : undefined,
        ...frame.canvas,
      }}
      data-photo-selected={snapshot.session.photo || undefined}
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
        // a second finger turns the gesture into a pinch (scale and rotate the selection)
        if (fingers.current.size === 2) return tool.current.pinchStart(...pair(fingers.current));
        if (fingers.current.size === 1) tool.current.down(p, target, e.shiftKey);
      }}
      onPointerMove={(e) => {
        if (!fingers.current.has(e.pointerId)) return;
        fingers.current.set(e.pointerId, toCanvas(e));
        if (fingers.current.size === 2) tool.current.pinchMove(...pair(fingers.current));
        else tool.current.move(toCanvas(e));
        // the drag box is the tool's, not the session's: draw it again
        if (tool.current.state.phase === 'brushing') outlineArrived();
      }}
      onPointerUp={(e) => {
        fingers.current.delete(e.pointerId);
        const brushing = tool.current.state.phase === 'brushing';
        if (fingers.current.size === 0) tool.current.up();
        if (brushing) outlineArrived();
      }}
      onPointerCancel={(e) => {
        fingers.current.delete(e.pointerId);
        tool.current.escape();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && tool.current.escape()) return e.preventDefault();
        // the Menu key and Shift+F10 open the context menu at the selection (or the canvas's centre)
        if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
          e.preventDefault();
          return openMenuAt(e.currentTarget, view.current, snapshot.session.selection);
        }
        if (handleKey(session, { key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey })) e.preventDefault();
      }}
    />
  );
  return (
    <div className={`designer-frame designer-frame--t${snapshot.doc.product.typeCode}`} style={frame.box} data-testid="designer-frame">
      <CanvasMenu
        session={session}
        onOpen={() => {
          // a long press began a gesture that the menu ends (nothing moved: no step)
          fingers.current.clear();
          tool.current.up();
        }}
      >
        {canvas}
      </CanvasMenu>
    </div>
  );
}

/** A keyboard's context menu: the event a right-click makes, where the selection (or else the canvas's centre) is. */
function openMenuAt(canvas: HTMLCanvasElement, v: ViewState | null, selection: string[]): void {
  const r = canvas.getBoundingClientRect();
  const item = selection.length > 0 ? v?.drawn.get(`obj-${selection[0]}`)?.item : undefined;
  const scale = r.width / (v?.scope.view.viewSize.width ? v.scope.view.viewSize.width / v.scope.view.zoom : r.width);
  const at = item ? { x: r.left + item.bounds.center.x * scale, y: r.top + item.bounds.center.y * scale } : { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  canvas.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y }));
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

/** A finger or a pen gets the touch screen's larger handles, wherever it is used; a mouse the small ones. */
const pointerKind = (type: string): PointerKind => (type === 'mouse' ? 'fine' : 'coarse');
/** The page's main pointer is a finger: handles are drawn for it. */
const coarseScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(any-pointer: coarse)').matches;

/** The two fingers of a pinch, in the order they came down. */
function pair(fingers: Map<number, { x: number; y: number }>): [{ x: number; y: number }, { x: number; y: number }] {
  const [a, b] = [...fingers.values()];
  return [a, b];
}
