import crypto from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { multipart } from './badInput.testing';

// Issue 25, item 7: uploads were stored as sent, whatever followed the image. A PNG with an HTML page appended and a
// 1 x 1 PNG followed by 12 MB of random bytes were kept whole. The shop now keeps what it decoded: the pixels
// re-encoded in the same format, upright, without metadata (EXIF, GPS) or trailing bytes.

const MB = 1024 * 1024;
const rgb = (r: number, g: number, b: number) => ({ r, g, b });

/** A 40 x 20 picture, red on its left half and blue on its right. */
async function halves(): Promise<Sharp> {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: rgb(255, 0, 0) } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: rgb(0, 0, 255) } }).composite([{ input: red, left: 0, top: 0 }]);
}

/** The colour of one pixel of an image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe.each(databasesUnderTest())('uploads are stored as decoded on $name', (target) => {
  let shop: TestShop;
  let address = 0;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  async function upload(bytes: Buffer, name: string, type: string): Promise<{ file: string; stored: Buffer }> {
    const body = multipart([{ name, type, bytes }]);
    const r = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': `10.25.7.${++address}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const file = r.json().fileInfo.file as string;
    const served = await shop.app.inject({ method: 'GET', url: file });
    expect(served.statusCode).toBe(200);
    return { file, stored: served.rawPayload };
  }

  it('a PNG with an HTML page appended is stored without it, its pixels unchanged', async () => {
    const image = await (await halves()).png().toBuffer();
    const sent = Buffer.concat([image, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const { file, stored } = await upload(sent, 'page.png', 'image/png');
    expect(stored.includes('<script')).toBe(false);
    expect(stored.subarray(-12).toString('latin1')).toContain('IEND');
    expect(file).toBe(`/media/uploads/${crypto.createHash('sha256').update(stored).digest('hex')}.png`);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(image).raw().toBuffer());
  });

  it('a 1 x 1 PNG followed by 12 MB of random bytes is stored as the 1 x 1 PNG it is', async () => {
    const dot = await sharp({ create: { width: 1, height: 1, channels: 3, background: rgb(10, 200, 30) } })
      .png()
      .toBuffer();
    const { file, stored } = await upload(Buffer.concat([dot, crypto.randomBytes(12 * MB)]), 'dot.png', 'image/png');
    expect(stored.length).toBeLessThan(1024);
    expect(file).toMatch(/\.png$/);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(await pixel(stored, 0, 0)).toEqual([10, 200, 30]);
    const row = await shop.db.kysely.selectFrom('uploads').select('size').where('hash', '=', file.slice(15, 79)).executeTakeFirstOrThrow();
    expect(Number(row.size)).toBe(stored.length);
  });

  it('a JPEG turned by its EXIF orientation is stored upright, as a JPEG, without EXIF or GPS', async () => {
    // Stored 40 x 20 with orientation 6 (turn 90° clockwise to view): a camera held upright shows 20 x 40, red on top.
    const sent = await (
      await halves()
    )
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Atelier test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 0/1' } })
      .toBuffer();
    expect(await sharp(sent).metadata()).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(sent.includes('Atelier test camera')).toBe(true);
    const { file, stored } = await upload(sent, 'camera.jpg', 'image/jpeg');
    expect(file).toMatch(/\.jpg$/);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Atelier test camera')).toBe(false);
    const [top, bottom] = [await pixel(stored, 10, 5), await pixel(stored, 10, 35)];
    expect(top[0], `top ${top}`).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2], `bottom ${bottom}`).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('WebP and GIF keep their type: a lossless WebP its very pixels, a lossy one stays lossy, a GIF its pixels', async () => {
    const lossless = await (await halves()).webp({ lossless: true }).toBuffer();
    const kept = await upload(lossless, 'drawing.webp', 'image/webp');
    expect(kept.file).toMatch(/\.webp$/);
    expect(kept.stored.includes('VP8L')).toBe(true);
    expect(await sharp(kept.stored).raw().toBuffer()).toEqual(await sharp(lossless).raw().toBuffer());
    const photo = await (await halves()).webp({ quality: 80 }).toBuffer();
    const lossy = await upload(photo, 'photo.webp', 'image/webp');
    expect(lossy.stored.includes('VP8L')).toBe(false);
    expect(await sharp(lossy.stored).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });
    const still = await sharp({ create: { width: 8, height: 16, channels: 3, background: rgb(0, 255, 0) } })
      .gif()
      .toBuffer();
    const gif = await upload(Buffer.concat([still, Buffer.from('<html>')]), 'still.gif', 'image/gif');
    expect(gif.file).toMatch(/\.gif$/);
    expect(gif.stored.includes('<html>')).toBe(false);
    expect(await sharp(gif.stored).metadata()).toMatchObject({ format: 'gif', width: 8, height: 16, pages: 1 });
  });

  it('the same photo sent twice is one file', async () => {
    const photo = await (await halves()).jpeg().toBuffer();
    const first = await upload(photo, 'a.jpg', 'image/jpeg');
    const again = await upload(photo, 'b.jpg', 'image/jpeg');
    expect(again.file).toBe(first.file);
  });
});
