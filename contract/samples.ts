import { SIZE_MESSAGE_KEYS } from '../rules/size';
import type { z } from 'zod';
import type { calls } from './index';

// A valid payload and response for every call: the contract test parses them, and server route tests may start from
// them. Money is integer minor units.

type Sample<K extends keyof typeof calls> = {
  payload: z.input<(typeof calls)[K]['payload']>;
  response: z.input<(typeof calls)[K]['response']>;
};

const adminOrderSample = {
  done: true as const,
  order: {
    number: 'AT-20261124-000001',
    status: 'shipped' as const,
    next: [],
    createdAt: '2026-11-24T12:00:00.000Z',
    locale: 'es',
    trackingNumber: 'PKG 123',
    contact: { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' },
    lines: [
      {
        id: 1,
        title: 'Sticker',
        description: 'Size: 10 x 10 cm',
        quantity: 1,
        formattedTotal: '€12.95',
        options: [{ name: 'width', value: '10' }],
        print: {
          status: 'ready' as const,
          proofUrl: '/ajax/admin/orders/AT-20261124-000001/lines/1/proof.png',
          files: [
            {
              name: 'AT-20261124-000001-line-1-print-10x10cm.pdf',
              part: 'print',
              type: 'application/pdf',
              bytes: 48213,
              widthMm: 100,
              heightMm: 100,
              url: '/ajax/admin/orders/AT-20261124-000001/lines/1/files/AT-20261124-000001-line-1-print-10x10cm.pdf',
            },
          ],
        },
      },
    ],
    formatted: { itemsTotal: '€12.95', discount: '€0.00', shipping: '€4.95', grandTotal: '€17.90' },
    history: [
      { at: '2026-11-24T12:00:00.000Z', kind: 'placed' as const, status: 'awaiting-payment' as const },
      { at: '2026-11-25T09:00:00.000Z', kind: 'status' as const, status: 'shipped' as const, detail: 'PKG 123', by: 'Owner' },
    ],
  },
};
const summary = {
  id: 2,
  reference: 'CV-001',
  slug: 'canvas-lake',
  name: 'Lake canvas',
  category: 'canvas' as const,
  image: '/media/catalog/2.svg',
  designerType: 11 as const,
  fromPrice: 2495,
  formattedFromPrice: '24,95 €',
};
const totals = {
  count: 2,
  total: 3990,
  estimatedShippingTotal: 495,
  grandTotal: 4485,
  discount: 0,
  currency: 'EUR',
  formatted: { total: '39,90 €', estimatedShippingTotal: '4,95 €', grandTotal: '44,85 €', discount: '0 €' },
  freeShipping: { threshold: 6000, formattedThreshold: '60 €', remaining: 2010, formattedRemaining: '20,10 €', reached: false },
};
const cartItem = {
  id: 11,
  productId: 2,
  quantity: 2,
  minQuantity: 1,
  maxQuantity: 10_000,
  title: 'Lake canvas 30x20',
  options: { width: 30, height: 20, color: 104, price: 1995 },
  unitPrice: 1995,
  formattedUnitPrice: '19,95 €',
  totalPrice: 3990,
  formattedTotalPrice: '39,90 €',
  isLocked: false,
  linkToParent: false,
  analytics: { reference: 'CV-001', name: 'Lake canvas', price: 1995, variant: '30x20' },
};
const cart = {
  items: [cartItem],
  ...totals,
  extras: [],
};
const added = {
  reference: 'CV-001',
  name: 'Lake canvas',
  brand: 'Atelier',
  currency: 'EUR',
  price: 1995,
  quantity: 2,
  totalPrice: 3990,
  id: 11,
  options: { colorApaCode: 'APA-104', size: '30x20', orientation: 'normal' },
};
const fileInfo = { file: '/media/uploads/ab12cd.png', originalName: 'photo.png' };
const png = 'data:image/png;base64,iVBORw0KGgo=';
const freeView = { threshold: 6000, formattedThreshold: '60 €', message: 'Free shipping from 60 €' };
const file = () => new Blob(['\x89PNG'], { type: 'image/png' });
const addPayload = {
  productId: 2,
  quantity: 1,
  options: { size: { sizeid: 3, width: 30, height: 20 }, color: 104, reversed: false, orientation: 'normal' as const },
  complements: [{ id: 40, quantity: 0, locked: true }],
  crossSellingProducts: [{ id: 41, options: { size: 2 } }],
  upSellingProducts: [{ productId: 42, quantity: 1, text: 'Hi', font: 'Lobster', color: '#fff' }],
  multiProducts: [{ index: 0, model: 1, modelSize: 'M' }],
  convertUM: false,
};
/** The size texts a product answer carries (the server fills them from its tables). */
const sizeMessages = Object.fromEntries(SIZE_MESSAGE_KEYS.map((k) => [k, `${k}: {minWidth}-{maxWidth} {unit}`])) as Record<
  (typeof SIZE_MESSAGE_KEYS)[number],
  string
>;

const detail = {
  id: 2,
  reference: 'CV-001',
  slug: 'canvas-lake',
  name: 'Lake canvas',
  category: 'canvas' as const,
  description: 'A lake.',
  image: '/media/catalog/2.svg',
  brand: 'Atelier',
  designerType: 11 as const,
  sizes: [{ sizeid: 3, name: '30x20', width: 30, height: 20, price: 2495, formattedPrice: '24,95 €' }],
  colours: [{ id: 104, name: 'White', hex: '#ffffff', forcesNormalOrientation: true }],
  compositions: [{ id: 1, name: 'Single', panels: 1 }],
  canvasMaterials: [{ id: 'cotton', name: 'Cotton' }],
  effects: [{ id: 'sepia' as const, name: 'Sepia' }],
  customSize: { minWidth: 10, minHeight: 10, maxWidth: 300, maxHeight: 200, messages: sizeMessages },
  defaultPrice: { price: 2495, formattedPrice: '24,95 €', oldPrice: 2995, formattedOldPrice: '29,95 €' },
};
const modelSizes = [
  { size: 'M', surcharge: 0 },
  { size: 'XXL', surcharge: 200, formattedSurcharge: '+2 €' },
];

export const samples: { [K in keyof typeof calls]: Sample<K> } = {
  calculateCustomHeight: { payload: { productId: 5, width: '120' }, response: { height: 80 } },
  updateSizesPrices: {
    payload: { productId: 2, options: { pack: 4, color: 3 } },
    response: { prices: [{ id: 3, price: 2495, formattedPrice: '24,95 €' }], freeShippingView: freeView, freeExpressShippingView: freeView },
  },
  calculateCustomPrice: {
    payload: { productId: 1, quantity: '2', width: 100, height: '50.5', isCatalogSize: 'false', options: { reversed: 'on', color: 3 } },
    response: { price: 2590, formattedPrice: '25,90 €', warning: 'Large size' },
  },
  updatePackPrices: { payload: { productId: 9, pack: 6 }, response: { prices: [{ id: 6, price: 1995, formattedPrice: '19,95 €' }] } },
  loadModelGenderOptions: {
    payload: { gender: 'women', productId: 8, prefix: 'quick-add', productIndex: 0 },
    response: {
      models: [{ id: 1, name: 'Classic', gender: 'women', materialColors: [1, 2], sizes: ['S', 'M'], surcharge: 500, formattedSurcharge: '+5 €' }],
      materialColors: [{ id: 1, name: 'Black', hex: '#000' }],
      modelSizes,
    },
  },
  loadModelSizesAndColors: { payload: { modelId: 1, productId: 8 }, response: { materialColors: [], modelSizes } },
  previewImage: { payload: { productId: 2, makePhotoMontage: true, effect: 'sepia', compositionId: 1 }, response: { img: '/media/preview/2.png' } },
  checkMaxSize: { payload: { productId: 1, width: 400, height: 300 }, response: { sizeOk: false, message: 'Too big' } },
  loadAddToCart: {
    payload: { id: 2, itemId: 11, quantity: 2, options: { color: 104 }, modifyProduct: true },
    response: { options: { product: detail, selected: { color: 104 }, quantity: 2, itemId: 11, modifyProduct: true } },
  },
  addToCart: { payload: addPayload, response: { done: true, cartItems: [added], count: 2 } },
  addToCartMultiple: { payload: addPayload, response: { done: true, cartItems: [added] } },
  modifyCartItem: { payload: { ...addPayload, id: 11, format: '60x90' }, response: { done: true } },
  shoppingCart: {
    payload: { hideComplements: true, renderNewCart: '1' },
    response: { cart, title: 'Your cart', count: 2, dataLayer: [{ ref: 'CV-001', name: 'Lake canvas', quantity: 2, price: 1995, brand: 'Atelier' }] },
  },
  openShoppingCartIfNeeded: { payload: {}, response: { open: false } },
  modifyItemCart: {
    payload: { id: 11 },
    response: { done: true, id: 11, productId: 2, description: 'Lake canvas 30x20', quantity: 2, options: { width: 30, height: 20 } },
  },
  removeItemCart: { payload: { id: 11 }, response: { done: true, ...totals } },
  updateItemQuantity: {
    payload: { id: 11, quantity: 3, prevQuantity: 2 },
    response: { done: true, ...totals, dif: -1995, priceTotalArticle: 1995, formattedPriceTotalArticle: '19,95 €', quantity: 1 },
  },
  checkVoucher: { payload: { code: 'WELCOME10' }, response: { done: true, reload: true, explanation: '10 % off' } },
  removeSpatulaCart: { payload: {}, response: { removeSpatula: true, count: 1 } },
  recoverCart: { payload: { hash: 'a1b2c3d4e5f6' }, response: { count: 2, cart } },
  uploadImage: { payload: { files: [file()], prefix: 'personalized' }, response: { done: true, fileInfo } },
  uploadImageBase64: { payload: { imgBase64: png, originalName: 'a.png' }, response: { done: true, fileInfo } },
  uploadImageSvg: {
    payload: { imgSVG: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', imgBase64: png, prefix: 'personalized' },
    response: { done: true, file: '/media/uploads/1.png', fileSVG: '/media/uploads/1.svg' },
  },
  getMaxSizeError: { payload: { size: 16_000_000, maxSize: 15_728_640 }, response: { message: 'Max 15 MB' } },
  websiteUploadImage: { payload: { files: [file()] }, response: { done: true, fileInfo } },
  websiteUploadImageMultiple: { payload: { files: [file(), file()] }, response: { done: true, files: [fileInfo, fileInfo] } },
  websiteUploadImageBase64: { payload: { imgBase64: png }, response: { done: true, fileInfo } },
  translate: { payload: { type: 'upload-error-max-size' }, response: { translation: 'The image is larger than 15 MB' } },
  loadRelatedProducts: {
    payload: { type: 'related', pathname: '/p/canvas-lake', excluded: [2], categories: ['canvas'] },
    response: { relatedProducts: [summary], multiContainer: { 'best-sellers': [summary] } },
  },
  lastViewedProductsRecommender: {
    payload: { oldView: false, lastViewedProducts: [2, 3] },
    response: { recommender: { title: 'Last viewed', products: [summary] } },
  },
  getWishlistIds: { payload: {}, response: { ids: [1, 2] } },
  getWishlistProductIds: { payload: {}, response: { ids: [] } },
  toggleWishlist: { payload: { productId: 2 }, response: { done: true, action: 'add', message: 'Added' } },
  cookiesMessage: { payload: { type: 'accept' }, response: { message: 'We use cookies.' } },
  getProductReviews: {
    payload: { productId: 2, page: '2' },
    response: { list: [{ author: 'Ana', rating: 5, title: 'Great', body: 'Lovely.', date: '2026-01-31' }], lastPage: 3 },
  },
  infoDialog: {
    payload: { type: 'clothing-sizes', productId: 8, model: 1 },
    response: {
      content: {
        title: 'Sizes',
        blocks: [
          { kind: 'paragraph', text: 'Measure.' },
          { kind: 'table', table: { headers: ['S'], rows: [['48']] } },
        ],
      },
    },
  },
  searchDesigns: {
    payload: { search: 'cat', page: 1 },
    response: {
      elasticsearchDown: false,
      html: { designs: [{ id: 108753890, name: 'Cat face', url: '/media/designs/openmoji/108753890.svg', licence: 'CC-BY-SA-4.0' }], page: 1, hasMore: false },
      total: 1,
      summary: 'Designs for "cat": 1',
      credits: [
        {
          work: 'OpenMoji',
          author: 'OpenMoji',
          url: 'https://openmoji.org/',
          licence: 'CC-BY-SA-4.0',
          licenceName: 'CC BY-SA 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
          text: 'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
        },
      ],
    },
  },
  renderText: {
    payload: { text: 'Hello', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff2', rightToLeft: false, color: '#112233' },
    response: { done: true, svg: '<svg/>' },
  },
  getQuantitySelector: { payload: { productId: 2, price: 1995 }, response: { quantitySelector: { min: 1, max: 100, default: 1 } } },
  renderClothingSizes: { payload: { productId: 8, modelId: 1 }, response: { view: { sizes: modelSizes } } },
  fbConversionsEvent: { payload: { event: 'AddToCart', payload: { value: 19.95, currency: 'EUR' } }, response: { done: true } },
  productScore: { payload: { productId: 2, event: 'view' }, response: { done: true } },
  catalogProducts: { payload: { category: 'canvas', q: 'lake' }, response: { products: [summary] } },
  catalogProduct: { payload: { id: '2' }, response: { product: detail } },
  searchProducts: { payload: { q: 'walpaper' }, response: { products: [summary], searchedFor: 'wallpaper' } },
  placeOrder: {
    payload: {
      idempotencyKey: 'k3y-0123456789abcdef',
      contact: { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' },
    },
    response: { done: true, orderNumber: 'AT-20261124-000001', orderUrl: '/order/' + 'a'.repeat(43), created: true },
  },
  orderView: {
    payload: { token: 'a'.repeat(43) },
    response: {
      done: true,
      order: {
        number: 'AT-20261124-000001',
        status: 'awaiting-payment',
        createdAt: '2026-11-24T12:00:00.000Z',
        contact: { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' },
        lines: [
          {
            id: 1,
            title: 'Sticker',
            description: '60 x 40 cm',
            quantity: 1,
            unitPrice: 1295,
            total: 1295,
            formattedTotal: '€12.95',
            personalised: true,
            proof: { status: 'pending' },
          },
        ],
        currency: 'EUR',
        itemsTotal: 1295,
        discount: 0,
        shipping: 495,
        grandTotal: 1790,
        formatted: { itemsTotal: '€12.95', discount: '€0.00', shipping: '€4.95', grandTotal: '€17.90' },
      },
    },
  },
  shareDesign: {
    payload: { productId: 2, design: { version: 1, product: { productId: 2 } } },
    response: { done: true, url: '/designer/personalised-printed-wall-sticker?shared=' + 'a'.repeat(22) },
  },
  sharedDesign: {
    payload: { token: 'a'.repeat(22) },
    response: { done: true, productId: 2, slug: 'personalised-printed-wall-sticker', design: { version: 1, product: { productId: 2 } } },
  },
  productTemplates: {
    payload: { id: '1003' },
    response: { templates: [{ id: 'birthday-1003', name: 'Birthday sticker', design: { schemaVersion: 2, product: { productId: 1003 } } }] },
  },
  designOutline: {
    payload: { id: '10000001' },
    response: { mask: { designId: 10000001, d: 'M500 1000L0 300L500 0L1000 300Z', width: 1000, height: 1000 } },
  },
  adminSignIn: {
    payload: { email: 'owner@example.com', password: 'correct horse battery' },
    response: { done: true, staff: { name: 'Owner', email: 'owner@example.com' } },
  },
  adminSignOut: { payload: {}, response: { done: true } },
  adminMe: { payload: {}, response: { done: true, staff: { name: 'Owner', email: 'owner@example.com' } } },
  adminOrders: {
    payload: { q: 'ana@', status: 'paid', page: '1' },
    response: {
      done: true,
      orders: [
        {
          number: 'AT-20261124-000001',
          status: 'paid',
          createdAt: '2026-11-24T12:00:00.000Z',
          name: 'Ana García',
          email: 'ana@example.es',
          lines: 1,
          formattedTotal: '€17.90',
        },
      ],
      page: 1,
      pages: 1,
      total: 1,
    },
  },
  adminOrder: { payload: { number: 'AT-20261124-000001' }, response: adminOrderSample },
  adminSetStatus: {
    payload: { number: 'AT-20261124-000001', status: 'shipped', from: 'in-production', trackingNumber: 'PKG 123' },
    response: adminOrderSample,
  },
  adminRenderLine: { payload: { number: 'AT-20261124-000001', lineId: 1 }, response: adminOrderSample },
  adminPrintJobs: {
    payload: { state: 'failed' },
    response: {
      done: true,
      engine: 'sqlite',
      jobs: [
        {
          lineId: 1,
          orderNumber: 'AT-20261124-000001',
          title: 'Sticker',
          state: 'failed',
          attempts: 4,
          error: 'the render took longer than 300 s',
          updatedAt: '2026-11-24T12:00:00.000Z',
        },
      ],
    },
  },
  adminRetryPrintJob: { payload: { lineId: 1 }, response: { done: true } },
};
