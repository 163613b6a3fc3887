import { arcOf, type ArcPoint, type PathCommand, type TextPicture } from '../../editor-engine/index.js';
import type { FontStack } from '../fonts/cache.js';
import { ShapingFont } from '../fonts/shapingFont.js';
import { inkByColour, shapeLine, type OutlineResult } from './outline.js';

// Curved text (issue 29): the lines laid out straight (layout.ts decides them, their size and where each starts),
// then every cluster (a letter with its marks, a ligature, an emoji picture) carried whole onto the arc of
// logic/textCurve.ts and turned to stand on it. The glyphs stay vector outlines, so the canvas, the export, the proof
// and the print PDF draw the same curve. The result's box (width, ascent, descent) is the curved cells' bounds, so
// the scene centres the arc on the text's position and the selection box follows it.

type Fonts = FontStack | ShapingFont;

/** The straight lines to bend: each line's words, where it starts, and the distance between baselines. */
interface CurvedLines {
  lines: string[];
  fontSize: number;
  rightToLeft: boolean;
  letterSpacing: number;
  /** x where a line `lineWidth` wide starts under lines `width` wide (the alignment). */
  startOf: (width: number, lineWidth: number) => number;
  step: number;
  curve: number;
  /** The colour of a line's letter coloured apart (by its UTF-16 index in the line), when any is: its glyphs go to the part of its colour. */
  colourAt?: (line: number, index: number) => string | undefined;
}

/** A point moved as a cluster at `ref` is when it lands at `to`, turned by `to.angle`. */
function placer(ref: { x: number; y: number }, to: ArcPoint) {
  const a = (to.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return (x: number, y: number) => {
    const dx = x - ref.x;
    const dy = y - ref.y;
    return { x: to.x + dx * cos - dy * sin, y: to.y + dx * sin + dy * cos };
  };
}

function placeCommand(c: PathCommand, at: ReturnType<typeof placer>): PathCommand {
  switch (c.type) {
    case 'Z':
      return c;
    case 'M':
    case 'L':
      return { type: c.type, ...at(c.x, c.y) };
    case 'Q': {
      const p1 = at(c.x1, c.y1);
      return { type: 'Q', x1: p1.x, y1: p1.y, ...at(c.x, c.y) };
    }
    case 'C': {
      const p1 = at(c.x1, c.y1);
      const p2 = at(c.x2, c.y2);
      return { type: 'C', x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, ...at(c.x, c.y) };
    }
  }
}

/** The lines bent on their arc; null when the curve leaves them straight (no curve, or nothing to bend). */
export function outlineCurved(fonts: Fonts, req: CurvedLines): OutlineResult | null {
  const primary = fonts instanceof ShapingFont ? fonts : fonts[0];
  const scale = req.fontSize / primary.unitsPerEm;
  const ascent = primary.ascender * scale;
  const descent = -primary.descender * scale;
  const shaped = req.lines.map((l) => shapeLine(fonts, l, req.fontSize, req.rightToLeft, req.letterSpacing));
  const width = Math.max(...shaped.map((s) => s.width));
  const arc = arcOf(req.curve, { width, depth: (req.lines.length - 1) * req.step, clearance: req.curve > 0 ? descent : ascent });
  if (!arc) return null;
  const ink = req.lines.map((_, n) => inkByColour(req.colourAt && ((i: number) => req.colourAt!(n, i))));
  const pictures: TextPicture[] = [];
  const corners: { x: number; y: number }[] = [];
  // each cluster's cell (its advance by the line's height) turned with it: what the box is made of
  const cell = (mid: number, advance: number, baseline: number, at: ReturnType<typeof placer>) => {
    for (const x of [mid - advance / 2, mid + advance / 2]) for (const y of [baseline - ascent, baseline + descent]) corners.push(at(x, y));
  };
  shaped.forEach((line, n) => {
    const dx = req.startOf(width, line.width);
    const baseline = n * req.step;
    let last = NaN;
    for (const g of line.glyphs) {
      const ref = { x: dx + g.mid, y: baseline };
      const at = placer(ref, arc(ref.x, ref.y));
      const into = ink[n].into(g.source);
      for (const c of g.font.glyphCommands(g.glyph, dx + g.x, baseline + g.y, req.fontSize / g.font.unitsPerEm)) into.push(placeCommand(c, at));
      if (g.mid !== last) cell(ref.x, g.advance, baseline, at);
      last = g.mid;
    }
    for (const p of line.pictures) {
      const ref = { x: dx + p.x + p.width / 2, y: baseline };
      const to = arc(ref.x, ref.y);
      const centre = placer(ref, to)(ref.x, baseline + p.y + p.height / 2);
      pictures.push({ ...p, x: centre.x - p.width / 2, y: centre.y - p.height / 2, angle: to.angle });
      cell(ref.x, p.width, baseline, placer(ref, to));
    }
  });
  const left = Math.min(...corners.map((c) => c.x));
  const right = Math.max(...corners.map((c) => c.x));
  const top = Math.min(...corners.map((c) => c.y));
  const bottom = Math.max(...corners.map((c) => c.y));
  // the box starts at x = 0, as a straight line's advance does; a colour's letters of every line make one part
  const paths = ink.map((i) => i.paths(-left, 0));
  const parts = new Map<string, string>();
  for (const p of paths.flatMap((l) => l.parts ?? [])) parts.set(p.fill, (parts.get(p.fill) ?? '') + p.d);
  return {
    d: paths.map((l) => l.d).join(''),
    ...(parts.size ? { parts: [...parts].map(([fill, d]) => ({ d, fill })) } : {}),
    width: right - left,
    ascent: -top,
    descent: bottom,
    ...(pictures.length ? { pictures: pictures.map((p) => ({ ...p, x: p.x - left })) } : {}),
    missing: [...new Set(shaped.flatMap((s) => s.missing))],
  };
}
