import { SIZE_MESSAGE_KEYS } from '../../rules/size';

// Every message key the pricing engine emits; server/i18n translates each of them (checked by the compiler).
export const PRICING_MESSAGE_KEYS = [
  // the size alerts, warning and notices: the shared size rule's keys (rules/size.ts)
  ...SIZE_MESSAGE_KEYS,
  'quantity-invalid',
  'size-required',
  'size-unknown',
  'size-not-custom',
  'size-other-material',
  'size-blind-needs-both',
  'height-no-ratio',
  'height-width-out-of-range',
  'device-unknown',
  'pack-required',
  'pack-unknown',
  'pack-invalid',
  'pack-too-small',
  'pack-too-large',
  'pack-not-available',
  'color-required',
  'color-unknown',
  'orientation-not-allowed',
  'orientation-forced-normal',
  'composition-unknown',
  'material-canvas-unknown',
  'model-required',
  'model-unknown',
  'model-size-required',
  'model-size-unknown',
  'material-color-required',
  'material-color-unknown',
  'tissue-required',
  'tissue-unknown',
  'mechanism-required',
  'mechanism-unknown',
  'drop-required',
  'drop-unknown',
  'rug-format-required',
  'rug-format-unknown',
] as const;

export type PricingMessageKey = (typeof PRICING_MESSAGE_KEYS)[number];
