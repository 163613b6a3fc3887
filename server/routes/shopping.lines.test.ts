import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { blind, vinyl, visitor } from './shopping.testing';

// A cart line names each of its values, in the shopper's language ("· left · White" read as nothing, issue 11).
describe.each(databasesUnderTest())('cart lines name their values on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  it('a blind line says which value is the chain position and which the bracket colour', async () => {
    const v = visitor(shop);
    await v.add({ ...blind, options: { ...blind.options, chainPosition: 1, supportColor: 2 } });
    const [line] = (await v.cart()).cart.items;
    expect(line.description).toMatch(
      /^Size: 50 x 50 cm · Fabric: [^·]+ · Mechanism: [^·]+ · Drop: [^·]+ · Chain position: left · Bracket colour: Anodised silver$/,
    );
    const es = await v.ok('/ajax/shopping/shopping-cart?lang=es', {});
    expect(es.cart.items[0].description).toMatch(/^Medida: 50 x 50 cm · Tejido: .* · Posición de la cadena: left/);
  });

  it('removing the last product takes the membership along: a cart of extras alone is empty', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    await v.add({ productId: P.premiumUser, quantity: 1, options: {} });
    expect((await v.cart()).cart.items).toHaveLength(2);
    const r = await v.ok('/ajax/shopping/remove-item-cart', { id: cartItems[0].id });
    expect(r).toMatchObject({ count: 0, total: 0, grandTotal: 0 });
    expect((await v.cart()).cart.items).toHaveLength(0);
  });
});
