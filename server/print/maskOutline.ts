import { MASK_SIDE, pathData, type FrameMask, type PathCommand } from '../../editor-engine';
import { joinedShapes, paperScope } from './cutPaths';

// A library design as a photo's frame (issue 29): the union of its filled shapes (cutPaths.ts joins them, as for a
// vinyl cut), its ink box moved to 0,0 and scaled so the longer side is MASK_SIDE, written as absolute M, L, C and Z
// at a tenth of a unit: the form the document keeps and export/maskPath.ts reads back.

const tenth = (n: number) => Math.round(n * 10) / 10;

/** The outline of a design's SVG as a frame's mask; undefined when it has no filled shape. */
export function maskOutline(designId: number, svg: string): FrameMask | undefined {
  let joined;
  try {
    joined = joinedShapes(svg);
  } catch {
    return undefined;
  }
  const p = paperScope();
  const item = new p.CompoundPath(joined.d);
  const ink = item.bounds;
  if (!(ink.width > 0 && ink.height > 0)) return (item.remove(), undefined);
  const k = MASK_SIDE / Math.max(ink.width, ink.height);
  const X = (pt: paper.Point) => tenth((pt.x - ink.x) * k);
  const Y = (pt: paper.Point) => tenth((pt.y - ink.y) * k);
  const commands: PathCommand[] = [];
  for (const path of item.children as paper.Path[]) {
    const segs = path.segments;
    if (segs.length < 2) continue;
    commands.push({ type: 'M', x: X(segs[0].point), y: Y(segs[0].point) });
    const count = path.closed ? segs.length : segs.length - 1;
    for (let i = 0; i < count; i++) {
      const a = segs[i];
      const b = segs[(i + 1) % segs.length];
      if (a.handleOut.isZero() && b.handleIn.isZero()) commands.push({ type: 'L', x: X(b.point), y: Y(b.point) });
      else {
        const c1 = a.point.add(a.handleOut);
        const c2 = b.point.add(b.handleIn);
        commands.push({ type: 'C', x1: X(c1), y1: Y(c1), x2: X(c2), y2: Y(c2), x: X(b.point), y: Y(b.point) });
      }
    }
    commands.push({ type: 'Z' });
  }
  item.remove();
  if (commands.length === 0) return undefined;
  return { designId, d: pathData(commands), width: tenth(ink.width * k), height: tenth(ink.height * k) };
}
