import { expect, test } from '@playwright/test';
import { openProduct, personaliseText, openSection, settledPrice, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';

// The options' extras against the real server: a t-shirt bundle (multiProducts, add-to-cart-multiple), an up-selling
// personalised text (render-text preview, upSellingProducts). The effect (preview-image): product-options-effect.spec.ts.

test.beforeEach(async ({ page }) => withCookieChoice(page));

test('a two-shirt bundle is priced for both shirts and adds both to the cart', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'mountain-line-t-shirt');
  const panel = page.getByTestId('options-panel');
  const single = await settledPrice(page);
  await openSection(page, 'More shirts');
  const priced = page.waitForRequest((r) => r.url().endsWith('/ajax/product/calculate-custom-price') && (r.postData() ?? '').includes('multiProducts'));
  await panel.getByRole('button', { name: 'Add another shirt' }).click();
  const shirt2 = panel.getByRole('region', { name: 'Shirt 2' });
  await expect(shirt2).toBeVisible();
  await priced;
  // the second shirt in XXL (+€2) and another fabric colour, chosen by keyboard for the size
  await shirt2.getByRole('radiogroup', { name: 'Shirt 2 size' }).getByRole('radio', { name: 'XXL' }).click();
  const colours = shirt2.getByRole('radiogroup', { name: 'Shirt 2 fabric colour' }).getByRole('radio');
  await colours.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(colours.nth(1)).toBeChecked();
  await expect(panel.getByTestId('bundle-count')).toHaveText(/2 shirts/);
  const both = await settledPrice(page);
  const euros = (t: string) => Number(t.replace(/[^0-9.,]/g, '').replace(',', '.'));
  expect(euros(both)).toBeCloseTo(euros(single) * 2 + 2, 2);
  await panel.getByTestId('bundle').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/extras-bundle.png`, fullPage: true });
  const section = panel.getByTestId('section-bundle');
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await section.screenshot({ path: `${shots}/extras-bundle-panel.png` });

  const add = page.waitForRequest((r) => r.url().endsWith('/ajax/shopping/add-to-cart-multiple'));
  await panel.getByTestId('add-to-cart').click();
  const body = (await add).postDataJSON() as { multiProducts: Array<{ index: number; modelSize: string }> };
  expect(body.multiProducts.map((m) => [m.index, m.modelSize])).toEqual([
    [0, 'M'],
    [1, 'XXL'],
  ]);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const items = page.getByTestId('cart-item');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'XXL' })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/extras-bundle-cart.png` });
  expect(errors).toEqual([]);
});

test('removing a bundle shirt goes back to one shirt and add-to-cart', async ({ page }) => {
  await openProduct(page, 'mountain-line-t-shirt');
  const panel = page.getByTestId('options-panel');
  const single = await settledPrice(page);
  await openSection(page, 'More shirts');
  await panel.getByRole('button', { name: 'Add another shirt' }).click();
  await expect(panel.getByRole('region', { name: 'Shirt 2' })).toBeVisible();
  await expect.poll(() => panel.getByTestId('live-price').textContent()).not.toBe(single);
  await panel.getByRole('button', { name: 'Remove shirt 2' }).click();
  await expect(panel.getByRole('region', { name: 'Shirt 2' })).toHaveCount(0);
  await expect(panel.getByTestId('live-price')).toHaveText(single);
});

test('a personalised text is previewed from render-text and added with the item', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'custom-text-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await personaliseText(page, 'Anna');
  await panel.getByLabel(/width/i).first().fill('100');
  await settledPrice(page);
  await openSection(page, 'Add a personalised text');
  await panel.getByRole('checkbox', { name: /Add a personalised text/ }).click();
  const rendered = page.waitForResponse((r) => r.url().endsWith('/ajax/personalized-services/render-text'));
  await panel.getByTestId('up-sell-text').fill('Welcome home');
  await panel.getByRole('radiogroup', { name: 'Font' }).getByRole('radio', { name: 'Lobster' }).click();
  await rendered;
  const img = panel.getByTestId('up-sell-preview-img');
  await expect(img).toHaveAttribute('data-current', 'true');
  await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(img).toHaveAccessibleName('Preview of your text: Welcome home');
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await panel.getByRole('switch', { name: 'Mirrored' }).click();
  await expect(img).toHaveClass(/up-sell__img--mirrored/);
  await panel.getByRole('switch', { name: 'Mirrored' }).click();
  await panel.getByTestId('up-sell').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/extras-text-preview.png`, fullPage: true });

  await expect(panel.getByTestId('add-to-cart')).toBeEnabled();
  const add = page.waitForRequest((r) => r.url().endsWith('/ajax/shopping/add-to-cart'));
  await panel.getByTestId('add-to-cart').click();
  const body = (await add).postDataJSON() as { upSellingProducts: Array<Record<string, unknown>> };
  expect(body.upSellingProducts).toHaveLength(1);
  expect(body.upSellingProducts[0]).toMatchObject({ quantity: 1, text: 'Welcome home', font: 'Lobster' });
  expect(String(body.upSellingProducts[0].svg)).toContain('<svg');
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await page.screenshot({ path: `${shots}/extras-text-cart.png` });
  expect(errors).toEqual([]);
});
