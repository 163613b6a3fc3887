// The page's side of the size rules (SPEC.md sections 4 and 5): what the shopper typed, when a price may be asked,
// and the texts of the alerts. The rules themselves (alerts, rounding, inches) are shared with the server and the
// designer: rules/size.ts. The words come from the server with the product (customSize.messages).
import type { ProductDetail } from '../../contract/catalog';
import { interpolate } from '../../rules/messages';
import {
  lengthInUnit,
  limitsInUnit,
  sizeAlert,
  sizeAlertMessageKey,
  type LengthUnit,
  type SizeAlert,
  type SizeLimits,
  type SizeMessageKey,
} from '../../rules/size';

/** A product's custom size limits and size texts, as the catalogue call answers them. */
export type ProductSizeLimits = NonNullable<ProductDetail['customSize']>;

/** Parses what the shopper typed in a size field: a positive number (comma or dot decimals) or undefined. */
export function parseLength(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 && Number.isFinite(n) ? n : undefined;
}

/** Something typed in a size field that is not a size (letters, 0, -5): the page says so instead of waiting. */
export const isInvalidLength = (text: string): boolean => text.trim() !== '' && parseLength(text) === undefined;

/**
 * The alert of typed size fields (the product page's and the designer's): a text that is not a size says so first
 * ('invalid': 0, -5, letters), then the limits judge the size in centimetres. Undefined when nothing is refused.
 */
export function typedSizeAlert(texts: readonly string[], widthCm: number | undefined, heightCm: number | undefined, limits: SizeLimits): SizeAlert | undefined {
  return texts.some(isInvalidLength) ? 'invalid' : sizeAlert(widthCm, heightCm, limits);
}

/**
 * A size text from the server's templates, filled in the shopper's unit: the limits converted, plus any values of
 * the message (`width`/`height` of a rounding notice, already in the unit).
 */
export function sizeMessage(limits: ProductSizeLimits, key: SizeMessageKey, unit: LengthUnit, values: Record<string, number> = {}): string {
  const shown = limitsInUnit(limits, unit);
  const threshold = limits.upperThreshold === undefined ? undefined : lengthInUnit(limits.upperThreshold, unit);
  const params = {
    minWidth: shown.minWidth,
    minHeight: shown.minHeight,
    maxWidth: shown.maxWidth,
    maxHeight: shown.maxHeight,
    unit,
    ...(threshold === undefined ? {} : { threshold }),
    ...values,
  };
  return interpolate(limits.messages[key], params);
}

/** The text of a size alert in the shopper's unit. */
export const sizeAlertText = (alert: SizeAlert, limits: ProductSizeLimits, unit: LengthUnit): string => sizeMessage(limits, sizeAlertMessageKey(alert), unit);

export interface PriceableSize {
  /** A preset (catalogue) size is chosen. */
  presetChosen: boolean;
  width?: number;
  height?: number;
  /** The product has no size at all (packs, formats, clothing only). */
  sizeless: boolean;
  isBlind: boolean;
  alert?: SizeAlert;
}

/**
 * Whether a price may be requested for the size part of the configuration: a preset, or a complete custom size without
 * an alert (SPEC.md section 5; blinds need both width and height, like every custom size here).
 */
export function sizeAllowsPrice(s: PriceableSize): boolean {
  if (s.sizeless || s.presetChosen) return true;
  if (s.alert) return false;
  return s.width !== undefined && s.height !== undefined;
}
