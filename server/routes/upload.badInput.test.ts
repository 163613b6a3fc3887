import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { MAX_BASE64_CHARS } from '../../contract';
import Fastify from 'fastify';
import multipartPlugin from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { ShopError } from '../services/shopError';
import { shopErrorBody } from '../http/route';
import { MAX_TOTAL_UPLOAD_BYTES, multipartReader } from '../http/multipart';
import { UploadService } from '../services/uploadService';
import { LocalFileStore } from '../storage/localFileStore';
import type { UploadRepository } from '../repositories/uploadRepository';
import { expectRefusal, multipart, sweep, type SweptRoute } from './badInput.testing';
import { samePixels } from './upload.testing';

// The base64 and website upload calls: a real small PNG is stored (re-encoded) and served back with the same pixels; anything else that
// claims to be an image, and every hostile field value, is a 4xx with a message.
const logo = fs.readFileSync('fixtures/designs/assets/logo.png');
const landscape = fs.readFileSync('fixtures/designs/assets/landscape.png');
const html = Buffer.from('<html><script>alert(1)</script></html>');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

const png = (bytes = logo, name = 'logo.png') => ({ name, type: 'image/png', bytes });
/** A real PNG of random pixels (they do not compress): about 1.5 MB at 620 x 620. */
function noisePng(side: number): Buffer<ArrayBuffer> {
  const image = new PNG({ width: side, height: side });
  crypto.randomFillSync(image.data);
  return Buffer.from(PNG.sync.write(image));
}
/** The base64 routes' body limit (server/routes/upload.ts): a 15 MB image as base64 text, and room for the fields. */
const BASE64_BODY_LIMIT = MAX_BASE64_CHARS + 64 * 1024;

const base64Routes: SweptRoute[] = ['/ajax/upload/upload-image-base64', '/ajax/website/upload/image-base-64'].map((url) => ({
  url,
  valid: { imgBase64: dataUrl(logo), originalName: 'logo.png', prefix: 'personalized', productId: 1, productIndex: 0 },
  text: ['imgBase64', 'originalName', 'prefix'],
  numeric: ['productId', 'productIndex'],
  required: ['imgBase64'],
  // uploadFields drops unknown fields (contract/upload.ts).
  extraDropped: true,
  bodyLimit: BASE64_BODY_LIMIT,
  refuse: [
    ['an HTML page named as a PNG', { imgBase64: dataUrl(html) }],
    ['an SVG data URL', { imgBase64: dataUrl(Buffer.from('<svg/>'), 'image/svg+xml') }],
    ['an HTML data URL', { imgBase64: dataUrl(html, 'text/html') }],
    ['characters that are not base64', { imgBase64: 'data:image/png;base64,<>{}' }],
    ['a bare base64 string', { imgBase64: logo.toString('base64') }],
    ['a prefix that is a path', { imgBase64: dataUrl(logo), prefix: '../../etc' }],
  ],
}));
const multipartRoutes = ['/ajax/website/upload/image', '/ajax/website/upload/image-multiple'];

