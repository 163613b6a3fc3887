// Rules shared by every pricing model: quantity, colour, orientation, composition and canvas material.
import type { Product } from '../catalog/model';
import { forcesNormalOrientation } from '../../rules/orientation';
import { isValidQuantity, MIN_QUANTITY } from '../../rules/quantity';
import { shapeFitsSize } from '../../rules/shape';
import { findCatalogueSize } from './resolve-size';
import { priceError, type BreakdownLine, type PriceConfig, type PriceError } from './types';

export function checkQuantity(quantity: number): PriceError | undefined {
  return isValidQuantity(quantity) ? undefined : priceError('quantity', 'quantity-invalid', { min: MIN_QUANTITY });
}

export function checkColourAndOrientation(product: Product, config: PriceConfig): PriceError | undefined {
  if (config.color !== undefined && !(product.colours ?? []).includes(config.color)) {
    return priceError('color', 'color-unknown', { color: config.color });
  }
  if (config.reversed) {
    if (!product.orientation) return priceError('orientation', 'orientation-not-allowed', {});
    if (config.color !== undefined && forcesNormalOrientation(config.color)) {
      return priceError('orientation', 'orientation-forced-normal', { color: config.color });
    }
  }
  return undefined;
}

export interface Surcharges {
  percent: number;
  lines: { label: string; percent: number }[];
}

/**
 * Composition and canvas material surcharges, both percentages of the model's price, added together.
 * The composition is the catalogue size's compositionId, else config.composition; the canvas material is
 * config.materialCanvas, else the size's own material. A size of another material is an error.
 */
export function shapeSurcharges(product: Product, config: PriceConfig): Surcharges | PriceError {
  const size = findCatalogueSize(product, config);
  const lines: Surcharges['lines'] = [];
  // A size made for some panels (type 11's "3 x 30 x 60 cm") is priced with them, whatever composition the
  // configuration carries (the product page's default is the first one): the size buttons, the summary and the cart
  // then say the same price.
  const compositionId = size?.compositionId ?? config.composition;
  if (compositionId !== undefined) {
    const composition = product.compositions?.find((c) => c.id === compositionId);
    if (!composition) return priceError('composition', 'composition-unknown', { composition: compositionId });
    lines.push({ label: `composition ${composition.name}`, percent: composition.surchargePercent });
  }
  if (size?.materialCanvas && config.materialCanvas && size.materialCanvas !== config.materialCanvas) {
    return priceError('size', 'size-other-material', { materialCanvas: config.materialCanvas });
  }
  const materialId = config.materialCanvas ?? size?.materialCanvas;
  if (materialId !== undefined) {
    const material = product.canvasMaterials?.find((m) => m.id === materialId);
    if (!material) return priceError('materialCanvas', 'material-canvas-unknown', { materialCanvas: materialId });
    lines.push({ label: `material ${material.name}`, percent: material.surchargePercent });
  }
  return { percent: lines.reduce((sum, l) => sum + l.percent, 0), lines };
}

export function surchargeLines(amount: number, surcharges: Surcharges): BreakdownLine[] {
  return surcharges.lines.filter((l) => l.percent !== 0).map((l) => ({ label: l.label, amount: (amount * l.percent) / 100 }));
}

/**
 * A circle or a square is made at a square size (rules/shape.ts): the size priced (`priced`, a custom size as rounded),
 * else the catalogue size or the rug format chosen. Another size would print and cut an ellipse: refused.
 */
export function checkShapeSize(product: Product, config: PriceConfig, priced?: { width: number; height: number }): PriceError | undefined {
  if (!config.shape) return undefined;
  const format = config.rugFormat !== undefined ? product.rugFormats?.find((f) => f.id === config.rugFormat) : undefined;
  const size =
    priced ?? findCatalogueSize(product, config) ?? format ?? (config.width && config.height ? { width: config.width, height: config.height } : undefined);
  if (!size || shapeFitsSize(config.shape, size.width, size.height)) return undefined;
  return priceError('size', 'shape-needs-square-size', {});
}
