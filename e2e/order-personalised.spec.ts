import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { ProductDetail } from '../contract/catalog';
import type { ProductSummary } from '../contract/common';
import { openProduct, openSection, settledPrice, shots, withCookieChoice } from './product-options-helpers';
import { orderFromCart, SHOP } from './promise-shop';
import { personalPicture } from '../server/jobs/personalisedPicture.testing';
import { EFFECT_MATRIX } from '../editor-engine/export/effect';
import { offersShapeChoice } from '../storefront/product-options/model/sections';

// Issue 27: a product personalised on its page is made from what the shopper gave. For every catalogue product with
// a picture option (asked from the running shop), the shopper uploads a picture, chooses sepia where offered and
// writes words where they may; the page's preview shows the picture covering the size chosen; the order's proof (drawn
// from the same artwork as the print file) shows the same picture, placed alike, with the effect. The cart line shows
// the shopper's picture with the effect too, or their words, not the catalogue's picture.

const catalogue: ProductDetail[] = await (async () => {
  const { products: list } = (await (await fetch(`${SHOP}/ajax/catalog/products`)).json()) as { products: ProductSummary[] };
  return Promise.all(list.map(async (p) => ((await (await fetch(`${SHOP}/ajax/catalog/product/${p.id}`)).json()) as { product: ProductDetail }).product));
})();
const products = catalogue.filter((p) => p.personalizedImage);
/** Products the page cuts to a shape the shopper chooses (the designer's shapes). */
const shaped = catalogue.filter((p) => offersShapeChoice(p));
/** Products of words alone: lettering, cut from vinyl. */
const lettering = catalogue.filter((p) => p.personalizedText && !p.personalizedImage);

/** Mean difference per channel (0-255) of two pictures at `w` px wide, over the band from `from` to `to` of their height. */
async function difference(a: Buffer, b: Buffer, to: number, from = 0, w = 60): Promise<number> {
  const meta = await sharp(a).metadata();
  const h = Math.max(1, Math.round((w * meta.height!) / meta.width!));
  const raw = (img: Buffer) => sharp(img).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  const start = Math.floor(h * from) * w * 3;
  const end = Math.floor(h * to) * w * 3;
  for (let i = start; i < end; i++) sum += Math.abs(x[i] - y[i]);
  return sum / (end - start);
}

/** The uploaded picture as a cart thumbnail shows it (object-fit: cover, square), with the effect's colour matrix. */
async function thumbnail(picture: Buffer, sepia: boolean): Promise<Buffer> {
  const m = EFFECT_MATRIX.sepia;
  const square = sharp(picture).resize(72, 72, { fit: 'cover' });
  const rows = [0, 1, 2].map((r) => [m[r * 5], m[r * 5 + 1], m[r * 5 + 2]]) as [[number, number, number], [number, number, number], [number, number, number]];
  return (sepia ? square.recomb(rows) : square).png().toBuffer();
}

/** The ink of a picture (pixels away from its corner's colour), cut to its bounds, at 400 x 100: 0 or 255 a pixel. */
async function ink(img: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(img).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < mask.length; i++) mask[i] = [0, 1, 2].some((c) => Math.abs(data[i * 3 + c] - data[c]) > 40) ? 255 : 0;
  const trimmed = await sharp(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
    .trim({ background: '#000000', threshold: 0 })
    .png()
    .toBuffer();
  return sharp(trimmed).resize(400, 100, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
}

test.beforeEach(async ({ page }) => withCookieChoice(page));
// Each case has its own page, cart and order: they spread over the workers, so the file does not run alone on one.
test.describe.configure({ mode: 'parallel' });
test('products with a picture or a text option are found in the catalogue', () => {
  expect(products.length).toBeGreaterThanOrEqual(5);
  expect(lettering.length).toBeGreaterThanOrEqual(1);
  expect(shaped.length).toBeGreaterThanOrEqual(1);
});

/** Whether a picture's pixel at (x, y) (shares of its size) is the ground, not the shopper's picture (it has no white). */
async function ground(img: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(img).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.min(info.height - 1, Math.round(y * info.height)) * info.width + Math.min(info.width - 1, Math.round(x * info.width))) * 3;
  return data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200;
}

