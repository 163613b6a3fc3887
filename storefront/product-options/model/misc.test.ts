import { describe, expect, it } from 'vitest';
import { sameSiteReferrer } from './misc';

describe('sameSiteReferrer', () => {
  it('keeps the previous page only when it is on the same site', () => {
    expect(sameSiteReferrer('https://shop.test/?category=canvas', 'https://shop.test')).toBe('https://shop.test/?category=canvas');
    expect(sameSiteReferrer('https://search.example/q', 'https://shop.test')).toBeUndefined();
    expect(sameSiteReferrer('', 'https://shop.test')).toBeUndefined();
    expect(sameSiteReferrer('not a url', 'https://shop.test')).toBeUndefined();
  });
});
