import { orderedObjects, type DesignDocument } from './model.js';

export interface DesignElements {
  backgroundColor: string | null;
  texts: { text: string; font: string; fontFile: string; rightToLeft: boolean; color: string }[];
  images: string[];
}

export interface ShapeOption {
  value: string;
  name: string;
  width: number | null;
  height: number | null;
}

/** Things the document does not hold: upload results and page context. */
export interface PayloadExtras {
  personalizedImage: string | null;
  personalizedSVG: string | null;
  referrer?: string | null;
  color?: string | null;
  materialColor?: string | null;
  panelSize?: string | null;
  trim?: string | null;
  convertUM?: boolean;
  isLocked?: boolean;
  complements?: unknown[];
  crossSellingProducts?: unknown[];
}

const SHAPE_NAMES: Record<string, string> = { original: 'Original', circle: 'Circle', square: 'Square', rectangle: 'Rectangle' };

/** Design elements of the cart payload: background colour, every text with its style, every image source. */
export function designElements(doc: DesignDocument): DesignElements {
  const texts: DesignElements['texts'] = [];
  const images: string[] = [];
  for (const o of orderedObjects(doc)) {
    if (o.kind === 'text') texts.push({ text: o.text, font: o.font, fontFile: o.fontFile, rightToLeft: o.rightToLeft, color: o.fill });
    else images.push(o.src);
  }
  return { backgroundColor: doc.backgroundColor, texts, images };
}

/** The designer cart payload of SPEC.md section 3 (sent to /ajax/shopping/add-to-cart). */
export function buildCartPayload(doc: DesignDocument, extras: PayloadExtras) {
  const p = doc.product;
  const shape: ShapeOption = { value: doc.shape.kind, name: SHAPE_NAMES[doc.shape.kind], width: p.width, height: p.height };
  return {
    productId: p.productId,
    quantity: p.quantity,
    options: {
      composition: p.composition,
      width: p.width,
      height: p.height,
      device: p.device,
      shape,
      effect: doc.effect,
      personalizedImage: extras.personalizedImage,
      personalizedSVG: extras.personalizedSVG,
      color: extras.color ?? null,
      pack: p.pack,
      panelSize: extras.panelSize ?? null,
      trim: extras.trim ?? null,
      model: p.model,
      materialColor: extras.materialColor ?? null,
      modelSize: p.modelSize,
      tissue: p.tissue,
      mechanism: p.mechanism,
      chainPosition: p.chainPosition,
      drop: p.drop,
      designElements: designElements(doc),
      roundedCorners: doc.shape.rounded,
      referrer: extras.referrer ?? null,
    },
    complements: extras.complements ?? [],
    crossSellingProducts: extras.crossSellingProducts ?? [],
    convertUM: extras.convertUM ?? false,
    isLocked: extras.isLocked ?? false,
  };
}

export type DesignerCartPayload = ReturnType<typeof buildCartPayload>;
