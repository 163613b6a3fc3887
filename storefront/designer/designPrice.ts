import { buildCartPayload, canRequestPrice, type DesignDocument } from '../../editor-engine';
import type { PayloadInput } from '../../contract';

// The designer's live price asks what the cart will be asked (the same fields as its payload), and only when
// SPEC.md section 5 allows it: no size alert, and a quantity with a full size, a composition, a device or a model.

export function designPricePayload(doc: DesignDocument): PayloadInput<'calculateCustomPrice'> | undefined {
  if (!canRequestPrice(doc)) return undefined;
  // SPEC.md prices a composition alone; this shop prices panels as a surcharge on a catalogue size, so the panels
  // chosen before a size would only get "Please choose a size." back: wait for the size.
  const p = doc.product;
  if (p.composition && !p.device && !p.model && (p.width === null || p.height === null)) return undefined;
  const { productId, quantity, options: o } = buildCartPayload(doc);
  return {
    productId,
    quantity,
    ...(o.width !== undefined ? { width: o.width } : {}),
    ...(o.height !== undefined ? { height: o.height } : {}),
    ...(o.composition !== undefined ? { composition: o.composition } : {}),
    ...(o.device !== undefined ? { device: o.device } : {}),
    ...(o.pack !== undefined ? { pack: o.pack } : {}),
    ...(o.model !== undefined ? { model: o.model } : {}),
    ...(o.modelSize !== undefined ? { modelSize: o.modelSize } : {}),
    ...(o.materialColor !== undefined ? { materialColor: o.materialColor } : {}),
    ...(o.tissue !== undefined ? { tissue: o.tissue } : {}),
    ...(o.mechanism !== undefined ? { mechanism: o.mechanism } : {}),
    ...(o.drop !== undefined ? { drop: o.drop } : {}),
    options: {},
  };
}
