import { productDetail, type ProductDetail } from '../../contract/catalog';
import { SIZE_MESSAGE_KEYS } from '../../rules/size';
import { PACK_MESSAGE_KEYS } from '../../rules/pack';
import { en } from '../../server/i18n/en';

// Test products for the product-options unit tests, shaped like the real catalogue (fixtures/catalog): parsed with
// the contract's schema so that every default the server's answer carries is there.

const base = {
  reference: 'T001',
  slug: 'test',
  description: 'A test product.\n\nSecond paragraph.',
  image: '/media/catalog/1.svg',
  brand: 'Atelier',
  defaultPrice: { price: 1000, formattedPrice: '€10' },
};

/** The size texts as the server sends them in English (its own table, so tests read the shop's real words). */
export const SIZE_MESSAGES = Object.fromEntries(SIZE_MESSAGE_KEYS.map((k) => [k, en[k]]));

export const PACK_MESSAGES = Object.fromEntries(PACK_MESSAGE_KEYS.map((k) => [k, en[k]]));

export function testProduct(extra: Record<string, unknown>): ProductDetail {
  const customSize = extra.customSize ? { messages: SIZE_MESSAGES, ...(extra.customSize as object) } : undefined;
  return productDetail.parse({ id: 1, name: 'Test', category: 'cut-vinyl-sticker', ...base, ...extra, ...(customSize ? { customSize } : {}) });
}

export const sticker = testProduct({
  id: 1001,
  name: 'Tree of Life wall sticker',
  orientation: true,
  sizes: [
    { sizeid: 1, name: '60 x 55 cm', width: 60, height: 55, price: 1786, formattedPrice: '€17.86' },
    { sizeid: 2, name: '90 x 82 cm', width: 90, height: 82, price: 3500, formattedPrice: '€35' },
  ],
  customSize: { minWidth: 20, minHeight: 20, maxWidth: 250, maxHeight: 200, upperThreshold: 180, roundTo5cm: true },
  colours: [
    { id: 1, name: 'Black', hex: '#1a1a1a', forcesNormalOrientation: false },
    { id: 104, name: 'Metallic gold', hex: '#c9a94a', forcesNormalOrientation: true },
    { id: 110, name: 'Special', hex: '#abcdef', forcesNormalOrientation: true },
  ],
  complements: [
    { id: 1015, reference: 'EX001', slug: 'film', name: 'Transfer film', category: 'extra', image: '/x.svg', fromPrice: 195, formattedFromPrice: '€1.95' },
  ],
  crossSelling: [
    { id: 1014, reference: 'SP001', slug: 'spatula', name: 'Spatula', category: 'spatula', image: '/x.svg', fromPrice: 295, formattedFromPrice: '€2.95' },
  ],
});

export const textSticker = testProduct({
  id: 1004,
  category: 'text-sticker',
  personalizedText: true,
  customSize: { minWidth: 20, minHeight: 5, maxWidth: 300, maxHeight: 120, roundTo5cm: true },
  heightRatio: 0.25,
});

export const blind = testProduct({
  id: 1007,
  category: 'roller-blind',
  sizes: [{ sizeid: 1, name: '60 x 160 cm', width: 60, height: 160, formattedPrice: '€64' }],
  customSize: { minWidth: 40, minHeight: 40, maxWidth: 250, maxHeight: 300 },
  tissues: [
    { id: 1, name: 'Linen', hex: '#efe9dc' },
    { id: 2, name: 'Screen', hex: '#8d8f91' },
  ],
  mechanisms: [{ id: 1, name: 'Chain' }],
  drops: [{ id: 1, name: 'Standard' }],
  chainPositions: [{ id: 1, name: 'left' }],
  supportColors: [{ id: 1, name: 'White' }],
});

export const canvas = testProduct({
  id: 1008,
  category: 'canvas',
  sizes: [
    { sizeid: 1, name: '30 x 20 cm', width: 30, height: 20, materialCanvas: 'cotton' },
    { sizeid: 11, name: '60 x 40 cm (linen)', width: 60, height: 40, materialCanvas: 'linen' },
  ],
  compositions: [{ id: 1, name: '1 panel', panels: 1 }],
  canvasMaterials: [
    { id: 'cotton', name: 'Cotton' },
    { id: 'linen', name: 'Linen' },
  ],
});

export const tshirt = testProduct({
  id: 1010,
  category: 't-shirt',
  clothingGenders: ['men', 'women'],
  clothingModels: [
    { id: 1, name: 'Crew', gender: 'men', materialColors: [1, 2], sizes: ['S', 'M', 'L'], surcharge: 0 },
    { id: 4, name: 'Fitted', gender: 'women', materialColors: [2, 3], sizes: ['XS', 'S'], surcharge: 0 },
    { id: 3, name: 'Organic', gender: 'men', materialColors: [1, 2], sizes: ['S', 'M'], surcharge: 500, formattedSurcharge: '+€5' },
  ],
  materialColors: [
    { id: 1, name: 'White', hex: '#ffffff' },
    { id: 2, name: 'Black', hex: '#000000' },
    { id: 3, name: 'Pink', hex: '#e4b4b8' },
  ],
});

export const coasters = testProduct({
  id: 1011,
  category: 'coasters',
  sizes: [{ sizeid: 1, name: 'Square', width: 10, height: 10 }],
  packs: [
    { pack: 4, price: 1495, formattedPrice: '€14.95' },
    { pack: 6, price: 1995, formattedPrice: '€19.95' },
  ],
  minPack: 4,
  packMessages: PACK_MESSAGES,
});

export const rug = testProduct({
  id: 1012,
  category: 'vinyl-rug',
  rugFormats: [{ id: 'rect-60x90', name: 'Rectangle 60 x 90 cm', width: 60, height: 90, price: 3495, formattedPrice: '€34.95' }],
});

/** A shaped sticker (type 6) ordered with the shopper's picture: the product page offers the designer's shapes. */
export const shapedSticker = testProduct({
  id: 1025,
  category: 'printed-sticker',
  designerType: 6,
  personalizedImage: true,
  customSize: { minWidth: 5, minHeight: 5, maxWidth: 100, maxHeight: 100, upperThreshold: 80, roundTo5cm: true },
  effects: [{ id: 'original', name: 'Original' }],
});
