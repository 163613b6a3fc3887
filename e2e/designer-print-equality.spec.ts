import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { EXPORT_PNG_WIDTH } from '../editor-engine';
import { gotoSettled } from './settled';
import { exportFromShop } from './shopExport';

// What the shop receives is what it can print again: for designs built in the browser, the PNG the browser exported
// and uploaded (the cart picture, at its own small size) equals, pixel for pixel, the QA replay's rendering in Node
// of the document the server kept with the cart item at that size (the same renderer, fonts and resvg build; the
// images fetched from the shop: these photos are smaller than the canvas's 1600 px copy, which is then the photo
// itself). Ordered, each design's print proof, which the server's print job renders from that document (issue 14),
// equals the replay at the proof's 1,200 px. (A bigger photo's cart picture is drawn from the canvas's downscaled
// copy: e2e/designer-cart-picture.spec.ts compares it with the proof at the thumbnail's size.)

function photo(): Buffer {
  const png = new PNG({ width: 1200, height: 900 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      png.data[i] = (x * 255) / png.width;
      png.data[i + 1] = (y * 255) / png.height;
      png.data[i + 2] = (x + y) % 200;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function open(page: Page, id: string) {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

async function addText(page: Page, text: string, font?: string) {
  if (font) {
    await page.getByTestId('designer-font').click();
    await page.getByRole('dialog', { name: 'Choose a font' }).getByText(font, { exact: true }).click();
    await page.getByRole('dialog', { name: 'Choose a font' }).getByTestId('font-modal-use').click();
  }
  await page.getByTestId('designer-text-input').fill(text);
  await page.getByTestId('designer-text-add').click();
}

/** Adds the design to the cart; answers the stored PNG and the kept document of the new line. */
async function buy(page: Page): Promise<{ png: Buffer; design: unknown }> {
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await page.getByTestId('designer-add-to-cart').click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
  const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
  const line = items[items.length - 1];
  const opened = await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: line.id } })).json();
  return { png: Buffer.from(await (await page.request.get(line.image)).body()), design: opened.design };
}

/** The QA replay's renderer, its images read from the shop over HTTP (the test does not share the server's folder). */
async function replay(request: APIRequestContext, design: unknown, width: number): Promise<Buffer> {
  return Buffer.from(await exportFromShop(request, design, width));
}

/** The browser's PNG equals the replay at its width, and the print proof the replay at EXPORT_PNG_WIDTH. */
async function expectReplayed(request: APIRequestContext, { png, design }: { png: Buffer; design: unknown }) {
  expectSamePixels(png, await replay(request, design, PNG.sync.read(png).width));
  const proof = await orderedProof(request);
  expect(PNG.sync.read(proof).width).toBe(EXPORT_PNG_WIDTH);
  expectSamePixels(proof, await replay(request, design, EXPORT_PNG_WIDTH));
}

/**
 * Orders the cart (as the checkout page does, through its call) and answers the line's print proof once the server's
 * print job has rendered it from the kept document (issue 14): it must be the browser's PNG too.
 */
async function orderedProof(request: APIRequestContext): Promise<Buffer> {
  const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  const placed = await request.post('/ajax/order/place', { data: { idempotencyKey: `print-equality-${Date.now()}`, contact } });
  expect(placed.status(), await placed.text()).toBe(200);
  const token = ((await placed.json()) as { orderUrl: string }).orderUrl.split('/').pop();
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await (await request.get(`/ajax/order/${token}`)).json()).order.lines as { proof?: { status: string; url?: string } }[];
        url = lines.find((l) => l.proof)?.proof?.url;
        return lines.find((l) => l.proof)?.proof?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  return Buffer.from(await (await request.get(url!)).body());
}

function expectSamePixels(browser: Buffer, node: Buffer) {
  const a = PNG.sync.read(browser);
  const b = PNG.sync.read(node);
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differing = 0;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) differing++;
  expect(differing, 'bytes of RGBA that differ').toBe(0);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

test('a photo sticker with two texts in two fonts and a sepia effect prints as the shopper saw it', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: photo() });
  await expect(page.getByTestId('designer-announcement')).toHaveText('Background garden.png added');
  await addText(page, 'Our garden', 'Lobster');
  await addText(page, 'Summer 2026', 'Playfair Display');
  await open(page, 'measure');
  await page.getByTestId('designer-width').fill('60');
  await page.getByTestId('designer-width').press('Enter');
  await open(page, 'effect');
  await page.getByTestId('designer-effects').getByText('Sepia').click();
  await expectReplayed(page.request, await buy(page));
});

test('a circle sticker with a colour, a library design and a text prints as the shopper saw it', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-shaped-photo-sticker');
  await page.getByTestId('designer-bg-colour').fill('#2a6f97');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'search');
  await page.getByTestId('designer-search-input').fill('star');
  await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
  await page
    .getByRole('button', { name: /^Add .*star/i })
    .first()
    .click();
  await addText(page, 'Stella', 'Pacifico');
  await open(page, 'shape');
  await page.getByTestId('designer-shapes').getByText('Circle').click();
  await open(page, 'measure');
  await page.getByTestId('designer-width').fill('30');
  await page.getByTestId('designer-width').press('Enter');
  await expectReplayed(page.request, await buy(page));
});

test('a grayscale poster with a right-to-left text prints as the shopper saw it', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'street.png', mimeType: 'image/png', buffer: photo() });
  await expect(page.getByTestId('designer-announcement')).toHaveText('Background street.png added');
  await addText(page, 'שלום', 'Noto Sans Hebrew');
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('A3 30 x 42 cm').click();
  await open(page, 'effect');
  await page.getByTestId('designer-effects').getByText('Black and white').click();
  await expectReplayed(page.request, await buy(page));
});
