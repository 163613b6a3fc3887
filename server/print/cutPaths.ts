// Cut paths for a vinyl plotter (issue 27): the outlines of a design's filled shapes, joined into one outline where
// they overlap (a branch over its trunk is one piece of vinyl, not two cut across each other), at the ordered size in
// millimetres, mirrored when the line was ordered reversed. Paper.js does the geometry (its boolean operations are
// what the designer's canvas already uses); @xmldom reads the master SVG, as the upload sanitiser does.
import { DOMParser, type Element } from '@xmldom/xmldom';
import paper from 'paper/dist/paper-core';

export interface CutOutline {
  /** SVG path data in mm, the design's top left at 0,0. */
  d: string;
  widthMm: number;
  heightMm: number;
}

let scope: paper.PaperScope | undefined;
export const paperScope = (): paper.PaperScope => {
  if (!scope) {
    scope = new paper.PaperScope();
    scope.setup(new scope.Size(1, 1));
  }
  return scope;
};

/** transform="translate(x y) rotate(a [cx cy]) scale(sx [sy]) matrix(...)" as a Paper.js matrix. */
function matrixOf(p: paper.PaperScope, transform: string | null): paper.Matrix {
  const m = new p.Matrix();
  for (const [, name, args] of (transform ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (name === 'translate') m.translate(n[0], n[1] ?? 0);
    else if (name === 'rotate') m.rotate(n[0], new p.Point(n[1] ?? 0, n[2] ?? 0));
    else if (name === 'scale') m.scale(n[0], n[1] ?? n[0]);
    else if (name === 'matrix') m.append(new p.Matrix(n[0], n[1], n[2], n[3], n[4], n[5]));
  }
  return m;
}

/** The shapes of an SVG that carry ink: paths, polygons, rectangles, circles and ellipses with a fill. */
function shapesOf(p: paper.PaperScope, el: Element, parent: paper.Matrix, out: paper.PathItem[]): void {
  const m = parent.appended(matrixOf(p, el.getAttribute('transform')));
  const fill = el.getAttribute('fill');
  const num = (name: string) => Number(el.getAttribute(name) ?? 0);
  let item: paper.PathItem | undefined;
  switch (el.localName) {
    case 'path':
      item = new p.CompoundPath(el.getAttribute('d') ?? '');
      break;
    case 'polygon': {
      const n = (el.getAttribute('points') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const points: paper.Point[] = [];
      for (let i = 0; i + 1 < n.length; i += 2) points.push(new p.Point(n[i], n[i + 1]));
      item = new p.Path({ segments: points, closed: true });
      break;
    }
    case 'rect':
      item = new p.Path.Rectangle(new p.Rectangle(num('x'), num('y'), num('width'), num('height')), new p.Size(num('rx'), num('rx')));
      break;
    case 'circle':
      item = new p.Path.Circle(new p.Point(num('cx'), num('cy')), num('r'));
      break;
    case 'ellipse':
      item = new p.Path.Ellipse(new p.Rectangle(num('cx') - num('rx'), num('cy') - num('ry'), 2 * num('rx'), 2 * num('ry')));
      break;
    default:
      for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1 && (c as Element).localName !== 'defs') shapesOf(p, c as Element, m, out);
  }
  if (item && fill !== 'none') {
    item.transform(m);
    out.push(item);
  }
}

/** The union of many shapes, joined in pairs up a balanced tree: each union stays small (one long chain took a minute). */
function unite(shapes: paper.PathItem[]): paper.PathItem {
  let level = shapes;
  while (level.length > 1) {
    const next: paper.PathItem[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? level[i].unite(level[i + 1], { insert: false }) : level[i]);
    level = next;
  }
  return level[0];
}

/**
 * The cut outline of an SVG's filled shapes, scaled to fit (keeping its proportions) and centred in widthMm x
 * heightMm, mirrored left to right when asked. `fit`: 'frame' fits the SVG's viewBox (a master's composition),
 * 'ink' the shapes' own bounds (lettering, whose line boxes hold room above and below the letters).
 */
export function cutOutline(svg: string, widthMm: number, heightMm: number, mirrored: boolean, fit: 'frame' | 'ink' = 'frame'): CutOutline {
  const p = paperScope();
  const { d, x, y, width, height } = joinedShapes(svg);
  const joined = new p.CompoundPath(d);
  const box = fit === 'ink' ? joined.bounds : new p.Rectangle(x, y, width, height);
  const k = Math.min(widthMm / box.width, heightMm / box.height);
  const placed = new p.Matrix()
    .translate((widthMm - box.width * k) / 2, (heightMm - box.height * k) / 2)
    .scale(k)
    .translate(-box.x, -box.y);
  joined.transform(mirrored ? new p.Matrix(-1, 0, 0, 1, widthMm, 0).append(placed) : placed);
  const out = joined.pathData;
  joined.remove();
  return { d: out, widthMm, heightMm };
}

/** The last masters joined, in their own units: joining is the slow part (5 s for the Tree of Life), sizes are not. */
const joinedCache = new Map<string, Joined>();
const JOINED_KEPT = 8;

/** The shapes joined, and the SVG's viewBox they are drawn in. */
interface Joined {
  d: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An SVG's filled shapes joined into one outline (Paper.js path data, in the SVG's units), the last few kept. */
export function joinedShapes(svg: string): Joined {
  const known = joinedCache.get(svg);
  if (known) return known;
  const p = paperScope();
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  if (!root) throw new Error('the design master is not an SVG');
  const [x, y, width, height] = (root.getAttribute('viewBox') ?? `0 0 ${root.getAttribute('width')} ${root.getAttribute('height')}`)
    .split(/[\s,]+/)
    .map(Number);
  const shapes: paper.PathItem[] = [];
  shapesOf(p, root, new p.Matrix(), shapes);
  if (shapes.length === 0) throw new Error('the design master has no shape to cut');
  const joined = { d: unite(shapes).pathData, x, y, width, height };
  p.project.clear();
  if (joinedCache.size >= JOINED_KEPT) joinedCache.delete(joinedCache.keys().next().value!);
  joinedCache.set(svg, joined);
  return joined;
}
