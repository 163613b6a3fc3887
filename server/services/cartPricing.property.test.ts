import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { calls } from '../../contract';
import { cartTotals as cartTotalsSchema } from '../../contract/cart';
import { MAX_CART_COUNT, MAX_CART_LINES, MAX_CART_TOTAL, cartCapRefusal, linesTotal, type CapLine } from '../../rules/cart';
import { MAX_MONEY } from '../../rules/money';
import { MAX_QUANTITY } from '../../rules/quantity';
import type { Product, Voucher } from '../catalog/model';
import { calculatePrice } from '../pricing';
import { CatalogueRepository } from '../repositories/catalogueRepository';
import { createTestShop, type TestShop } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { CartItemBuilder } from './cartItemBuilder';
import { flattenLines } from './cartRecovery';
import { totalsFields } from './cartPresenter';
import { cartTotals } from './cartTotals';
import { CatalogueService, type CatalogueSnapshot } from './catalogueService';
import { priceConfiguration } from './priceConfiguration';
import { ProductService } from './productService';
import { ShopError } from './shopError';

// Issue 10, "Also": generated configurations and carts (fast-check). For every configuration the live price
// (calculate-custom-price), the cart line add-to-cart builds and a fresh recomputation from what the line stores agree
// to the minor unit; for every cart built through the caps' gate, totals are never negative, the caps are never
// passed and the totals fit the contract. Most runs call the services directly; a few hundred go through HTTP.

const CONFIGURATIONS = 10_000;
const CARTS = 10_000;
const OVER_HTTP = 200;
/** Refusals only the cart applies (a live price is shown before the shopper has chosen everything). */
const CART_ONLY_REFUSALS = [
  'color',
  'tissue',
  'mechanism',
  'drop',
  'model',
  'modelSize',
  'materialColor',
  'personalizedText',
  'personalizedImage',
  'personalization',
];

let shop: TestShop;
let snap: CatalogueSnapshot;
let products: ProductService;
let builder: CartItemBuilder;
let sellable: Product[];

beforeAll(async () => {
  shop = await createTestShop({ name: 'sqlite' });
  const catalogue = new CatalogueService(new CatalogueRepository(shop.db.kysely));
  snap = await catalogue.load();
  products = new ProductService(catalogue);
  builder = new CartItemBuilder(catalogue);
  sellable = snap.products.filter((p) => !p.hidden && p.category !== 'extra');
});
afterAll(() => shop?.close());

/** Mostly a value from the list, sometimes nothing, now and then one the product does not offer. */
const pick = <T>(list: readonly T[] | undefined, invalid: T) =>
  list?.length
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...list) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant(invalid) },
      )
    : fc.constant(undefined);

/** A configuration of a sellable product, as a shopper's page would send it (and a few it would not). */
function configuration(): fc.Arbitrary<Record<string, unknown>> {
  return fc.constantFrom(...sellable).chain((p) => {
    const models = (p.clothingModels ?? []).map((id) => snap.lists.clothingModels.find((m) => m.id === id)).filter((m) => m !== undefined);
    const limits = p.customSize;
    const length = limits
      ? fc.oneof(fc.integer({ min: Math.max(1, limits.minWidth - 5), max: limits.maxWidth + 5 }), fc.double({ min: 1, max: 400, noNaN: true }))
      : fc.constant(undefined);
    return fc.record({
      productId: fc.constant(p.id),
      quantity: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_QUANTITY }) }),
      convertUM: fc.option(fc.boolean(), { nil: undefined }),
      options: fc.record(
        {
          size: p.sizes?.length
            ? fc.option(
                fc.constantFrom(...p.sizes).map((s) => ({ sizeid: s.sizeid })),
                { nil: undefined },
              )
            : fc.constant(undefined),
          width: length,
          height: length,
          color: pick(p.colours, 99_999),
          orientation: p.orientation ? fc.constantFrom('normal' as const, 'reversed' as const, undefined) : fc.constant(undefined),
          pack: pick(
            p.packs?.map((x) => x.pack),
            7,
          ),
          customPack: p.packs?.length ? fc.option(fc.integer({ min: 1, max: MAX_QUANTITY }), { nil: undefined }) : fc.constant(undefined),
          composition: pick(
            p.compositions?.map((c) => c.id),
            99_999,
          ),
          materialCanvas: pick(
            p.canvasMaterials?.map((c) => c.id),
            'gold',
          ),
          model: pick(p.clothingModels, 99_999),
          modelSize: pick([...new Set(models.flatMap((m) => m.sizes))], 'XXXXL'),
          materialColor: pick([...new Set(models.flatMap((m) => m.materialColors))], 99_999),
          tissue: pick(p.tissues, 99_999),
          mechanism: pick(p.mechanisms, 99_999),
          drop: pick(p.drops, 99_999),
          format: pick(
            p.rugFormats?.map((f) => f.id),
            'huge',
          ),
          personalizedText: p.personalizedText ? fc.option(fc.string({ minLength: 1, maxLength: 30 }), { nil: undefined }) : fc.constant(undefined),
        },
        { requiredKeys: [] },
      ),
    });
  });
}

