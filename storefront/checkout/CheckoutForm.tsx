import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DELIVERY_COUNTRIES, type OrderField } from '../../rules/order';
import { newIdempotencyKey, orderData, type OrderContactInput } from '../data/order';
import { shopperMessage } from '../api/errors';
import { useCart } from '../shared/cart/store';

// Contact and delivery address, then "Place order". The server judges the fields (rules/order.ts) and answers each
// problem in the shopper's language; they are shown beside their fields. One idempotency key per visit of the page:
// a double click or a retry after a timeout answers the same order.

const FIELDS: { field: Exclude<OrderField, 'country'>; label: string; autoComplete: string; type?: string; optional?: boolean }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { field: 'phone', label: 'Phone (optional)', autoComplete: 'tel', type: 'tel', optional: true },
  { field: 'street', label: 'Street and number', autoComplete: 'street-address' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { field: 'city', label: 'Town or city', autoComplete: 'address-level2' },
];

const COUNTRY_NAMES: Record<(typeof DELIVERY_COUNTRIES)[number], string> = {
  ES: 'Spain',
  DK: 'Denmark',
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  PT: 'Portugal',
  NL: 'Netherlands',
  BE: 'Belgium',
  SE: 'Sweden',
  GB: 'United Kingdom',
  IE: 'Ireland',
  AT: 'Austria',
};

export function CheckoutForm() {
  const key = useRef(newIdempotencyKey());
  const [, navigate] = useLocation();
  const [values, setValues] = useState<OrderContactInput>({ name: '', email: '', phone: '', street: '', postcode: '', city: '', country: 'ES' });
  const [issues, setIssues] = useState<Partial<Record<OrderField, string>>>({});
  const [error, setError] = useState<string>();
  const [placing, setPlacing] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (placing) return;
    setPlacing(true);
    setError(undefined);
    try {
      const placed = await orderData.place(key.current, { ...values, phone: values.phone || undefined });
      void useCart.getState().refresh(); // the header's count: the cart is empty now
      navigate(placed.orderUrl);
    } catch (err) {
      const fieldIssues = (err as { issues?: { path: string; message: string }[] }).issues ?? [];
      setIssues(Object.fromEntries(fieldIssues.map((i) => [i.path.replace(/^contact\./, ''), i.message])));
      setError(shopperMessage(err));
      setPlacing(false);
    }
  };

  const set = (field: OrderField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <form className="checkout-card checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-address-title" data-testid="checkout-form">
      <h2 id="checkout-address-title">Contact and delivery</h2>
      {FIELDS.map(({ field, label, autoComplete, type }) => (
        <label key={field} className="checkout-field">
          <span>{label}</span>
          <input
            name={field}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            value={values[field] ?? ''}
            onChange={(e) => set(field)(e.target.value)}
            aria-invalid={issues[field] ? true : undefined}
            aria-describedby={issues[field] ? `checkout-${field}-issue` : undefined}
            data-testid={`checkout-${field}`}
          />
          {issues[field] && (
            <span id={`checkout-${field}-issue`} className="checkout-field__issue" data-testid={`checkout-${field}-issue`}>
              {issues[field]}
            </span>
          )}
        </label>
      ))}
      <label className="checkout-field">
        <span>Country</span>
        <select name="country" autoComplete="country" value={values.country} onChange={(e) => set('country')(e.target.value)} data-testid="checkout-country">
          {DELIVERY_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {COUNTRY_NAMES[c]}
            </option>
          ))}
        </select>
        {issues.country && <span className="checkout-field__issue">{issues.country}</span>}
      </label>
      {error && (
        <p className="checkout-form__error" role="alert" data-testid="checkout-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={placing} aria-busy={placing} data-testid="checkout-place-order">
        {placing ? 'Placing your order…' : 'Place order'}
      </button>
    </form>
  );
}
