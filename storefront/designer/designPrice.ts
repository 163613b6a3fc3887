import { buildCartPayload, canRequestPrice, type DesignDocument } from '../../editor-engine';
import type { PayloadInput } from '../../contract';
import type { ProductDetail } from '../../contract/catalog';

// The designer's live price asks what the cart will be asked (the same fields as its payload), and only when
// SPEC.md section 5 allows it: no size alert, and a quantity with a full size, a composition, a device or a model.
// What the document cannot say alone comes from the product (designOptions): a pack of the shopper's own number is a
// custom pack, a vinyl rug's size is its format.

/** The parts of the product the payload reads. */
export type DesignProduct = Pick<ProductDetail, 'packs' | 'rugFormats' | 'sizes'>;

/** The rug format the document's size is (a rug is made in its formats only). */
export function rugFormatOf(doc: DesignDocument, product: Pick<ProductDetail, 'rugFormats'>): ProductDetail['rugFormats'][number] | undefined {
  const p = doc.product;
  return product.rugFormats.find((f) => f.width === p.width && f.height === p.height);
}

/**
 * The payload's options that need the product: a listed pack is `pack`, any other number the shopper typed is
 * `customPack` (priced per piece by the server's pack rule, from the minimum); a rug names its format instead of a
 * width and height (the server prices and prints the format).
 */
export function designOptions(doc: DesignDocument, product: DesignProduct): { pack?: number; customPack?: number; format?: string; sized: boolean } {
  const pack = doc.product.pack;
  const packs = pack === null ? {} : product.packs.some((x) => x.pack === pack) ? { pack } : { customPack: pack };
  if (product.rugFormats.length === 0) return { ...packs, sized: true };
  const format = rugFormatOf(doc, product);
  return { ...packs, ...(format ? { format: format.id } : {}), sized: false };
}

/** A composition product (type 11) is priced only at a size of the chosen panels: no price without one. */
function panelsWithoutSize(doc: DesignDocument, product: DesignProduct): boolean {
  const p = doc.product;
  if (!p.composition || !product.sizes.some((s) => s.compositionId !== undefined)) return false;
  return !product.sizes.some((s) => String(s.compositionId) === p.composition && s.width === p.width && s.height === p.height);
}

export function designPricePayload(doc: DesignDocument, product: DesignProduct): PayloadInput<'calculateCustomPrice'> | undefined {
  if (!canRequestPrice(doc)) return undefined;
  // SPEC.md prices a composition alone; this shop prices panels as a surcharge on a catalogue size, so the panels
  // chosen before a size would only get "Please choose a size." back: wait for the size.
  const p = doc.product;
  if (p.composition && !p.device && !p.model && (p.width === null || p.height === null)) return undefined;
  if (panelsWithoutSize(doc, product)) return undefined;
  const extra = designOptions(doc, product);
  if (product.rugFormats.length > 0 && !extra.format) return undefined;
  const { productId, quantity, options: o } = buildCartPayload(doc);
  return {
    productId,
    quantity,
    ...(o.width !== undefined && extra.sized ? { width: o.width } : {}),
    ...(o.height !== undefined && extra.sized ? { height: o.height } : {}),
    ...(o.composition !== undefined ? { composition: o.composition } : {}),
    ...(o.device !== undefined ? { device: o.device } : {}),
    ...(extra.pack !== undefined ? { pack: extra.pack } : {}),
    ...(o.model !== undefined ? { model: o.model } : {}),
    ...(o.modelSize !== undefined ? { modelSize: o.modelSize } : {}),
    ...(o.materialColor !== undefined ? { materialColor: o.materialColor } : {}),
    ...(o.tissue !== undefined ? { tissue: o.tissue } : {}),
    ...(o.mechanism !== undefined ? { mechanism: o.mechanism } : {}),
    ...(o.drop !== undefined ? { drop: o.drop } : {}),
    options: {
      ...(extra.customPack !== undefined ? { customPack: extra.customPack } : {}),
      ...(extra.format !== undefined ? { format: extra.format } : {}),
    },
  };
}