type Outcome = { ok: true; unitPrice: number; total: number } | { ok: false; code: string };

async function livePrice(raw: Record<string, unknown>): Promise<Outcome | undefined> {
  const parsed = calls.calculateCustomPrice.payload.safeParse(raw);
  if (!parsed.success) return undefined;
  try {
    const r = await products.calculateCustomPrice(parsed.data, 'en');
    return 'error' in r && r.error ? { ok: false, code: 'price' } : { ok: true, unitPrice: r.unitPrice!, total: r.price! };
  } catch (e) {
    if (e instanceof ShopError) return { ok: false, code: e.code };
    throw e;
  }
}

async function cartLine(raw: Record<string, unknown>) {
  const parsed = calls.addToCart.payload.safeParse(raw);
  if (!parsed.success) return undefined;
  try {
    return { ok: true as const, built: await builder.build(parsed.data) };
  } catch (e) {
    if (e instanceof ShopError) return { ok: false as const, code: e.code };
    throw e;
  }
}

describe('generated configurations: live price, cart line and a fresh recomputation agree', () => {
  it(`${CONFIGURATIONS} configurations`, async () => {
    const seen = { priced: 0, refusedByBoth: 0, cartOnly: 0 };
    await fc.assert(
      fc.asyncProperty(configuration(), async (raw) => {
        const live = await livePrice(raw);
        let line = await cartLine(raw);
        if (!live || !line) return; // the contract refuses the payload for both calls alike
        // the cart takes the line only within its caps (what add-to-cart checks under the cart's lock)
        if (line.ok && cartCapRefusal([], flattenLines([line.built.main, ...line.built.loose]))) line = { ok: false, code: 'quantity' };
        if (!line.ok) {
          // the cart refuses what the live price refuses, and may refuse more only for what a page asks before adding
          if (live.ok) expect(CART_ONLY_REFUSALS, `${line.code} ${JSON.stringify(raw)}`).toContain(line.code);
          seen[live.ok ? 'cartOnly' : 'refusedByBoth']++;
          return;
        }
        expect(live, JSON.stringify(raw)).toMatchObject({ ok: true });
        if (!live.ok) return;
        const { main } = line.built;
        expect(main.unitPrice, JSON.stringify(raw)).toBe(live.unitPrice);
        expect(main.unitPrice * main.quantity).toBe(live.total);
        // what the cart stored prices to the same amount again
        const product = snap.byId.get(main.productId)!;
        const fresh = calculatePrice(product, snap.pricing, priceConfiguration(product, { quantity: main.quantity }, main.options as never));
        expect(fresh, JSON.stringify(main.options)).toMatchObject({ ok: true, unitPrice: main.unitPrice, total: live.total });
        expect(main.unitPrice).toBeGreaterThanOrEqual(0);
        seen.priced++;
      }),
      { numRuns: CONFIGURATIONS },
    );
    // the generator reaches every outcome, mostly priced ones
    expect(seen.priced).toBeGreaterThan(CONFIGURATIONS / 3);
    expect(seen.refusedByBoth).toBeGreaterThan(0);
  }, 60_000);
});

/** A cart-changing step: add a line, change a line's quantity, or remove one. */
const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      unitPrice: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: MAX_MONEY })),
      quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('quantity' as const), at: fc.nat(), quantity: fc.integer({ min: 1, max: MAX_QUANTITY }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), at: fc.nat() }) },
);

