import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { P } from '../fixtures/catalog/products/ids';
import { gotoSettled } from './settled';

// The slide-in cart against the real server: fill it through the API, open it from the header, change quantities,
// remove, vouchers, extras, recovery from a ?tvcart= link in a fresh browser, and no auto-open for crawlers.

const shots = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';
const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A Cubot phone: its model name contains "bot", yet its owner is a shopper (SPEC.md section 4 skips crawlers only). */
const CUBOT_UA = 'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** 2 x cut vinyl 100 x 100 cm, black. */
const vinyl = { productId: P.treeOfLifeSticker, quantity: 2, options: { width: 100, height: 100, color: 1 } };
/** A roller blind 50 x 50 with everything chosen. */
const blind = { productId: P.rollerBlind, quantity: 1, options: { width: 50, height: 50, tissue: 1, mechanism: 1, drop: 1 } };

async function add(request: APIRequestContext, payload: object) {
  const r = await request.post('/ajax/shopping/add-to-cart', { data: payload });
  expect(r.status(), await r.text()).toBe(200);
}

/**
 * Fails the test on any console error or uncaught exception. The browser itself logs "Failed to load resource" for
 * the 4xx answers a journey provokes on purpose (a refused voucher, a refused quantity): those calls are listed.
 */
function watchErrors(page: Page, expected4xx: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()) && expected4xx.some((r) => r.test(m.location().url))) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const cartDialog = (page: Page) => page.getByRole('dialog', { name: /Your cart/ });
const itemRow = (page: Page, title: RegExp) =>
  cartDialog(page)
    .getByTestId('cart-item')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('fill the cart, change quantities, remove, vouchers and extras', async ({ page }) => {
  // a long journey (four adds, quantities, a removal, three vouchers, the extras): 26-32 s on CI's two cores
  test.setTimeout(60_000);
  const errors = watchErrors(page, [/shopping-cart-check-voucher/, /update-item-quantity/]);
  await gotoSettled(page, '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await add(page.request, vinyl);
  await add(page.request, blind);

  // After an add the server asks for the cart to open on the next page.
  await page.reload();
  const cart = cartDialog(page);
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(cart.getByTestId('cart-checkout')).toBeVisible();
  await page.screenshot({ path: `${shots}/cart-two-items.png` });

  // Closed with Escape, opened again from the header: keyboard only.
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await page.getByRole('button', { name: /Cart, 3 items/ }).focus();
  await page.keyboard.press('Enter');
  await expect(cart).toBeVisible();

  // Quantity: + twice quickly (the first request is cancelled), then a typed quantity.
  const vinylRow = itemRow(page, /vinyl|Tree/i);
  const grand = cart.getByTestId('cart-grand-total');
  const before = await grand.textContent();
  await vinylRow.getByRole('button', { name: /More/ }).click();
  await vinylRow.getByRole('button', { name: /More/ }).click();
  await expect(vinylRow.getByRole('textbox', { name: /Quantity of/ })).toHaveValue('4');
  await expect(page.getByTestId('cart-count')).toHaveText('5');
  await expect(grand).not.toHaveText(before ?? '');
  const field = vinylRow.getByRole('textbox', { name: /Quantity of/ });
  await field.fill('3');
  await field.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  const server = await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json();
  const serverVinyl = server.cart.items.find((i: { productId: number }) => i.productId === P.treeOfLifeSticker);
  expect(serverVinyl.quantity).toBe(3);
  await expect(vinylRow.getByTestId('cart-item-total')).toHaveText(serverVinyl.formattedTotalPrice);
  await expect(grand).toHaveText(server.cart.formatted.grandTotal);

  // A refused update puts the server's quantity back in the field.
  await page.route('**/ajax/shopping/update-item-quantity', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ done: false, error: 'Too many', errorCode: 'quantity', errorMessage: 'That many cannot be made at once.', quantity: 3 }),
    }),
  );
  await vinylRow.getByRole('button', { name: /More/ }).click();
  await expect(vinylRow.getByTestId('cart-item-message')).toHaveText('That many cannot be made at once.');
  await expect(field).toHaveValue('3');
  await page.unroute('**/ajax/shopping/update-item-quantity');

  // Remove the blind: the cart stays open with one item.
  await itemRow(page, /blind/i)
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(cart).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // Vouchers: nothing is sent for an empty code; a bad one shows a red alert, WELCOME10 a discount.
  const voucher = cart.getByRole('textbox', { name: 'Voucher code' });
  const apply = cart.getByRole('button', { name: 'Apply' });
  await voucher.fill('   ');
  await expect(apply).toBeDisabled();
  await voucher.fill('NOSUCHCODE');
  await apply.click();
  const message = cart.getByTestId('cart-voucher-message');
  await expect(message).toHaveAttribute('data-tone', 'danger');
  await expect(message).not.toBeEmpty();
  await expect(cart.getByTestId('cart-discount')).toHaveCount(0);
  await voucher.fill('WELCOME10');
  await apply.click();
  await expect(message).toHaveAttribute('data-tone', 'success');
  await expect(cart.getByTestId('cart-discount')).toBeVisible();
  await page.screenshot({ path: `${shots}/cart-voucher.png` });

  // Priority service: a locked item, and a loader in place of the PayPal button for a while.
  const priority = cart.getByRole('checkbox', { name: /priority/i });
  await priority.click();
  await expect(cart.getByTestId('cart-paypal-loading')).toBeVisible();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await expect(cart.getByTestId('cart-item-quantity-fixed')).toHaveCount(1);
  await expect(itemRow(page, /Priority/).getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(priority).toBeChecked();
  await page.screenshot({ path: `${shots}/cart-extras.png` });
  await expect(cart.getByTestId('cart-paypal')).toBeVisible({ timeout: 5_000 });
  await priority.click();
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);

  // A reload with the cart open opens it again (the open-cart cookie).
  await page.reload();
  await expect(cart).toBeVisible();

  // Removing the last item closes the cart.
  await itemRow(page, /vinyl|Tree/i)
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(cart).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('the change button opens the options popup on the cart item', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoSettled(page, '/');
  await add(page.request, vinyl);
  await page.getByTestId('cart-button').click();
  const cart = cartDialog(page);
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  const change = cart.getByRole('button', { name: 'Change options of Tree of Life wall sticker' });
  await change.click();
  // the shop's one modify popup, over the cart, filled from the item: 2 x 100 x 100 cm, black
  const popup = page.getByRole('dialog', { name: 'Change Tree of Life wall sticker' });
  await expect(popup).toHaveAttribute('data-testid', 'modify-popup');
  await expect(popup.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(popup.getByRole('textbox', { name: /width/i })).toHaveValue('100');
  await expect(popup.getByTestId('add-to-cart')).toHaveText('Update cart item');
  await page.screenshot({ path: `${shots}/cart-modify.png` });
  // Escape closes the popup only; focus goes back to the Change button and the cart still works
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(cart).toBeVisible();
  await expect(change).toBeFocused();
  await cart.getByRole('button', { name: 'More (Quantity of Tree of Life wall sticker)' }).click();
  await expect(cart.getByRole('textbox', { name: 'Quantity of Tree of Life wall sticker' })).toHaveValue('3');
  // the named close button closes it too
  await change.click();
  await popup.getByRole('button', { name: 'Close without changing' }).click();
  await expect(popup).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(cart).toBeVisible();
  expect(errors).toEqual([]);
});

