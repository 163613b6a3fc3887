// Messages of the shop calls: cookies-message, info-dialog, translation/translate, get-max-size-error, free shipping.
import { isCookieMessageType, isInfoDialogType, isTranslationType } from './keys';
import { formatMoney, formatNumber } from './money';
import { t } from './translate';

/** The text for a cookies-message type, or undefined for an unknown type. */
export function cookiesMessage(locale: string, type: string): string | undefined {
  return isCookieMessageType(type) ? t(locale, type) : undefined;
}

/** Title and text of an info-dialog type, or undefined for an unknown type. */
export function infoDialog(locale: string, type: string): { title: string; text: string } | undefined {
  if (!isInfoDialogType(type)) return undefined;
  return { title: t(locale, `info-${type}-title`), text: t(locale, `info-${type}-text`) };
}

/** A size in bytes as '15 MB' / '250 MB' (MB = 1024 * 1024 bytes, at most one decimal). */
export function formatMegabytes(bytes: number, locale: string): string {
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${formatNumber(mb, locale)} MB`;
}

/** translation/translate: the upload max-size message of that type, or undefined for an unknown type. */
export function translateType(locale: string, type: string, maxSizeBytes: number): string | undefined {
  return isTranslationType(type) ? t(locale, type, { maxSize: formatMegabytes(maxSizeBytes, locale) }) : undefined;
}

export interface FreeShippingViews {
  freeShippingView: string;
  freeExpressShippingView: string;
}

function view(locale: string, kind: 'free-shipping' | 'free-express-shipping', threshold: number, total?: number): string {
  if (total === undefined) return t(locale, `${kind}-from`, { amount: formatMoney(threshold, locale) });
  if (total >= threshold) return t(locale, `${kind}-reached`);
  return t(locale, `${kind}-remaining`, { amount: formatMoney(threshold - total, locale) });
}

/**
 * The free-shipping lines: 'Free shipping from €60' without a total; with a total (EUR minor units), how much is
 * missing, or that shipping is free.
 */
export function freeShippingViews(locale: string, rules: { freeShippingFrom: number; expressFreeShippingFrom: number }, total?: number): FreeShippingViews {
  return {
    freeShippingView: view(locale, 'free-shipping', rules.freeShippingFrom, total),
    freeExpressShippingView: view(locale, 'free-express-shipping', rules.expressFreeShippingFrom, total),
  };
}
