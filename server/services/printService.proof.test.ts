import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';

// The proof is rendered from the stored document by the engine code the browser runs (resvg-wasm), with the images
// read back from the shop's own uploads: for fixture designs of the QA replay it equals, pixel for pixel, the golden
// PNG, which e2e/render-worker.spec.ts shows the browser's render worker produces (and the designer's print-equality
// journey shows the designer uploads). Rendering only: one database is enough.
const FIXTURES = ['type2-background-image', 'images-scaled-rotated', 'type9-mockup-sepia', 'rtl-hebrew', 'texts-several-fonts', 'type6-circle-image'];
const dir = path.resolve('fixtures/designs');

describe('the proof is the browser export, pixel for pixel', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ name: 'sqlite' });
  });
  afterAll(() => shop?.close());

  /** Uploads each fixture asset as a shopper would and points the document at the shop's copy. */
  async function stored(document: Record<string, unknown>): Promise<Record<string, unknown>> {
    const v = visitor(shop);
    const urls = new Map<string, string>();
    const json = JSON.stringify(document);
    for (const [, src] of json.matchAll(/"src":"([a-z-]+\.png)"/g)) {
      if (urls.has(src)) continue;
      const bytes = fs.readFileSync(path.join(dir, 'assets', src));
      urls.set(src, (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/png;base64,${bytes.toString('base64')}` })).fileInfo.file);
    }
    return JSON.parse(json.replace(/"src":"([a-z-]+\.png)"/g, (_m, src: string) => `"src":"${urls.get(src)}"`)) as Record<string, unknown>;
  }

  it.each(FIXTURES)('%s', async (name) => {
    const fixture = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as { pngWidth: number; document: Record<string, unknown> };
    const doc = await stored(fixture.document);
    if (/"src":"[a-z-]+\.png"/.test(JSON.stringify(fixture.document))) expect(JSON.stringify(doc)).toContain('/media/uploads/');
    const proof = PNG.sync.read(Buffer.from(await shop.app.services.print.proof(doc, fixture.pngWidth)));
    const golden = PNG.sync.read(fs.readFileSync(path.join(dir, 'golden', `${name}.png`)));
    expect([proof.width, proof.height]).toEqual([golden.width, golden.height]);
    let differing = 0;
    for (let i = 0; i < golden.data.length; i++) if (proof.data[i] !== golden.data[i]) differing++;
    expect(differing, 'bytes of RGBA that differ').toBe(0);
  });
});
