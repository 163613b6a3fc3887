import paper from 'paper/dist/paper-core';
import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import {
  buildScene,
  canvasGeometry,
  type CanvasView as View,
  type DesignDocument,
  type DesignerSession,
  type PrintSpec,
  type TextObject,
  textLayoutOf,
} from '../../editor-engine';
import { draw, type ViewState } from './paperScene';
import { canvasInk, MAX_OUTLINES, outlineKey, outlines, pendingOutlines } from './textOutlines';
import { CanvasMenu } from './CanvasMenu';
import { localClipboard } from './clipboard';
import { Rulers } from './Rulers';
import { FONTS } from '../../workers/fonts/catalogue';
import { renderClient } from './renderClient';
import { useSnapshot } from './useSession';
import { useCanvasGestures } from './useCanvasGestures';

// The canvas: Paper.js draws the scene the export writes (editor-engine/export/scene.ts), primitive by primitive,
// so the canvas and the print file cannot drift: the same boxes, the same cover-and-centre, the same line boxes, the
// same cut. Items are reconciled by scene id on every snapshot: an item whose content is unchanged keeps its Paper
// item and only gets the new matrix (a drag tick is cheap); texts are outlined in the worker and remembered.
// The pointers, keys and wheel on the canvas are useCanvasGestures.ts's; this draws what they leave.

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
  // a text's outline arrived from the worker: draw again
  const [outlineTick, outlineArrived] = useReducer((n: number) => n + 1, 0);
  const { width, height } = snapshot.doc.canvas;
  const gestures = useCanvasGestures(session, snapshot, canvasRef, view, spec, outlineArrived);
  const { drawing } = gestures;

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
    const { brush, drag, moving } = drawing();
    draw(v, scene, snapshot, printSpec, panels, brush, drag, moving);
  }, [snapshot, printSpec, panels, outlineTick, drawing]);

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
      data-zoom={snapshot.session.view.zoom}
      tabIndex={0}
      role="img"
      aria-label={label}
      data-testid="designer-canvas"
      {...gestures.props}
    />
  );
  return (
    <Rulers doc={snapshot.doc} view={snapshot.session.view} canvasRef={canvasRef} onPan={(change) => session.setView(change)} shown={rulers}>
      <div className={`designer-frame designer-frame--t${snapshot.doc.product.typeCode}`} style={frame.box} data-testid="designer-frame">
        <CanvasMenu session={session} onOpen={gestures.menuOpened}>
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

/** The page's main pointer is a finger: handles are drawn for it. */
const coarseScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(any-pointer: coarse)').matches;
