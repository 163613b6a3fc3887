import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { DataClient } from '../data/client';
import { createOptionsController, createOptionsData, HEIGHT_DELAY_MS, SIZE_IDLE_MS, type ControllerDeps } from './controller';
import { createOptionsStore } from './store';
import { blind, sticker, testProduct, textSticker, tshirt } from './testing';

// The controller against a scripted API: each call is recorded and answered by a handler (or left pending).

type Handler = (name: string, payload: Record<string, unknown>) => unknown;

function fakeApi(handler: Handler) {
  const calls: { name: string; payload: Record<string, unknown>; key?: string; aborted: boolean }[] = [];
  const latestAborts = new Map<string, () => void>();
  const run = (name: string, payload: unknown, key?: string) => {
    const entry = { name, payload: payload as Record<string, unknown>, key, aborted: false };
    calls.push(entry);
    return new Promise((resolve, reject) => {
      if (key) {
        latestAborts.get(key)?.();
        latestAborts.set(key, () => {
          entry.aborted = true;
          reject(new ApiError(name, 0, 'aborted', 'Request aborted'));
        });
      }
      Promise.resolve()
        .then(() => handler(name, entry.payload))
        .then((r) => {
          if (r === 'pending') return;
          if (r instanceof Error) reject(r);
          else resolve(r);
        }, reject);
    });
  };
  const api: DataClient = {
    call: ((name: string, payload: unknown) => run(name, payload)) as DataClient['call'],
    latest: (key: string) => ({ call: ((name: string, payload: unknown) => run(name, payload, key)) as DataClient['call'] }),
    abortLatest: (key: string) => latestAborts.get(key)?.(),
  };
  return { api, calls };
}

function setup(product = sticker, handler: Handler = () => ({ price: 1786, formattedPrice: '€17.86' }), extra: Partial<ControllerDeps> = {}) {
  const store = createOptionsStore(product);
  const { api, calls } = fakeApi(handler);
  const info: string[] = [];
  const done: string[] = [];
  let cookiePrompts = 0;
  const controller = createOptionsController(store, {
    data: createOptionsData(api),
    showInfo: (m) => info.push(m),
    hasCookieChoice: () => true,
    askCookieChoice: () => cookiePrompts++,
    onCartSuccess: (_r, mode) => done.push(mode),
    ...extra,
  });
  const stop = controller.start();
  return { store, controller, calls, info, done, stop, cookiePrompts: () => cookiePrompts };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live price', () => {
  it('asks a price at start and is ready once it arrives', async () => {
    const { store, calls } = setup();
    expect(store.getState().ready).toBe(false);
    await settle();
    expect(calls.map((c) => c.name)).toEqual(['calculateCustomPrice']);
    expect(store.getState()).toMatchObject({ ready: true, price: { formattedPrice: '€17.86' } });
  });
  it('a new choice aborts the previous price request', async () => {
    let n = 0;
    const { store, calls } = setup(sticker, (name) => (name === 'calculateCustomPrice' && ++n === 1 ? 'pending' : { price: 3500, formattedPrice: '€35' }));
    store.getState().pickSize(2);
    await settle();
    expect(calls[0].aborted).toBe(true);
    expect(store.getState().price?.formattedPrice).toBe('€35');
  });
  it('a price error goes to the info dialog and keeps adding disabled', async () => {
    const { store, info } = setup(sticker, () => ({ error: 'This size is not available.' }));
    await settle();
    expect(info).toEqual(['This size is not available.']);
    expect(store.getState()).toMatchObject({ ready: false, price: undefined });
  });
  it('a refused price (4xx) shows the server message and no longer shows the previous configuration’s price', async () => {
    let n = 0;
    const { store, info } = setup(sticker, () =>
      ++n === 1 ? { price: 1786, formattedPrice: '€17.86' } : new ApiError('calculateCustomPrice', 400, 'size', 'This size cannot be made.'),
    );
    await settle();
    expect(store.getState().price?.formattedPrice).toBe('€17.86');
    store.getState().pickSize(2);
    await settle();
    expect(info).toEqual(['This size cannot be made.']);
    expect(store.getState()).toMatchObject({ ready: true, price: undefined });
  });
  it('a network failure only re-enables the buttons', async () => {
    const { store, info } = setup(sticker, () => new ApiError('calculateCustomPrice', 0, 'network', 'offline'));
    await settle();
    expect(info).toEqual([]);
    expect(store.getState().ready).toBe(true);
  });
});

