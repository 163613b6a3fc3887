import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets.js';

describe('assetUrl', () => {
  it('keeps same-origin media paths and puts relative asset paths under the asset base', () => {
    expect(assetUrl('/media/uploads/ab.png', '/media')).toBe('/media/uploads/ab.png');
    expect(assetUrl('logo.png', '/media/')).toBe('/media/logo.png');
    expect(assetUrl('up/bg.jpg', 'https://shop.example/media')).toBe('https://shop.example/media/up/bg.jpg');
  });
});
