import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductDetail } from '../contract/catalog';
import { UPLOAD_IMAGE_TYPES } from '../rules/upload';
import { openProduct, openSection, settledPrice } from './product-options-helpers';
import { designerProducts, SHOP } from './promise-shop';
import { gotoSettled } from './settled';

// Issue 26, items 6 to 9, as a shopper types, clicks and reloads: a size typed as the shopper types it is the size
// ordered, every refused size says so, every refused file says why and what is accepted, and no design is lost.
// The size journeys run on every product of the catalogue that takes a typed size.

const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer-editing`;
const catalogue = await designerProducts();
const typedSizes = catalogue.filter((p) => p.customSize);

// Each case has its own page: they spread over the workers, so the file does not run alone on one.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

/** The shopper's chosen language (the shop's `lang` cookie: the page and its calls answer in it). */
const inLanguage = (page: Page, lang: string) => page.context().addCookies([{ name: 'lang', value: lang, url: SHOP }]);

const section = (page: Page, id: string) => page.getByTestId(`designer-section-${id}`);

async function open(page: Page, id: string) {
  if ((await section(page, id).getAttribute('open')) === null) await section(page, id).locator('summary').click();
}

/** The designer of a product with a background colour, its Size section open. */
async function start(page: Page, slug: string) {
  await gotoSettled(page, `/designer/${slug}`);
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
}

/** The 60 x 40 where the product makes it, else 90 x 60 (both on the grid of every step, and 3:2 as the canvas). */
function sizeFor(p: ProductDetail): [number, number] {
  const l = p.customSize!;
  const fits = (w: number, h: number) => w >= l.minWidth && w <= l.maxWidth && h >= l.minHeight && h <= l.maxHeight;
  return fits(60, 40) ? [60, 40] : [90, 60];
}

/** What the shopper sees once the size is taken: as typed, no alert, the step green, a price. */
async function expectTaken(page: Page, width: number, height: number) {
  await expect(page.getByTestId('designer-width')).toHaveValue(String(width));
  await expect(page.getByTestId('designer-height')).toHaveValue(String(height));
  await expect(page.locator('[data-testid^="designer-size-alert"]')).toHaveCount(0);
  await expect(section(page, 'measure')).toHaveClass(/designer-section--done/);
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
}

test.describe('item 6: the height field trap', () => {
  for (const product of typedSizes) {
    const [w, h] = sizeFor(product);
    test(`${product.slug}: width ${w}, click Height, type ${h}, click away: ${w} x ${h}`, async ({ page }) => {
      await start(page, product.slug);
      await page.getByTestId('designer-width').click();
      await page.keyboard.type(String(w));
      await page.getByTestId('designer-height').click();
      await page.keyboard.type(String(h));
      await page.getByRole('heading', { level: 1 }).click();
      await expectTaken(page, w, h);
    });

    test(`${product.slug}: width ${w}, Tab, ${h}, Tab, with the keyboard: ${w} x ${h}`, async ({ page }) => {
      await start(page, product.slug);
      await page.getByTestId('designer-width').focus();
      await page.keyboard.type(String(w));
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('designer-height')).toBeFocused();
      await page.keyboard.type(String(h));
      await page.keyboard.press('Tab');
      await expectTaken(page, w, h);
    });
  }
});

test.describe('item 6 on a 375 px touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  for (const product of typedSizes) {
    const [w, h] = sizeFor(product);
    test(`${product.slug}: tap Width, ${w}, tap Height, ${h}, tap away: ${w} x ${h}`, async ({ page }) => {
      await start(page, product.slug);
      await page.getByTestId('designer-width').tap();
      await page.keyboard.type(String(w));
      await page.getByTestId('designer-height').tap();
      await page.keyboard.type(String(h));
      await page.getByRole('heading', { level: 1 }).tap();
      await expectTaken(page, w, h);
      await page.getByTestId('designer-section-measure').screenshot({ path: `${shots}/size-taken-${product.slug}-375.png` });
    });
  }
});

test.describe('item 7: every refused size says so, and the step is not green', () => {
  for (const product of typedSizes) {
    test(`${product.slug}: 0, -5, abc and 99999 in each field`, async ({ page }) => {
      await start(page, product.slug);
      const messages = product.customSize!.messages;
      const [w, h] = sizeFor(product);
      for (const field of ['width', 'height'] as const) {
        for (const value of ['0', '-5', 'abc', '99999']) {
          // from a size the shop takes, the shopper types the value over one side and leaves the field
          await page.getByTestId('designer-width').fill(String(w));
          await page.getByTestId('designer-width').press('Tab');
          await page.getByTestId('designer-height').fill(String(h));
          await page.getByTestId('designer-height').press('Tab');
          await expect(section(page, 'measure'), `${field} ${value}: taken first`).toHaveClass(/designer-section--done/);
          const input = page.getByTestId(`designer-${field}`);
          await input.fill(value);
          await input.press('Tab');
          const alert = page.getByRole('alert').filter({ has: page.locator(':scope[data-testid^="designer-size-alert"]') });
          const shown = page.locator('[data-testid^="designer-size-alert"]');
          await expect(shown, `${field} ${value}`).toBeVisible();
          await expect(alert).toHaveCount(1);
          if (value === '99999') await expect(shown).toHaveText(/big/);
          else await expect(shown).toHaveText(messages['size-invalid']);
          // what the shopper typed stays where they typed it (a product made in steps shows 99999 on its step, beside
          // the alert naming the maximum); nothing is green; the cart waits
          await expect(input).toHaveValue(value === '99999' ? /^(99999|100000)$/ : value);
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(section(page, 'measure')).not.toHaveClass(/designer-section--done/);
          await expect(page.getByTestId('designer-add-to-cart')).toHaveAttribute('aria-disabled', 'true');
        }
      }
      await page.screenshot({ path: `${shots}/size-refused-${product.slug}-1280.png` });
    });
  }

  test.describe('in Spanish', () => {
    test('the refused size is said in the shopper’s language, at 375 px', async ({ page }) => {
      await inLanguage(page, 'es');
      await page.setViewportSize({ width: 375, height: 800 });
      const product = typedSizes[0];
      await start(page, product.slug);
      await page.getByTestId('designer-width').fill('abc');
      await page.getByTestId('designer-width').press('Tab');
      await expect(page.getByTestId('designer-size-alert-invalid')).toHaveText('Introduce un ancho y un alto válidos.');
      await page.getByTestId('designer-size-alert-invalid').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/size-refused-es-375.png` });
    });
  });
});