describe('custom sizes', () => {
  it('typing clears the ready flag; 1 s after the last keystroke the size is rounded and priced', async () => {
    const { store, controller, calls } = setup();
    await settle();
    controller.typeWidth('10');
    controller.typeWidth('101');
    controller.typeHeight('83');
    expect(store.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(SIZE_IDLE_MS - 10);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.getState()).toMatchObject({ customWidth: '100', customHeight: '85', ready: true });
    expect(calls.at(-1)?.payload).toMatchObject({ width: 100, height: 85 });
  });
  it('a size with an alert is not priced and stays not ready', async () => {
    const { store, controller, calls } = setup();
    await settle();
    controller.typeWidth('300');
    controller.typeHeight('100');
    await vi.advanceTimersByTimeAsync(SIZE_IDLE_MS);
    expect(calls).toHaveLength(1);
    expect(store.getState()).toMatchObject({ ready: false, price: undefined });
  });
  it('check-max-size on blur keeps the server message when the size is not ok', async () => {
    const { store, controller, calls } = setup(sticker, (name) =>
      name === 'checkMaxSize' ? { sizeOk: false, message: 'The width is too big.' } : { price: 1, formattedPrice: '€0.01' },
    );
    controller.typeWidth('300');
    controller.typeHeight('100');
    await controller.checkMaxSize();
    expect(calls.at(-1)).toMatchObject({ name: 'checkMaxSize', payload: { productId: 1001, width: 300, height: 100 } });
    expect(store.getState().maxSizeMessage).toBe('The width is too big.');
  });
  it('percentage sizes: the height call goes 700 ms after the last keystroke', async () => {
    const { store, controller, calls } = setup(textSticker, (name) =>
      name === 'calculateCustomHeight' ? { height: 25 } : { price: 995, formattedPrice: '€9.95' },
    );
    await settle();
    controller.typeWidth('10');
    await vi.advanceTimersByTimeAsync(300);
    controller.typeWidth('100');
    await vi.advanceTimersByTimeAsync(HEIGHT_DELAY_MS - 1);
    expect(calls.filter((c) => c.name === 'calculateCustomHeight')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((c) => c.name === 'calculateCustomHeight').map((c) => c.payload)).toEqual([{ productId: 1004, width: 100 }]);
    await vi.advanceTimersByTimeAsync(SIZE_IDLE_MS);
    expect(store.getState()).toMatchObject({ calculatedHeight: 25, ready: true });
    expect(calls.at(-1)?.payload).toMatchObject({ width: 100, height: 25 });
  });
  it('a height answer without height clears the width and shows the error', async () => {
    const { store, controller, info } = setup(textSticker, (name) =>
      name === 'calculateCustomHeight' ? { error: 'Too narrow for this text.' } : { price: 1, formattedPrice: '€0.01' },
    );
    controller.typeWidth('100');
    await vi.advanceTimersByTimeAsync(HEIGHT_DELAY_MS);
    expect(store.getState()).toMatchObject({ customWidth: '', calculatedHeight: 0 });
    expect(info).toEqual(['Too narrow for this text.']);
  });
  it('blinds: a width alone asks no price', async () => {
    const { controller, calls, store } = setup(blind);
    await settle();
    controller.typeWidth('100');
    await vi.advanceTimersByTimeAsync(SIZE_IDLE_MS);
    expect(calls).toHaveLength(1);
    expect(store.getState().ready).toBe(false);
  });
});

