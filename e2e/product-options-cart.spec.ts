import { expect, test } from '@playwright/test';
import { openProduct, openQuickAdd, openSection, settledPrice, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';
import { gotoSettled } from './settled';

// Options that reach the cart, against the real server: clothing reloads, a failed add focusing its section,
// quick-add from the product list and modifying a cart item.

test.beforeEach(async ({ page }) => withCookieChoice(page));

test('a t-shirt: the cut reloads models, sizes and colours and selects the first model; a model reloads sizes', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'mountain-line-t-shirt');
  const panel = page.getByTestId('options-panel');
  const base = await settledPrice(page);
  const models = panel.getByTestId('model-choices');
  await expect(models.getByRole('radio', { name: 'Classic crew neck' })).toBeChecked();
  await panel.getByTestId('gender-choices').getByRole('radio', { name: 'Kids' }).click();
  await expect(models.getByRole('radio')).toHaveCount(1);
  await expect(models.getByRole('radio', { name: 'Kids crew neck' })).toBeChecked();
  await expect(panel.getByTestId('model-size-choices').getByRole('radio', { name: '3-4' })).toBeVisible();
  await panel.getByTestId('gender-choices').getByRole('radio', { name: 'Women' }).click();
  await expect(models.getByRole('radio', { name: 'Fitted crew neck' })).toBeChecked();
  await models.getByRole('radio', { name: 'Relaxed boyfriend tee' }).click();
  await expect(models.getByRole('radio', { name: 'Relaxed boyfriend tee' })).toBeChecked();
  await openSection(page, 'Garment colour');
  // the boyfriend tee comes in five fabric colours
  await expect(panel.getByTestId('material-color-choices').getByRole('radio')).toHaveCount(5);
  await panel.getByTestId('model-size-choices').getByRole('radio', { name: 'XXL' }).click();
  const price = await settledPrice(page);
  expect(price).toMatch(/^€/);
  expect(base).toMatch(/^€/);
  await page.screenshot({ path: `${shots}/t-shirt.png`, fullPage: true });
  await panel.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a failed add expands and scrolls to the section named by the error code and shows the message', async ({ page }) => {
  await openProduct(page, 'made-to-measure-roller-blind');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  // The page always sends a fabric; drop it on the way so that the real server refuses with errorCode "tissue".
  await page.route('**/ajax/shopping/add-to-cart', async (route) => {
    const body = route.request().postDataJSON() as { options: Record<string, unknown> };
    delete body.options.tissue;
    await route.continue({ postData: JSON.stringify(body) });
  });
  // (a CSS locator: while the info dialog is open, the page behind it is hidden from the accessibility tree)
  const fabric = panel.getByTestId('section-tissue').locator('.section__trigger');
  await expect(fabric).toHaveAttribute('aria-expanded', 'false');
  await panel.getByTestId('add-to-cart').click();
  const dialog = page.getByTestId('info-dialog');
  await expect(dialog.getByTestId('info-dialog-message')).toHaveText('Please choose a fabric.');
  await expect(fabric).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: `${shots}/failed-add-dialog.png` });
  // 1 s after the failure the section sits 150 px below the top of the window, behind the dialog the shopper reads,
  // and stays there when they close it (closing it while the page was still scrolling stopped the scroll half way)
  const sectionTop = async () => Math.round(await panel.getByTestId('section-tissue').evaluate((el) => el.getBoundingClientRect().top));
  await expect.poll(sectionTop, { timeout: 4000 }).toBe(150);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await sectionTop()).toBe(150);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.screenshot({ path: `${shots}/failed-add-section.png` });
});

test('quick add from the list: the slide-up popup adds and closes, the hide control clears it and reopening starts fresh', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('product-card').filter({ hasText: 'Botanical print coasters' });
  const popup = await openQuickAdd(page, 'Botanical print coasters');
  await expect(popup.getByTestId('live-price')).toHaveText('€14.95');
  const description = popup.getByTestId('popup-description');
  await expect(description).toHaveText(/^Hand-drawn fern, ginkgo and monstera leaves/);
  const packTrigger = popup.getByRole('button', { name: /^Pack/ });
  const packExpandedAtFirst = await packTrigger.getAttribute('aria-expanded');
  // the shopper changes things before hiding: the pack, and the pack section left open
  await openSection(page, 'Pack', popup);
  await popup.getByRole('radio', { name: /Pack of 12/ }).click();
  await expect(popup.getByTestId('live-price')).toHaveText('€34.95');
  // hide: the popup goes and its content (panel, description) is cleared, nothing of it left in the page
  await popup.getByTestId('popup-hide').click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('popup-description')).toHaveCount(0);
  await expect(page.getByTestId('options-panel')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pack of 12/ })).toHaveCount(0);

  // reopening loads the options again and shows them fresh: the description, the first pack, its catalogue price
  // and the sections as they start
  const reloaded = page.waitForResponse('**/ajax/product-list/load-add-to-cart');
  await card.getByRole('button', { name: 'Quick add: Botanical print coasters' }).click();
  expect((await reloaded).ok()).toBeTruthy();
  await expect(popup).toBeVisible();
  await expect(description).toHaveText(/^Hand-drawn fern, ginkgo and monstera leaves/);
  await expect(popup.getByTestId('live-price')).toHaveText('€14.95');
  await expect(packTrigger).toHaveAttribute('aria-expanded', packExpandedAtFirst ?? 'false');
  await openSection(page, 'Pack', popup);
  await expect(popup.getByRole('radio', { name: /Pack of 4/ })).toBeChecked();
  await popup.getByRole('radio', { name: /Pack of 6/ }).click();
  await expect(popup.getByTestId('live-price')).toHaveText('€19.95');
  // a custom pack is rounded up to a whole number
  await popup.getByRole('textbox', { name: /your own pack size/ }).fill('7.2');
  await expect(popup.getByTestId('add-to-cart')).toBeEnabled();
  await page.screenshot({ path: `${shots}/quick-add.png` });
  const added = page.waitForRequest('**/ajax/shopping/add-to-cart');
  await popup.getByTestId('add-to-cart').click();
  expect((await added).postDataJSON().options.customPack).toBe(8);
  await expect(popup).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

