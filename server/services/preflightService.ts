import fs from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '../catalog/model';
import { orderedObjects, preflight, textInkBox, DEFAULT_PRINT_SPEC, type DesignDocument, type PreflightWarning, type TextMeasure } from '../../editor-engine';
import { FontCache } from '../../workers/fonts/cache';
import { fontPath } from '../../workers/fonts/catalogue';
import { outlineText } from '../../workers/text/outline';

/**
 * The designer's preflight, recomputed by the server from the stored document at the size the line is priced at
 * (the cart's own width and height, not what the page claimed), with each text judged by what its real font inks as
 * the export outlines it. Warnings are kept with the cart item and never refuse it.
 */
export class PreflightService {
  private readonly fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

  async check(product: Product, doc: DesignDocument, stored: Record<string, unknown>): Promise<PreflightWarning[]> {
    const size = orderedSizeCm(stored);
    const sized: DesignDocument = size ? { ...doc, product: { ...doc.product, unit: 'cm', width: size.width, height: size.height } } : doc;
    const files = new Set(orderedObjects(doc).flatMap((o) => (o.kind === 'text' ? [o.fontFile] : [])));
    await Promise.all([...files].map((f) => this.fonts.load(f)));
    const measure: TextMeasure = (t) => textInkBox(outlineText(this.fonts.get(t.fontFile), t.text, t.fontSize, t.rightToLeft));
    return preflight(sized, product.print ?? DEFAULT_PRINT_SPEC, measure);
  }
}

/** The physical size (cm) a cart line is priced at: a catalogue size or the custom width and height. */
export function orderedSizeCm(o: Record<string, unknown>): { width: number; height: number } | null {
  const size = o.size as { width?: unknown; height?: unknown } | undefined;
  const w = size?.width ?? o.width;
  const h = size?.height ?? o.height;
  return typeof w === 'number' && typeof h === 'number' && w > 0 && h > 0 ? { width: w, height: h } : null;
}