describe('clothing', () => {
  it('a gender reloads models, sizes and colours and selects the first model; a model reloads sizes and colours', async () => {
    const { store, controller, calls } = setup(tshirt, (name) => {
      if (name === 'loadModelGenderOptions')
        return { models: [tshirt.clothingModels[1]], materialColors: [tshirt.materialColors[2]], modelSizes: [{ size: 'XS', surcharge: 0 }] };
      if (name === 'loadModelSizesAndColors') return { materialColors: [tshirt.materialColors[1]], modelSizes: [{ size: 'S', surcharge: 100 }] };
      return { price: 1995, formattedPrice: '€19.95' };
    });
    await controller.changeGender('women');
    expect(calls.find((c) => c.name === 'loadModelGenderOptions')?.payload).toEqual({ gender: 'women', productId: 1010 });
    expect(store.getState()).toMatchObject({ model: 4, materialColor: 3, modelSize: 'XS' });
    await controller.changeModel(4);
    expect(calls.filter((c) => c.name === 'loadModelSizesAndColors').at(-1)?.payload).toEqual({ modelId: 4, productId: 1010 });
    expect(store.getState()).toMatchObject({ materialColor: 2, modelSize: 'S' });
  });
});

describe('add to cart', () => {
  it('no cookie choice: blocked, the prompt shows instead', async () => {
    const t = setup(sticker, undefined, { hasCookieChoice: () => false });
    await settle();
    await t.controller.addToCart();
    expect(t.cookiePrompts()).toBe(1);
    expect(t.calls.map((c) => c.name)).not.toContain('addToCart');
  });
  it('only when ready', async () => {
    const t = setup(sticker, (name) => (name === 'calculateCustomPrice' ? 'pending' : { done: true, cartItems: [] }));
    await t.controller.addToCart();
    expect(t.calls.map((c) => c.name)).not.toContain('addToCart');
  });
  it('success: the cart payload is sent and the success callback runs', async () => {
    const t = setup(sticker, (name) => (name === 'addToCart' ? { done: true, cartItems: [], count: 1 } : { price: 1786, formattedPrice: '€17.86' }));
    await settle();
    await t.controller.addToCart();
    expect(t.calls.at(-1)).toMatchObject({ name: 'addToCart', payload: { productId: 1001, quantity: 1, options: { size: { sizeid: 1 } } } });
    expect(t.done).toEqual(['add']);
    expect(t.store.getState().adding).toBe(false);
  });
  it('modify sends modify-cart-item with the item id', async () => {
    const store = createOptionsStore(sticker, { mode: 'modify', itemId: 7 });
    const { api, calls } = fakeApi((name) => (name === 'modifyCartItem' ? { done: true, cartItems: [] } : { price: 1, formattedPrice: '€0.01' }));
    const done: string[] = [];
    const controller = createOptionsController(store, {
      data: createOptionsData(api),
      showInfo: () => {},
      hasCookieChoice: () => true,
      askCookieChoice: () => {},
      onCartSuccess: (_r, m) => done.push(m),
    });
    controller.start();
    await settle();
    await controller.addToCart();
    expect(calls.at(-1)).toMatchObject({ name: 'modifyCartItem', payload: { id: 7, productName: 'Tree of Life wall sticker' } });
    expect(done).toEqual(['modify']);
  });
  it('failure: the section named by the error code is expanded and the message shown', async () => {
    const t = setup(blind, (name) =>
      name === 'addToCart' ? new ApiError('addToCart', 422, 'tissue', 'Please choose a fabric.') : { price: 6400, formattedPrice: '€64' },
    );
    await settle();
    await t.controller.addToCart();
    expect(t.info).toEqual(['Please choose a fabric.']);
    expect(t.store.getState().open).toContain('tissue');
    expect(t.store.getState().scrollTo?.id).toBe('tissue');
    expect(t.done).toEqual([]);
  });
  it('a network failure only re-enables the button', async () => {
    const t = setup(sticker, (name) => (name === 'addToCart' ? new ApiError('addToCart', 0, 'network', 'offline') : { price: 1, formattedPrice: '€0.01' }));
    await settle();
    await t.controller.addToCart();
    expect(t.info).toEqual([]);
    expect(t.store.getState().adding).toBe(false);
    expect(t.store.getState().scrollTo).toBeUndefined();
  });
});

