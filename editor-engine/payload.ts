import { drawnObjects } from './export/scene.js';
import type { DesignDocument } from './model.js';
import { isClothing } from './productTypes.js';

// The designer cart payload as the server's add-to-cart contract (contract/shopping.ts, addToCartPayload) reads it:
// unset fields are left out (the contract has no nulls), ids are numbers. editor-engine cannot import contract/, so
// payload.test.ts parses these payloads with it.

export interface DesignElements {
  backgroundColor?: string;
  texts: { text: string; font: string; fontFile: string; rightToLeft: boolean; color: string }[];
  /** Image sources, as `{ src }` items (the contract's shape). */
  images: { src: string }[];
}

export interface ShapeOption {
  value: string;
  name: string;
  width?: number;
  height?: number;
}

/** An id as the page or the document holds it: a number, or a string of digits (the document stores strings). */
export type IdInput = number | string | null | undefined;

/** Things the document does not hold: upload results and page context. */
export interface PayloadExtras {
  personalizedImage?: string | null;
  personalizedSVG?: string | null;
  referrer?: string | null;
  color?: IdInput;
  materialColor?: IdInput;
  /** Panel size, a length in the product's unit. */
  panelSize?: number | null;
  /** Trim, 0–100. */
  trim?: number | null;
  convertUM?: boolean;
  isLocked?: boolean;
  complements?: unknown[];
  crossSellingProducts?: unknown[];
}

/** Thrown when the document holds something the cart cannot take (an id that is not a number, an inline image). */
export class PayloadError extends Error {
  constructor(field: string, problem: string) {
    super(`Cannot build the cart payload: ${field} ${problem}`);
    this.name = 'PayloadError';
  }
}

const MAX_ID = 2 ** 31 - 1;

/**
 * The one place ids become numbers. The document keeps product context ids as strings (they come from page data);
 * the server wants positive integers. Unset gives undefined (left out); anything not a plain id throws, so garbage
 * is never sent.
 */
export function toId(value: IdInput, field: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw new PayloadError(field, `is not a numeric id: ${JSON.stringify(String(value).slice(0, 40))}`);
  return n;
}

/** Drops null and undefined entries: the contract's optional fields must be absent, not null. */
function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as never;
}

const SHAPE_NAMES: Record<string, string> = { original: 'Original', circle: 'Circle', square: 'Square', rectangle: 'Rectangle' };

/** Design elements of the cart payload: background colour, every printed text with its style, every printed image source. */
export function designElements(doc: DesignDocument): DesignElements {
  const texts: DesignElements['texts'] = [];
  const images: DesignElements['images'] = [];
  for (const o of drawnObjects(doc)) {
    if (o.kind === 'text') texts.push({ text: o.text, font: o.font, fontFile: o.fontFile, rightToLeft: o.rightToLeft, color: o.fill });
    // The cart stores sources, not image bytes: inline images must be uploaded first and replaced by their route.
    else if (o.src.startsWith('data:')) throw new PayloadError(`objects.${o.id}.src`, 'is an inline data: image; upload it first');
    else images.push({ src: o.src });
  }
  return { ...defined({ backgroundColor: doc.backgroundColor }), texts, images };
}

/** The designer cart payload of SPEC.md section 3 (sent to /ajax/shopping/add-to-cart). */
export function buildCartPayload(doc: DesignDocument, extras: PayloadExtras = {}) {
  const p = doc.product;
  const shape: ShapeOption = { value: doc.shape.kind, name: SHAPE_NAMES[doc.shape.kind], ...defined({ width: p.width, height: p.height }) };
  return {
    productId: p.productId,
    quantity: p.quantity,
    options: {
      ...defined({
        composition: toId(p.composition, 'product.composition'),
        width: p.width,
        height: p.height,
        device: toId(p.device, 'product.device'),
        personalizedImage: extras.personalizedImage,
        personalizedSVG: extras.personalizedSVG,
        color: toId(extras.color, 'color'),
        pack: p.pack,
        panelSize: extras.panelSize,
        trim: extras.trim,
        model: toId(p.model, 'product.model'),
        // clothing (type 9) keeps its fabric colour as the document's material
        materialColor: toId(extras.materialColor ?? (isClothing(p.typeCode) ? p.material : null), 'materialColor'),
        modelSize: p.modelSize,
        tissue: toId(p.tissue, 'product.tissue'),
        mechanism: toId(p.mechanism, 'product.mechanism'),
        chainPosition: toId(p.chainPosition, 'product.chainPosition'),
        drop: toId(p.drop, 'product.drop'),
        referrer: extras.referrer,
      }),
      shape,
      effect: doc.effect,
      designElements: designElements(doc),
      roundedCorners: doc.shape.rounded,
    },
    complements: extras.complements ?? [],
    crossSellingProducts: extras.crossSellingProducts ?? [],
    convertUM: extras.convertUM ?? false,
    isLocked: extras.isLocked ?? false,
  };
}
