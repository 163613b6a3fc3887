import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, gradientPhoto, lastCartLine, openDesigner, openSection, pageErrors, uploadBackground } from './designer-journey';
import { gotoSettled } from './settled';

// The designer from the product page to the cart and back: a photo as background (uploaded, downscaled for the
// canvas), a text, a library design, the size, an effect, undo and redo, the live price, add to cart with the
// exported picture as the cart's thumbnail, and Change reopening the same design, saved onto the same item.

const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer`;

const section = (page: Page, id: string) => page.getByTestId(`designer-section-${id}`);

test('design a printed sticker, put it in the cart with its picture, and change it from the cart', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  await acceptCookies(page);
  await gotoSettled(page, '/product/personalised-printed-wall-sticker');
  await page.getByTestId('design-it').click();
  await expect(page.getByRole('heading', { name: 'Design your Personalised printed wall sticker' })).toBeVisible();
  const announcement = page.getByTestId('designer-announcement');

  // a photo as background: uploaded, with progress, then on the canvas
  await uploadBackground(page, { name: 'holiday.png', buffer: gradientPhoto() });
  await expect(section(page, 'add')).toHaveClass(/designer-section--done/);

  // a text, then a design from the library
  await page.getByTestId('designer-text-input').fill('Our summer');
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-object')).toHaveText(['text “Our summer”']);
  await openSection(page, 'search');
  await page.getByTestId('designer-search-input').fill('heart');
  await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
  await page
    .getByRole('button', { name: /^Add .*heart/i })
    .first()
    .click();
  await expect(page.getByTestId('designer-object')).toHaveCount(2);

  // size, effect, undo and redo
  await openSection(page, 'measure');
  await page.getByTestId('designer-width').fill('60');
  await page.getByTestId('designer-width').press('Enter');
  await expect(page.getByTestId('designer-height')).toHaveValue('40'); // proportional to the 600 x 400 canvas
  await openSection(page, 'effect');
  await page.getByTestId('designer-effects').getByText('Sepia').click();
  await expect(announcement).toHaveText('Effect sepia');
  await page.getByTestId('designer-undo').click();
  await expect(page.getByTestId('designer-effects').getByRole('radio', { name: 'Original colours' })).toBeChecked();
  await page.getByTestId('designer-redo').click();
  await expect(page.getByTestId('designer-effects').getByRole('radio', { name: 'Sepia' })).toBeChecked();

  // the live price, then add to cart: the cart opens with the design's own picture
  const price = page.getByTestId('designer-price');
  await expect(price).toContainText('€');
  const shown = (await price.locator('.price').textContent()) ?? '';
  await page.screenshot({ path: `${shots}/designed-1280.png`, fullPage: true });
  await page.getByTestId('designer-add-to-cart').click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible({ timeout: 20_000 });
  const line = cart.getByTestId('cart-item');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-item-total')).toHaveText(shown);
  const thumb = line.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]+\.png$/);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/designed-in-cart.png` });
  // the designer starts afresh
  await expect(page.getByTestId('designer-object')).toHaveCount(0);

  // Change reopens the same design; saving updates the same item
  await line.getByRole('button', { name: /Change the design of/ }).click();
  await expect(page.getByRole('heading', { name: 'Change your Personalised printed wall sticker' })).toBeVisible();
  await expect(page.getByTestId('designer-object')).toHaveCount(2);
  await page.getByTestId('designer-text-input').fill('And autumn');
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-object')).toHaveCount(3);
  await expect(price).toContainText('€');
  await page.getByTestId('designer-add-to-cart').click();
  await expect(cart).toBeVisible({ timeout: 20_000 });
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(page).toHaveURL(/\/designer\/personalised-printed-wall-sticker$/);
  const { design } = await lastCartLine(page.request);
  expect(
    Object.values(design.objects)
      .map((o) => (o as { text?: string }).text)
      .filter(Boolean),
  ).toEqual(['Our summer', 'And autumn']);
  expect(errors).toEqual([]);
});

test('the font modal: grouped fonts in their own faces, a preview on the selected text, Cancel puts it back, focus returns', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  await page.getByTestId('designer-bg-apply').click();
  await page.getByTestId('designer-text-input').fill('Anna');
  await page.getByTestId('designer-text-add').click();
  // the selected text's own font button (the New text part's is for the next text)
  const fontButton = page.getByTestId('designer-text-edit-font');
  await fontButton.click();
  const modal = page.getByRole('dialog', { name: 'Choose a font' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('legend')).toHaveText(['Script', 'Serif', 'Sans serif', 'Display', 'Right to left']);
  expect(await modal.getByRole('radio').count()).toBeGreaterThanOrEqual(20);
  // each shown in its own face, loaded once the modal opened
  await expect.poll(() => page.evaluate(() => [...document.fonts].find((f) => f.family.includes('atelier-pacifico'))?.status)).toBe('loaded');
  const face = await modal.getByText('Pacifico').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(face).toMatch(/^"?atelier-pacifico/);

  // previewed on the selected text; Cancel puts it back
  const announcement = page.getByTestId('designer-announcement');
  await modal.getByText('Pacifico').click();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(fontButton).toBeFocused();
  await expect(announcement).toHaveText('Cancelled');

  // chosen with the keyboard and kept: one undo step
  await fontButton.press('Enter');
  await modal.getByText('Great Vibes').click();
  await page.screenshot({ path: `${shots}/font-modal.png` });
  await modal.getByTestId('font-modal-use').click();
  await expect(announcement).toHaveText('Font changed on text “Anna”');
  await expect(fontButton).toContainText('Great Vibes');
  await page.getByTestId('designer-undo').click();
  await expect(announcement).toHaveText('Undone');
});

/** Presses Tab until `target` has focus: it is reachable from the keyboard (fails after 80 presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByTestId']>) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

test('keyboard only: background, text, font, a library design, moving, size, and into the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await openDesigner(page, 'personalised-printed-wall-sticker');
  const announcement = page.getByTestId('designer-announcement');
  await tabTo(page, page.getByTestId('designer-bg-apply'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('designer-text-input'));
  await page.keyboard.type('Hello');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('designer-object')).toHaveText(['text “Hello”']);
  // the font modal with arrows and Enter: the new text's own font, from its field where the focus landed
  await expect(page.getByTestId('designer-text-edit')).toBeFocused();
  await tabTo(page, page.getByTestId('designer-text-edit-font'));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Choose a font' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, modal.getByTestId('font-modal-use'));
  await page.keyboard.press('Enter');
  await expect(announcement).toHaveText(/^Font changed on text “Hello”/);
  // a library design: open the section, search, choose
  await tabTo(page, page.getByTestId('designer-section-search').locator('summary'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('designer-search-input'));
  await page.keyboard.type('star');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
  await tabTo(page, page.getByTestId('designer-search-state').getByRole('button', { name: /^Add / }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('designer-object')).toHaveCount(2);
  // move the selection with the arrows on the canvas
  await tabTo(page, page.getByTestId('designer-canvas'));
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(announcement).toHaveText(/^Moved .* 10 px$/);
  // size, then add to cart with Enter
  await tabTo(page, page.getByTestId('designer-section-measure').locator('summary'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('designer-width'));
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('designer-price')).toContainText('€');
  await tabTo(page, page.getByTestId('designer-add-to-cart'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 20_000 });
});