describe.each(databasesUnderTest())('upload calls: bad input on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  let address = 0;
  const upload = (url: string, body: ReturnType<typeof multipart>) =>
    shop.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, 'x-forwarded-for': `10.9.0.${++address % 250}` } });
  const served = async (file: string) => (await shop.app.inject({ method: 'GET', url: file })).rawPayload;

  it.each(base64Routes.map((r) => [r.url, r] as const))('%s stores a real PNG, checked by content, and refuses everything else', async (_url, route) => {
    const r = await shop.app.inject({ method: 'POST', url: route.url, payload: { imgBase64: dataUrl(logo), originalName: 'My logo.png' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().fileInfo).toMatchObject({ file: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{64}\.png$/), originalName: 'My logo.png' });
    expect(await samePixels(await served(r.json().fileInfo.file), logo)).toBe(true);
    const fake = await shop.app.inject({ method: 'POST', url: route.url, payload: { imgBase64: dataUrl(html) } });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errorMessage).toMatch(/not a picture we can print/);
    await sweep(shop, route);
  });

  it.each(base64Routes.map((r) => [r.url] as const))('%s takes an image over the 1 MB JSON limit, up to the 15 MB the contract allows', async (url) => {
    const big = noisePng(620);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const r = await shop.app.inject({ method: 'POST', url, payload: { imgBase64: dataUrl(big), originalName: 'photo.png' } });
    expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
    expect(await samePixels(await served(r.json().fileInfo.file), big)).toBe(true);
  });

  it('website/upload/image stores a real PNG, checked by content', async () => {
    const r = await upload('/ajax/website/upload/image', multipart([png(logo, 'My logo.png')], { prefix: 'website' }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().fileInfo.originalName).toBe('My logo.png');
    expect(await samePixels(await served(r.json().fileInfo.file), logo)).toBe(true);
  });

  it('website/upload/image-multiple stores each PNG, checked by content', async () => {
    const r = await upload('/ajax/website/upload/image-multiple', multipart([png(logo), png(landscape, 'landscape.png')]));
    expect(r.statusCode, r.body).toBe(200);
    const files = r.json().files as { file: string; originalName: string }[];
    expect(files.map((f) => f.originalName)).toEqual(['logo.png', 'landscape.png']);
    expect(await samePixels(await served(files[0].file), logo)).toBe(true);
    expect(await samePixels(await served(files[1].file), landscape)).toBe(true);
  });

  it('website/upload/image-multiple with one disguised file stores none of them', async () => {
    const fresh = noisePng(8);
    const r = await upload('/ajax/website/upload/image-multiple', multipart([png(fresh, 'fresh.png'), { name: 'page.png', type: 'image/png', bytes: html }]));
    expect(r.statusCode).toBe(415);
    expect(r.json().errorMessage).toMatch(/not a picture we can print/);
    const name = `${crypto.createHash('sha256').update(fresh).digest('hex')}.png`;
    expect((await shop.app.inject({ method: 'GET', url: `/media/uploads/${name}` })).statusCode).toBe(404);
  });

  it.each(multipartRoutes)('%s refuses disguised files, hostile fields and bodies that are not an upload', async (url) => {
    const refusals: [string, Parameters<typeof upload>[1], number?][] = [
      ['an HTML page named and typed as a PNG', multipart([{ name: 'photo.png', type: 'image/png', bytes: html }]), 415],
      // The HTML page is refused by its first bytes, before the one-file rule of website/upload/image is checked.
      ['a PNG among HTML pages', multipart([png(), { name: 'b.jpg', type: 'image/jpeg', bytes: html }]), 415],
      ['an empty file', multipart([{ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }]), 400],
      ['no file', multipart([], { prefix: 'website' }), 400],
      ['files as a text field', multipart([], { files: 'logo.png' }), 400],
      ['a prefix that is a path', multipart([png()], { prefix: '../../etc' }), 400],
      ['a 100 KB name', multipart([png()], { originalName: 'x'.repeat(100_000) }), 400],
      ['21 files', multipart(Array.from({ length: 21 }, () => png())), 413],
    ];
    for (const field of ['productId', 'productIndex']) {
      for (const value of ['abc', 'NaN', 'Infinity', '-5', String(2 ** 53), '', '{"$gt":1}', 'null'])
        refusals.push([`${field} = ${value || '(empty)'}`, multipart([png()], { [field]: value }), 400]);
    }
    for (const [what, body, status] of refusals) {
      const r = await upload(url, body);
      expectRefusal(r, what);
      if (status) expect(r.statusCode, what).toBe(status);
    }
    const tooMany = await upload(url, multipart(Array.from({ length: 21 }, () => png())));
    expect(tooMany.json()).toMatchObject({ errorCode: 'upload-too-many', errorMessage: 'Too many files at once: you can upload at most 20 images together.' });
    const body = multipart([png()]);
    const broken = await upload(url, { payload: body.payload.subarray(0, body.payload.length - 30), headers: body.headers });
    expectRefusal(broken, 'a multipart body cut short');
    const json = await shop.app.inject({ method: 'POST', url, payload: { files: [dataUrl(logo)] } });
    expect(json.statusCode).toBe(415);
    expectRefusal(json, 'JSON instead of multipart');
  });
});

describe('the 250 MB total cap of a multipart upload', () => {
  it('is 250 MB, and an upload over the cap is refused with the translated total-size message', async () => {
    expect(MAX_TOTAL_UPLOAD_BYTES).toBe(250 * 1024 * 1024);
    // The same reader with a 4 KB cap: two files of about 1 KB and 3.2 KB are over it together, each alone is not.
    const app = Fastify();
    await app.register(multipartPlugin);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-multipart-'));
    // No quotas: the reader never asks the repository.
    const uploads = new UploadService(dataDir, new LocalFileStore(dataDir), {} as UploadRepository, { visitorBytesPerDay: 0, totalBytes: 0 });
    app.setErrorHandler((err, _req, reply) => (err instanceof ShopError ? reply.code(err.status).send(shopErrorBody(err, 'en')) : reply.code(500).send(err)));
    app.post('/upload', { preHandler: multipartReader(uploads, { maxTotalBytes: 4096 }) }, async (request) => ({
      count: (request.body as { files: File[] }).files.length,
    }));
    const one = await app.inject({ method: 'POST', url: '/upload', ...multipart([png(landscape)]) });
    expect(one.json()).toEqual({ count: 1 });
    const both = await app.inject({ method: 'POST', url: '/upload', ...multipart([png(logo), png(landscape)]) });
    expect(both.statusCode).toBe(413);
    expect(both.json()).toMatchObject({ errorCode: 'upload-max-size', errorMessage: expect.stringMatching(/too big together/) });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
