import { buildCartPayload, EXPORT_PNG_WIDTH, type DesignDocument } from '../../editor-engine';
import type { RenderClient } from '../../workers/client';
import type { DesignerPageData } from '../data/designerPage';
import type { PayloadInput } from '../../contract';
import { designOptions, type DesignProduct } from './designPrice';

// Designer add to cart (SPEC.md sections 3 and 4): the design exported in the render worker (SVG and PNG, the same
// code as the QA replay and the server's print files), both stored with upload-image-svg, then add-to-cart (or
// modify-cart-item when changing a cart item) with the designer payload and the document itself. Each step is timed
// for the benchmark.

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
  const [svg, png] = await Promise.all([deps.render.exportSvg(doc, { images: 'reference' }), deps.render.exportPng(doc, EXPORT_PNG_WIDTH)]);
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
