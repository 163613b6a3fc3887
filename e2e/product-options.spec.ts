import { expect, test } from '@playwright/test';
import { openProduct, openSection, settledPrice, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';

// The options panel on the product page against the real server: preset and custom sizes with every alert, rounding,
// the ready flag, percentage sizes, blinds, canvas materials, orientation-hiding colours and the cookie gate.

test('a preset size: live price per size and quantity, then added to the cart', async ({ page }) => {
  const errors = watchPageErrors(page);
  await withCookieChoice(page);
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  expect(await settledPrice(page)).toBe('€17.86');
  await page.getByRole('radio', { name: /90 x 82 cm/ }).click();
  await expect(panel.getByTestId('live-price')).toHaveText('€35');
  // quantity stepper: minus disabled at 1, plus doubles the price
  const minus = panel.getByRole('button', { name: 'Fewer (Quantity)' });
  await expect(minus).toBeDisabled();
  await panel.getByRole('button', { name: 'More (Quantity)' }).click();
  await expect(panel.getByTestId('live-price')).toHaveText('€70');
  await expect(minus).toBeEnabled();
  // digits only; blank becomes 1
  const qty = panel.getByRole('textbox', { name: 'Quantity' });
  await qty.fill('');
  await qty.pressSequentially('3x');
  await expect(qty).toHaveValue('3');
  await qty.fill('');
  await qty.blur();
  await expect(qty).toHaveValue('1');
  await expect(panel.getByTestId('live-price')).toHaveText('€35');
  await page.screenshot({ path: `${shots}/preset-size.png`, fullPage: true });

  await panel.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // the tracking event (pushed to window.dataLayer once the tracking module has loaded)
  await expect
    // The cart's own view_cart event may follow it: look for the add among the events.
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer?: { event: string; ecommerce: { items: { item_id: string }[] } }[] }).dataLayer?.find(
          (e) => e.event === 'add_to_cart',
        ),
      ),
    )
    .toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ item_id: 'VC001' }] } });
  // the slide-in cart opens
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a custom size: each alert, rounding to 5 cm with a notice, the ready flag, the preset cleared and restored', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  const width = panel.getByRole('textbox', { name: 'Width (cm)' });
  const height = panel.getByRole('textbox', { name: 'Height (cm)' });
  const add = panel.getByTestId('add-to-cart');

  // focus alone keeps the preset (a keyboard passing by, issue 11); typing a custom size deselects it
  await width.focus();
  await expect(panel.getByRole('radiogroup', { name: 'Sizes' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await width.pressSequentially('1');
  await expect(panel.getByRole('radiogroup', { name: 'Sizes' }).getByRole('radio', { checked: true })).toHaveCount(0);

  const cases: Array<[string, string, string]> = [
    ['10', '50', 'too-small'],
    ['300', '250', 'too-big'],
    ['300', '100', 'width-too-big'],
    ['100', '250', 'height-too-big'],
  ];
  for (const [w, h, alert] of cases) {
    await width.fill(w);
    await height.fill(h);
    await expect(panel.getByTestId(`size-alert-${alert}`)).toBeVisible();
    await expect(add).toBeDisabled();
  }
  await page.screenshot({ path: `${shots}/custom-size-alert.png` });

  await width.fill('190');
  await height.fill('190');
  await expect(panel.getByTestId('size-alert-upper')).toBeVisible();

  // typing clears the ready flag; 1 s later the size is rounded to 5 cm, priced, and adding is possible again
  await width.fill('101');
  await height.fill('83');
  await expect(add).toHaveAttribute('data-ready', 'false');
  await expect(panel.getByTestId('size-notice')).toHaveText('Sizes go in steps of 5 cm: we have adjusted it to 100 x 85 cm.');
  await expect(width).toHaveValue('100');
  await expect(height).toHaveValue('85');
  await expect(add).toBeEnabled();
  const custom = await panel.getByTestId('live-price').textContent();
  expect(custom).toMatch(/^€\d/);
  await page.screenshot({ path: `${shots}/custom-size-rounded.png` });

  // picking a preset clears the custom values
  await page.getByRole('radio', { name: /120 x 110 cm/ }).click();
  await expect(width).toHaveValue('');
  await expect(height).toHaveValue('');
  await expect(panel.getByTestId('live-price')).toHaveText('€59.44');
});

test('check-max-size on blur shows the server message; step rounding with a notice', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  const width = panel.getByRole('textbox', { name: 'Width (cm)' });
  const height = panel.getByRole('textbox', { name: 'Height (cm)' });
  await width.fill('300');
  await height.fill('100');
  const checked = page.waitForResponse('**/ajax/product/check-max-size');
  await height.blur();
  expect(await (await checked).json()).toEqual({ sizeOk: false, message: 'The width is too big: the maximum is 250 cm.' });
  // the server's wording replaces the shop's default text of the alert
  await expect(panel.getByTestId('size-alert-width-too-big')).toHaveText('The width is too big: the maximum is 250 cm.');
  await expect(panel.getByTestId('add-to-cart')).toBeDisabled();
  // typing again clears the server's message
  await width.fill('240');
  await expect(panel.getByTestId('size-alert-width-too-big')).toHaveCount(0);

  // a wallpaper mural rounds up to its 10 cm step
  await openProduct(page, 'misty-forest-wallpaper-mural');
  await settledPrice(page);
  await panel.getByRole('textbox', { name: 'Width (cm)' }).fill('243');
  await panel.getByRole('textbox', { name: 'Height (cm)' }).fill('150');
  await expect(panel.getByTestId('size-notice')).toHaveText('We have adjusted the size to 250 x 150 cm.');
  await expect(panel.getByTestId('add-to-cart')).toBeEnabled();
});

