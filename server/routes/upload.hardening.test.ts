import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { multipart } from './badInput.testing';
import { memoryPeak, noisePng, pixelBombPng, streamedMultipart } from './upload.testing';

// Issue 10, item 5: uploads stream to disk with bounded memory, are refused from their first bytes, decode as real
// images within the pixel caps, count against per-visitor and total quotas, and leave nothing behind when refused.

const MB = 1024 * 1024;
const logo = fs.readFileSync('fixtures/designs/assets/logo.png');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const png = (bytes: Buffer, name = 'photo.png') => ({ name, type: 'image/png', bytes });
const hashName = (bytes: Buffer, ext = 'png') => `${crypto.createHash('sha256').update(bytes).digest('hex')}.${ext}`;

let address = 0;
const from = (ip = `10.7.${++address >> 8}.${address & 255}`) => ({ 'x-forwarded-for': ip });

/** Every file of the upload folder (temporary ones included) and every upload in the shop's file store. */
async function storedFiles(shop: TestShop): Promise<string[]> {
  const folder = shop.app.services.uploads.folder;
  const list = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)) : [e.name])) : [];
  return [...list(folder), ...(await shop.app.services.files.list('uploads')).map((key) => `stored ${key}`)];
}

/** Whether the shop's file store holds an upload of this name. */
const isStored = (shop: TestShop, name: string) => shop.app.services.files.has(`uploads/${name}`);

