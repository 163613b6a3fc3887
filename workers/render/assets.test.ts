import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets.js';

describe('assetUrl', () => {
  it('keeps same-origin media paths and puts relative asset paths under the asset base', () => {
    expect(assetUrl('/media/uploads/ab.png', '/media')).toBe('/media/uploads/ab.png');
    expect(assetUrl('logo.png', '/media/')).toBe('/media/logo.png');
    expect(assetUrl('up/bg.jpg', 'https://shop.example/media')).toBe('https://shop.example/media/up/bg.jpg');
  });

  it("reads the page's own copy of a picture (a blob: URL) as it is", () => {
    const copy = 'blob:https://shop.example/0f6c7a3e-2b1d-4c5e-9a8b-7d6e5f4c3b2a';
    expect(assetUrl(copy, 'https://shop.example')).toBe(copy);
  });
});
