import { describe, expect, it } from 'vitest';
import { products } from '../../fixtures/catalog/products';
import { describeItem } from './cartDescription';
import type { CatalogueSnapshot } from './catalogueService';

// Only the lists the description reads; the designer lines below name none of them.
const snap = { lists: {} } as unknown as CatalogueSnapshot;
const sticker = products.find((p) => p.slug === 'personalised-shaped-photo-sticker')!;

describe('a designer cart line names the shape it is cut to (issue 24)', () => {
  it('names a circle, a rounded square, in the shopper language', () => {
    const circle = describeItem(sticker, snap, { width: 30, height: 30, shape: { value: 'circle', name: 'Circle' } });
    expect(circle.description).toBe('Size: 30 x 30 cm · Shape: Circle');
    const square = describeItem(sticker, snap, { width: 30, height: 30, shape: { value: 'square' }, roundedCorners: true }, 'es');
    expect(square.description).toContain('Forma: Cuadrado, esquinas redondeadas');
  });

  it('says nothing of the original shape, nor of a value it does not know', () => {
    expect(describeItem(sticker, snap, { width: 30, height: 20, shape: { value: 'original' } }).description).toBe('Size: 30 x 20 cm');
    expect(describeItem(sticker, snap, { width: 30, height: 20, shape: { value: '<b>star</b>' } }).description).toBe('Size: 30 x 20 cm');
  });
});