describe.each(databasesUnderTest())('upload hardening on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());
  const upload = (url: string, body: { payload: unknown; headers: Record<string, string> }, ip?: string) =>
    shop.app.inject({ method: 'POST', url, payload: body.payload as string, headers: { ...body.headers, ...from(ip) } });

  it('refuses 240 MB of non-images (20 files) from the first bytes, without holding them in memory', async () => {
    const before = await storedFiles(shop);
    const body = streamedMultipart(20, 12 * MB);
    const { result: r, arrayBuffersMB, rssMB } = await memoryPeak(() => upload('/ajax/website/upload/image-multiple', body));
    expect(r.statusCode).toBe(415);
    expect(r.json().errorMessage).toMatch(/not a picture we can print/);
    console.info(
      `240 MB of non-images: refused after ${Math.round(body.pulled() / 1024)} KB read; peak growth ${arrayBuffersMB} MB of buffers, ${rssMB} MB resident`,
    );
    // Before streaming, the whole 240 MB was held as buffers (and copied again as Files) before any check.
    expect(arrayBuffersMB).toBeLessThan(32);
    expect(body.pulled()).toBeLessThan(16 * MB);
    expect(await storedFiles(shop)).toEqual(before);
  });

  it('over a real connection, answers a refused 240 MB body at once and closes instead of reading the rest', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as { port: number };
    const body = streamedMultipart(20, 12 * MB);
    const answer = await new Promise<{ status: number; pulled: number }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/ajax/website/upload/image-multiple', headers: body.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, pulled: body.pulled() }));
      });
      req.on('error', () => undefined); // the server closes while the client still sends: EPIPE
      body.payload.pipe(req);
    });
    expect(answer.status).toBe(415);
    await new Promise((resolve) => setTimeout(resolve, 300));
    console.info(`over a socket: answered after ${Math.round(answer.pulled / MB)} MB sent, ${Math.round(body.pulled() / MB)} MB sent in all`);
    expect(body.pulled()).toBeLessThan(24 * MB);
  });

  it('refuses a 200 MB file that starts as a PNG at 15 MB, streaming it to disk and removing it', async () => {
    const before = await storedFiles(shop);
    const body = streamedMultipart(1, 200 * MB, logo.subarray(0, 64));
    const { result: r, arrayBuffersMB } = await memoryPeak(() => upload('/ajax/upload/upload-image', body));
    expect(r.statusCode).toBe(413);
    expect(r.json().errorMessage).toBe('The image is too big. The maximum size is 15 MB.');
    expect(arrayBuffersMB).toBeLessThan(32);
    expect(body.pulled()).toBeLessThan(32 * MB);
    expect(await storedFiles(shop)).toEqual(before);
  });

  it('refuses a 48 KB PNG that declares 20000 x 20000 pixels, on every upload call, and stores nothing', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await storedFiles(shop);
    for (const r of [
      await upload('/ajax/upload/upload-image', multipart([png(bomb)])),
      await upload('/ajax/website/upload/image-multiple', multipart([png(logo, 'logo.png'), png(bomb)])),
      await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image-base64', payload: { imgBase64: dataUrl(bomb) }, headers: from() }),
    ]) {
      expect(r.statusCode, r.body).toBe(413);
      expect(r.json()).toMatchObject({ errorCode: 'upload-dimensions', errorMessage: expect.stringContaining('20000 x 20000') });
    }
    expect(await storedFiles(shop)).toEqual(before);
    const es = await upload('/ajax/upload/upload-image?lang=es', multipart([png(bomb)]));
    expect(es.json().errorMessage).toContain('píxeles');
  });

  it('refuses truncated images: three bytes of JPEG header, half a PNG, a JPEG cut before its end', async () => {
    const photo = noisePng(300);
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff]);
    const jpeg = await sharp(photo).jpeg().toBuffer();
    for (const [what, bytes] of [
      ['three bytes of JPEG header', jpegHead],
      ['half a PNG', photo.subarray(0, photo.length >> 1)],
      ['a PNG cut before its last rows', photo.subarray(0, photo.length - 200)],
      ['a JPEG cut short', jpeg.subarray(0, jpeg.length - 200)],
    ] as const) {
      const r = await upload('/ajax/upload/upload-image', multipart([png(bytes)]));
      expect(r.statusCode, what).toBe(422);
      expect(r.json().errorMessage, what).toMatch(/damaged or incomplete/);
      expect(await isStored(shop, hashName(bytes, 'jpg')), what).toBe(false);
    }
    const whole = await upload('/ajax/upload/upload-image', multipart([{ name: 'p.jpg', type: 'image/jpeg', bytes: jpeg }]));
    expect(whole.statusCode, whole.body).toBe(200);
  });

  it('a refused SVG leaves no PNG companion stored (a namespaced script the old deny-list let through)', async () => {
    const picture = noisePng(40);
    const before = await storedFiles(shop);
    for (const imgSVG of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#9;script:alert(1)"><rect width="9" height="9"/></a></svg>',
    ]) {
      const r = await shop.app.inject({
        method: 'POST',
        url: '/ajax/upload/upload-image-svg',
        payload: { imgSVG, imgBase64: dataUrl(picture) },
        headers: from(),
      });
      expect(r.statusCode).toBe(415);
      expect(r.json()).toMatchObject({ errorCode: 'upload-svg', errorMessage: expect.stringMatching(/SVG contains something we cannot accept/) });
    }
    expect(await storedFiles(shop)).toEqual(before);
    // A damaged PNG with a good SVG stores neither.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>';
    const r = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image-svg',
      payload: { imgSVG: svg, imgBase64: dataUrl(picture.subarray(0, 100)) },
      headers: from(),
    });
    expect(r.statusCode).toBe(422);
    expect(await isStored(shop, hashName(Buffer.from(svg), 'svg'))).toBe(false);
  });

  it('stores the SVG as sanitised, and serves it back', async () => {
    const imgSVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:editor" x:note="kept out" width="2" height="2"><rect width="2" height="2"/></svg>';
    const r = await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image-svg', payload: { imgSVG, imgBase64: dataUrl(logo) }, headers: from() });
    expect(r.statusCode, r.body).toBe(200);
    const served = await shop.app.inject({ method: 'GET', url: r.json().fileSVG });
    expect(served.body).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>');
  });

  it('removes temporary files a crashed process left when the server starts, and keeps a live process’s', async () => {
    const { folder } = shop.app.services.uploads;
    const incoming = path.join(folder, '.incoming');
    fs.mkdirSync(incoming, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    const host = (await import('node:os')).hostname().replace(/[^A-Za-z0-9]/g, '');
    const crashed = path.join(incoming, `${host}-${dead}-0123456789abcdef.part`);
    const legacy = path.join(folder, `${'a'.repeat(64)}.png.${dead}.0a1b2c3d.tmp`);
    const live = path.join(incoming, `${host}-${process.ppid}-fedcba9876543210.part`);
    const otherHost = path.join(incoming, `elsewhere-${dead}-00000000aaaaaaaa.part`);
    for (const f of [crashed, legacy, live, otherHost]) fs.writeFileSync(f, 'partial upload');
    // A restart: a new server on the same data folder and database.
    const restarted = await buildApp({ db: shop.db, config: shop.app.services.config });
    await restarted.ready();
    await restarted.close();
    expect([crashed, legacy, live, otherHost].map((f) => fs.existsSync(f))).toEqual([false, false, true, true]);
    // Another host's file is left for an hour (it may be uploading right now), then removed.
    const hourAgo = new Date(Date.now() - 2 * 3600 * 1000);
    fs.utimesSync(otherHost, hourAgo, hourAgo);
    await shop.app.services.uploads.cleanUp();
    expect(fs.existsSync(otherHost)).toBe(false);
    fs.rmSync(live);
  });
});

