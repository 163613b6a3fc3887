import { isPhotoPlaceholder, textAsOneLine, type DesignDocument, type DesignObject, type Transform } from '../../editor-engine';
import type { DesignTemplate, Product } from '../catalog/model';
import { ShopError } from './shopError';

// A design started from a template (issue 29) keeps the template's locked parts where the template put them: the
// engine refuses to move or delete them, and the server checks it again here, for a page that does not (or a request
// written by hand). Positions are compared from the canvas centre, as the design's canvas takes the ordered size's
// proportions and keeps every part's distance to its centre (editor-engine/logic/canvasSize.ts).

/** Below this many canvas pixels (or degrees, or a thousandth of a scale) a difference is rounding, not a move. */
const SAME = 0.01;

const near = (a: number, b: number, within = SAME) => Math.abs(a - b) <= within;

function partName(o: DesignObject): string {
  return o.kind === 'text' ? `“${textAsOneLine(o.text)}”` : o.src.split('/').pop()!;
}

/** Same place and turn from the centre; same size, or (a filled photo frame) within the frame's box. */
function samePlace(doc: DesignDocument, o: DesignObject, template: DesignDocument, part: DesignObject): boolean {
  const [t, p]: Transform[] = [o.transform, part.transform];
  const placed =
    near(t.x - doc.canvas.width / 2, p.x - template.canvas.width / 2) &&
    near(t.y - doc.canvas.height / 2, p.y - template.canvas.height / 2) &&
    near(t.angle, p.angle);
  if (!placed || o.kind !== 'image' || part.kind !== 'image') return placed && near(t.scaleX, p.scaleX, 0.001) && near(t.scaleY, p.scaleY, 0.001);
  if (!isPhotoPlaceholder(part)) return near(t.scaleX, p.scaleX, 0.001) && near(t.scaleY, p.scaleY, 0.001);
  return (
    o.naturalWidth * Math.abs(t.scaleX) <= part.naturalWidth * Math.abs(p.scaleX) + 1 &&
    o.naturalHeight * Math.abs(t.scaleY) <= part.naturalHeight * Math.abs(p.scaleY) + 1
  );
}

/** What a placeholder may change (the words of a text one, the picture of a photo one); everything else stays. */
function sameContent(o: DesignObject, part: DesignObject): boolean {
  if (o.flipX !== part.flipX || o.flipY !== part.flipY || o.opacity !== part.opacity) return false;
  if (o.kind === 'image' && part.kind === 'image' && JSON.stringify(o.frame) !== JSON.stringify(part.frame)) return false;
  if (o.kind === 'text' && part.kind === 'text')
    return (part.template?.placeholder === 'text' || o.text === part.text) && o.font === part.font && o.fontFile === part.fontFile && o.fill === part.fill;
  if (o.kind === 'image' && part.kind === 'image') return isPhotoPlaceholder(part) || o.src === part.src;
  return false;
}

/** The templates the designer offers for a product ("Start from a template"): none for a product without the designer. */
export function productTemplates(product: Product): { templates: Array<Omit<DesignTemplate, 'design'> & { design: Record<string, unknown> }> } {
  const templates = product.designerType ? (product.templates ?? []) : [];
  return { templates: templates.map((t) => ({ ...t, design: { ...t.design } })) };
}

/** Refuses (400, in the shopper's words) a design whose template is not the product's, or whose locked parts moved or went. */
export function checkTemplateParts(product: Product, doc: DesignDocument): void {
  if (!doc.template) return;
  const template = product.templates?.find((t) => t.id === doc.template!.id);
  if (!template) throw new ShopError(400, 'design', 'design-template-unknown', { field: 'template.id' });
  for (const part of Object.values(template.design.objects)) {
    if (part.template?.locked !== true) continue;
    const o = doc.objects[part.id];
    const params = { field: `objects.${part.id}`, part: partName(part) };
    if (!o || o.kind !== part.kind || o.hidden === true || o.template?.locked !== true)
      throw new ShopError(400, 'design', 'design-template-part-missing', params);
    if (!samePlace(doc, o, template.design, part)) throw new ShopError(400, 'design', 'design-template-part-moved', params);
    if (!sameContent(o, part)) throw new ShopError(400, 'design', 'design-template-part-changed', params);
  }
}
