import { expect, test, type Locator, type Page } from '@playwright/test';
import { openProduct, openQuickAdd, openSection, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';

// The effect (original, sepia, black and white) on the product's own picture, against the real server: the product
// page's main picture and the quick-add popup's picture follow preview-image's answer, and go back for "original"; on
// a narrow screen the effect section shows it as well. The effect is a CSS filter on the same picture (the catalogue's
// WebP renderings, contract/pictures.ts), so the picture's address stays and its filter changes.

test.beforeEach(async ({ page }) => withCookieChoice(page));

async function chooseEffect(page: Page, scope: Locator, name: RegExp | string): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/ajax/product/preview-image'));
  await scope.getByRole('radiogroup', { name: 'Effects' }).getByRole('radio', { name }).click();
  return ((await (await answer).json()) as { img: string }).img;
}

test('the product page’s main picture takes the chosen effect and goes back to the original', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'photo-on-canvas');
  const picture = page.getByTestId('product-picture');
  const original = await picture.getAttribute('src');
  expect(original).not.toContain('?');
  await expect(picture).toHaveAttribute('alt', 'Your photo on canvas');
  const panel = page.getByTestId('options-panel');
  await openSection(page, 'Effect');
  // side by side the main picture stays in view: the section does not show the picture a second time
  await expect(panel.getByTestId('effect-preview')).toBeHidden();

  const sepia = await chooseEffect(page, panel, /Sepia/);
  expect(sepia).toContain('effect=sepia');
  await expect(picture).toHaveCSS('filter', 'sepia(1)');
  await expect(picture).toHaveAttribute('src', original!);
  await expect(picture).toHaveAttribute('alt', 'Your photo on canvas, sepia effect');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/effect-main-picture-sepia.png` });

  expect(await chooseEffect(page, panel, /Black and white/)).toContain('effect=grayscale');
  await expect(picture).toHaveCSS('filter', 'grayscale(1)');
  await expect(picture).toHaveAttribute('alt', 'Your photo on canvas, black and white effect');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/effect-main-picture-grayscale.png` });

  await chooseEffect(page, panel, 'Original');
  await expect(picture).toHaveAttribute('src', original!);
  await expect(picture).toHaveCSS('filter', 'none');
  await expect(picture).toHaveAttribute('alt', 'Your photo on canvas');
  expect(errors).toEqual([]);
});

test('on a narrow screen the effect section shows the effect too (the main picture is scrolled away)', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openProduct(page, 'photo-on-canvas');
  const panel = page.getByTestId('options-panel');
  await openSection(page, 'Effect');
  const inSection = panel.getByTestId('effect-preview');
  await expect(inSection).toHaveAttribute('data-filter', 'none');
  await chooseEffect(page, panel, /Sepia/);
  await expect(inSection).toHaveCSS('filter', 'sepia(1)');
  await expect(page.getByTestId('product-picture')).toHaveCSS('filter', 'sepia(1)');
  // the product's own picture, not a blank: the rendering loaded
  await expect.poll(() => inSection.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await inSection.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/effect-section-mobile-sepia.png` });
  await chooseEffect(page, panel, /Black and white/);
  await expect(inSection).toHaveCSS('filter', 'grayscale(1)');
  await chooseEffect(page, panel, 'Original');
  await expect(inSection).toHaveAttribute('data-filter', 'none');
  expect(errors).toEqual([]);
});

test('the quick-add popup’s picture takes the chosen effect', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  const popup = await openQuickAdd(page, 'Your photo on canvas');
  const picture = popup.getByTestId('popup-picture');
  const original = await picture.getAttribute('src');
  expect(original).not.toContain('?');
  await openSection(page, 'Effect', popup);

  await chooseEffect(page, popup, /Sepia/);
  await expect(picture).toHaveCSS('filter', 'sepia(1)');
  await page.screenshot({ path: `${shots}/effect-quick-add-sepia.png` });

  await chooseEffect(page, popup, 'Original');
  await expect(picture).toHaveAttribute('src', original!);
  await expect(picture).toHaveCSS('filter', 'none');
  expect(errors).toEqual([]);
});
