import type { CSSProperties } from 'react';
import type { ProductDetail } from '../../contract/catalog';
import { ROUNDED_CORNER_SHARE } from '../../rules/shape';

// The product's picture as the shopper sees it with the chosen effect: the product page's main picture and the
// popups' own picture follow the options panel's preview-image answer (OptionsPanel's onPreviewImage).

export interface EffectPicture {
  src: string;
  /** CSS filter showing the effect (the catalogue pictures are SVGs the server does not recolour). */
  filter?: string;
  alt: string;
}

/** The CSS filter showing an effect on a preview-image address (the server appends ?effect=sepia|grayscale). */
export function effectFilter(img: string | undefined): string | undefined {
  if (!img) return undefined;
  const q = img.indexOf('?');
  if (q < 0) return undefined;
  return cssEffect(new URLSearchParams(img.slice(q + 1)).get('effect'));
}

/**
 * The shape a line's picture is cut to (the server appends ?shape=circle|square|rectangle and rounded=1:
 * server/services/linePicture.ts), as CSS: a circle or a square is a square piece, the picture covering it centred
 * as the print does; corners rounded by the cut's rule (rules/shape.ts: a share of the short side).
 */
export function shapeStyle(img: string | undefined): CSSProperties | undefined {
  const q = img?.indexOf('?') ?? -1;
  if (!img || q < 0) return undefined;
  const params = new URLSearchParams(img.slice(q + 1));
  const shape = params.get('shape');
  const square: CSSProperties = { aspectRatio: '1', objectFit: 'cover' };
  const corners = params.get('rounded') === '1' ? `${ROUNDED_CORNER_SHARE * 100}%` : 0;
  if (shape === 'circle') return { ...square, borderRadius: '50%' };
  if (shape === 'square') return { ...square, borderRadius: corners };
  if (shape === 'rectangle') return { borderRadius: corners };
  return undefined;
}

/** An effect as a CSS filter: the same colour matrices as the designer's export and the print file's pixels. */
export function cssEffect(effect: string | null | undefined): string | undefined {
  if (effect === 'sepia') return 'sepia(1)';
  if (effect === 'grayscale') return 'grayscale(1)';
  return undefined;
}

/** The picture for preview-image's answer; the product's own picture before any answer, or for "original". */
export function effectPicture(product: Pick<ProductDetail, 'name' | 'image' | 'effects'>, previewImage: string | undefined): EffectPicture {
  const src = previewImage || product.image;
  const filter = effectFilter(previewImage);
  const q = src.indexOf('?');
  const id = q < 0 ? undefined : new URLSearchParams(src.slice(q + 1)).get('effect');
  const name = id ? product.effects.find((e) => e.id === id)?.name : undefined;
  return { src, filter, alt: name ? `${product.name}, ${name.toLowerCase()} effect` : product.name };
}
