import { describe, expect, it } from 'vitest';
import { recoveryHash, withoutRecoveryParam } from './boot';

describe('cart recovery links', () => {
  it('take a well-formed tvcart hash only', () => {
    expect(recoveryHash('?tvcart=AbC_123-xyz')).toBe('AbC_123-xyz');
    expect(recoveryHash('?tvcart=short')).toBeUndefined();
    expect(recoveryHash('?tvcart=../../etc')).toBeUndefined();
    expect(recoveryHash('?x=1')).toBeUndefined();
  });
  it('drop the parameter from the address and keep the rest', () => {
    expect(withoutRecoveryParam('http://shop.test/product/x?tvcart=AbC_123-xyz&utm_source=mail#top')).toBe('/product/x?utm_source=mail#top');
    expect(withoutRecoveryParam('http://shop.test/?tvcart=AbC_123-xyz')).toBe('/');
  });
});

describe('the checkout page', () => {
  it('is where the cart never opens by itself', async () => {
    const { isCheckoutPath } = await import('./boot');
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/')).toBe(true);
    expect(isCheckoutPath('/checkouts')).toBe(false);
    expect(isCheckoutPath('/product/checkout')).toBe(false);
  });
});

describe('the cart sliding in by itself', () => {
  it('happens on ordinary pages, not on checkout nor over the popup of a ?modify= or ?quick-add= address', async () => {
    const { maySlideInItself } = await import('./boot');
    expect(maySlideInItself('/', '')).toBe(true);
    expect(maySlideInItself('/product/x', '?utm_source=mail')).toBe(true);
    expect(maySlideInItself('/checkout', '')).toBe(false);
    expect(maySlideInItself('/', '?modify=12')).toBe(false);
    expect(maySlideInItself('/', '?modify=abc')).toBe(true);
    expect(maySlideInItself('/', '?category=stickers&quick-add=1001')).toBe(false);
  });
});
