import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/model';
import { findCatalogueSize } from './resolve-size';

// The designer sends catalogue sizes by their dimensions (and device or composition): which size is meant.
const product = {
  sizes: [
    { sizeid: 2, name: '90 x 60 cm', width: 90, height: 60, compositionId: 1, price: 7495 },
    { sizeid: 4, name: '3 x 30 x 60 cm', width: 90, height: 60, compositionId: 2, price: 7495 },
    { sizeid: 7, name: 'Round Ø 10 cm', width: 10, height: 10, deviceid: 1002 },
  ],
} as unknown as Product;

describe('which catalogue size a configuration names', () => {
  it('among sizes of the same dimensions, the one of the chosen panels', () => {
    expect(findCatalogueSize(product, { quantity: 1, width: 90, height: 60, composition: 2 })?.sizeid).toBe(4);
    expect(findCatalogueSize(product, { quantity: 1, width: 90, height: 60, composition: 1 })?.sizeid).toBe(2);
    expect(findCatalogueSize(product, { quantity: 1, width: 90, height: 60 })?.sizeid).toBe(2);
  });

  it('a device names its size whatever the dimensions say (type 7 designs are 1 x 1)', () => {
    expect(findCatalogueSize(product, { quantity: 1, width: 1, height: 1, device: 1002 })?.sizeid).toBe(7);
  });
});
