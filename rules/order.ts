// Checkout's contact and delivery address: what an order needs before it is placed. The server refuses with these
// message keys (translated in server/i18n); the checkout page checks the same rule before sending.

export const DELIVERY_COUNTRIES = ['ES', 'DK', 'DE', 'FR', 'IT', 'PT', 'NL', 'BE', 'SE', 'GB', 'IE', 'AT'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export interface OrderContact {
  name: string;
  email: string;
  phone?: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export type OrderField = keyof OrderContact;

export const ORDER_FIELD_KEYS = {
  name: 'order-name-required',
  email: 'order-email-invalid',
  phone: 'order-phone-invalid',
  street: 'order-street-required',
  postcode: 'order-postcode-invalid',
  city: 'order-city-required',
  country: 'order-country-unknown',
} as const satisfies Record<OrderField, string>;

export type OrderMessageKey = (typeof ORDER_FIELD_KEYS)[OrderField];

/** The longest value a field keeps (a longer one is refused, never cut). */
export const ORDER_FIELD_MAX = 200;

const POSTCODE: Partial<Record<DeliveryCountry, RegExp>> = {
  ES: /^\d{5}$/,
  DK: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  AT: /^\d{4}$/,
};
const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
// One @, something before it, a dot in the domain, no spaces: what shops check; the real test is the mail itself.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

const filled = (s: string | undefined) => (s ?? '').trim().length > 0;
const tooLong = (s: string | undefined) => (s ?? '').length > ORDER_FIELD_MAX;

export function isDeliveryCountry(c: string): c is DeliveryCountry {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(c);
}

/** Every field that is missing or wrong, in the form's order, with its message key. Empty: the order may be placed. */
export function orderContactProblems(c: Partial<OrderContact>): { field: OrderField; key: OrderMessageKey }[] {
  const bad: OrderField[] = [];
  if (!filled(c.name) || tooLong(c.name)) bad.push('name');
  if (!EMAIL.test((c.email ?? '').trim()) || tooLong(c.email)) bad.push('email');
  if (filled(c.phone) && !PHONE.test(c.phone!.trim())) bad.push('phone');
  if (!filled(c.street) || tooLong(c.street)) bad.push('street');
  const country = (c.country ?? '').trim().toUpperCase();
  const postcode = (c.postcode ?? '').trim();
  const pattern = isDeliveryCountry(country) ? (POSTCODE[country] ?? ANY_POSTCODE) : ANY_POSTCODE;
  if (!pattern.test(postcode)) bad.push('postcode');
  if (!filled(c.city) || tooLong(c.city)) bad.push('city');
  if (!isDeliveryCountry(country)) bad.push('country');
  return bad.map((field) => ({ field, key: ORDER_FIELD_KEYS[field] }));
}
