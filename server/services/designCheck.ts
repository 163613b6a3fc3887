import {
  DesignBudgetError,
  drawnObjects,
  OPACITY_MIN,
  restoreDocument,
  RestoreError,
  tooFaint,
  type DesignDocument,
  type FrameMask,
} from '../../editor-engine';
import type { DesignBudgetRefusal } from '../../rules/designBudget';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../rules/upload';
import { FONTS } from '../../workers/fonts/catalogue';
import type { Product } from '../catalog/model';
import type { MediaResolver } from '../print/mediaAssets';
import { textRefusal } from '../print/drawableText';
import { printRefusal, type PrintRefusal } from '../print/printable';
import { ShopError } from './shopError';
import { checkTemplateParts } from './designTemplates';

/**
 * A designer product's document, restored as the designer and the render job restore it (fonts from the catalogue,
 * images from the shop's paths, within the design budgets), then its pictures checked as the print path will read
 * them (server/print/printable.ts) and its texts as the print path draws them, and a template's locked parts where
 * the template put them (designTemplates.ts): what the shop keeps (with a cart line,
 * or saved to share) is a document it can print, and what it cannot is refused now, naming the field and the limit,
 * in the shopper's language, not failed a minute later (issue 25).
 */
/** Library designs' outlines by id (designMasks.ts); undefined for a design the library does not have. */
export interface MaskOutlines {
  outline(id: number): Promise<FrameMask | undefined>;
}

export async function checkDesign(product: Product, design: unknown, media: MediaResolver, masks?: MaskOutlines): Promise<DesignDocument> {
  if (!product.designerType) throw new ShopError(400, 'design', 'design-not-offered');
  let doc: DesignDocument;
  try {
    doc = restoreDocument(design, { fonts: FONTS });
  } catch (e) {
    if (e instanceof DesignBudgetError) throw overBudget(e.refusal);
    if (e instanceof RestoreError) throw new ShopError(400, 'design', 'design-invalid', { field: e.field });
    throw e;
  }
  if (doc.product.productId !== product.id) throw new ShopError(400, 'design', 'design-invalid', { field: 'product.productId' });
  checkTemplateParts(product, doc);
  doc = await withLibraryMasks(doc, masks);
  // fainter than the designer's slider goes (a draft kept before its floor, a hand-made request): printed as nothing
  const faint = drawnObjects(doc).find(tooFaint);
  if (faint) throw new ShopError(400, 'design', 'design-object-invisible', { field: `objects.${faint.id}.opacity`, minimum: OPACITY_MIN * 100 });
  const refusal = await printRefusal(doc, media, 'refuse');
  if (refusal) throw unprintable(refusal);
  const text = await textRefusal(doc, media);
  if (text?.problem === 'characters')
    throw new ShopError(400, 'design', 'design-text-characters', { field: text.field, characters: text.characters.join(' ') });
  if (text) throw new ShopError(400, 'design', 'design-text-empty', { field: text.field });
  return doc;
}

/**
 * Each photo framed by a library design gets the library's own outline of it (what the browser sent may be from an
 * older library, or made up): the document the shop keeps prints without the library. An unknown design is a 400.
 */
async function withLibraryMasks(doc: DesignDocument, masks: MaskOutlines | undefined): Promise<DesignDocument> {
  let objects = doc.objects;
  for (const id of doc.order) {
    const o = doc.objects[id];
    if (o?.kind !== 'image' || o.frame?.kind !== 'design') continue;
    const field = `objects.${id}.frame.mask.designId`;
    const mask = await masks?.outline(o.frame.mask.designId);
    if (!mask) throw new ShopError(400, 'design', 'design-mask-unknown', { field });
    objects = { ...objects, [id]: { ...o, frame: { kind: 'design', mask } } };
  }
  return objects === doc.objects ? doc : { ...doc, objects };
}

/** A design over one of its budgets (rules/designBudget.ts), in the shopper's words: which limit, how much, how far. */
function overBudget(r: DesignBudgetRefusal): ShopError {
  const mp = (n: number) => Math.ceil(n / 1_000_000);
  const [value, max] = r.limit === 'image-pixels' ? [mp(r.value), mp(r.max)] : [r.value, r.max];
  return new ShopError(400, 'design', `design-budget-${r.limit}`, { field: r.field, value, max });
}

function unprintable(r: PrintRefusal): ShopError {
  if (r.problem === 'budget') return overBudget(r.budget);
  const params: Record<string, number> =
    r.problem === 'dimensions' ? { width: r.width, height: r.height, maxSide: MAX_IMAGE_SIDE, maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000 } : {};
  return new ShopError(400, 'design', `design-image-${r.problem}`, { field: r.field, ...params });
}
