import { expect, test, type Locator, type Page } from '@playwright/test';
import { openProduct, personaliseText, openSection, settledPrice, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';

// Prices the shopper sees before adding, against what the cart charges after: the up-selling personalised text priced
// by the server with the item, and the surcharges of a bundle's extra shirts. Real server, real catalogue.

test.beforeEach(async ({ page }) => withCookieChoice(page));

const isPrice = (r: { url(): string }) => r.url().endsWith('/ajax/product/calculate-custom-price');

const chooseInches = (panel: Locator) =>
  panel
    .getByRole('radiogroup', { name: 'Unit of your size' })
    .getByRole('radio', { name: /Inches/ })
    .click();

/** Adds from the panel: the size goes in inches with convertUM, and the cart holds it in centimetres at `total`. */
async function addInInches(page: Page, size: { width: number; height: number }, inCm: string, total: string) {
  const add = page.waitForRequest((r) => r.url().endsWith('/ajax/shopping/add-to-cart'));
  await page.getByTestId('options-panel').getByTestId('add-to-cart').click();
  expect((await add).postDataJSON()).toMatchObject({ convertUM: true, options: size });
  const item = page.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(inCm);
  await expect(page.getByTestId('cart-items-total')).toHaveText(total);
}

test('the price shown with a personalised text is the total the cart charges', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'custom-text-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await personaliseText(page, 'Anna');
  await panel.getByLabel(/width/i).first().fill('100');
  const itemOnly = await settledPrice(page);
  await openSection(page, 'Add a personalised text');
  await panel.getByRole('checkbox', { name: /Add a personalised text/ }).click();
  const priced = page.waitForResponse((r) => isPrice(r) && (r.request().postData() ?? '').includes('upSellingProducts'));
  await panel.getByTestId('up-sell-text').fill('Welcome home');
  const answer = (await (await priced).json()) as { formattedPrice: string; formattedUpSellingPrice: string; formattedTotalPrice: string };
  await expect(panel.getByTestId('up-sell-preview-img')).toHaveAttribute('data-current', 'true');
  const shown = await settledPrice(page);

  // the footer shows the server's total, the item and the lettering; the section shows the lettering's price
  expect(shown).toBe(answer.formattedTotalPrice);
  expect(answer.formattedPrice).toBe(itemOnly);
  await expect(panel.getByTestId('live-price-breakdown')).toHaveText(`Item ${itemOnly} + personalised text ${answer.formattedUpSellingPrice}`);
  await expect(panel.getByTestId('up-sell-price')).toContainText(answer.formattedUpSellingPrice);
  const euros = (t: string) => Number(t.replace(/[^0-9.]/g, ''));
  expect(euros(shown)).toBeCloseTo(euros(itemOnly) + euros(answer.formattedUpSellingPrice), 2);
  await panel.getByTestId('up-sell').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/prices-lettering.png` });
  await panel.getByTestId('live-price').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/prices-lettering-footer.png` });

  await panel.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-items-total')).toHaveText(shown);
  await page.screenshot({ path: `${shots}/prices-lettering-cart.png` });

  expect(errors).toEqual([]);
});

