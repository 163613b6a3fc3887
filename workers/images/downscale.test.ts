import { describe, expect, it } from 'vitest';
import { downscaleImage, downscaleSize } from './downscale.js';

describe('downscaleSize', () => {
  it('keeps small images and shrinks the longest side to the maximum', () => {
    expect(downscaleSize(800, 600, 1000)).toEqual({ width: 800, height: 600 });
    expect(downscaleSize(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(downscaleSize(300, 9000, 900)).toEqual({ width: 30, height: 900 });
    expect(downscaleSize(10000, 1, 100)).toEqual({ width: 100, height: 1 });
    expect(() => downscaleSize(0, 5, 10)).toThrow();
  });
  it('says clearly when run without browser image APIs (the e2e spec runs it in Chromium)', async () => {
    await expect(downscaleImage(new ArrayBuffer(1), 'image/png', 10)).rejects.toThrow(/createImageBitmap/);
  });
});
