import { describe, expect, it } from 'vitest';
import { estimateShipping } from './cartShipping';

const rules = { standard: 495, express: 995, freeShippingFrom: 6000, expressFreeShippingFrom: 12000 };

describe('estimateShipping', () => {
  it('charges standard shipping below the free-shipping threshold and says how much is missing', () => {
    expect(estimateShipping(rules, { merchandise: 2000, hasItems: true, freeStandard: false })).toEqual({
      standard: 495,
      free: { threshold: 6000, remaining: 4000, reached: false },
      freeExpress: { threshold: 12000, remaining: 10000, reached: false },
    });
  });
  it('ships free from the threshold on, exactly at it included', () => {
    const at = estimateShipping(rules, { merchandise: 6000, hasItems: true, freeStandard: false });
    expect(at.standard).toBe(0);
    expect(at.free.reached).toBe(true);
    expect(at.freeExpress.reached).toBe(false);
    expect(estimateShipping(rules, { merchandise: 5999, hasItems: true, freeStandard: false }).standard).toBe(495);
  });
  it('reaches free express from its own threshold', () => {
    const e = estimateShipping(rules, { merchandise: 12000, hasItems: true, freeStandard: false });
    expect(e.freeExpress).toEqual({ threshold: 12000, remaining: 0, reached: true });
  });
  it('an empty cart ships nothing; a free-shipping voucher or membership ships free', () => {
    expect(estimateShipping(rules, { merchandise: 0, hasItems: false, freeStandard: false }).standard).toBe(0);
    expect(estimateShipping(rules, { merchandise: 1000, hasItems: true, freeStandard: true }).standard).toBe(0);
  });
  it('says free shipping is reached when a voucher or membership already makes it free', () => {
    expect(estimateShipping(rules, { merchandise: 1000, hasItems: true, freeStandard: true }).free).toEqual({ threshold: 6000, remaining: 0, reached: true });
  });
});