test('turning the personalised text off brings back the item price alone', async ({ page }) => {
  await openProduct(page, 'custom-text-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await panel.getByLabel(/width/i).first().fill('100');
  const itemOnly = await settledPrice(page);
  await openSection(page, 'Add a personalised text');
  await panel.getByRole('checkbox', { name: /Add a personalised text/ }).click();
  await panel.getByTestId('up-sell-text').fill('Hello');
  await expect(panel.getByTestId('live-price-breakdown')).toBeVisible();
  await expect.poll(() => settledPrice(page)).not.toBe(itemOnly);
  await panel.getByRole('checkbox', { name: /Add a personalised text/ }).click();
  await expect(panel.getByTestId('live-price-breakdown')).toHaveCount(0);
  expect(await settledPrice(page)).toBe(itemOnly);
});

test('each bundle shirt shows its sizes with their surcharge, and the live price includes them', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'mountain-line-t-shirt');
  const panel = page.getByTestId('options-panel');
  const single = await settledPrice(page);
  await openSection(page, 'More shirts');
  await panel.getByRole('button', { name: 'Add another shirt' }).click();
  const shirt2 = panel.getByRole('region', { name: 'Shirt 2' });
  const sizes2 = shirt2.getByRole('radiogroup', { name: 'Shirt 2 size' });
  // the same note the main shirt's sizes carry ("+€2" on XXL), and none on M
  await expect(sizes2.getByRole('radio', { name: /XXL/ })).toContainText('+€2');
  await expect(sizes2.getByRole('radio', { name: /^M/ })).not.toContainText('+');
  // the models carry their own surcharge too, here and on the panel's shirt
  await expect(shirt2.getByRole('radiogroup', { name: 'Shirt 2 model' }).getByRole('radio', { name: /Organic/ })).toContainText('+€5');
  await openSection(page, 'Model, cut and size');
  await expect(panel.getByRole('radiogroup', { name: 'Garment sizes' }).getByRole('radio', { name: /XXL/ })).toContainText('+€2');

  // XXL on shirt 2, organic heavyweight (+€5) in XXL on shirt 3
  await sizes2.getByRole('radio', { name: /XXL/ }).click();
  await panel.getByRole('button', { name: 'Add another shirt' }).click();
  const shirt3 = panel.getByRole('region', { name: 'Shirt 3' });
  await shirt3
    .getByRole('radiogroup', { name: 'Shirt 3 model' })
    .getByRole('radio', { name: /Organic/ })
    .click();
  await expect(shirt3.getByRole('radiogroup', { name: 'Shirt 3 size' }).getByRole('radio', { name: /XXL/ })).toContainText('+€2');
  const priced = page.waitForResponse((r) => {
    if (!isPrice(r)) return false;
    const shirts = ((r.request().postDataJSON() ?? {}) as { multiProducts?: Array<{ model?: number; modelSize?: string }> }).multiProducts;
    return shirts?.[2]?.model === 3 && shirts[2].modelSize === 'XXL';
  });
  await shirt3.getByRole('radiogroup', { name: 'Shirt 3 size' }).getByRole('radio', { name: /XXL/ }).click();
  await priced;
  const all = await settledPrice(page);
  const euros = (t: string) => Number(t.replace(/[^0-9.]/g, ''));
  expect(euros(all)).toBeCloseTo(euros(single) * 3 + 2 + 5 + 2, 2);
  const section = panel.getByTestId('section-bundle');
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${shots}/prices-bundle-sizes.png` });

  await panel.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(3);
  await expect(page.getByTestId('cart-items-total')).toHaveText(all);
  expect(errors).toEqual([]);
});

test('each t-shirt model shows its surcharge, and choosing it adds exactly that to the price', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'mountain-line-t-shirt');
  const panel = page.getByTestId('options-panel');
  const classic = await settledPrice(page);
  await openSection(page, 'Model, cut and size');
  const models = panel.getByRole('radiogroup', { name: 'Models' });
  await expect(models.getByRole('radio', { name: /Organic heavyweight/ })).toContainText('+€5');
  await expect(models.getByRole('radio', { name: /Classic crew neck/ })).not.toContainText('+');
  await expect(models.getByRole('radio', { name: /V-neck/ })).not.toContainText('+');
  await models.getByRole('radio', { name: /Organic heavyweight/ }).click();
  await expect(panel.getByTestId('live-price')).not.toHaveText(classic);
  const organic = await settledPrice(page);
  const euros = (t: string) => Number(t.replace(/[^0-9.]/g, ''));
  expect(euros(organic)).toBeCloseTo(euros(classic) + 5, 2);
  // another cut lists its own models, from load-model-gender-options, with theirs (none here)
  await panel.getByRole('radiogroup', { name: 'Cut', exact: true }).getByRole('radio', { name: 'Women', exact: true }).click();
  await expect(models.getByRole('radio', { name: /Fitted crew neck/ })).toBeVisible();
  await expect(models).not.toContainText('+€');
  await panel.getByRole('radiogroup', { name: 'Cut', exact: true }).getByRole('radio', { name: 'Men', exact: true }).click();
  await expect(models.getByRole('radio', { name: /Organic heavyweight/ })).toContainText('+€5');
  await models.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${shots}/prices-model-surcharge.png` });
  expect(errors).toEqual([]);
});

