// Small products for the pricing tests, priced like the seed catalogue (issue 2). Not used outside tests.
import type { Product } from '../catalog/model';
import type { PricingContext } from './types';

const base = { reference: 'T', slug: 't', description: '', image: '/media/t.svg', brand: 'Atelier' };

export const cutVinyl: Product = {
  ...base,
  id: 1,
  name: 'Cut vinyl',
  category: 'cut-vinyl-sticker',
  pricing: { kind: 'area', base: 400, perSquareMetre: 4200, minimum: 995 },
  customSize: { minWidth: 10, minHeight: 10, maxWidth: 300, maxHeight: 200, upperThreshold: 150 },
  sizes: [
    { sizeid: 11, name: '50x50', width: 50, height: 50 },
    { sizeid: 12, name: '100x100', width: 100, height: 100, price: 4200, oldPrice: 4900 },
  ],
  colours: [1, 2, 104],
  orientation: true,
};

export const printedSticker: Product = {
  ...base,
  id: 2,
  name: 'Printed sticker',
  category: 'printed-sticker',
  pricing: { kind: 'area', base: 0, perSquareMetre: 5500, minimum: 1295 },
  customSize: { minWidth: 10, minHeight: 10, maxWidth: 250, maxHeight: 250, step: 5 },
};

export const canvas: Product = {
  ...base,
  id: 3,
  name: 'Canvas',
  category: 'canvas',
  pricing: { kind: 'catalogue' },
  sizes: [
    { sizeid: 31, name: '30x20', width: 30, height: 20, price: 2495, oldPrice: 2995 },
    { sizeid: 32, name: '120x80', width: 120, height: 80, price: 10995 },
    { sizeid: 33, name: '60x40 linen', width: 60, height: 40, price: 4995, materialCanvas: 'linen' },
  ],
  compositions: [
    { id: 1, name: '1 panel', panels: 1, surchargePercent: 0 },
    { id: 3, name: '3 panels', panels: 3, surchargePercent: 20 },
  ],
  canvasMaterials: [
    { id: 'cotton', name: 'Cotton', surchargePercent: 0 },
    { id: 'linen', name: 'Linen', surchargePercent: 10 },
  ],
};

/** Type 11: each size belongs to its panels (as the demo's multi-panel canvas). */
export const panelCanvas: Product = {
  ...base,
  id: 9,
  name: 'Multi-panel canvas',
  category: 'photo-canvas',
  pricing: { kind: 'catalogue' },
  compositions: [
    { id: 1, name: '1 panel', panels: 1, surchargePercent: 0 },
    { id: 2, name: '3 panels', panels: 3, surchargePercent: 20 },
    { id: 3, name: '5 panels', panels: 5, surchargePercent: 35 },
  ],
  sizes: [
    { sizeid: 2, name: '90 x 60 cm', width: 90, height: 60, compositionId: 1, price: 7495 },
    { sizeid: 4, name: '3 x 30 x 60 cm', width: 90, height: 60, compositionId: 2, price: 7495 },
    { sizeid: 6, name: '5 panels 150 x 80 cm', width: 150, height: 80, compositionId: 3, price: 12995 },
  ],
};

export const coasters: Product = {
  ...base,
  id: 4,
  name: 'Coasters',
  category: 'coasters',
  pricing: { kind: 'pack', perUnit: 350 },
  packs: [
    { pack: 4, price: 1495 },
    { pack: 6, price: 1995, oldPrice: 2395 },
  ],
  minPack: 2,
};

export const tshirt: Product = {
  ...base,
  id: 5,
  name: 'T-shirt',
  category: 't-shirt',
  pricing: { kind: 'clothing', base: 1995 },
  clothingModels: [51, 52],
  colours: [1, 2],
};

export const rollerBlind: Product = {
  ...base,
  id: 6,
  name: 'Roller blind',
  category: 'roller-blind',
  pricing: { kind: 'blind', base: 1900, perSquareMetre: 4500, minimumArea: 1 },
  customSize: { minWidth: 40, minHeight: 40, maxWidth: 250, maxHeight: 300 },
  tissues: [61, 62],
  mechanisms: [71, 72],
  drops: [81, 82],
};

export const rug: Product = {
  ...base,
  id: 7,
  name: 'Vinyl rug',
  category: 'vinyl-rug',
  pricing: { kind: 'format' },
  rugFormats: [{ id: 'small', name: '60x90', width: 60, height: 90, price: 3995 }],
};

export const spatula: Product = {
  ...base,
  id: 8,
  name: 'Spatula',
  category: 'spatula',
  pricing: { kind: 'fixed', price: 295 },
};

export const context: PricingContext = {
  clothingModels: new Map([
    [51, { id: 51, name: 'Classic', gender: 'men', materialColors: [1, 2], sizes: ['S', 'M', 'XXL'], sizeSurcharges: { XXL: 200 } }],
    [52, { id: 52, name: 'Organic', gender: 'women', materialColors: [2], sizes: ['S', 'M'], surcharge: 300 }],
    [53, { id: 53, name: 'Not sold here', gender: 'kids', materialColors: [1], sizes: ['S'] }],
  ]),
  tissues: new Map([
    [61, { id: 61, name: 'Translucent', surchargePercent: 0, hex: '#eee' }],
    [62, { id: 62, name: 'Blackout', surchargePercent: 20, hex: '#333' }],
  ]),
  mechanisms: new Map([
    [71, { id: 71, name: 'Chain', surcharge: 0 }],
    [72, { id: 72, name: 'Spring', surcharge: 1500 }],
  ]),
  drops: new Map([
    [81, { id: 81, name: 'Front' }],
    [82, { id: 82, name: 'Back' }],
  ]),
};
