import { describe, expect, it } from 'vitest';
import { productDetail } from '../../../contract/catalog';
import { defaultConfiguration } from './ProductPage';

const base = {
  id: 1,
  reference: 'VC001',
  slug: 'tree',
  name: 'Tree',
  category: 'cut-vinyl-sticker',
  description: 'A tree.',
  image: '/media/catalog/1.svg',
  brand: 'Atelier',
  defaultPrice: { price: 1786, formattedPrice: '€17.86' },
} as const;

describe('defaultConfiguration', () => {
  it('names the first size, format or pack the default price stands for', () => {
    expect(defaultConfiguration(productDetail.parse({ ...base, packs: [{ pack: 4, price: 1495, formattedPrice: '€14.95' }] }))).toBe('pack of 4, quantity 1');
    expect(defaultConfiguration(productDetail.parse(base))).toBe('quantity 1');
  });
});