test('a size in inches: unit chosen by keyboard, alerts and rounding in inches, the server converts it for the price and the cart', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  const unit = panel.getByRole('radiogroup', { name: 'Unit of your size' });
  await unit.getByRole('radio', { name: /Inches/ }).focus();
  await page.keyboard.press('Space');
  await expect(unit.getByRole('radio', { name: /Inches/ })).toBeChecked();
  const width = panel.getByRole('textbox', { name: 'Width (in)' });
  const height = panel.getByRole('textbox', { name: 'Height (in)' });
  await expect(width).toHaveAttribute('placeholder', '7.87–98.43');

  // 100 in is above the 250 cm maximum width: the alert says so in inches, and no price is asked
  await width.fill('100');
  await height.fill('20');
  await expect(panel.getByTestId('size-alert-width-too-big')).toHaveText('The width is too big: the maximum is 98.43 in.');
  await expect(panel.getByTestId('add-to-cart')).toBeDisabled();
  await panel.getByTestId('custom-size').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${shots}/prices-inches-alert.png` });

  // 40.5 x 37 in = 102.9 x 94 cm: rounded to 105 x 95 cm, shown in inches, priced by the server from the inches
  const priced = page.waitForRequest((r) => isPrice(r) && (r.postDataJSON() as { width?: number }).width === 41.34);
  await width.fill('40.5');
  await height.fill('37');
  await expect(panel.getByTestId('size-notice')).toHaveText('Sizes go in steps of 5 cm: we have adjusted it to 41.34 x 37.4 in.');
  expect((await priced).postDataJSON()).toMatchObject({ width: 41.34, height: 37.4, convertUM: true });
  const shown = await settledPrice(page);
  expect(shown).toBe('€45.90');
  await panel.getByTestId('custom-size').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${shots}/prices-inches.png` });

  // straight from the height field to the button: the blur must not disable the button under the click
  await expect(height).toBeFocused();
  await addInInches(page, { width: 41.34, height: 37.4 }, '105 x 95 cm', shown);
  expect(errors).toEqual([]);
});

test('switching the unit converts what was typed and keeps the price', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await panel.getByRole('textbox', { name: 'Width (cm)' }).fill('100');
  await panel.getByRole('textbox', { name: 'Height (cm)' }).fill('100');
  await expect(panel.getByTestId('live-price')).toHaveText('€46');
  const cm = await settledPrice(page);
  await chooseInches(panel);
  await expect(panel.getByRole('textbox', { name: 'Width (in)' })).toHaveValue('39.37');
  await expect(panel.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('39.37');
  expect(await settledPrice(page)).toBe(cm);
  // the choice is remembered: another product, and a later visit, start in inches
  await openProduct(page, 'custom-text-wall-sticker');
  await expect(page.getByTestId('options-panel').getByRole('radio', { name: /Inches/ })).toBeChecked();
  await page.reload();
  await expect(page.getByTestId('options-panel').getByRole('textbox', { name: 'Width (in)' })).toBeVisible();
});

test('a percentage size in inches: the height comes back in inches, rounded with the width, priced and added as centimetres', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'custom-text-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await personaliseText(page, 'Anna');
  await panel.getByRole('textbox', { name: 'Width (cm)' }).fill('100');
  await expect(panel.getByTestId('calculated-height')).toHaveText('25');
  const cm = await settledPrice(page);
  await chooseInches(panel);
  const width = panel.getByRole('textbox', { name: 'Width (in)' });
  await expect(width).toHaveValue('39.37');
  await expect(panel.getByTestId('calculated-height')).toHaveText('9.84');
  await expect(width).toHaveAttribute('placeholder', '7.87–118.11');
  expect(await settledPrice(page)).toBe(cm);

  // 40 in = 101.6 cm: rounded to 100 cm, and the height is the rounded width's, in inches
  const asked = page.waitForRequest((r) => r.url().endsWith('/ajax/product/calculate-custom-height') && (r.postDataJSON() as { width: number }).width === 40);
  await width.fill('40');
  expect((await asked).postDataJSON()).toMatchObject({ width: 40, convertUM: true });
  await expect(panel.getByTestId('size-notice')).toHaveText('We have adjusted the width to 39.37 in.');
  await expect(width).toHaveValue('39.37');
  await expect(panel.getByTestId('calculated-height')).toHaveText('9.84');
  expect(await settledPrice(page)).toBe(cm);
  // too narrow: the alert in inches
  await width.fill('5');
  await expect(panel.getByTestId('size-alert-too-small')).toContainText('7.87');
  await width.fill('39.37');
  await expect(panel.getByTestId('calculated-height')).toHaveText('9.84');
  expect(await settledPrice(page)).toBe(cm);
  await panel.getByTestId('custom-size').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${shots}/prices-percentage-inches.png` });

  await addInInches(page, { width: 39.37, height: 9.84 }, '100 x 25 cm', cm);
  expect(errors).toEqual([]);
});
