import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_MAX_SIDE, displayCopyOf } from '../../contract/pictures';
import { apply, createDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { multipart } from './badInput.testing';

// Issue 29: a design opened from a link drew its photos from the 12-megapixel originals (fetched whole, decoded on
// the page's thread: most of the 1.5-2.5 s it took to open). The server answers a display copy of an uploaded picture
// at the size the designer's own worker gives a fresh upload's (longest side DISPLAY_MAX_SIDE); the original stays
// what the print reads. Sharing a design makes its copies at once, so no one who opens the link waits for them.

/** A `width` x `height` picture, red on its left half and blue on its right (both `alpha` opaque), in `format`. */
async function halves(width: number, height: number, format: 'jpeg' | 'png', alpha = 255): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) raw.set(i % width < width / 2 ? [255, 0, 0, alpha] : [0, 0, 255, alpha], i * 4);
  const picture = sharp(raw, { raw: { width, height, channels: 4 } });
  return format === 'jpeg' ? picture.jpeg({ quality: 90 }).toBuffer() : picture.png().toBuffer();
}

/** The colour (and alpha) of one pixel. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 12);

describe.each(databasesUnderTest())('display copies of uploaded pictures on $name', (target) => {
  let shop: TestShop;
  let address = 0;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
    const body = multipart([{ name, type, bytes }]);
    const r = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': `10.29.1.${++address}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().fileInfo.file as string;
  }
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('serves a 12-megapixel photo’s copy at the display size, a JPEG of the same picture, and the original whole', async () => {
    const src = await upload(await halves(4000, 3000, 'jpeg'), 'photo.jpg', 'image/jpeg');
    const url = displayCopyOf(src)!;
    expect(url).toBe(src.replace('/media/uploads/', '/media/uploads/display/'));
    const copy = await get(url);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-type']).toBe('image/jpeg');
    expect(copy.headers['cache-control']).toContain('immutable');
    const meta = await sharp(copy.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([DISPLAY_MAX_SIDE, 1200]);
    expect(near(await pixel(copy.rawPayload, 100, 600), [255, 0, 0, 255])).toBe(true);
    expect(near(await pixel(copy.rawPayload, 1500, 600), [0, 0, 255, 255])).toBe(true);
    // a tenth of the bytes the canvas fetched before
    const original = await get(src);
    expect(copy.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
    // the print's picture is still the original, whole
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 4000, height: 3000 });
    // asked again: the copy kept, the same bytes
    expect((await get(url)).rawPayload.equals(copy.rawPayload)).toBe(true);
  });

  it('keeps a PNG’s transparency in its copy, and answers a picture no larger than the display size as it is', async () => {
    const wide = displayCopyOf(await upload(await halves(3200, 1000, 'png', 128), 'logo.png', 'image/png'))!;
    const copy = await get(wide);
    expect(copy.headers['content-type']).toBe('image/png');
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: DISPLAY_MAX_SIDE, height: 500, hasAlpha: true });
    expect(near(await pixel(copy.rawPayload, 10, 10), [255, 0, 0, 128])).toBe(true);

    const smallSrc = await upload(await halves(800, 600, 'jpeg'), 'small.jpg', 'image/jpeg');
    const small = await get(displayCopyOf(smallSrc)!);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.equals((await get(smallSrc)).rawPayload)).toBe(true);
  });

  it('answers an unknown, malformed or vector name with a readable 404', async () => {
    for (const name of ['0'.repeat(64) + '.jpg', 'nothing.png', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(64) + '.svg']) {
      const r = await get(`/media/uploads/display/${name}`);
      expect(r.statusCode, name).toBe(404);
      expect(r.json()).toMatchObject({ errorCode: 'not-found', errorMessage: 'This file does not exist.' });
    }
    // only uploads' raster pictures have one
    expect(displayCopyOf('/media/designs/1001.svg')).toBeUndefined();
    expect(displayCopyOf(`/media/uploads/${'a'.repeat(64)}.svg`)).toBeUndefined();
  });

  it('makes the copies of a shared design’s photos when it is shared, before anyone opens its link', async () => {
    const src = await upload(await halves(4000, 2400, 'jpeg'), 'shared.jpg', 'image/jpeg');
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = apply(doc, 'addImage', { src, naturalWidth: 4000, naturalHeight: 2400 });
    const key = `uploads/display/${src.split('/').pop()}`;
    expect(await shop.app.services.files.has(key)).toBe(false);
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/ajax/personalized-services/share-design',
      payload: { productId: P.personalisedPrintedSticker, design: doc },
      headers: { 'x-forwarded-for': '10.29.2.1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // made in the background: the link's answer does not wait for it
    await expect.poll(() => shop.app.services.files.has(key), { timeout: 10_000 }).toBe(true);
  });
});
