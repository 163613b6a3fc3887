import crypto from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { shopWithJobsUnderTest, type PrintShop } from '../jobs/printShop.testing';
import { openMailbox, type Mailbox } from '../mail/smtpMailbox.testing';
import type { ServerConfig } from '../config';
import type { DatabaseUnderTest, TestShop } from '../testing/testApp';
import { BROWSER_UA, visitor } from './shopping.testing';

// The back office's tests (issue 28): a shop with its job engine and a real SMTP server on 127.0.0.1, a staff account,
// and a browser for staff (a cookie jar over app.inject).

export const STAFF = { email: 'owner@example.com', name: 'Olga Owner', password: 'correct horse battery staple' };
export const CONTACT = { name: 'Ana García', email: 'Ana@Example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

export interface BackOffice extends PrintShop {
  mailbox: Mailbox;
}

/** Starts the shop, its jobs and the mailbox before the describe block's tests, with a staff account. */
export function backOfficeUnderTest(target: DatabaseUnderTest, config: Partial<ServerConfig> = {}): BackOffice {
  const running = shopWithJobsUnderTest(target, {} as BackOffice, {
    open: async (r) => {
      r.mailbox = await openMailbox();
    },
    config: (r) => ({ mail: { smtpUrl: r.mailbox.url, from: 'Atelier <shop@example.com>' }, ...config }),
    close: async (r) => r.mailbox?.close(),
    jobs: { printRetryDelaySeconds: 1 },
    timeout: 60_000,
  });
  beforeAll(async () => {
    await running.shop.app.services.staff.addUser(STAFF);
  }, 60_000);
  return running;
}

let addresses = 0;
/** A shopper from an address of their own (placing is rate limited per address). */
export const shopper = (shop: TestShop, headers: Record<string, string> = {}) =>
  visitor(shop, { 'x-forwarded-for': `10.9.${++addresses >> 8}.${addresses & 255}`, ...headers });

/** A shopper orders a designed sticker (a photo and a text, 10 x 10 cm). */
export async function placeDesignedOrder(shop: TestShop, opts: { locale?: string; contact?: typeof CONTACT } = {}) {
  const v = shopper(shop, opts.locale ? { 'accept-language': opts.locale } : {});
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#4a7a3a' } })
    .png()
    .toBuffer();
  const photo = (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/png;base64,${png.toString('base64')}`, prefix: 'personalized' }))
    .fileInfo.file;
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'addBackground', { src: photo, naturalWidth: 300, naturalHeight: 300 }).doc;
  doc = runCommand(doc, 'addText', { text: 'Hola', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#203040' }).doc;
  doc = runCommand(doc, 'setSize', { width: 10, height: 10 }).doc;
  await v.add({ ...buildCartPayload(doc, { personalizedImage: photo }), design: doc });
  const r = await v.call('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact: opts.contact ?? CONTACT });
  expect(r.statusCode, r.body).toBe(200);
  return { visitor: v, ...(r.json() as { orderNumber: string; orderUrl: string }) };
}

/** Staff's browser: signs in and keeps the atelier_staff cookie. */
export function staffBrowser(shop: TestShop, address = '10.8.0.1') {
  const jar: Record<string, string> = {};
  const headers = () => ({
    'user-agent': BROWSER_UA,
    'x-forwarded-for': address,
    ...(Object.keys(jar).length
      ? {
          cookie: Object.entries(jar)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        }
      : {}),
  });
  const keep = (r: Awaited<ReturnType<TestShop['app']['inject']>>) => {
    for (const c of r.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) delete jar[c.name];
      else jar[c.name] = c.value;
    }
    return r;
  };
  return {
    jar,
    get: async (url: string, extra: Record<string, string> = {}) => keep(await shop.app.inject({ method: 'GET', url, headers: { ...headers(), ...extra } })),
    post: async (url: string, payload: object = {}, extra: Record<string, string> = {}) =>
      keep(await shop.app.inject({ method: 'POST', url, payload, headers: { ...headers(), ...extra } })),
    async signIn(email = STAFF.email, password = STAFF.password) {
      return this.post('/ajax/admin/sign-in', { email, password });
    },
  };
}

/** Polls until the check passes (jobs run a moment after the request). */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, tries = 500): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen`);
}
