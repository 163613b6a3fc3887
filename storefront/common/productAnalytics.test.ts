import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contract/common';
import { analyticsAttributes, productAnalytics, trackListView, trackSelect } from './productAnalytics';

const canvas: ProductSummary = {
  id: 8,
  reference: 'CV-001',
  slug: 'dunes-canvas',
  name: 'Dunes canvas',
  category: 'canvas',
  image: '/media/catalog/dunes.jpg',
  brand: 'Atelier',
  fromPrice: 1995,
  formattedFromPrice: '€19.95',
  oldPrice: 2495,
  formattedOldPrice: '€24.95',
};

describe('product analytics data of lists and sliders', () => {
  it('carries the spec fields, as data attributes too', () => {
    const a = productAnalytics(canvas, { name: 'Related products', type: 'related' }, 2);
    expect(a).toEqual({
      ref: 'CV-001',
      name: 'Dunes canvas',
      internalName: 'dunes-canvas',
      listPosition: 2,
      quantity: 1,
      price: 1995,
      discount: 500,
      brand: 'Atelier',
      listName: 'Related products',
      listType: 'related',
    });
    expect(analyticsAttributes(a)).toMatchObject({
      'data-ref': 'CV-001',
      'data-internal-name': 'dunes-canvas',
      'data-list-position': '2',
      'data-discount': '500',
    });
  });

  it('sends list views and clicks to the dataLayer in major units, like the cart view', () => {
    const target: { dataLayer?: unknown[] } = {};
    const a = productAnalytics(canvas, { name: 'Best sellers', type: 'best-sellers' }, 1);
    trackListView([a], { name: 'Best sellers', type: 'best-sellers' }, target);
    const relayed: Array<[string, object]> = [];
    const relay = { conversion: async (event: string, payload?: object) => (relayed.push([event, payload ?? {}]), true) };
    trackSelect(a, target, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', relay);
    trackSelect(a, target, 'Googlebot/2.1 (+http://www.google.com/bot.html)', relay);
    expect(relayed).toEqual([['view-content', { content_ids: ['CV-001'], content_name: 'Dunes canvas', value: 19.95, list: 'Best sellers' }]]);
    expect(target.dataLayer).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Best sellers',
          item_list_id: 'best-sellers',
          items: [
            {
              item_id: 'CV-001',
              item_name: 'Dunes canvas',
              item_brand: 'Atelier',
              price: 19.95,
              quantity: 1,
              discount: 5,
              index: 1,
              item_list_name: 'Best sellers',
              item_category: 'best-sellers',
            },
          ],
        },
      },
      expect.objectContaining({ event: 'select_item' }),
      expect.objectContaining({ event: 'select_item' }),
    ]);
  });
});