describe.each(databasesUnderTest())('upload quotas on $name', (target) => {
  let shop: TestShop;
  const photos = Array.from({ length: 12 }, () => noisePng(200)); // about 160 KB each
  const size = photos[0].length;
  beforeAll(async () => {
    // Room for 3 photos a visitor a day and 7 in all.
    shop = await createTestShop(target, { config: { uploadQuota: { visitorBytesPerDay: Math.floor(3.5 * size), totalBytes: Math.floor(7.5 * size) } } });
  });
  afterAll(() => shop?.close());
  const send = (bytes: Buffer, ip: string, lang = 'en') =>
    shop.app.inject({ method: 'POST', url: `/ajax/upload/upload-image?lang=${lang}`, ...withHeaders(multipart([png(bytes)]), { 'x-forwarded-for': ip }) });

  it('lets a visitor store 3 photos a day, refuses the 4th with a translated message, and counts each content once', async () => {
    for (const p of photos.slice(0, 3)) expect((await send(p, '10.8.0.1')).statusCode).toBe(200);
    const again = await send(photos[0], '10.8.0.1');
    expect(again.statusCode, 'the same photo again takes no room').toBe(200);
    const fourth = await send(photos[3], '10.8.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ errorCode: 'upload-quota', errorMessage: expect.stringMatching(/today's upload limit of 0[.,]5 MB/) });
    expect((await send(photos[3], '10.8.0.1', 'da')).json().errorMessage).toMatch(/dagens upload-grænse/);
    // An IPv6 visitor is its /64: another address of the same block shares the quota.
    for (const [i, p] of photos.slice(3, 6).entries()) expect((await send(p, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await send(photos[6], '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
  });

  it('refuses every visitor once the shop’s total is reached', async () => {
    // 6 photos are stored (3 from each visitor above): the 7th fits the total, the 8th does not, whoever sends it.
    expect((await send(photos[6], '10.8.0.3')).statusCode).toBe(200);
    expect((await send(photos[7], '10.8.0.3')).statusCode).toBe(413);
    const r = await send(photos[8], '10.8.0.4', 'es');
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ errorCode: 'upload-quota', errorMessage: expect.stringMatching(/no podemos aceptar más archivos/) });
  });
});

describe.each(databasesUnderTest())('upload quotas under concurrency on $name', (target) => {
  let shop: TestShop;
  const photos = Array.from({ length: 10 }, () => noisePng(200));
  beforeAll(async () => {
    // The quota counts the bytes kept: the photo as the shop re-encodes it (a PNG of noise stays about its size).
    const kept = (await sharp(photos[0]).png().toBuffer()).length;
    shop = await createTestShop(target, { config: { uploadQuota: { visitorBytesPerDay: Math.floor(3.5 * kept), totalBytes: 0 } } });
  });
  afterAll(() => shop?.close());

  it('10 parallel uploads from one visitor with room for 3: exactly 3 are stored', async () => {
    const answers = await Promise.all(
      photos.map((p) =>
        shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image', ...withHeaders(multipart([png(p)]), { 'x-forwarded-for': '10.9.9.9' }) }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const stored = await shop.db.kysely.selectFrom('uploads').select('hash').execute();
    expect(stored.length).toBe(3);
    for (const { hash } of stored) expect(await isStored(shop, `${hash}.png`)).toBe(true);
  });
});

function withHeaders(body: ReturnType<typeof multipart>, headers: Record<string, string>) {
  return { payload: body.payload, headers: { ...body.headers, ...headers } };
}
