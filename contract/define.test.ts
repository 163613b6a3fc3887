import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { defineCall } from './define';
import { changedByParsing } from './changedByParsing';
import { calls } from './index';
import { samples } from './samples';

describe('defineCall', () => {
  test('builds a schema the first time it is read, once', () => {
    let built = 0;
    const call = defineCall({
      method: 'POST',
      path: '/ajax/example',
      payload: () => {
        built++;
        return z.object({ id: z.number() }).strict();
      },
      response: () => z.object({ done: z.boolean() }),
    });
    expect(built).toBe(0);
    expect(call.payload.parse({ id: 1 })).toEqual({ id: 1 });
    expect(call.payload).toBe(call.payload);
    expect(built).toBe(1);
    expect(call.path).toBe('/ajax/example');
  });

  test('shared parts built lazily still refuse and default as before', () => {
    // productOptions is z.lazy: the option bag drops unknown keys, rounds a custom pack up, and names a bad field.
    const payload = calls.calculateCustomPrice.payload;
    expect(payload.parse({ productId: 1, quantity: 1, options: { customPack: '7.2', foo: 1 } }).options).toEqual({ customPack: 8 });
    const badColour = payload.safeParse({ productId: 1, quantity: 1, options: { color: 'red' } });
    expect(badColour.error?.issues[0]?.path).toEqual(['options', 'color']);
    // cartView (lazy) still defaults its extras, and still refuses a cart item (lazy) without its price
    const { response } = samples.shoppingCart;
    const { extras: _, ...cart } = response.cart;
    expect(calls.shoppingCart.response.parse({ ...response, cart }).cart.extras).toEqual([]);
    const item = { ...cart.items[0], unitPrice: undefined };
    const refused = calls.shoppingCart.response.safeParse({ ...response, cart: { ...cart, items: [item] } });
    expect(refused.error?.issues[0]?.path).toEqual(['cart', 'items', 0, 'unitPrice']);
  });
});

describe('changedByParsing', () => {
  test('names where a parse added a default, transformed a value or lost an element, and lets unknown keys be', () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.number(), tags: z.array(z.string()).default([]) })),
      count: z.union([z.number(), z.string().transform(Number)]),
    });
    const sent = { items: [{ id: 1, tags: ['a'] }], count: 2, extra: 'kept by the server' };
    expect(changedByParsing(schema.parse(sent), sent)).toBeUndefined();
    const defaulted = { items: [{ id: 1 }], count: 2 };
    expect(changedByParsing(schema.parse(defaulted), defaulted)).toBe('items[0].tags');
    const transformed = { items: [], count: '2' };
    expect(changedByParsing(schema.parse(transformed), transformed)).toBe('count');
    expect(changedByParsing([1, 2], [1])).toBe('');
    expect(changedByParsing({ a: null }, { a: null })).toBeUndefined();
  });
});
