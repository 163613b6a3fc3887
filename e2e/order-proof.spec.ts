import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { EXPORT_PNG_WIDTH } from '../editor-engine';
import { P } from '../fixtures/catalog/products/ids';
import { differingShare, readPng } from './promise-images';
import { gotoSettled } from './settled';
import { exportFromShop } from './shopExport';

// Issue 14 as a shopper lives it: a design with a print warning goes to the cart, the checkout refuses a wrong
// address field with a readable message, the order is placed (twice pressed, once placed), and the confirmation page
// shows the proof being prepared and then the proof itself: the design the shopper approved, as the shop's renderer
// draws the document kept with the line (within a few levels a pixel: the proof draws a large photo from its own copy) (the browser's own picture is the cart's small thumbnail,
// e2e/designer-print-equality.spec.ts). The print file itself is the shop's, not a visitor's.

const shots = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';

function photo(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 256, 90, 160, 255], i);
  return PNG.sync.write(png);
}

/**
 * The proof against the design the shopper approved, as the shop's renderer draws it from the kept document. A large
 * photo's proof is drawn from a copy the size the proof draws it (issue 27: libvips shrinks the photo as it decodes it),
 * so its pixels differ from the renderer's own resampling by a few levels: compared as the other journeys compare the
 * canvas with the proof (pixelmatch at 200 px), where a missing or moved part of the design shows.
 */
function expectSamePicture(proof: Buffer, exported: Buffer) {
  const a = readPng(proof);
  const b = readPng(exported);
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const { share } = differingShare(a, b);
  expect(share, 'the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.01);
}

test('design with a print warning, order it, and watch the proof appear: the picture the shopper approved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: photo(1600, 2000) });
  await expect(page.getByTestId('designer-announcement')).toHaveText('Background small.png added');
  const summary = page.getByTestId('designer-section-measure');
  if ((await summary.getAttribute('open')) === null) await summary.locator('summary').click();
  await page.getByTestId('designer-sizes').getByText('A1 59 x 84 cm').click();
  await expect(page.getByTestId('designer-preflight').locator('li')).toHaveText([/it will print blurred/]);
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await page.getByTestId('designer-add-to-cart').click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible({ timeout: 30_000 });

  // the design the server kept with the line, drawn by the shop's renderer at the proof's width
  const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number }[];
  const kept = await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[items.length - 1].id } })).json();
  const approved = Buffer.from(await exportFromShop(page.request, kept.design, EXPORT_PNG_WIDTH));

  // a catalogue sticker beside the design: it is made from the shop's artwork, so the shopper gets no proof of it
  const sticker = await page.request.post('/ajax/shopping/add-to-cart', {
    data: { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100, color: 1 } },
  });
  expect(sticker.status(), await sticker.text()).toBe(200);

  await cart.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByTestId('checkout-form');
  // by keyboard alone: each field in turn, a wrong e-mail first
  await page.getByTestId('checkout-name').focus();
  await page.keyboard.type('Ana García');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana.example.es');
  for (const [field, text] of [
    ['street', 'Calle Mayor 1'],
    ['postcode', '28013'],
    ['city', 'Madrid'],
  ] as const)
    await page.getByTestId(`checkout-${field}`).fill(text);
  await page.getByTestId('checkout-city').press('Enter');
  await expect(page.getByTestId('checkout-email-issue')).toBeVisible();
  await expect(page.getByTestId('checkout-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await form.screenshot({ path: `${shots}/checkout-invalid-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('checkout-email').fill('ana@example.es');
  await page.getByTestId('checkout-place-order').dblclick();
  await expect(page).toHaveURL(/\/order\/[\w-]{20,}$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-confirmation')).toContainText(/Order AT-\d{8}-\d{6} is placed/);
  const number = (await page.getByTestId('order-number').textContent())!;
  // the proof is prepared by a print job: progress, then the picture
  await expect(page.getByTestId('order-proofs-progress')).toBeVisible();
  const image = page.getByTestId('order-proof-image');
  await expect(image).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('order-proofs-progress')).toHaveText('All proofs are ready.');
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-proof')).toHaveCount(1);
  // each line shows its picture, named (issue 27): the designed one its proof once ready, the other its product's
  const pictures = page.getByTestId('order-line').getByTestId('order-line-picture');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('alt', /\w{3}/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(pictures.and(page.locator('[data-kind="proof"]'))).toHaveAttribute('src', (await image.getAttribute('src'))!);
  await expect(pictures.and(page.locator('[data-kind="picture"]'))).toHaveCount(1);
  await page.screenshot({ path: `${shots}/order-confirmation-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shots}/order-confirmation-375.png`, fullPage: true });

  const proof = Buffer.from(await (await page.request.get((await image.getAttribute('src'))!)).body());
  expectSamePicture(proof, approved);

  // the cart is empty now, and the pressed-twice order is one order
  const after = await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json();
  expect(after.cart.items).toEqual([]);

  // the print file is the shop's: a visitor, even this shopper, gets no PDF
  const lineId = /proof\/(\d+)/.exec((await image.getAttribute('src'))!)![1];
  const pdf = await page.request.get(`/ajax/print-files/${number}/${lineId}.pdf`);
  expect(pdf.status()).toBe(401);
  expect((await pdf.json()).errorMessage).toBeTruthy();
});
