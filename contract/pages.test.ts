import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPage, pagePath, PAGES } from './pages';

describe('pages', () => {
  it('are the routes the storefront router declares, no more and no fewer', () => {
    const app = fs.readFileSync('storefront/app/App.tsx', 'utf8');
    const declared = [...app.matchAll(/<Route\s+path=(?:"([^"]+)"|\{PAGES\.(\w+)\})/g)].map((m) => m[1] ?? PAGES[m[2] as keyof typeof PAGES]);
    expect(declared.sort()).toEqual(Object.values(PAGES).sort());
  });

  it('match paths with their parameters, and nothing else', () => {
    expect(matchPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchPage('/product/wall-sticker%20x')).toEqual({ page: 'product', params: { slug: 'wall-sticker x' } });
    expect(matchPage('/checkout/')?.page).toBe('checkout');
    expect(matchPage('/product/')).toBeUndefined();
    expect(matchPage('/product/a/b')).toBeUndefined();
    expect(matchPage('/robots.txt')).toBeUndefined();
    expect(matchPage('/product/%E0%A4%A')).toBeUndefined();
    expect(pagePath('product', { slug: 'a b' })).toBe('/product/a%20b');
  });
});
