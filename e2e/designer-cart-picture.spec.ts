import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { DESIGN_PICTURE_SIDE } from '../contract/pictures';
import { EXPORT_PNG_WIDTH } from '../editor-engine';
import { differingShare, readPng } from './promise-images';
import { gotoSettled } from './settled';
import { exportFromShop } from './shopExport';

// Add to cart is quick with a big photo (issue 26, item 13): the cart picture is the PNG the designer exports with the
// line, shown as a 72 px thumbnail, so it is drawn at that size from the canvas's downscaled copy of the photo; the
// full-size upload is not fetched and decoded again. The print proof and the print file are the server's, from the
// full-size upload: the cart picture shows the same design as they do, in the same proportions.

/** A 3200 x 2400 photo-like PNG (more than the canvas's 1600 px copy): a gradient with diagonal stripes. */
function photo(): Buffer {
  const png = new PNG({ width: 3200, height: 2400 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const stripe = Math.floor((x + y) / 160) % 2 === 0;
      png.data[i] = stripe ? 230 : (x * 255) / png.width;
      png.data[i + 1] = stripe ? 190 : (y * 255) / png.height;
      png.data[i + 2] = stripe ? 40 : 150;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function open(page: Page, id: string) {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

const journeys = [
  {
    name: 'a landscape wall sticker 60 cm wide',
    slug: 'personalised-printed-wall-sticker',
    size: async (page: Page) => {
      await page.getByTestId('designer-width').fill('60');
      await page.getByTestId('designer-width').press('Enter');
    },
  },
  {
    name: 'a portrait A3 poster',
    slug: 'personalised-photo-poster',
    size: (page: Page) => page.getByTestId('designer-sizes').getByText('A3 30 x 42 cm').click(),
  },
];

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

for (const journey of journeys) {
  test(`${journey.name}: the cart picture comes from the canvas's copy of the photo, at the cart's size, and shows what the proof shows`, async ({ page }) => {
    await gotoSettled(page, `/designer/${journey.slug}`);
    await page.getByTestId('designer-upload-background').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
    await expect(page.getByTestId('designer-announcement')).toHaveText('Background holiday.png added', { timeout: 20_000 });
    await page.getByTestId('designer-text-input').fill('Anna');
    await page.getByTestId('designer-text-add').click();
    await expect(page.getByTestId('designer-object')).toHaveCount(1);
    await open(page, 'measure');
    await journey.size(page);
    await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');

    // every request from the click on (the page's and its render worker's)
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.getByTestId('designer-add-to-cart').click();
    await expect(page.getByRole('dialog', { name: /Your cart/ }).getByTestId('cart-item')).toHaveCount(1, { timeout: 30_000 });

    const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
    const design = (await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[0].id } })).json()).design;
    const upload: string = design.background.src;
    expect(upload).toMatch(/^\/media\/uploads\//);
    expect(requested, 'the upload-image-svg call went out').toContain('/ajax/upload/upload-image-svg');
    expect(
      requested.filter((p) => p === upload),
      'the full-size photo fetched again on Add to cart',
    ).toEqual([]);

    // the cart's picture: at the size the cart needs, the design the print proof shows (rendered from the full photo)
    const picture = readPng(Buffer.from(await (await page.request.get(items[0].image)).body()));
    expect(Math.max(picture.width, picture.height), 'the longest side of the cart picture').toBe(DESIGN_PICTURE_SIDE);
    const proof = readPng(Buffer.from(await exportFromShop(page.request, design, EXPORT_PNG_WIDTH)));
    expect(Math.abs(picture.width / picture.height / (proof.width / proof.height) - 1), 'the proportions of the proof').toBeLessThanOrEqual(0.02);
    expect(differingShare(picture, proof, 100).share, 'the share of pixels that differ from the proof at 100 px wide').toBeLessThanOrEqual(0.02);
  });
}

// A shared design opened by its link (issue 29) is a fresh page's copy: the canvas draws its photo from the server's
// display copy, and the cart picture is drawn from that same copy, as a fresh upload's is from the page's own.
test(`a shared design's copy: the cart picture comes from the server's display copy of the photo, not the original`, async ({ page, browser }) => {
  const journey = journeys[0];
  await gotoSettled(page, `/designer/${journey.slug}`);
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
  await expect(page.getByTestId('designer-announcement')).toHaveText('Background holiday.png added', { timeout: 20_000 });
  await open(page, 'measure');
  await journey.size(page);
  await page.getByTestId('designer-share').click();
  const link = await page.getByRole('dialog', { name: 'Your design is saved' }).getByRole('textbox', { name: 'Link to your design' }).inputValue();

  // another device: no cookie, no local storage, no copy of the photo of its own
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  const other = await context.newPage();
  const requested: string[] = [];
  other.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await gotoSettled(other, link);
  await expect(other.getByTestId('designer-shared-note')).toBeVisible({ timeout: 30_000 });
  await open(other, 'measure');
  await journey.size(other);
  await expect(other.getByTestId('designer-price').locator('.price')).toContainText('€');
  await other.getByTestId('designer-add-to-cart').click();
  await expect(other.getByRole('dialog', { name: /Your cart/ }).getByTestId('cart-item')).toHaveCount(1, { timeout: 30_000 });

  const items = (await (await other.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
  const design = (await (await other.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[0].id } })).json()).design;
  const upload: string = design.background.src;
  expect(upload).toMatch(/^\/media\/uploads\//);
  expect(requested, 'the canvas drew the display copy').toContain(upload.replace('/media/uploads/', '/media/uploads/display/'));
  expect(
    requested.filter((p) => p === upload),
    'the full-size photo fetched for the cart picture',
  ).toEqual([]);
  const picture = readPng(Buffer.from(await (await other.request.get(items[0].image)).body()));
  expect(Math.max(picture.width, picture.height), 'the longest side of the cart picture').toBe(DESIGN_PICTURE_SIDE);
  const proof = readPng(Buffer.from(await exportFromShop(other.request, design, EXPORT_PNG_WIDTH)));
  expect(differingShare(picture, proof, 100).share, 'the share of pixels that differ from the proof at 100 px wide').toBeLessThanOrEqual(0.02);
  await context.close();
});
