import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { orderedUnitPerPx, rulerTicks, visibleArea, type CanvasView, type DesignDocument } from '../../editor-engine';

// Rulers along the top and left of the canvas (issue 29), in the product's unit at the ordered size, following the
// view's zoom and pan. Outside the canvas element, so a capture of the canvas is the design alone. Decorative for
// screen readers: the size section says the size. Zoomed in, two scrollbars along the canvas's bottom and right
// edges pan it (sliders: a drag, a tap or the arrow keys).

/** The rulers' thickness in CSS pixels (designer.css reserves it around the frame). */
const RULER_PX = 20;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A scrollbar's thickness in CSS pixels: a finger's target. */
const BAR_PX = 24;
/** A scrollbar's resolution: its value is the view's centre in thousandths of the canvas. */
const BAR_STEPS = 1000;

export function Rulers({
  doc,
  view,
  canvasRef,
  onPan,
  shown,
  children,
}: {
  doc: DesignDocument;
  view: CanvasView;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** A scrollbar moved: the view's new centre on that axis (a share of the canvas). */
  onPan: (change: { cx: number } | { cy: number }) => void;
  /** Without rulers (a garment's mockup) the scrollbars stay. */
  shown: boolean;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box | null>(null);

  // where the canvas's drawing lies inside the rulers' box (a frame of type 7 or 12 sets it off), again on resize
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const el = root.current;
    if (!canvas || !el) return;
    const measure = () => {
      const r = canvas.getBoundingClientRect();
      const o = el.getBoundingClientRect();
      const next = { left: r.left - o.left + canvas.clientLeft, top: r.top - o.top + canvas.clientTop, width: canvas.clientWidth, height: canvas.clientHeight };
      setBox((b) => (b && b.left === next.left && b.top === next.top && b.width === next.width && b.height === next.height ? b : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    observer.observe(el);
    return () => observer.disconnect();
  }, [canvasRef]);

  const unit = shown ? orderedUnitPerPx(doc) : null;
  const area = visibleArea(view, doc.canvas);
  const ruler = (axis: 'x' | 'y') => {
    if (!box || !unit) return null;
    const [from, to, length] = axis === 'x' ? [area.left, area.right, box.width] : [area.top, area.bottom, box.height];
    const scale = length / (to - from);
    const ticks = rulerTicks(from, to, axis === 'x' ? unit.x : unit.y, scale);
    const style =
      axis === 'x' ? { left: box.left, width: box.width, top: 0, height: RULER_PX } : { top: box.top, height: box.height, left: 0, width: RULER_PX };
    return (
      <div className={`designer-ruler designer-ruler--${axis}`} style={style} data-testid={`designer-ruler-${axis}`}>
        {ticks.map((t) => (
          <span
            key={t.at}
            className={t.label === undefined ? 'designer-ruler__tick' : 'designer-ruler__tick designer-ruler__tick--major'}
            style={axis === 'x' ? { left: (t.at - from) * scale } : { top: (t.at - from) * scale }}
          >
            {t.label}
          </span>
        ))}
      </div>
    );
  };

  const bar = (axis: 'x' | 'y') => {
    if (!box || view.zoom <= 1) return null;
    const half = 1 / (2 * view.zoom);
    const style =
      axis === 'x'
        ? { left: box.left, top: box.top + box.height - BAR_PX, width: box.width - BAR_PX, height: BAR_PX }
        : { left: box.left + box.width - BAR_PX, top: box.top, width: BAR_PX, height: box.height - BAR_PX };
    return (
      <input
        type="range"
        className={`designer-panbar designer-panbar--${axis}`}
        style={style}
        min={Math.round(half * BAR_STEPS)}
        max={Math.round((1 - half) * BAR_STEPS)}
        step={10}
        value={Math.round((axis === 'x' ? view.cx : view.cy) * BAR_STEPS)}
        onChange={(e) => onPan(axis === 'x' ? { cx: Number(e.target.value) / BAR_STEPS } : { cy: Number(e.target.value) / BAR_STEPS })}
        aria-label={axis === 'x' ? 'Pan the canvas across' : 'Pan the canvas up and down'}
        data-testid={`designer-pan-${axis}`}
      />
    );
  };

  return (
    <div className={shown ? 'designer-rulers designer-rulers--shown' : 'designer-rulers'} ref={root} data-testid="designer-rulers">
      <div aria-hidden="true">
        {unit && (
          <span className="designer-ruler__unit" data-testid="designer-ruler-unit">
            {unit.unit === 'cm' ? 'cm' : 'in'}
          </span>
        )}
        {ruler('x')}
        {ruler('y')}
      </div>
      {children}
      {bar('x')}
      {bar('y')}
    </div>
  );
}
