import { expect, test, type Page } from '@playwright/test';
import { P } from '../fixtures/catalog/products/ids';
import { gotoSettled } from './settled';

// The checkout button's page: the order summary as the server answers shopping-cart, the in-checkout cookie, the
// demo-shop notice and the ways back; an empty cart gets a friendly empty state. Also the cart-view tracking.

const shots = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';

/** 2 x cut vinyl 100 x 100 cm, black. */
const vinyl = { productId: P.treeOfLifeSticker, quantity: 2, options: { width: 100, height: 100, color: 1 } };
/** A roller blind 50 x 50 with everything chosen. */
const blind = { productId: P.rollerBlind, quantity: 1, options: { width: 50, height: 50, tissue: 1, mechanism: 1, drop: 1 } };

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const cartDialog = (page: Page) => page.getByRole('dialog', { name: /Your cart/ });

async function inCheckoutCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'atelier_in_checkout');
}

interface ServerCart {
  cart: {
    count: number;
    items: { title: string; quantity: number; formattedUnitPrice: string; formattedTotalPrice: string }[];
    discount: number;
    estimatedShippingTotal: number;
    formatted: { total: string; discount: string; estimatedShippingTotal: string; grandTotal: string };
  };
}

async function serverCart(page: Page): Promise<ServerCart> {
  const r = await page.request.post('/ajax/shopping/shopping-cart', { data: {} });
  expect(r.status()).toBe(200);
  return (await r.json()) as ServerCart;
}

test('fill the cart, go to checkout: the server totals, the in-checkout cookie, the ways back', async ({ page }) => {
  const errors = watchErrors(page);
  await gotoSettled(page, '/');
  for (const item of [vinyl, blind]) {
    const r = await page.request.post('/ajax/shopping/add-to-cart', { data: item });
    expect(r.status(), await r.text()).toBe(200);
  }
  const v = await page.request.post('/ajax/shopping/shopping-cart-check-voucher', { data: { code: 'WELCOME10' } });
  expect(v.status(), await v.text()).toBe(200);
  const server = await serverCart(page);
  expect(server.cart.discount).toBeGreaterThan(0);

  // Opened from the header (the cart was already seen through shopping-cart, so it does not slide in by itself);
  // its view is tracked once in window.dataLayer.
  await gotoSettled(page, '/', () => page.reload());
  const cart = cartDialog(page);
  await expect(cart).toBeHidden();
  await page.getByRole('button', { name: /^Cart, 3 items/ }).click();
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-item')).toHaveCount(2);
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer?.filter((e) => e.event === 'view_cart').length ?? 0))
    .toBe(1);
  const tracked = await page.evaluate(() =>
    (window as { dataLayer?: { event: string; ecommerce: { items: unknown[] } }[] }).dataLayer!.find((e) => e.event === 'view_cart'),
  );
  expect(tracked!.ecommerce.items).toHaveLength(2);
  expect(await inCheckoutCookie(page)).toBeUndefined();

  await cart.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkout-demo-notice')).toContainText('Payment is not part of this demo');

  // Every number is the server's.
  const rows = checkout.getByTestId('checkout-item');
  await expect(rows).toHaveCount(server.cart.items.length);
  for (const [i, item] of server.cart.items.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(item.title);
    await expect(row.getByTestId('checkout-item-quantity')).toHaveText(String(item.quantity));
    await expect(row.getByTestId('checkout-item-unit-price')).toHaveText(item.formattedUnitPrice);
    await expect(row.getByTestId('checkout-item-total')).toHaveText(item.formattedTotalPrice);
  }
  const f = server.cart.formatted;
  await expect(checkout.getByTestId('checkout-items-total')).toHaveText(f.total);
  await expect(checkout.getByTestId('checkout-discount')).toHaveText(`−${f.discount}`);
  await expect(checkout.getByTestId('checkout-totals')).toContainText('WELCOME10');
  await expect(checkout.getByTestId('checkout-shipping')).toHaveText(server.cart.estimatedShippingTotal === 0 ? 'Free' : f.estimatedShippingTotal);
  await expect(checkout.getByTestId('checkout-grand-total')).toHaveText(f.grandTotal);

  // The cart does not slide in over the checkout page, and the shopper is marked as in checkout (end of day).
  await expect(cart).toBeHidden();
  const cookie = await inCheckoutCookie(page);
  expect(cookie?.value).toBe('1');
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());
  expect(cookie!.expires * 1000).toBeLessThan(Date.now() + 25 * 3600 * 1000);
  await page.screenshot({ path: `${shots}/cart-checkout.png`, fullPage: true });

  // Back to the cart: the slide-in cart opens over the page; a change there shows in the summary at once.
  await page.getByRole('button', { name: 'Back to the cart' }).click();
  await expect(cart).toBeVisible();
  const vinylRow = cart.getByTestId('cart-item').filter({ has: page.getByRole('heading', { name: /vinyl|Tree/i }) });
  await vinylRow.getByRole('button', { name: /More/ }).click();
  await expect(vinylRow.getByRole('textbox', { name: /Quantity of/ })).toHaveValue('3');
  await expect.poll(async () => (await serverCart(page)).cart.count).toBe(4);
  const after = await serverCart(page);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(checkout.getByTestId('checkout-grand-total')).toHaveText(after.cart.formatted.grandTotal);
  await expect(checkout.getByTestId('checkout-summary')).toContainText('4 items');

  // Narrow screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/cart-checkout-mobile.png`, fullPage: true });

  // Back to the shop.
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('checkout')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('checkout with an empty cart: a friendly empty state, no in-checkout cookie', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/checkout');
  const empty = page.getByTestId('checkout-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('Your cart is empty');
  await expect(page.getByTestId('checkout-summary')).toHaveCount(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expect(page).toHaveTitle(/Checkout/);
  expect(await inCheckoutCookie(page)).toBeUndefined();
  await page.screenshot({ path: `${shots}/cart-checkout-empty.png`, fullPage: true });
  await empty.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