const voucher: fc.Arbitrary<Voucher | undefined> = fc.option(
  fc.record(
    {
      code: fc.constant('GEN'),
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free-shipping' as const),
      value: fc.integer({ min: 0, max: 100_000 }),
      minimumTotal: fc.integer({ min: 0, max: 50_000 }),
      validTo: fc.constantFrom('2020-01-01', '2999-12-31'),
    },
    { requiredKeys: ['code', 'kind', 'value'] },
  ),
  { nil: undefined },
);

describe('generated carts: caps never passed, totals never negative, answers fit the contract', () => {
  const totalsSchema = z.object(cartTotalsSchema);

  it(`${CARTS} carts`, () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), voucher, fc.boolean(), (steps, v, premium) => {
        // Lines fill up to near the caps fast: start some carts with many lines already.
        const lines: (CapLine & { productId: number })[] = [];
        for (const s of steps) {
          // every change goes through the gate the cart service uses under the cart's lock
          if (s.op === 'add') {
            const line = { unitPrice: s.unitPrice, quantity: s.quantity, productId: 1 };
            if (!cartCapRefusal(lines, [line])) lines.push(line);
          } else if (lines.length && s.op === 'quantity') {
            const i = s.at % lines.length;
            const changed = { ...lines[i], quantity: s.quantity };
            if (!cartCapRefusal(lines, [changed], [lines[i]])) lines[i] = changed;
          } else if (lines.length) lines.splice(s.at % lines.length, 1);
          expect(lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
          expect(linesTotal(lines)).toBeLessThanOrEqual(MAX_CART_TOTAL);
        }
        const totals = cartTotals({
          lines: premium ? [...lines, { unitPrice: 995, quantity: 1, productId: 2 }].slice(0, MAX_CART_LINES) : lines,
          voucher: v,
          shipping: snap.lists.shipping,
          now: new Date('2026-06-01T00:00:00Z'),
          freeShippingProducts: [2],
        });
        for (const n of [totals.total, totals.discount, totals.estimatedShippingTotal, totals.grandTotal, totals.count]) expect(n).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.total);
        expect(totals.count).toBeLessThanOrEqual(MAX_CART_COUNT);
        expect(totals.grandTotal).toBe(totals.total - totals.discount + totals.estimatedShippingTotal);
        expect(totalsSchema.safeParse(totalsFields(totals, 'da')).success).toBe(true);
      }),
      { numRuns: CARTS },
    );
  });

  it('carts at the caps: 200 lines of the largest amounts still answer within the contract', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY }), fc.integer({ min: 1, max: MAX_QUANTITY }), (unitPrice, quantity) => {
        const lines: CapLine[] = [];
        for (let i = 0; i < MAX_CART_LINES + 5; i++) if (!cartCapRefusal(lines, [{ unitPrice, quantity }])) lines.push({ unitPrice, quantity });
        const totals = cartTotals({ lines: lines.map((l) => ({ ...l, productId: 1 })), shipping: snap.lists.shipping, now: new Date() });
        expect(totalsSchema.safeParse(totalsFields(totals, 'en')).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('over HTTP: the live price answered is the price the cart shows', () => {
  it(`${OVER_HTTP} configurations through calculate-custom-price, add-to-cart and shopping-cart`, async () => {
    let address = 0;
    let added = 0;
    await fc.assert(
      fc.asyncProperty(configuration(), async (raw) => {
        const v = visitor(shop, { 'x-forwarded-for': `10.7.${Math.floor(++address / 200)}.${address % 200}` });
        const live = await v.call('/ajax/product/calculate-custom-price', raw);
        const add = await v.call('/ajax/shopping/add-to-cart', raw);
        expect(live.statusCode, live.body).toBeLessThan(500);
        expect(add.statusCode, add.body).toBeLessThan(500);
        if (add.statusCode !== 200) return;
        expect(live.statusCode, live.body).toBe(200);
        const price = live.json();
        const cart = (await v.cart()).cart;
        const line = cart.items.find((i: { parentId?: number }) => i.parentId === undefined);
        expect(line.unitPrice).toBe(price.unitPrice);
        expect(line.totalPrice).toBe(price.price);
        expect(cart.total).toBe(cart.items.reduce((s: number, i: { totalPrice: number }) => s + i.totalPrice, 0));
        added++;
      }),
      { numRuns: OVER_HTTP },
    );
    expect(added).toBeGreaterThan(OVER_HTTP / 4);
  }, 60_000);
});
