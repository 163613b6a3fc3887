import paper from 'paper/dist/paper-core';
import type { TextPicture } from '../../editor-engine';
import { canvasSource } from './imageCache';
import { picturesLanded } from './stillLayers';

// A text's emoji on the canvas (issue 26): each is the OpenMoji picture the export and the print file draw, fitted
// into its box as the export's <image preserveAspectRatio="xMidYMid meet">, beside the glyphs in one group, so the
// selection box and the hit test take the whole text.

/** The text's glyphs and its emoji pictures as one Paper item (its matrix is set by the caller, as for a path). */
export function textWithPictures(glyphs: paper.Item, pictures: readonly TextPicture[]): paper.Group {
  const text = new paper.Group([glyphs]);
  text.applyMatrix = false;
  for (const p of pictures) text.addChild(picture(p));
  return text;
}

function picture(p: TextPicture): paper.Item {
  const box = new paper.Rectangle(p.x, p.y, p.width, p.height);
  // the box itself until the picture is there: the text is as big as it prints from the start
  const placeholder = new paper.Path.Rectangle({ rectangle: box, fillColor: new paper.Color(0, 0, 0, 0), data: { placeholder: true } });
  const group = new paper.Group([placeholder]);
  // a curved text's emoji stand turned on its arc, as the export's rotate() about the box's centre; the group keeps
  // the turn in its matrix, so the picture added when it is ready turns too
  group.applyMatrix = false;
  if (p.angle) group.rotate(p.angle, box.center);
  void canvasSource(p.src, true).then((url) => {
    if (!group.parent) return; // the text changed while the copy was prepared
    const raster = new paper.Raster({ source: url });
    const fit = () => {
      raster.scale(Math.min(box.width / raster.width, box.height / raster.height));
      raster.position = box.center;
      picturesLanded();
    };
    if (raster.loaded) fit();
    else raster.onLoad = fit;
    group.addChild(raster);
  });
  return group;
}
