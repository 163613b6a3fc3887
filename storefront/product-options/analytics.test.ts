import { describe, expect, it } from 'vitest';
import { track } from '../common/analytics';
import { cartEvent, sendConversion } from './analytics';

describe('tracking', () => {
  const result = {
    done: true as const,
    count: 3,
    cartItems: [
      {
        reference: 'VC001',
        name: 'Tree',
        brand: 'Atelier',
        currency: 'EUR',
        price: 3500,
        quantity: 2,
        totalPrice: 7000,
        id: 5,
        options: { size: '90 x 82 cm', colorApaCode: '3' },
      },
    ],
  };
  it('an add becomes an add_to_cart event in major units', () => {
    expect(cartEvent(result, 'add')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 70,
        items: [{ item_id: 'VC001', item_name: 'Tree', item_brand: 'Atelier', price: 35, quantity: 2, item_variant: '90 x 82 cm / 3', cart_item_id: 5 }],
      },
    });
    expect(cartEvent(result, 'modify').event).toBe('modify_cart_item');
  });
  it('pushes to dataLayer, creating it when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    track(cartEvent(result, 'add'), target);
    track(cartEvent(result, 'add'), target);
    expect(target.dataLayer).toHaveLength(2);
  });

  it("relays an add to the conversions call, never a crawler's, and never throws", async () => {
    const sent: unknown[] = [];
    const data = { conversion: async (event: string, payload: unknown) => (sent.push({ event, payload }), true) };
    const shopper = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect(await sendConversion(result, 'add', shopper, data)).toBe(true);
    expect(sent).toEqual([{ event: 'add-to-cart', payload: { currency: 'EUR', value: 70, content_ids: ['VC001'], num_items: 2 } }]);
    expect(await sendConversion(result, 'add', 'Googlebot/2.1 (+http://www.google.com/bot.html)', data)).toBe(false);
    expect(await sendConversion(result, 'modify', shopper, data)).toBe(false);
    expect(sent).toHaveLength(1);
    const failing = { conversion: async () => Promise.reject(new Error('down')) };
    expect(await sendConversion(result, 'add', shopper, failing)).toBe(false);
  });
});