test.describe('item 8: upload messages', () => {
  const svg = fs.readFileSync('fixtures/svg/legit/inkscape-badge.svg');
  const photo = () => sharp('fixtures/designs/assets/landscape.png');
  const namesEveryType = (text: string) => UPLOAD_IMAGE_TYPES.every((t) => new RegExp(`\\b${t.name}\\b`).test(text));

  test('the designer: WebP and GIF are taken; an SVG, an empty file and a text named .png each say why and what is accepted', async ({ page }) => {
    await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
    const input = page.getByTestId('designer-upload-background');
    const accept = (await input.getAttribute('accept')) ?? '';
    for (const t of UPLOAD_IMAGE_TYPES) expect(accept).toContain(t.mime);
    expect(accept).not.toMatch(/svg/);
    const error = page.getByTestId('designer-upload-error');

    for (const [name, mimeType, buffer] of [
      ['photo.webp', 'image/webp', await photo().webp().toBuffer()],
      ['still.gif', 'image/gif', await photo().gif().toBuffer()],
    ] as const) {
      await input.setInputFiles({ name, mimeType, buffer });
      await expect(page.getByTestId('designer-upload-status')).toBeEmpty({ timeout: 20_000 });
      await expect(error, name).toHaveCount(0);
      await expect(section(page, 'add'), name).toHaveClass(/designer-section--done/);
      await expect(page.getByTestId('designer-section-add')).toContainText('Change the background');
    }

    for (const [name, mimeType, buffer, why] of [
      ['badge.svg', 'image/svg+xml', svg, /SVG drawings cannot be uploaded/],
      ['empty.png', 'image/png', Buffer.alloc(0), /empty \(0 bytes\)/],
      ['notes.png', 'image/png', Buffer.from('Shopping list: milk, eggs, bread.\n'), /not a picture we can print/],
    ] as const) {
      await input.setInputFiles({ name, mimeType, buffer });
      await expect(error, name).toHaveText(why);
      expect(namesEveryType((await error.textContent()) ?? ''), `${name}: ${await error.textContent()}`).toBe(true);
      await expect(error).not.toHaveText(/JPG, PNG or SVG|try again/i);
    }
    await page.screenshot({ path: `${shots}/upload-refused-1280.png` });
  });

  test.describe('in Danish', () => {
    test('the designer says it in the shopper’s language', async ({ page }) => {
      await inLanguage(page, 'da');
      await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
      await page.getByTestId('designer-upload-background').setInputFiles({ name: 'badge.svg', mimeType: 'image/svg+xml', buffer: svg });
      await expect(page.getByTestId('designer-upload-error')).toHaveText(/^SVG-tegninger kan ikke uploades/);
    });
  });

  test('the product page’s upload says the same', async ({ page }) => {
    await openProduct(page, 'photo-on-canvas');
    await settledPrice(page);
    await openSection(page, 'Personalise');
    const panel = page.getByTestId('options-panel');
    const accept = (await panel.getByTestId('image-upload').getAttribute('accept')) ?? '';
    for (const t of UPLOAD_IMAGE_TYPES) expect(accept).toContain(t.mime);
    for (const [name, mimeType, buffer, why] of [
      ['badge.svg', 'image/svg+xml', svg, /SVG drawings cannot be uploaded/],
      ['empty.png', 'image/png', Buffer.alloc(0), /empty \(0 bytes\)/],
    ] as const) {
      await panel.getByTestId('image-upload').setInputFiles({ name, mimeType, buffer });
      await expect(page.getByTestId('info-dialog-message'), name).toHaveText(why);
      expect(namesEveryType((await page.getByTestId('info-dialog-message').textContent()) ?? '')).toBe(true);
      await page.getByTestId('info-dialog').getByRole('button', { name: 'Close' }).click();
    }
    await panel.getByTestId('image-upload').setInputFiles({ name: 'photo.webp', mimeType: 'image/webp', buffer: await photo().webp().toBuffer() });
    await expect(panel.getByTestId('uploaded-image')).toHaveText('Uploaded: photo.webp');
  });
});

