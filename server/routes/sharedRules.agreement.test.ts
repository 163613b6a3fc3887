import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../fixtures/catalog/products/ids';
import { isCrawler } from '../../rules/crawler';
import { roundPack } from '../../rules/pack';
import { readQuantity } from '../../rules/quantity';
import { lengthInCm, MAX_LENGTH_CM, roundCustomSize, sizeAlert } from '../../rules/size';
import { checkUploadSizes, MAX_IMAGE_BYTES } from '../../rules/upload';
import { colourForcesNormalOrientation } from '../../storefront/product-options/model/sections';
import { parseLength, sizeAlertText, sizeMessage, typedSizeAlert } from '../../storefront/common/size';
import { t } from '../i18n';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { visitor } from './shopping.testing';

// One rule, one answer: for the same cases, what the storefront decides before asking (with the shared rules and
// the product answer it got) is what the server answers. A rule that drifts on one side fails here.
describe.each(databasesUnderTest())('the storefront and the server agree on the shop rules, on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: `/ajax/${url}`, payload, headers });
  const detail = async (id: number) => (await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${id}` })).json().product;

  it('size alerts: the same alert, in the same words, for every case', async () => {
    const product = await detail(P.treeOfLifeSticker); // 20-250 x 20-200 cm
    const limits = product.customSize;
    const cases: [number, number][] = [
      [10, 50],
      [50, 10],
      [300, 300],
      [300, 100],
      [100, 250],
      [20, 20],
      [250, 200],
      [120, 90],
    ];
    for (const [w, h] of cases) {
      const alert = sizeAlert(w, h, limits);
      const r = (await post('product/calculate-custom-price', { productId: P.treeOfLifeSticker, quantity: 1, width: w, height: h })).json();
      if (alert) expect(r.error, `${w} x ${h}`).toBe(sizeAlertText(alert, limits, 'cm'));
      else expect(r.error, `${w} x ${h}`).toBeUndefined();
    }
  });

  it('typed sizes the pages refuse (0, -5, 99999; issue 26, item 7) are refused by the server too, in the same words where the price rules judge them', async () => {
    for (const lang of ['en', 'es', 'da']) {
      const limits = (await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.treeOfLifeSticker}?lang=${lang}` })).json().product.customSize;
      for (const [width, height] of [
        ['0', '50'],
        ['-5', '50'],
        ['50', '0'],
        ['99999', '50'],
        ['50', '99999'],
        ['9999', '50'],
        ['50', '9999'],
      ]) {
        const alert = typedSizeAlert([width, height], parseLength(width), parseLength(height), limits);
        expect(alert, `${width} x ${height}`).toBeDefined();
        const r = await post(
          'product/calculate-custom-price',
          { productId: P.treeOfLifeSticker, quantity: 1, width: Number(width), height: Number(height) },
          { 'accept-language': lang },
        );
        const said = r.json().error ?? r.json().errorMessage;
        const wrong = (v: string) => !(Number(v) > 0 && Number(v) <= MAX_LENGTH_CM);
        if (wrong(width) || wrong(height)) {
          // not positive, or past the 100 m typo guard: the call's fields refuse it before the price rules, naming it
          expect(r.statusCode, r.body).toBe(400);
          expect(said, `${lang}: ${width} x ${height}`).toMatch(wrong(width) ? /width|ancho|bredde/i : /height|alto|højde/i);
        } else expect(said, `${lang}: ${width} x ${height}`).toBe(sizeAlertText(alert!, limits, 'cm'));
      }
    }
  });

  it('size alerts in Spanish come from the same server table', async () => {
    // ?lang= picks the language on any call, beside the lang cookie and Accept-Language
    const answer = await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.treeOfLifeSticker}?lang=es` });
    expect(answer.statusCode, answer.body).toBe(200);
    const product = answer.json().product;
    const r = (
      await post('product/calculate-custom-price', { productId: P.treeOfLifeSticker, quantity: 1, width: 300, height: 100 }, { 'accept-language': 'es' })
    ).json();
    expect(r.error).toBe(sizeAlertText('width-too-big', product.customSize, 'cm'));
    expect(r.error).toMatch(/ancho/);
  });

  it('rounding: the size the page rounds to is the size the server prices, with the same notice words', async () => {
    for (const [id, w, h] of [
      [P.treeOfLifeSticker, 52, 48],
      [P.flyingBirdsSticker, 41, 33],
      [P.forestMural, 243, 151],
    ] as const) {
      const limits = (await detail(id)).customSize;
      const rounded = roundCustomSize(w, h, limits);
      expect(rounded.notice, `${w} x ${h}`).toBeDefined();
      const typed = (await post('product/calculate-custom-price', { productId: id, quantity: 1, width: w, height: h })).json();
      const asRounded = (await post('product/calculate-custom-price', { productId: id, quantity: 1, width: rounded.width, height: rounded.height })).json();
      expect(typed.price, `${w} x ${h}`).toBe(asRounded.price);
      const words = sizeMessage(limits, rounded.notice!, 'cm', { width: rounded.width!, height: rounded.height! });
      expect(words).toBe(t('en', rounded.notice!, { width: rounded.width!, height: rounded.height!, unit: 'cm' }));
    }
  });

  it('the upper-size warning: the server price warning words are the page words', async () => {
    const limits = (await detail(P.treeOfLifeSticker)).customSize; // upper threshold 180 cm
    const r = (await post('product/calculate-custom-price', { productId: P.treeOfLifeSticker, quantity: 1, width: 190, height: 190 })).json();
    expect(r.price).toBeGreaterThan(0);
    expect(r.warning).toBe(sizeMessage(limits, 'size-upper-warning', 'cm'));
  });

  it('inches: a size typed in inches gets the alert the server gives it', async () => {
    // max width 250 cm = 98.43 in; the page rounds to 5 cm on blur before asking, as the server does
    const limits = (await detail(P.treeOfLifeSticker)).customSize;
    for (const [w, h, alert] of [
      [98.43, 40, undefined],
      [100, 40, 'width-too-big'],
      [5.9, 40, 'too-small'],
    ] as const) {
      const rounded = roundCustomSize(w, h, limits, 'in');
      expect(sizeAlert(lengthInCm(rounded.width, 'in'), lengthInCm(rounded.height, 'in'), limits), `${w} in`).toBe(alert);
      const r = (await post('product/calculate-custom-price', { productId: P.treeOfLifeSticker, quantity: 1, width: w, height: h, convertUM: true })).json();
      if (alert) expect(r.error, `${w} in`).toBe(sizeAlertText(alert, limits, 'cm'));
      else expect(r.price, `${w} in`).toBeGreaterThan(0);
    }
  });

  it('quantities: what the page makes of a typed quantity, the server takes; raw bad ones it refuses', async () => {
    const v = visitor(shop);
    const base = { productId: P.treeOfLifeSticker, options: { width: 100, height: 100, color: 1 } };
    for (const typed of ['', 'abc', '0', '7', '99999999']) {
      const { quantity } = readQuantity(typed);
      expect((await v.call('/ajax/shopping/add-to-cart', { ...base, quantity })).statusCode, `"${typed}" -> ${quantity}`).toBe(200);
    }
    for (const quantity of [0, 10_001, 2.5]) expect((await v.call('/ajax/shopping/add-to-cart', { ...base, quantity })).statusCode, String(quantity)).toBe(400);
    // the server names each line's floor and ceiling: 1 for a sticker, 0 for a control item, the same cap for both
    await v.add({
      productId: P.rollerBlind,
      quantity: 1,
      options: { width: 50, height: 50, tissue: 1, mechanism: 1, drop: 1 },
      complements: [{ id: P.remoteControl, quantity: 1 }],
    });
    const items: { analytics: { reference: string }; minQuantity: number; maxQuantity: number }[] = (await v.cart()).cart.items;
    expect(items.find((i) => i.analytics.reference === 'C015')).toMatchObject({ minQuantity: 0, maxQuantity: 10_000 });
    expect(items.find((i) => i.analytics.reference === 'VC001')).toMatchObject({ minQuantity: 1, maxQuantity: 10_000 });
  });

  it('custom packs: the whole pack the page rounds to is the pack the server prices', async () => {
    for (const typed of ['7.2', '7,01', '12']) {
      const pack = roundPack(typed)!;
      const asTyped = (
        await post('product/calculate-custom-price', { productId: P.botanicalCoasters, quantity: 1, options: { customPack: Number(typed.replace(',', '.')) } })
      ).json();
      const asRounded = (await post('product/calculate-custom-price', { productId: P.botanicalCoasters, quantity: 1, options: { customPack: pack } })).json();
      expect(asTyped.price, typed).toBe(asRounded.price);
    }
  });

  it('colours that force normal orientation: the page hides orientation exactly where the server refuses reversed', async () => {
    const product = await detail(P.textSticker);
    const forced: number[] = [];
    for (const c of product.colours as { id: number }[]) {
      const r = (
        await post('product/calculate-custom-price', {
          productId: P.textSticker,
          quantity: 1,
          width: 100,
          height: 25,
          options: { color: c.id, reversed: true },
        })
      ).json();
      const refused = r.error !== undefined;
      expect(colourForcesNormalOrientation(product, c.id), `colour ${c.id}`).toBe(refused);
      if (refused) forced.push(c.id);
    }
    expect(forced).toEqual([104, 106, 107, 108]);
  });

  it('upload caps: an image the page refuses is one the server refuses', async () => {
    expect(checkUploadSizes([MAX_IMAGE_BYTES + 1]).ok).toBe(false);
    const r = await post('upload/get-max-size-error', { size: MAX_IMAGE_BYTES + 1, maxSize: MAX_IMAGE_BYTES });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toMatch(/15 MB/);
  });

  it('crawlers: the cart opens by itself for a Cubot phone on both sides, never for a crawler', async () => {
    const cubot = 'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const [ua, crawler] of [
      [cubot, false],
      [googlebot, true],
    ] as const) {
      const v = visitor(shop, { 'user-agent': ua });
      await v.add({ productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100, color: 1 } });
      expect(isCrawler(ua), ua).toBe(crawler);
      expect((await v.call('/ajax/shopping/open-shopping-cart-if-needed', {})).json().open, ua).toBe(!crawler);
    }
  });
});