test('a percentage size: the height comes from the server 700 ms after typing the width', async ({ page }) => {
  await openProduct(page, 'custom-text-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await panel.getByRole('textbox', { name: 'Width (cm)' }).fill('100');
  await expect(panel.getByTestId('calculated-height')).toHaveText('25');
  await expect(panel.getByTestId('add-to-cart')).toBeEnabled();
  await expect(panel.getByTestId('live-price')).toHaveText(/€/);
  // the text area grows with its lines up to 8 rows
  await openSection(page, 'Personalise');
  const text = panel.getByTestId('personalized-text');
  await expect(text).toHaveAttribute('rows', '2');
  await text.fill('Home\nsweet\nhome');
  await expect(text).toHaveAttribute('rows', '3');
  await text.fill(Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n'));
  await expect(text).toHaveAttribute('rows', '8');
  await page.screenshot({ path: `${shots}/percentage-size.png`, fullPage: true });
});

test('a blind needs width and height before a price; fabric and mechanism change it', async ({ page }) => {
  await openProduct(page, 'made-to-measure-roller-blind');
  const panel = page.getByTestId('options-panel');
  expect(await settledPrice(page)).toBe('€64');
  await panel.getByRole('textbox', { name: 'Width (cm)' }).fill('100');
  await expect(panel.getByTestId('blind-hint')).toBeVisible();
  await expect(panel.getByTestId('live-price-missing')).toBeVisible();
  await expect(panel.getByTestId('add-to-cart')).toBeDisabled();
  await panel.getByRole('textbox', { name: 'Height (cm)' }).fill('150');
  const base = await settledPrice(page);
  await openSection(page, 'Mechanism');
  await panel.getByRole('radio', { name: 'Spring return' }).click();
  await expect(panel.getByTestId('live-price')).not.toHaveText(base);
  const withSpring = await settledPrice(page);
  expect(withSpring).not.toBe(base);
  await openSection(page, 'Accessories');
  const remote = panel.getByTestId('complement-1016');
  await expect(remote.getByRole('button', { name: /^Fewer/ })).toBeDisabled();
  await expect(remote.getByRole('textbox')).toHaveValue('0');
  await page.screenshot({ path: `${shots}/blind.png`, fullPage: true });
});

test('a canvas material hides the other material’s sizes', async ({ page }) => {
  await openProduct(page, 'sunset-over-the-dunes-canvas');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  await expect(panel.getByRole('radio', { name: /^30 x 20 cm/ })).toBeVisible();
  await openSection(page, 'Canvas material');
  await panel.getByRole('radio', { name: 'Linen canvas' }).click();
  await expect(panel.getByRole('radio', { name: /^30 x 20 cm/ })).toHaveCount(0);
  await expect(panel.getByRole('radio', { name: /60 x 40 cm \(linen\)/ })).toBeChecked();
  await expect(panel.getByTestId('add-to-cart')).toBeEnabled();
  await page.screenshot({ path: `${shots}/canvas-material.png`, fullPage: true });
});

test('colours 104 and 106-109 force normal orientation and hide the orientation section', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  await openSection(page, 'Orientation');
  await panel.getByRole('radio', { name: 'Mirrored' }).click();
  await openSection(page, 'Colour');
  await panel.getByRole('radio', { name: 'Metallic gold' }).click();
  await expect(panel.getByTestId('section-orientation')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/orientation-hidden.png`, fullPage: true });
  await panel.getByRole('radio', { name: 'Black', exact: true }).click();
  await expect(panel.getByTestId('section-orientation')).toHaveCount(1);
  await openSection(page, 'Orientation');
  await expect(panel.getByRole('radio', { name: 'Normal' })).toBeChecked();
});

test('the cookie gate: no choice yet blocks adding and shows the prompt; after a choice adding works', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  await panel.getByTestId('add-to-cart').click();
  const prompt = page.getByTestId('cookie-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('cookie-message')).not.toHaveText('Loading…');
  await page.screenshot({ path: `${shots}/cookie-gate.png` });
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await prompt.getByTestId('cookie-necessary').click();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieChoice'))).toBe('necessary');
  await panel.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