test.describe('item 9: no design is lost', () => {
  const URL = '/designer/personalised-printed-wall-sticker';
  const layers = (page: Page) => page.getByTestId('designer-object');
  const banner = (page: Page) => page.getByTestId('designer-draft');

  async function addText(page: Page, text: string) {
    await page.getByTestId('designer-text-input').fill(text);
    await page.getByTestId('designer-text-add').click();
    await expect(layers(page).filter({ hasText: text })).toHaveCount(1);
  }

  test('a design made while an earlier one is offered is kept, and so is the earlier one', async ({ page }) => {
    await gotoSettled(page, URL);
    await page.getByTestId('designer-bg-apply').click();
    await addText(page, 'AAA');
    await gotoSettled(page, URL, () => page.reload());
    await expect(banner(page)).toBeVisible();
    // the offer is left unanswered: a new design
    await page.getByTestId('designer-bg-apply').click();
    await addText(page, 'BBB');
    await gotoSettled(page, URL, () => page.reload());
    await banner(page).getByRole('button', { name: 'Continue it' }).click();
    await expect(layers(page)).toHaveText(['text “BBB”']);
    await expect(page.getByTestId('designer-canvas')).toBeFocused();
    // the earlier design is still there, offered after the newer one
    await gotoSettled(page, URL, () => page.reload());
    await expect(banner(page)).toContainText('One more is kept.');
    await page.screenshot({ path: `${shots}/drafts-1280.png` });
    await banner(page).getByRole('button', { name: 'Discard it' }).click();
    await expect(banner(page)).not.toContainText('more');
    await banner(page).getByRole('button', { name: 'Continue it' }).click();
    await expect(layers(page)).toHaveText(['text “AAA”']);
  });

  test('a change made right before a reload, or before the tab is closed, is kept', async ({ page, context }) => {
    await gotoSettled(page, URL);
    await page.getByTestId('designer-bg-apply').click();
    await addText(page, 'CCC');
    // no pause: the reload comes within the 400 ms the draft used to wait
    await gotoSettled(page, URL, () => page.reload());
    await banner(page).getByRole('button', { name: 'Continue it' }).click();
    await expect(layers(page)).toHaveText(['text “CCC”']);
    await addText(page, 'DDD');
    await page.close({ runBeforeUnload: true });
    const next = await context.newPage();
    await gotoSettled(next, URL);
    await banner(next).getByRole('button', { name: 'Continue it' }).click();
    await expect(layers(next)).toHaveText(['text “DDD”', 'text “CCC”']);
  });
});
