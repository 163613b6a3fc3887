import fs from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '../catalog/model';
import { orderedObjects, preflight, textInkBox, DEFAULT_PRINT_SPEC, type DesignDocument, type PreflightWarning, type TextMeasure } from '../../editor-engine';
import { FontCache } from '../../workers/fonts/cache';
import { fontPath } from '../../workers/fonts/catalogue';
import { outlineTextBox } from '../../workers/text/layout';

/**
 * The designer's preflight, recomputed by the server from the stored document at the size the line is priced at
 * (the cart's own width and height, not what the page claimed), with each text judged by what its real font inks as
 * the export outlines it. Warnings are kept with the cart item and never refuse it.
 */
export class PreflightService {
  private readonly fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

  async check(product: Product, doc: DesignDocument, stored: Record<string, unknown>): Promise<PreflightWarning[]> {
    const size = orderedSizeCm(stored, product);
    const sized: DesignDocument = size ? { ...doc, product: { ...doc.product, unit: 'cm', width: size.width, height: size.height } } : doc;
    const files = new Set(orderedObjects(doc).flatMap((o) => (o.kind === 'text' ? [o.fontFile] : [])));
    await Promise.all([...files].map((f) => this.fonts.loadStack(f)));
    const measure: TextMeasure = (t) => textInkBox(outlineTextBox(this.fonts.stack(t.fontFile), t), t);
    return preflight(sized, product.print ?? DEFAULT_PRINT_SPEC, measure);
  }
}

/** The physical size a line is made at (cm), and the panels it is cut into when more than one (type 11). */
export interface OrderedSize {
  width: number;
  height: number;
  panels?: number;
}

/**
 * The physical size (cm) a cart or order line is made at: its catalogue size, its rug format's size, the garment's
 * print area (a t-shirt line has a model and a clothing size, not a width), else its custom width and height.
 * With `product`, a size of several panels says how many. Null when nothing names a size.
 */
export function orderedSizeCm(o: Record<string, unknown>, product?: Product): OrderedSize | null {
  const size = o.size as { width?: unknown; height?: unknown; compositionId?: unknown } | undefined;
  const format = typeof o.format === 'string' ? product?.rugFormats?.find((f) => f.id === o.format) : undefined;
  const area = product?.pricing.kind === 'clothing' ? product.printArea : undefined;
  // what the server priced wins over a width and height the page may have sent beside it
  const w = size?.width ?? format?.width ?? area?.width ?? o.width;
  const h = size?.height ?? format?.height ?? area?.height ?? o.height;
  if (!(typeof w === 'number' && typeof h === 'number' && w > 0 && h > 0)) return null;
  const compositionId = size?.compositionId ?? o.composition;
  const panels = product?.compositions?.find((c) => c.id === compositionId)?.panels;
  return panels && panels > 1 ? { width: w, height: h, panels } : { width: w, height: h };
}
