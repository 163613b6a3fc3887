import { describe, expect, it } from 'vitest';
import { trackCartView, viewCartEvent } from './tracking';

const dataLayer = [
  { ref: 'CV-001', name: 'Lake canvas', quantity: 2, price: 1995, brand: 'Atelier', listType: 'canvas' },
  { ref: 'ST-010', name: 'Tree of life', quantity: 1, price: 1250, discount: 125, brand: 'Atelier', listName: 'Best sellers', listPosition: 3 },
];

describe('cart-view tracking', () => {
  it('turns the shopping-cart dataLayer into one view_cart event in major units', () => {
    expect(viewCartEvent(dataLayer, { currency: 'EUR', total: 5240 })).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'EUR',
        value: 52.4,
        items: [
          { item_id: 'CV-001', item_name: 'Lake canvas', item_brand: 'Atelier', price: 19.95, quantity: 2, item_category: 'canvas' },
          {
            item_id: 'ST-010',
            item_name: 'Tree of life',
            item_brand: 'Atelier',
            price: 12.5,
            quantity: 1,
            discount: 1.25,
            index: 3,
            item_list_name: 'Best sellers',
          },
        ],
      },
    });
  });

  it('pushes through the shared track helper, creating dataLayer when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackCartView(dataLayer, { currency: 'EUR', total: 5240 }, target);
    trackCartView([], { currency: 'EUR', total: 0 }, target);
    expect(target.dataLayer).toHaveLength(2);
    expect(target.dataLayer![0]).toMatchObject({ event: 'view_cart', ecommerce: { value: 52.4 } });
    expect(target.dataLayer![1]).toEqual({ event: 'view_cart', ecommerce: { currency: 'EUR', value: 0, items: [] } });
  });
});
