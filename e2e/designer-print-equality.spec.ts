import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { EXPORT_PNG_WIDTH } from '../editor-engine';
import { addText, addToCart, lastCartLine, openDesigner, openSection, orderedProof, paintedPng, typeSize, uploadBackground } from './designer-journey';
import { exportFromShop } from './shopExport';

// What the shop receives is what it can print again: for designs built in the browser, the PNG the browser exported
// and uploaded (the cart picture, at its own small size) equals, pixel for pixel, the QA replay's rendering in Node
// of the document the server kept with the cart item at that size (the same renderer, fonts and resvg build; the
// images fetched from the shop: these photos are smaller than the canvas's 1600 px copy, which is then the photo
// itself). Ordered, each design's print proof, which the server's print job renders from that document (issue 14),
// equals the replay at the proof's 1,200 px. (A bigger photo's cart picture is drawn from the canvas's downscaled
// copy: e2e/designer-cart-picture.spec.ts compares it with the proof at the thumbnail's size.)

const photo = () => paintedPng(1200, 900, (x, y) => [(x * 255) / 1200, (y * 255) / 900, (x + y) % 200]);

/** Adds the design to the cart; answers the stored PNG and the kept document of the new line. */
async function buy(page: Page): Promise<{ png: Buffer; design: unknown }> {
  await addToCart(page);
  const { picture, design } = await lastCartLine(page.request);
  return { png: picture, design };
}

/** The QA replay's renderer, its images read from the shop over HTTP (the test does not share the server's folder). */
async function replay(request: APIRequestContext, design: unknown, width: number): Promise<Buffer> {
  return Buffer.from(await exportFromShop(request, design, width));
}

/**
 * The browser's PNG equals the replay at its width, and the print proof (ordered: the server's print job renders it
 * from the kept document, issue 14) the replay at EXPORT_PNG_WIDTH.
 */
async function expectReplayed(request: APIRequestContext, { png, design }: { png: Buffer; design: unknown }) {
  expectSamePixels(png, await replay(request, design, PNG.sync.read(png).width));
  const proof = await orderedProof(request);
  expect(PNG.sync.read(proof).width).toBe(EXPORT_PNG_WIDTH);
  expectSamePixels(proof, await replay(request, design, EXPORT_PNG_WIDTH));
}

function expectSamePixels(browser: Buffer, node: Buffer) {
  const a = PNG.sync.read(browser);
  const b = PNG.sync.read(node);
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differing = 0;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) differing++;
  expect(differing, 'bytes of RGBA that differ').toBe(0);
}

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test('a photo sticker with two texts in two fonts and a sepia effect prints as the shopper saw it', async ({ page }) => {
  await openDesigner(page, 'personalised-printed-wall-sticker');
  await uploadBackground(page, { name: 'garden.png', buffer: photo() });
  await addText(page, 'Our garden', { font: 'Lobster' });
  await addText(page, 'Summer 2026', { font: 'Playfair Display' });
  await typeSize(page, 'width', 60);
  await openSection(page, 'effect');
  await page.getByTestId('designer-effects').getByText('Sepia').click();
  await expectReplayed(page.request, await buy(page));
});

test('a circle sticker with a colour, a library design and a text prints as the shopper saw it', async ({ page }) => {
  await openDesigner(page, 'personalised-shaped-photo-sticker');
  await page.getByTestId('designer-bg-colour').fill('#2a6f97');
  await page.getByTestId('designer-bg-apply').click();
  await openSection(page, 'search');
  await page.getByTestId('designer-search-input').fill('star');
  await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
  await page
    .getByRole('button', { name: /^Add .*star/i })
    .first()
    .click();
  await addText(page, 'Stella', { font: 'Pacifico' });
  await openSection(page, 'shape');
  await page.getByTestId('designer-shapes').getByText('Circle').click();
  await typeSize(page, 'width', 30);
  await expectReplayed(page.request, await buy(page));
});

test('a grayscale poster with a right-to-left text prints as the shopper saw it', async ({ page }) => {
  await openDesigner(page, 'personalised-photo-poster');
  await uploadBackground(page, { name: 'street.png', buffer: photo() });
  await addText(page, 'שלום', { font: 'Noto Sans Hebrew' });
  await openSection(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('A3 30 x 42 cm').click();
  await openSection(page, 'effect');
  await page.getByTestId('designer-effects').getByText('Black and white').click();
  await expectReplayed(page.request, await buy(page));
});
