import { describe, expect, it } from 'vitest';
import { cartLink } from './CartLink';
import { recoveryHash } from './boot';

describe('the link to a cart', () => {
  it('is the shop address with the cart recovery parameter, which the page boot reads back', () => {
    const link = cartLink('https://shop.example', 'AbC_123-xyz');
    expect(link).toBe('https://shop.example/?tvcart=AbC_123-xyz');
    expect(recoveryHash(new URL(link).search)).toBe('AbC_123-xyz');
  });
});
