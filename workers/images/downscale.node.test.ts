import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { downscaleImage, REPO_ROOT } from '../render/node.js';
import { readImageHeader } from './imageHeader.js';

/** Real files: the design fixtures' PNGs; JPEG/WebP encoded by Chromium's canvas, the GIF a 60×40 two-colour image. */
async function load(file: string): Promise<ArrayBuffer> {
  const where = file.includes('/') ? file : `workers/images/fixtures/${file}`;
  const b = await readFile(path.join(REPO_ROOT, where));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}
const asset = (name: string) => load(`fixtures/designs/assets/${name}`);
const decode = (bytes: ArrayBuffer) => PNG.sync.read(Buffer.from(bytes));
const pixel = (p: PNG, x: number, y: number) => [...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4)];

/** Insert an EXIF APP1 segment with the given orientation straight after the JPEG's SOI marker. */
function withOrientation(jpeg: ArrayBuffer, orientation: number): ArrayBuffer {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...Buffer.from('Exif\0\0'), ...tiff];
  const app1 = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
  const src = new Uint8Array(jpeg);
  return new Uint8Array([...src.subarray(0, 2), ...app1, ...src.subarray(2)]).buffer;
}

describe('downscaleImage in Node (resvg)', () => {
  it('fits a landscape PNG to the maximum side and returns a real PNG of that size', async () => {
    const out = await downscaleImage(await asset('large.png'), 'image/png', 500);
    expect(out).toMatchObject({ mime: 'image/png', width: 500, height: 375, originalWidth: 1200, originalHeight: 900 });
    const png = decode(out.bytes);
    expect([png.width, png.height]).toEqual([500, 375]);
    expect(pixel(png, 250, 187)[3]).toBeGreaterThan(0);
  });

  it('fits a portrait PNG by its height', async () => {
    const out = await downscaleImage(await asset('portrait.png'), 'image/png', 100);
    expect(out).toMatchObject({ width: 67, height: 100, originalWidth: 200, originalHeight: 300 });
    expect([decode(out.bytes).width, decode(out.bytes).height]).toEqual([67, 100]);
  });

  it('never upscales: an image that already fits comes back as the same bytes', async () => {
    const logo = await asset('logo.png');
    const out = await downscaleImage(logo, 'image/png', 1000);
    expect(out).toMatchObject({ mime: 'image/png', width: 96, height: 96, originalWidth: 96, originalHeight: 96 });
    expect(Buffer.from(out.bytes).equals(Buffer.from(logo))).toBe(true);
    expect((await downscaleImage(logo, 'image/png', 96)).bytes).toBe(logo);
  });

  it('keeps the aspect ratio within a pixel for every fixture and size', async () => {
    for (const [file, mime] of [
      ['landscape.jpg', 'image/jpeg'],
      ['portrait.jpg', 'image/jpeg'],
      ['two-colours.gif', 'image/gif'],
    ] as const) {
      const bytes = await load(file);
      for (const maxSide of [7, 33, 50, 59]) {
        const out = await downscaleImage(bytes, mime, maxSide);
        expect(Math.max(out.width, out.height)).toBe(maxSide);
        const png = decode(out.bytes);
        expect([png.width, png.height]).toEqual([out.width, out.height]);
        const exactOther = (Math.min(out.originalWidth, out.originalHeight) * maxSide) / Math.max(out.originalWidth, out.originalHeight);
        expect(Math.abs(Math.min(out.width, out.height) - exactOther)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('decodes JPEG (output is PNG: resvg encodes nothing else) and GIF with their pixels', async () => {
    const jpeg = await downscaleImage(await load('portrait.jpg'), 'image/jpeg', 100);
    expect(jpeg).toMatchObject({ mime: 'image/png', width: 58, height: 100, originalWidth: 150, originalHeight: 260 });
    expect(pixel(decode(jpeg.bytes), 29, 50)[3]).toBe(255);
    const gif = decode((await downscaleImage(await load('two-colours.gif'), 'image/gif', 30)).bytes);
    expect([gif.width, gif.height]).toEqual([30, 20]);
    expect(pixel(gif, 2, 10)).toEqual([200, 30, 30, 255]); // left half: first palette colour
    expect(pixel(gif, 27, 10)).toEqual([20, 60, 200, 255]); // right half: second
  });

  it('turns a JPEG upright by its EXIF orientation, as browsers do', async () => {
    const plain = await load('landscape.jpg');
    const turned = withOrientation(plain, 6); // stored 480×320, shown 320×480
    expect(readImageHeader(new Uint8Array(turned), 'jpeg')).toEqual({ width: 480, height: 320, orientation: 6 });
    const out = await downscaleImage(turned, 'image/jpeg', 120);
    expect(out).toMatchObject({ width: 80, height: 120, originalWidth: 320, originalHeight: 480 });
    const upright = decode((await downscaleImage(plain, 'image/jpeg', 120)).bytes);
    const rotated = decode(out.bytes);
    // Rotating 90° clockwise: the stored top-left corner ends up top-right.
    for (const [x, y] of [
      [5, 5],
      [100, 20],
      [60, 70],
    ]) {
      const a = pixel(upright, x, y);
      const b = pixel(rotated, rotated.width - 1 - y, x);
      for (let c = 0; c < 3; c++) expect(Math.abs(a[c] - b[c])).toBeLessThanOrEqual(40);
    }
  });

  it('reads the size of a WebP and passes it through when it fits, refusing to resize it in Node', async () => {
    const webp = await load('landscape.webp');
    const out = await downscaleImage(webp, 'image/webp', 480);
    expect(out).toMatchObject({ mime: 'image/webp', width: 480, height: 320 });
    expect(out.bytes).toBe(webp);
    await expect(downscaleImage(webp, 'image/webp', 100)).rejects.toThrow(/WebP can only be downscaled in the browser/);
  });

  it('goes by content, and refuses what is not an image with a clear error', async () => {
    const labelledWrong = await downscaleImage(await load('landscape.jpg'), 'image/png', 48);
    expect(labelledWrong).toMatchObject({ mime: 'image/png', width: 48, height: 32 });
    const text = new TextEncoder().encode('<html>not an image</html>').buffer as ArrayBuffer;
    await expect(downscaleImage(text, 'image/png', 100)).rejects.toThrow(/not a PNG, JPEG, GIF or WebP image \(content is unrecognised, declared image\/png\)/);
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n').buffer as ArrayBuffer;
    await expect(downscaleImage(pdf, 'image/png', 100)).rejects.toThrow(/content is application\/pdf/);
    const truncated = (await asset('logo.png')).slice(0, 20);
    await expect(downscaleImage(truncated, 'image/png', 100)).rejects.toThrow(/PNG header is damaged or truncated/);
    await expect(downscaleImage(await asset('logo.png'), 'image/png', 0)).rejects.toThrow(/maxSide must be at least 1/);
  });

  it('gives the same sizes with native resvg', async () => {
    const out = await downscaleImage(await asset('landscape.png'), 'image/png', 240, { rasteriser: 'native' });
    expect(out).toMatchObject({ width: 240, height: 160 });
    expect([decode(out.bytes).width, decode(out.bytes).height]).toEqual([240, 160]);
  });
});