// on a desktop and on a 375 px phone: the preview and the lettering are what the shopper sees on either
for (const screen of [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });
    for (const product of products) {
      test(`${product.name}: the picture the page previewed is the one the proof shows`, async ({ page }) => {
        test.setTimeout(120_000);
        await openProduct(page, product.slug);
        const panel = page.getByTestId('options-panel');
        if (product.sizes.length === 0 && product.rugFormats.length === 0 && product.customSize) {
          await panel.getByLabel(/^Width/).fill(String(Math.max(product.customSize.minWidth, 60)));
          await panel.getByLabel(/^Height/).fill(String(Math.max(product.customSize.minHeight, 40)));
        }
        await settledPrice(page);
        const effect = product.effects.some((e) => e.id === 'sepia');
        if (effect) {
          await openSection(page, 'Effect');
          await panel.getByRole('radiogroup', { name: 'Effects' }).getByRole('radio', { name: /Sepia/ }).click();
        }
        await openSection(page, 'Personalise');
        await panel.getByTestId('image-upload').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await personalPicture() });
        await expect(panel.getByTestId('uploaded-image')).toHaveText('Uploaded: holiday.png');
        if (product.personalizedText) await panel.getByTestId('personalized-text').fill('Anna');
        const preview = panel.getByTestId('personalised-preview');
        await expect(preview.locator('img')).toHaveJSProperty('complete', true);
        if (effect) await expect(preview.locator('img')).toHaveCSS('filter', 'sepia(1)');
        // clear of the page's sticky header and the panel's sticky footer
        await preview.evaluate((e) => e.scrollIntoView({ block: 'center' }));
        const seen = await preview.screenshot({ path: `${shots}/personalised-${product.slug}-${screen.width}-preview.png` });

        await settledPrice(page);
        await panel.getByTestId('add-to-cart').click();
        const cart = page.getByRole('dialog', { name: /Your cart/ });
        await expect(cart).toBeVisible();
        // the cart line shows the shopper's own picture, with the effect chosen (the catalogue's picture was a room)
        const line = cart.getByTestId('cart-item').first().locator('.cart-item__image img');
        await expect(line).toHaveJSProperty('complete', true);
        if (effect) await expect(line).toHaveCSS('filter', 'sepia(1)');
        const uploaded = await thumbnail(await personalPicture(), effect);
        // polled: the panel slides in and the picture decodes after the line shows (a capture before was blank now and then)
        await expect
          .poll(async () => difference(await line.screenshot({ path: `${shots}/personalised-${product.slug}-${screen.width}-cart.png` }), uploaded, 1, 0, 24), {
            message: 'the cart line shows the picture uploaded',
          })
          .toBeLessThan(12);
        const { proof } = await orderFromCart(page);
        await sharp(proof).toFile(`${shots}/personalised-${product.slug}-${screen.width}-proof.png`);
        // the same picture, placed and coloured alike, and the words in the lettering face at the size the proof sets them
        const proofMeta = await sharp(proof).metadata();
        const seenMeta = await sharp(seen).metadata();
        expect(Math.abs(proofMeta.width! / proofMeta.height! - seenMeta.width! / seenMeta.height!), 'the same proportions').toBeLessThan(0.05);
        expect(await difference(seen, proof, 1), 'the preview against the proof').toBeLessThan(12);
        // the words' band, finer: where and how large the words stand (measured 0.8-6.4 at 200 px)
        if (product.personalizedText) expect(await difference(seen, proof, 0.88, 0.72, 200), 'the words previewed against the words printed').toBeLessThan(10);
      });
    }
    // issue 27: the shape is chosen on the page, and the preview, the cart line and the proof are cut to it
    for (const product of shaped) {
      for (const shape of [
        { name: 'Circle', kind: 'circle', corners: undefined, corner: 0.12 },
        { name: 'Square', kind: 'square', corners: 'Rounded corners', corner: 0.004 },
      ]) {
        test(`${product.name}: a ${shape.kind}${shape.corners ? ' with rounded corners' : ''} chosen on the page is the shape of the proof and the cart line`, async ({
          page,
        }) => {
          test.setTimeout(120_000);
          await openProduct(page, product.slug);
          const panel = page.getByTestId('options-panel');
          await openSection(page, 'Shape');
          await panel.getByRole('radiogroup', { name: 'Shapes' }).getByRole('radio', { name: shape.name }).click();
          if (shape.corners) await panel.getByRole('radiogroup', { name: 'Corners' }).getByRole('radio', { name: shape.corners }).click();
          await expect(panel.getByTestId('section-shape')).toContainText(shape.corners ? `${shape.name}, rounded corners` : shape.name);
          // as wide as it is tall: the height follows the width typed
          const width = String(Math.max(product.customSize?.minWidth ?? 0, 30));
          await panel.getByLabel(/^Width/).fill(width);
          await expect(panel.getByTestId('custom-height')).toHaveValue(width);
          await expect(panel.getByTestId('custom-height')).toHaveAttribute('readonly', '');
          await settledPrice(page);
          await openSection(page, 'Personalise');
          await panel.getByTestId('image-upload').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await personalPicture() });
          const preview = panel.getByTestId('personalised-preview');
          await expect(preview).toHaveAttribute('data-shape', shape.kind);
          await expect(preview.locator('img')).toHaveJSProperty('complete', true);
          await preview.evaluate((e) => e.scrollIntoView({ block: 'center' }));
          const seen = await preview.screenshot({ path: `${shots}/shaped-${product.slug}-${shape.kind}-${screen.width}-preview.png` });
          if (shape.kind === 'circle') expect(await ground(seen, 0.05, 0.05), 'the preview is cut round').toBe(true);
          expect(await ground(seen, 0.5, 0.5), 'the picture fills the preview').toBe(false);

          await settledPrice(page);
          await panel.getByTestId('add-to-cart').click();
          const cart = page.getByRole('dialog', { name: /Your cart/ });
          await expect(cart).toBeVisible();
          const line = cart.getByTestId('cart-item').first();
          await expect(line).toContainText(shape.name);
          const picture = line.locator('.cart-item__image img');
          await expect(picture).toHaveJSProperty('complete', true);
          await expect(picture).toHaveAttribute('src', new RegExp(`shape=${shape.kind}`));
          if (shape.kind === 'circle') {
            await expect
              .poll(
                async () => ground(await picture.screenshot({ path: `${shots}/shaped-${product.slug}-${shape.kind}-${screen.width}-cart.png` }), 0.08, 0.08),
                {
                  message: 'the cart line shows the picture cut round',
                },
              )
              .toBe(true);
          }
          await expect.poll(async () => ground(await picture.screenshot(), 0.5, 0.5), { message: 'the cart line shows the picture' }).toBe(false);

          const { proof } = await orderFromCart(page);
          await sharp(proof).toFile(`${shots}/shaped-${product.slug}-${shape.kind}-${screen.width}-proof.png`);
          const meta = await sharp(proof).metadata();
          expect(meta.width, 'a circle and a square are made square').toBe(meta.height);
          // outside the cut, the ground: past a circle's edge, or in a rounded corner; inside, the picture
          expect(await ground(proof, shape.corner, shape.corner), 'the proof is cut to the shape').toBe(true);
          expect(await ground(proof, 0.5, 0.5)).toBe(false);
          expect(await ground(proof, 0.5, 0.03), 'the cut reaches the top edge').toBe(false);
          // the order page shows the line's proof, named
          const ordered = page.getByTestId('order-line').getByTestId('order-line-picture');
          await expect(ordered).toHaveAttribute('data-kind', 'proof');
          await expect(ordered).toHaveAttribute('alt', `Print proof of ${product.name}`);
        });
      }
    }
    for (const product of lettering) {
      test(`${product.name}: the words typed are the words cut, in the lettering face`, async ({ page, request }) => {
        test.setTimeout(120_000);
        await openProduct(page, product.slug);
        const panel = page.getByTestId('options-panel');
        if (product.sizes.length === 0 && product.customSize) await panel.getByLabel(/^Width/).fill('60');
        await openSection(page, 'Personalise');
        await panel.getByTestId('personalized-text').fill('Hola Anna');
        await settledPrice(page);
        await panel.getByTestId('add-to-cart').click();
        const cart = page.getByRole('dialog', { name: /Your cart/ });
        await expect(cart).toBeVisible();
        // the cart line shows the words typed (the catalogue's picture was a room)
        const line = cart.getByTestId('cart-item').first().locator('.cart-item__image img');
        await expect(line).toHaveJSProperty('complete', true);
        await line.screenshot({ path: `${shots}/personalised-${product.slug}-${screen.width}-cart.png` });
        const listed = await sharp(Buffer.from(await (await request.get((await line.getAttribute('src'))!)).body()), { density: 300 })
          .png()
          .toBuffer();
        const { proof } = await orderFromCart(page);
        await sharp(proof).toFile(`${shots}/personalised-${product.slug}-${screen.width}-proof.png`);
        // the shop's own outlines of the words in Lobster (render-text, the lettering preview's call)
        const drawn = await request.post('/ajax/personalized-services/render-text', { data: { text: 'Hola Anna', font: 'Lobster', color: '#000000' } });
        const svg = ((await drawn.json()) as { svg: string }).svg;
        const preview = await sharp(Buffer.from(svg), { density: 300 }).png().toBuffer();
        const [cut, want, shown] = await Promise.all([ink(proof), ink(preview), ink(listed)]);
        const differ = (a: Buffer) => a.reduce((n, x, i) => n + (Math.abs(x - want[i]) > 128 ? 1 : 0), 0) / a.length;
        expect(differ(cut), 'the proof shows the words in Lobster').toBeLessThan(0.06);
        expect(differ(shown), "the cart line's picture shows them too").toBeLessThan(0.06);
      });
    }
  });
}
