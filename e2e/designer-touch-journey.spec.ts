import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { gotoSettled } from './settled';
import { exportFromShop } from './shopExport';

// Issue 26's touch journey ("Done when"): a 375 x 812 phone with a touch screen, every step a tap (or a finger's drag),
// never a click. A photo as background, an Arabic text in Amiri edited after it was added (tapped on the canvas, then
// its own field), a text with emoji moved with a finger, a library design, the size, and Add to cart: the cart's line
// names the product and the size at the price the page showed, its picture is the kept design as the shop renders
// it, and the kept design holds every part. (Handles and target sizes: e2e/designer-touch.spec.ts.)

const shots = path.join(process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots', 'designer-touch-journey');
const ARABIC = 'مرحبا بالعالم';
const EDITED = `${ARABIC} 123`;
const EMOJI = 'I ❤️ my 🐱';

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, actionTimeout: 15_000 });

/** A photo-like PNG, 1600 x 1200 (the canvas's copy is the photo itself, so the shop's rendering is the page's). */
function photo(): Buffer {
  const png = new PNG({ width: 1600, height: 1200 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      png.data[i] = 200 + (x * 55) / png.width;
      png.data[i + 1] = 180 + (y * 60) / png.height;
      png.data[i + 2] = 150;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** Opens a menu section by tapping its title. */
async function openSection(page: Page, id: string) {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').tap();
  await expect(section).toHaveAttribute('open', '');
}

/** A point of the canvas, as shares of its width and height, in page CSS pixels. */
async function onCanvas(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('designer-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** One finger from `from` to `to` on the screen, in steps (Chromium's touch events, as a phone sends them). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ ...p, id: 1 })) });
  await touch('touchStart', [from]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

test('on a 375 px touch screen, with taps: photo, Arabic text edited, emoji, library design, into the cart', async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  await expect(page.getByRole('heading', { name: 'Design your Personalised printed wall sticker' })).toBeVisible();
  const announcement = page.getByTestId('designer-announcement');
  const objects = page.getByTestId('designer-object');

  await test.step('a photo, chosen through the file chooser its button opens', async () => {
    await openSection(page, 'add');
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload a background', { exact: true }).tap();
    await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
    await expect(announcement).toHaveText('Background holiday.png added', { timeout: 20_000 });
  });

  await test.step('an Arabic text in Amiri, added', async () => {
    await openSection(page, 'text');
    await page.getByTestId('designer-font').tap();
    const modal = page.getByRole('dialog', { name: 'Choose a font' });
    await modal.getByText('Amiri', { exact: true }).tap();
    await modal.getByTestId('font-modal-use').tap();
    await expect(modal).toBeHidden();
    await page.getByTestId('designer-text-input').tap();
    await page.keyboard.type(ARABIC);
    await page.getByTestId('designer-text-add').tap();
    await expect(objects).toHaveText([`text “${ARABIC}”`]);
  });

  await test.step('edited after adding: let go, tap it on the canvas, then its own field', async () => {
    // a tap on the photo, away from the text, lets go of the text
    const corner = await onCanvas(page, 0.08, 0.1);
    await page.touchscreen.tap(corner.x, corner.y);
    await expect(page.getByTestId('designer-text-selected')).toHaveCount(0);
    // the text sits at the canvas's centre: a tap there selects it, and the text section names it
    const centre = await onCanvas(page, 0.5, 0.5);
    await page.touchscreen.tap(centre.x, centre.y);
    await expect(page.getByTestId('designer-text-target')).toHaveText(`Editing “${ARABIC}”`);
    const field = page.getByTestId('designer-text-edit');
    await expect(field).toHaveValue(ARABIC);
    await field.tap();
    await page.keyboard.press('End');
    await page.keyboard.type(' 123');
    await expect(field).toHaveValue(EDITED);
    await expect(objects).toHaveText([`text “${EDITED}”`]);
  });

  await test.step('a text with emoji, moved down with a finger', async () => {
    await page.getByTestId('designer-text-input').tap();
    await page.keyboard.type(EMOJI);
    await page.getByTestId('designer-text-add').tap();
    await expect(objects).toHaveCount(2);
    // the new text is selected at the centre, over the Arabic one: a finger takes it a quarter of the canvas down
    const centre = await onCanvas(page, 0.5, 0.5);
    const below = await onCanvas(page, 0.5, 0.78);
    await drag(page, centre, below);
    await expect(announcement).toHaveText(/^Moved /);
  });

  await test.step('a library design', async () => {
    await openSection(page, 'search');
    await page.getByTestId('designer-search-input').tap();
    await page.keyboard.type('heart');
    await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
    await page
      .getByRole('button', { name: /^Add .*heart/i })
      .first()
      .tap();
    await expect(objects).toHaveCount(3);
  });

  await test.step('the size: 60 cm wide, the height follows', async () => {
    await openSection(page, 'measure');
    await page.getByTestId('designer-width').tap();
    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('designer-height')).toHaveValue('40');
  });

  const price = page.getByTestId('designer-price').locator('.price');
  await expect(price).toContainText('€');
  const shown = (await price.textContent()) ?? '';
  fs.mkdirSync(shots, { recursive: true });
  await page.getByTestId('designer-canvas').screenshot({ path: path.join(shots, 'designed-375.png') });

  const line = page.getByRole('dialog', { name: /Your cart/ }).getByTestId('cart-item');
  await test.step('Add to cart, tapped', async () => {
    await page.getByTestId('designer-add-to-cart').tap();
    await expect(line).toHaveCount(1, { timeout: 30_000 });
    await page.screenshot({ path: path.join(shots, 'in-cart-375.png') });
  });

  await test.step('the cart line: the product, the size, the price shown, the design as kept', async () => {
    await expect(line).toContainText('Personalised printed wall sticker');
    await expect(line).toContainText('60 x 40 cm');
    await expect(line.getByTestId('cart-item-total')).toHaveText(shown);
    const thumb = line.locator('img');
    await expect(thumb).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]+\.png$/);

    const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
    const design = (await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[0].id } })).json()).design;
    expect(design.background.src).toMatch(/^\/media\/uploads\//);
    const kept = design.order.map((id: string) => design.objects[id]) as { kind: string; text?: string; fontFile?: string; src?: string }[];
    expect(kept.map((o) => o.text ?? o.kind)).toEqual([EDITED, EMOJI, 'image']);
    expect(kept[0].fontFile).toMatch(/^amiri/);
    expect(kept[2].src, "a design of the shop's library").toMatch(/^\/media\/designs\/[\w/-]+\.svg$/);

    // its picture is the kept design, pixel for pixel, as the shop renders it at that size
    const picture = PNG.sync.read(Buffer.from(await (await page.request.get(items[0].image)).body()));
    const replayed = PNG.sync.read(Buffer.from(await exportFromShop(page.request, design, picture.width)));
    expect([picture.width, picture.height]).toEqual([replayed.width, replayed.height]);
    expect(Buffer.compare(picture.data, replayed.data), 'the cart picture against the shop rendering the kept design').toBe(0);
  });
  expect(errors).toEqual([]);
});
