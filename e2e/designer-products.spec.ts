import { expect, test, type Page } from '@playwright/test';
import { gotoSettled } from './settled';

// The designer by type family, continued: a canvas named by its catalogue size (7), clothing on its mockup (9),
// pack-priced coasters (10) and a composition of panels (11). Each is priced by the server as the cart prices it.

const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer`;

async function open(page: Page, id: string) {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

async function addAndSeeCart(page: Page): Promise<string> {
  const price = page.getByTestId('designer-price').locator('.price');
  await expect(price).toContainText('€');
  const shown = (await price.textContent()) ?? '';
  await page.getByTestId('designer-add-to-cart').click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible({ timeout: 20_000 });
  await expect(cart.getByTestId('cart-item-total').first()).toHaveText(shown);
  return shown;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

test('type 7, a photo canvas: its design stays 1 x 1, the catalogue size prices it, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/photo-on-canvas');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('60 x 40 cm').click();
  await expect(page.getByTestId('designer-announcement')).toHaveText('Size 60 x 40 cm');
  await expect(page.getByTestId('designer-section-measure')).toHaveClass(/designer-section--done/);
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveText('€44.95');
  await addAndSeeCart(page);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toContainText('60 x 40 cm');
});

test('type 9, a t-shirt: model, size guide, fabric colour on the mockup, priced with the size surcharge, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-t-shirt');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-models').getByText('Organic heavyweight').click();
  // the size guide: a modal that gives focus back to its button
  const guide = page.getByTestId('designer-size-guide');
  await guide.click();
  const modal = page.getByTestId('size-guide-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem').filter({ hasText: 'XXL' })).toContainText('€2');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(guide).toBeFocused();
  await page.getByTestId('designer-model-sizes').getByText('XXL', { exact: true }).click();
  await open(page, 'material');
  const colours = page.getByTestId('designer-fabric-colours').locator('label');
  await colours.nth(1).click();
  // the garment takes the fabric colour
  const fill = await page.getByTestId('designer-mockup').locator('path').getAttribute('fill');
  expect(fill).not.toBe('#f4f4f4');
  await expect(page.getByTestId('designer-section-material')).toHaveClass(/designer-section--done/);
  // base 24.95 + the model's 5.00 + XXL's 2.00
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveText('€31.95');
  // preview shows the garment at full opacity; a click on it returns to edit
  await page.getByTestId('designer-preview').click();
  await expect(page.getByTestId('designer-mockup')).toHaveClass(/designer-mockup--preview/);
  await page.screenshot({ path: `${shots}/type-9-tee.png`, fullPage: true });
  await page
    .getByTestId('designer-mockup')
    .locator('svg')
    .click({ position: { x: 8, y: 60 } });
  await expect(page.getByTestId('designer-mockup')).toHaveClass(/designer-mockup--edit/);
  await addAndSeeCart(page);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toContainText('XXL');
});

test('type 10, coasters: a round size and a pack; a pack below the minimum gets the alert and no price', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-coasters');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('Round Ø 10 cm').click();
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveCount(0);
  await page.getByTestId('designer-custom-pack').fill('3');
  await page.getByTestId('designer-custom-pack').press('Enter');
  await expect(page.getByTestId('designer-pack-alert-pack-too-small')).toBeVisible();
  await page.getByTestId('designer-packs').getByText('Pack of 6').click();
  await expect(page.getByTestId('designer-section-measure')).toHaveClass(/designer-section--done/);
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveText('€22.95');
  await addAndSeeCart(page);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toContainText('Round');
});

test('type 11, a multi-panel canvas: three panels list their own sizes, the panels price it, then the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-multi-panel-canvas');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'features');
  await page.getByTestId('designer-composition').getByText('3 panels').click();
  await open(page, 'measure');
  const sizes = page.getByTestId('designer-sizes').locator('label');
  await expect(sizes).toHaveText([/3 x 30 x 60 cm/, /3 x 40 x 80 cm/]);
  await sizes.first().click();
  // 74.95 + 20 % for three panels
  await expect(page.getByTestId('designer-price').locator('.price')).toHaveText('€89.94');
  await page.screenshot({ path: `${shots}/type-11-panels.png`, fullPage: true });
  await addAndSeeCart(page);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toContainText('3 x 30 x 60 cm');
});