describe('uploads', () => {
  it('an oversize image shows the translated max-size message and is not sent', async () => {
    const t = setup({ ...textSticker, personalizedImage: true }, (name) =>
      name === 'translate' ? { translation: 'The image may be 15 MB at most.' } : { price: 1, formattedPrice: '€0.01' },
    );
    const big = { size: 16 * 1024 * 1024, name: 'big.jpg' } as File;
    await t.controller.upload([big]);
    expect(t.calls.find((c) => c.name === 'translate')?.payload).toEqual({ type: 'upload-error-max-size' });
    expect(t.calls.map((c) => c.name)).not.toContain('uploadImage');
    expect(t.info).toEqual(['The image may be 15 MB at most.']);
  });
  it('an uploaded file is kept with its original name and unchecks the web image', async () => {
    const t = setup({ ...textSticker, personalizedImage: true }, (name) =>
      name === 'uploadImage' ? { done: true, fileInfo: { file: '/uploads/abc.png', originalName: 'cat.png' } } : { price: 1, formattedPrice: '€0.01' },
    );
    t.store.getState().setWebImage(true);
    await t.controller.upload([{ size: 1000, name: 'cat.png' } as File]);
    expect(t.store.getState()).toMatchObject({ uploadedImage: { file: '/uploads/abc.png', originalName: 'cat.png' }, webImage: false, uploading: false });
  });
  it('a refused upload shows the server’s error text', async () => {
    const t = setup({ ...textSticker, personalizedImage: true }, (name) =>
      name === 'uploadImage' ? new ApiError('uploadImage', 415, 'file-type', 'This file is not an image.') : { price: 1, formattedPrice: '€0.01' },
    );
    await t.controller.upload([{ size: 1000, name: 'x.txt' } as File]);
    expect(t.info).toEqual(['This file is not an image.']);
  });
});