async function addThroughServer(page: import('@playwright/test').Page): Promise<number> {
  const res = await page.request.post('/ajax/shopping/add-to-cart', {
    data: { productId: 1001, quantity: 2, options: { size: { sizeid: 2 }, color: 3 } },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { cartItems: { id: number }[] }).cartItems[0].id;
}

async function sizeInCart(page: import('@playwright/test').Page, itemId: number): Promise<number | undefined> {
  const cart = await page.request.post('/ajax/shopping/shopping-cart', { data: {} });
  const view = (await cart.json()) as { cart: { items: { id: number; options: { size?: { sizeid: number } } }[] } };
  return view.cart.items.find((i) => i.id === itemId)?.options.size?.sizeid;
}

test('modify from the cart: the modify popup opens over the cart with the item’s options and updates it', async ({ page }) => {
  await gotoSettled(page, '/');
  const itemId = await addThroughServer(page);
  // this page asked before the add, so the cart stays shut until the header's button opens it
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await page.getByTestId('cart-button').click();
  await expect(cart).toBeVisible();
  const row = cart.getByTestId('cart-item');
  await expect(row.getByTestId('cart-item-total')).toHaveText('€70');
  const loaded = page.waitForResponse('**/ajax/product-list/load-add-to-cart');
  await cart.getByRole('button', { name: 'Change options of Tree of Life wall sticker' }).click();
  // the same popup as a ?modify= link: modify-item-cart, then load-add-to-cart with the item's options
  const sent = (await loaded).request().postDataJSON() as { itemId: number; modifyProduct: boolean; quantity: number };
  expect(sent).toMatchObject({ itemId, modifyProduct: true, quantity: 2 });
  const popup = page.getByRole('dialog', { name: 'Change Tree of Life wall sticker' });
  await expect(popup).toHaveAttribute('data-testid', 'modify-popup');
  await expect(popup.getByRole('radio', { name: /90 x 82 cm/ })).toBeChecked();
  await expect(popup.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(popup.getByTestId('live-price')).toHaveText('€70');
  await popup.getByRole('radio', { name: /120 x 110 cm/ }).click();
  await expect(popup.getByTestId('live-price')).toHaveText('€118.88');
  await page.screenshot({ path: `${shots}/modify-from-cart.png` });
  const modified = page.waitForResponse('**/ajax/shopping/modify-cart-item');
  await popup.getByRole('button', { name: 'Update cart item' }).click();
  expect((await modified).ok()).toBeTruthy();
  await expect(popup).toHaveCount(0);
  // the cart stays open and shows the updated item at the server's new price
  await expect(cart).toBeVisible();
  await expect(row.getByTestId('cart-item-total')).toHaveText('€118.88');
  await expect(row).toContainText('120 x 110 cm');
  await expect(cart.getByRole('button', { name: 'Change options of Tree of Life wall sticker' })).toBeFocused();
  await page.screenshot({ path: `${shots}/modify-from-cart-updated.png` });
  expect(await sizeInCart(page, itemId)).toBe(3);
});

test('modify popup by item id (?modify=): modify-item-cart then load-add-to-cart, then modify-cart-item', async ({ page }) => {
  await gotoSettled(page, '/');
  const itemId = await addThroughServer(page);
  await gotoSettled(page, `/?modify=${itemId}`);
  const popup = page.getByTestId('modify-popup');
  await expect(popup).toBeVisible();
  // the add asked the server to slide the cart in on the next page, but not over the modify popup
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toHaveCount(0);
  await expect(popup.getByRole('radio', { name: /90 x 82 cm/ })).toBeChecked();
  await expect(popup.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await popup.getByRole('radio', { name: /60 x 55 cm/ }).click();
  await expect(popup.getByTestId('live-price')).toHaveText('€35.72');
  await page.screenshot({ path: `${shots}/modify-popup.png` });
  const modified = page.waitForResponse('**/ajax/shopping/modify-cart-item');
  await popup.getByRole('button', { name: 'Update cart item' }).click();
  expect((await modified).ok()).toBeTruthy();
  await expect(popup).toHaveCount(0);
  expect(await sizeInCart(page, itemId)).toBe(1);
});

test('a ?modify= popup closed without changing gives focus to the page, and the item stays as it was', async ({ page }) => {
  await gotoSettled(page, '/');
  const itemId = await addThroughServer(page);
  await gotoSettled(page, `/?modify=${itemId}`);
  const popup = page.getByRole('dialog', { name: 'Change Tree of Life wall sticker' });
  await expect(popup.getByRole('radio', { name: /90 x 82 cm/ })).toBeChecked();
  await popup.getByRole('radio', { name: /60 x 55 cm/ }).click();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  expect(await sizeInCart(page, itemId)).toBe(2);
});
