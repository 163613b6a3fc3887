import { describe, expect, it } from 'vitest';
import { orderContactProblems } from './order';

const good = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
const fields = (c: object) => orderContactProblems(c).map((p) => p.field);

describe('order contact and address', () => {
  it('accepts a complete address, with or without a phone', () => {
    expect(orderContactProblems(good)).toEqual([]);
    expect(orderContactProblems({ ...good, phone: '+34 600 123 456' })).toEqual([]);
  });

  it('names every missing or wrong field, in the form order, with its message key', () => {
    expect(orderContactProblems({})).toEqual([
      { field: 'name', key: 'order-name-required' },
      { field: 'email', key: 'order-email-invalid' },
      { field: 'street', key: 'order-street-required' },
      { field: 'postcode', key: 'order-postcode-invalid' },
      { field: 'city', key: 'order-city-required' },
      { field: 'country', key: 'order-country-unknown' },
    ]);
    expect(fields({ ...good, name: '   ', email: 'ana@example' })).toEqual(['name', 'email']);
    expect(fields({ ...good, phone: 'call me' })).toEqual(['phone']);
    expect(fields({ ...good, city: 'x'.repeat(201) })).toEqual(['city']);
  });

  it('checks the postcode by the country', () => {
    expect(fields({ ...good, postcode: '2801' })).toEqual(['postcode']);
    expect(fields({ ...good, country: 'DK', postcode: '2100' })).toEqual([]);
    expect(fields({ ...good, country: 'DK', postcode: '28013' })).toEqual(['postcode']);
    expect(fields({ ...good, country: 'GB', postcode: 'SW1A 1AA' })).toEqual([]);
    expect(fields({ ...good, country: 'XX' })).toEqual(['country']);
  });
});