describe('extras', () => {
  it('a t-shirt bundle is priced with multiProducts and added through add-to-cart-multiple', async () => {
    const t = setup(tshirt, (name) => (name === 'addToCartMultiple' ? { done: true, cartItems: [], count: 2 } : { price: 3990, formattedPrice: '€39.90' }));
    await settle();
    t.store.getState().addBundleEntry();
    t.store.getState().setBundleSize(t.store.getState().bundle[0].key, 'L');
    await settle();
    const price = t.calls.filter((c) => c.name === 'calculateCustomPrice').at(-1);
    expect(price?.payload.multiProducts).toEqual([
      { index: 0, model: 1, modelSize: 'M', materialColor: 1 },
      { index: 1, model: 1, modelSize: 'L', materialColor: 1 },
    ]);
    await t.controller.addToCart();
    expect(t.calls.at(-1)?.name).toBe('addToCartMultiple');
    expect(t.done).toEqual(['add']);
    t.store.getState().removeBundleEntry(t.store.getState().bundle[0].key);
    await settle();
    expect(t.calls.filter((c) => c.name === 'calculateCustomPrice').at(-1)?.payload.multiProducts).toBeUndefined();
  });

  it('render-text runs 500 ms after the last change, and the preview is stored for that payload', async () => {
    const t = setup(textSticker, (name, p) => (name === 'renderText' ? { done: true, svg: `<svg>${String(p.text)}</svg>` } : 'pending'));
    const st = () => t.store.getState();
    // the preview's code loads once the text is turned on (controller.ts), and the shopper types after that
    st().setUpSell({ on: true });
    await Promise.all([import('./textPreview'), import('../data/designer')]);
    await settle();
    st().setUpSell({ text: 'Ho' });
    await vi.advanceTimersByTimeAsync(300);
    st().setUpSell({ text: 'Home' });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.calls.filter((c) => c.name === 'renderText')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const calls = t.calls.filter((c) => c.name === 'renderText');
    expect(calls).toHaveLength(1);
    expect(calls[0].payload).toMatchObject({ text: 'Home', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff' });
    expect(st().upSell.svg).toBe('<svg>Home</svg>');
    // mirrored is CSS only: no new render
    st().setUpSell({ mirrored: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(t.calls.filter((c) => c.name === 'renderText')).toHaveLength(1);
  });

  it('a render-text failure shows its message with the preview', async () => {
    const t = setup(textSticker, (name) => (name === 'renderText' ? new ApiError('renderText', 400, 'font', 'This font has no such letters.') : 'pending'));
    t.store.getState().setUpSell({ on: true, text: 'x' });
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(t.store.getState().upSell.error).toBe('This font has no such letters.');
  });

  it('an effect asks preview-image and stores the picture', async () => {
    const t = setup(testProductWithEffects(), (name, p) =>
      name === 'previewImage' ? { img: `/media/catalog/1009.svg?effect=${String(p.effect)}` } : 'pending',
    );
    t.store.getState().setEffect('sepia');
    await settle();
    expect(t.calls.find((c) => c.name === 'previewImage')).toMatchObject({ payload: { productId: 1009, effect: 'sepia' } });
    expect(t.store.getState()).toMatchObject({ effect: 'sepia', previewImage: '/media/catalog/1009.svg?effect=sepia' });
  });
});

function testProductWithEffects() {
  return testProduct({
    id: 1009,
    category: 'canvas',
    effects: [
      { id: 'original', name: 'Original' },
      { id: 'sepia', name: 'Sepia' },
    ],
  });
}

describe('price lists', () => {
  const packProduct = testProduct({
    id: 1011,
    category: 'coasters',
    sizes: [
      { sizeid: 1, name: 'Square', width: 10, height: 10 },
      { sizeid: 2, name: 'Round', width: 10, height: 10 },
    ],
    colours: [
      { id: 1, name: 'Natural', hex: '#e0d4bc', forcesNormalOrientation: false },
      { id: 2, name: 'Black', hex: '#1a1a1a', forcesNormalOrientation: false },
    ],
    packs: [
      { pack: 4, price: 1495, formattedPrice: '€14.95' },
      { pack: 6, price: 1995, formattedPrice: '€19.95', oldPrice: 2200, formattedOldPrice: '€22' },
    ],
    minPack: 4,
  });
  const packAnswer = (n: number) => ({
    prices: [
      { id: 4, price: 1500 + n, formattedPrice: `€15.0${n}` },
      { id: 6, price: 2000 + n, formattedPrice: `€20.0${n}`, oldPrice: 2300, formattedOldPrice: '€23' },
    ],
  });

  it('a size or colour change asks update-pack-prices and shows its figures; the previous request is aborted', async () => {
    let n = 0;
    const { store, calls } = setup(packProduct, (name) => {
      if (name === 'updatePackPrices') return ++n === 1 ? 'pending' : packAnswer(n);
      if (name === 'updateSizesPrices') return { prices: [], freeShippingView: { message: '' }, freeExpressShippingView: { message: '' } };
      return { price: 1495, formattedPrice: '€14.95' };
    });
    await settle();
    expect(calls.filter((c) => c.name === 'updatePackPrices')).toHaveLength(0);
    store.getState().pickSize(2);
    await settle();
    store.getState().setColor(2);
    await settle();
    const packCalls = calls.filter((c) => c.name === 'updatePackPrices');
    expect(packCalls.map((c) => c.payload)).toEqual([
      { productId: 1011, pack: 4 },
      { productId: 1011, pack: 4 },
    ]);
    expect(packCalls.map((c) => c.aborted)).toEqual([true, false]);
    expect(store.getState().packPrices).toEqual({
      4: { formattedPrice: '€15.02', formattedOldPrice: undefined },
      6: { formattedPrice: '€20.02', formattedOldPrice: '€23' },
    });
    // the sizes' list follows the colour as before
    expect(calls.filter((c) => c.name === 'updateSizesPrices').map((c) => c.payload)).toEqual([{ productId: 1011, options: { pack: 4, color: 2 } }]);
  });

  it('a failed pack-price request keeps the figures shown; products without packs never ask', async () => {
    const { store } = setup(packProduct, (name) =>
      name === 'updatePackPrices' ? new ApiError('updatePackPrices', 0, 'network', 'offline') : { price: 1495, formattedPrice: '€14.95' },
    );
    store.getState().pickSize(2);
    await settle();
    expect(store.getState().packPrices).toEqual({});
    const other = setup(sticker);
    other.store.getState().pickSize(2);
    await settle();
    expect(other.calls.some((c) => c.name === 'updatePackPrices')).toBe(false);
  });
});
