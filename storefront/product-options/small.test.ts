import { describe, expect, it } from 'vitest';
import { cartEvent, track } from './analytics';
import { COOKIE_CHOICE_KEY, hasCookieChoice, readCookieChoice, saveCookieChoice } from './cookieChoice';
import { modifyItemFromQuery, openModifyItem, openQuickAdd, usePopupHost } from './popupHost';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('cookie choice', () => {
  it('no choice until one is saved in local storage', () => {
    const store = memoryStorage();
    expect(hasCookieChoice(store)).toBe(false);
    saveCookieChoice('necessary', store);
    expect([readCookieChoice(store), hasCookieChoice(store), store.getItem(COOKIE_CHOICE_KEY)]).toEqual(['necessary', true, 'necessary']);
  });
  it('an unknown value or a storage that throws counts as no choice', () => {
    const store = memoryStorage();
    store.setItem(COOKIE_CHOICE_KEY, 'maybe');
    expect(hasCookieChoice(store)).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(hasCookieChoice(throwing)).toBe(false);
    expect(() => saveCookieChoice('accepted', throwing)).not.toThrow();
  });
});

describe('tracking', () => {
  const result = {
    done: true as const,
    count: 3,
    cartItems: [
      { reference: 'VC001', name: 'Tree', brand: 'Atelier', currency: 'EUR', price: 3500, quantity: 2, totalPrice: 7000, id: 5, options: { size: '90 x 82 cm', colorApaCode: '3' } },
    ],
  };
  it('an add becomes an add_to_cart event in major units', () => {
    expect(cartEvent(result, 'add')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 70,
        items: [{ item_id: 'VC001', item_name: 'Tree', item_brand: 'Atelier', price: 35, quantity: 2, item_variant: '90 x 82 cm / 3', cart_item_id: 5 }],
      },
    });
    expect(cartEvent(result, 'modify').event).toBe('modify_cart_item');
  });
  it('pushes to dataLayer, creating it when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    track(cartEvent(result, 'add'), target);
    track(cartEvent(result, 'add'), target);
    expect(target.dataLayer).toHaveLength(2);
  });
});

describe('popup host', () => {
  it('opens quick-add or modify, each opening a new popup', () => {
    openQuickAdd(1011);
    const first = usePopupHost.getState().request;
    expect(first).toMatchObject({ kind: 'quick-add', productId: 1011 });
    openModifyItem(7);
    expect(usePopupHost.getState().request).toMatchObject({ kind: 'modify', itemId: 7 });
    expect(usePopupHost.getState().request?.key).not.toBe(first?.key);
    usePopupHost.getState().close();
    expect(usePopupHost.getState().request).toBeNull();
  });
  it('?modify=<id> names a cart item', () => {
    expect(modifyItemFromQuery('?modify=12')).toBe(12);
    expect(modifyItemFromQuery('?modify=abc')).toBeUndefined();
    expect(modifyItemFromQuery('?modify=0')).toBeUndefined();
    expect(modifyItemFromQuery('')).toBeUndefined();
  });
});