test('old layout: quantity dropdowns; control2 status 1 hides the control and charger items', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoSettled(page, '/');
  // The page's fields (data-render-new-cart, data-control2-status on <html>) are read each time the cart opens.
  await page.evaluate(() => {
    document.documentElement.dataset.renderNewCart = '0';
    document.documentElement.dataset.control2Status = '1';
  });
  await add(page.request, {
    ...blind,
    options: { ...blind.options, mechanism: 3, chainPosition: 1, supportColor: 2 },
    complements: [
      { id: P.remoteControl, quantity: 1, locked: true },
      { id: P.solarCharger, quantity: 2 },
    ],
  });
  await page.getByTestId('cart-button').click();
  const cart = cartDialog(page);
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart')).toHaveAttribute('data-layout', 'old');
  // Three items in the cart, the two controls (C015, C018) hidden.
  await expect(cart.getByTestId('cart-item')).toHaveCount(1);
  await expect(cart.locator('[data-reference^="C01"]')).toHaveCount(0);
  const select = cart.getByRole('combobox', { name: /Quantity of/ });
  await select.selectOption('2');
  await expect(select).toHaveValue('2');
  const server = await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json();
  await expect(cart.getByTestId('cart-grand-total')).toHaveText(server.cart.formatted.grandTotal);
  await page.screenshot({ path: `${shots}/cart-old-layout.png` });
  expect(errors).toEqual([]);
});

async function freshShopper(browser: Browser, userAgent: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ userAgent, baseURL: test.info().project.use.baseURL, ...(viewport ? { viewport } : {}) });
  return { context, page: await context.newPage() };
}

