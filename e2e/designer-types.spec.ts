import { expect, test, type Page } from '@playwright/test';
import { gotoSettled } from './settled';

// The designer by type family: each is designed, priced by the server and put in the cart.

const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer`;

async function open(page: Page, id: string) {
  const summary = page.getByTestId(`designer-section-${id}`).locator('summary');
  if ((await page.getByTestId(`designer-section-${id}`).getAttribute('open')) === null) await summary.click();
}

async function addAndSeeCart(page: Page) {
  const price = page.getByTestId('designer-price');
  await expect(price.locator('.price')).toContainText('€');
  const shown = await price.locator('.price').textContent();
  await page.getByTestId('designer-add-to-cart').click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible({ timeout: 20_000 });
  await expect(cart.getByTestId('cart-item-total').first()).toHaveText(shown ?? '');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

test('type 3, a photo roller blind: its own width and drop, fabric, mechanism and drop, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-roller-blind');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  // type 3: width and height are free (not kept to the canvas's proportions)
  await page.getByTestId('designer-width').fill('100');
  await page.getByTestId('designer-width').press('Enter');
  await page.getByTestId('designer-height').fill('150');
  await page.getByTestId('designer-height').press('Enter');
  await expect(page.getByTestId('designer-width')).toHaveValue('100');
  // priced already, but the cart asks for the blind's features first: the server's words, nothing added
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await page.getByTestId('designer-add-to-cart').click();
  await expect(page.getByTestId('designer-add-error')).toHaveText('Please choose a fabric.', { timeout: 20_000 });
  // the section that fixes it opens and its first control takes the focus (issue 26: focus on what was opened)
  await expect(page.getByTestId('designer-section-features')).toHaveAttribute('open', '');
  await expect(page.getByTestId('designer-section-features').locator('.designer-section__body :focus')).toHaveCount(1);
  // the fabrics' information modal: the shop's words and the fabrics' colours; Escape gives focus back
  const about = page.getByTestId('designer-info-tissues');
  await about.click();
  const modal = page.getByTestId('info-modal-tissues');
  await expect(modal.getByRole('heading', { name: 'Fabrics' })).toBeVisible();
  await expect(modal.getByText(/blackout fabrics block it/)).toBeVisible();
  await expect(modal.locator('.designer-swatches li')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(about).toBeFocused();
  for (const field of ['tissue', 'mechanism', 'drop']) await page.getByTestId(`designer-${field}`).locator('label').first().click();
  await expect(page.getByTestId('designer-section-features')).toHaveClass(/designer-section--done/);
  await page.screenshot({ path: `${shots}/type-3-blind.png`, fullPage: true });
  await addAndSeeCart(page);
});

test('type 6, a shaped photo sticker: a circle, its size, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-shaped-photo-sticker');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'shape');
  await page.getByTestId('designer-shapes').getByText('Circle').click();
  await expect(page.getByTestId('designer-announcement')).toHaveText('Shape circle');
  await open(page, 'measure');
  await page.getByTestId('designer-width').fill('30');
  await page.getByTestId('designer-width').press('Enter');
  // a circle is as tall as it is wide: its canvas is square (editor-engine/logic/canvasSize.ts)
  await expect(page.getByTestId('designer-height')).toHaveValue('30');
  // the usual quantities of the product's quantity selector: three of them, priced by the server for this design
  const one = await page.getByTestId('designer-price').locator('.price').textContent();
  await page.getByTestId('designer-usual-quantities').selectOption('3');
  await expect(page.getByTestId('designer-quantity').getByRole('textbox')).toHaveValue('3');
  await expect(page.getByTestId('designer-price').locator('.price')).not.toHaveText(one ?? '');
  await addAndSeeCart(page);
});

test('type 12, a bordered poster: a catalogue size chosen from the list, priced as the product page prices it, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('A3 30 x 42 cm').click();
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveText('€17.95');
  await addAndSeeCart(page);
});

test('a photo wallpaper mural (type 3): free width and height, and the pattern repeat explained', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-wallpaper-mural');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-info-wallpaper-pattern').click();
  await expect(page.getByTestId('info-modal-wallpaper-pattern').getByRole('heading', { name: 'Pattern repeat' })).toBeVisible();
  await page.getByTestId('info-modal-wallpaper-pattern').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('designer-info-wallpaper-pattern')).toBeFocused();
  await page.getByTestId('designer-width').fill('300');
  await page.getByTestId('designer-width').press('Enter');
  await page.getByTestId('designer-height').fill('250');
  await page.getByTestId('designer-height').press('Enter');
  await addAndSeeCart(page);
});

test('a price the server refuses is shown in the info dialog, which gives focus back, and the add stays off', async ({ page }) => {
  // The page asks no price it knows the server would refuse, so the refusal is simulated at the network: the
  // server's answer for a configuration it cannot price (HTTP 200 with `error`, the contract's shape).
  await page.route('**/ajax/product/calculate-custom-price', (route) => route.fulfill({ json: { error: 'This size cannot be made in this material.' } }));
  await gotoSettled(page, '/designer/personalised-shaped-photo-sticker');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  const width = page.getByTestId('designer-width');
  await width.fill('30');
  await width.press('Enter');
  const dialog = page.getByTestId('designer-price-error');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This size cannot be made in this material.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(width).toBeFocused();
  await expect(page.getByTestId('designer-add-to-cart')).toHaveAttribute('aria-disabled', 'true');
});

test('a library design gets a wishlist heart: pressed, said, and still pressed after a reload', async ({ page }) => {
  const find = async () => {
    await page.getByTestId('designer-bg-apply').click();
    await open(page, 'search');
    await page.getByTestId('designer-search-input').fill('star');
    await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
    return page.getByTestId('designer-search-state').getByTestId('design-heart').first();
  };
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  const heart = await find();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const name = await heart.getAttribute('aria-label');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('design-wishlist-status')).toHaveText('Added to your wishlist.');
  await page.reload();
  await page.getByRole('button', { name: 'Start again' }).click();
  const again = await find();
  await expect(again).toHaveAttribute('aria-label', name ?? '');
  await expect(again).toHaveAttribute('aria-pressed', 'true');
});
