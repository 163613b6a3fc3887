import { buildCartPayload, type DesignDocument } from '../../editor-engine';
import type { RenderClient } from '../../workers/client';
import type { DesignerPageData } from '../data/designerPage';
import type { PayloadInput } from '../../contract';
import { DESIGN_PICTURE_SIDE } from '../../contract/pictures';
import { designOptions, type DesignProduct } from './designPrice';
import { displayCopies } from './imageCache';

// Designer add to cart (SPEC.md sections 3 and 4): the design exported in the render worker (SVG and PNG, the same
// code as the QA replay and the server's print files), both stored with upload-image-svg, then add-to-cart (or
// modify-cart-item when changing a cart item) with the designer payload and the document itself. Each step is timed
// for the benchmark.
//
// The PNG is the cart's picture of the line (the server renders the print proof and the print file itself, from the
// document and the full-size uploads): it is exported at the size the cart shows it, from the canvas's downscaled
// copies of the shopper's photos (issue 26, item 13: a 12-megapixel photo decoded again took most of 1.9 s).

/** The width of the cart picture: its longest side DESIGN_PICTURE_SIDE, the canvas's proportions kept. */
export function cartPictureWidth(doc: DesignDocument): number {
  const { width, height } = doc.canvas;
  return Math.max(1, Math.round(DESIGN_PICTURE_SIDE * Math.min(1, width / height)));
}

export interface DesignCartResult {
  count?: number;
  timings: { exportMs: number; uploadMs: number; addMs: number };
}

const dataUrl = (png: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
  });

export async function putDesignInCart(
  doc: DesignDocument,
  deps: { render: RenderClient; data: DesignerPageData; product: DesignProduct; itemId?: number; referrer?: string },
): Promise<DesignCartResult> {
  const t0 = performance.now();
  // images by reference in the SVG (the shop's own routes): embedding a 12-megapixel photo would not fit the upload
  const [svg, png] = await Promise.all([
    deps.render.exportSvg(doc, { images: 'reference' }),
    deps.render.exportPng(doc, cartPictureWidth(doc), { copies: displayCopies(doc) }),
  ]);
  const t1 = performance.now();
  const stored = await deps.data.uploadDesign({ svg, png: await dataUrl(png), productId: doc.product.productId });
  const t2 = performance.now();
  // editor-engine cannot import the contract; its payload test parses these payloads with addToCartPayload
  const base = buildCartPayload(doc, { personalizedImage: stored.file, personalizedSVG: stored.fileSVG, referrer: deps.referrer });
  // as the live price asked it (designPrice.ts): a pack of the shopper's own as customPack, a rug by its format
  const { pack, customPack, format, sized } = designOptions(doc, deps.product);
  const { width, height, pack: _pack, ...options } = base.options;
  const payload = {
    ...base,
    options: {
      ...options,
      ...(sized && width !== undefined ? { width } : {}),
      ...(sized && height !== undefined ? { height } : {}),
      ...(pack !== undefined ? { pack } : {}),
      ...(customPack !== undefined ? { customPack } : {}),
      ...(format !== undefined ? { format } : {}),
    },
    design: doc as unknown as Record<string, unknown>,
  } as PayloadInput<'addToCart'>;
  const r = deps.itemId !== undefined ? await deps.data.modifyCartItem({ ...payload, id: deps.itemId }) : await deps.data.addToCart(payload);
  const t3 = performance.now();
  // the split, readable in DevTools and by bench/designer.bench.ts
  performance.measure('designer:export', { start: t0, end: t1 });
  performance.measure('designer:upload', { start: t1, end: t2 });
  performance.measure('designer:add', { start: t2, end: t3 });
  return { count: 'count' in r ? r.count : undefined, timings: { exportMs: t1 - t0, uploadMs: t2 - t1, addMs: t3 - t2 } };
}
