import paper from 'paper/dist/paper-core';
import type { ScenePath } from '../../editor-engine';

// A text's layers on the canvas (issue 29), as the export writes them (editor-engine/export/svg.ts textLayers): the
// shadow (every glyph, outlined too, in its colour, moved), the outline (a stroke under the fill), the glyphs in the
// text's colour, then the letters coloured apart. One group, so the selection box and the hit test take them all.

/** Whether the text has more than its glyphs in one colour. */
export const hasTextLayers = (item: ScenePath): boolean => Boolean(item.parts || item.stroke || item.shadow);

/** The text's layers as one Paper group (its matrix is set by the caller, as for a path). */
export function textLayers(item: ScenePath): paper.Group {
  const group = new paper.Group();
  group.applyMatrix = false;
  const all = [item.d, ...(item.parts ?? []).map((p) => p.d)].join('');
  const outlined = (path: paper.CompoundPath, colour: string) => {
    if (!item.stroke) return path;
    path.strokeColor = new paper.Color(colour);
    path.strokeWidth = item.stroke.width;
    path.strokeJoin = 'round';
    return path;
  };
  if (item.shadow && all) {
    const shadow = outlined(new paper.CompoundPath(all), item.shadow.fill);
    shadow.fillColor = new paper.Color(item.shadow.fill);
    shadow.applyMatrix = false;
    shadow.matrix = new paper.Matrix().translate(item.shadow.dx, item.shadow.dy);
    group.addChild(shadow);
  }
  if (item.stroke && all) group.addChild(outlined(new paper.CompoundPath(all), item.stroke.colour));
  const fills = [{ d: item.d, fill: item.fill }, ...(item.parts ?? [])];
  for (const { d, fill } of fills) {
    if (!d) continue;
    const path = new paper.CompoundPath(d);
    path.fillColor = new paper.Color(fill);
    group.addChild(path);
  }
  return group;
}