test('a bad or expired tvcart link opens the cart with the server’s message', async ({ browser }) => {
  const { context, page } = await freshShopper(browser, SHOPPER_UA);
  const errors = watchErrors(page, [/\/ajax\/compra\/recover-cart$/]);
  const refused = page.waitForResponse('**/ajax/compra/recover-cart');
  await page.goto('/?tvcart=NoSuchCart_0123456789');
  const answer = await refused;
  expect(answer.status()).toBe(404);
  const cart = cartDialog(page);
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-recovery-message')).toHaveText('This cart link is not valid or has expired.');
  await expect(cart.getByTestId('cart-empty')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('tvcart')).toBe(false);
  await page.screenshot({ path: `${shots}/cart-link-invalid.png` });
  // closing the cart drops the message; opening it again shows the cart alone
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await page.getByTestId('cart-button').click();
  await expect(cart.getByTestId('cart-empty')).toBeVisible();
  await expect(cart.getByTestId('cart-recovery-message')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a tvcart link recovers the cart in a fresh browser', async ({ page, browser }) => {
  await gotoSettled(page, '/');
  await add(page.request, vinyl);
  await add(page.request, blind);
  const view = await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json();
  const hash: string = view.cart.recoveryHash;
  expect(hash).toMatch(/^[A-Za-z0-9_-]{8,}$/);

  // The cart offers its own link: "Keep this cart for later", copied to the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('cart-button').click();
  const shared = cartDialog(page).getByRole('textbox', { name: 'Link to this cart' });
  await expect(shared).toHaveValue(`${new URL(page.url()).origin}/?tvcart=${hash}`);
  await cartDialog(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(cartDialog(page).getByTestId('cart-link-status')).toHaveText(/Link copied/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await shared.inputValue());

  // A shopper opening the link from an e-mail on a phone.
  const { context, page: other } = await freshShopper(browser, SHOPPER_UA, { width: 390, height: 844 });
  const errors = watchErrors(other);
  await other.goto(`${link}&utm_source=newsletter`);
  const cart = cartDialog(other);
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await expect(other.getByTestId('cart-count')).toHaveText('3');
  expect(new URL(other.url()).searchParams.has('tvcart')).toBe(false);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'atelier_affiliation')?.value).toBe('newsletter');
  await expect(cart.getByTestId('cart-checkout')).toBeVisible();
  await other.screenshot({ path: `${shots}/cart-recovered-mobile.png` });
  // Keyboard: Tab from the panel reaches the close button first; Escape closes.
  await other.keyboard.press('Tab');
  await expect(cart.getByRole('button', { name: 'Close cart' })).toBeFocused();
  await other.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

test('someone else’s tvcart link adds its items to the shopper’s own cart, which stays theirs (issue 10)', async ({ page, browser }) => {
  // The link's owner.
  await gotoSettled(page, '/');
  await add(page.request, vinyl);
  const link = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.recoveryHash as string;

  // A shopper with a cart of their own opens the link.
  const { context, page: other } = await freshShopper(browser, SHOPPER_UA);
  const errors = watchErrors(other);
  await gotoSettled(other, '/');
  await add(other.request, blind);
  const own = (await (await other.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.recoveryHash as string;
  const cookie = (await context.cookies()).find((c) => c.name === 'atelier_cart')?.value;
  await other.goto(`/?tvcart=${link}`);
  const cart = cartDialog(other);
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await expect(other.getByTestId('cart-count')).toHaveText('3');
  // Still their own cart, under their own cookie, offering their own link.
  expect((await context.cookies()).find((c) => c.name === 'atelier_cart')?.value).toBe(cookie);
  await expect(cart.getByRole('textbox', { name: 'Link to this cart' })).toHaveValue(new RegExp(`tvcart=${own}$`));
  // The owner's cart did not change.
  expect((await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).count).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

test('a crawler never gets the cart opened by itself', async ({ browser }) => {
  const { context, page } = await freshShopper(browser, CRAWLER_UA);
  const errors = watchErrors(page);
  await page.goto('/');
  await add(page.request, vinyl);
  await context.addCookies([{ name: 'atelier_open_cart', value: '1', url: test.info().project.use.baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(cartDialog(page)).toHaveCount(0);
  // Asking for it still works.
  await page.getByTestId('cart-button').click();
  await expect(cartDialog(page)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a shopper on a Cubot phone gets the cart opened by itself like any shopper', async ({ browser }) => {
  const { context, page } = await freshShopper(browser, CUBOT_UA, { width: 375, height: 812 });
  const errors = watchErrors(page);
  await gotoSettled(page, '/');
  await add(page.request, vinyl);
  // The open-cart cookie asks (the storefront's decision) after the server's own once-after-an-add answer was used.
  await page.request.post('/ajax/shopping/open-shopping-cart-if-needed', { data: {} });
  await context.addCookies([{ name: 'atelier_open_cart', value: '1', url: test.info().project.use.baseURL! }]);
  await page.reload();
  await expect(cartDialog(page)).toBeVisible();
  await expect(cartDialog(page).getByTestId('cart-item')).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});
