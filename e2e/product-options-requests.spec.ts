import { expect, test } from '@playwright/test';
import { openProduct, openSection, settledPrice, shots, watchPageErrors, withCookieChoice } from './product-options-helpers';

// Requests behind the prices on show: pack prices from update-pack-prices, and the add button waiting for the live
// price request. Real server, real catalogue.

test.beforeEach(async ({ page }) => withCookieChoice(page));

const isPrice = (r: { url(): string }) => r.url().endsWith('/ajax/product/calculate-custom-price');

test('pack prices follow the size: update-pack-prices answers the "Pack of N" figures shown', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openProduct(page, 'botanical-coasters');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  await openSection(page, 'Size');
  await openSection(page, 'Pack');
  const packs = panel.getByTestId('pack-choices');
  await expect(packs.getByRole('radio', { name: /Pack of 4/ })).toContainText('€14.95');
  const isPacks = (r: { url(): string }) => r.url().endsWith('/ajax/product/update-pack-prices');

  // The real server: the figures shown are the ones it answers.
  const answered = page.waitForResponse(isPacks);
  await panel.getByTestId('size-presets').getByRole('radio', { name: /Round/ }).click();
  const real = await answered;
  expect(real.request().postDataJSON()).toEqual({ productId: 1011, pack: 4 });
  const prices = ((await real.json()) as { prices: { id: number; formattedPrice: string }[] }).prices;
  expect(prices.map((p) => p.id)).toEqual([4, 6, 12]);
  for (const p of prices) await expect(packs.getByRole('radio', { name: new RegExp(`Pack of ${p.id}\\b`) })).toContainText(p.formattedPrice);

  // The server's figures changed meanwhile (a new price list): the next size change shows them, not the catalogue's.
  await page.route('**/ajax/product/update-pack-prices', (route) =>
    route.fulfill({
      json: {
        prices: [
          { id: 4, price: 1595, formattedPrice: '€15.95' },
          { id: 6, price: 2095, formattedPrice: '€20.95' },
          { id: 12, price: 3695, formattedPrice: '€36.95', oldPrice: 4190, formattedOldPrice: '€41.90' },
        ],
      },
    }),
  );
  await panel
    .getByTestId('size-presets')
    .getByRole('radio', { name: /Square/ })
    .click();
  await expect(packs.getByRole('radio', { name: /Pack of 4\b/ })).toContainText('€15.95');
  await expect(packs.getByRole('radio', { name: /Pack of 6\b/ })).toContainText('€20.95');
  await expect(packs.getByRole('radio', { name: /Pack of 12\b/ })).toContainText('€36.95 €41.90');
  await packs.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/pack-prices.png` });
  expect(errors).toEqual([]);
});

test('add waits for the price request: disabled while it runs, enabled after it answers or fails', async ({ page }) => {
  await openProduct(page, 'tree-of-life-wall-sticker');
  const panel = page.getByTestId('options-panel');
  const add = panel.getByTestId('add-to-cart');
  await settledPrice(page);
  await openSection(page, 'Size');
  const sizes = panel.getByTestId('size-presets');

  // Held: the request reaches the page's route and waits there until the test lets it go.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const reached = new Promise<void>((r) => (arrived = r));
  await page.route('**/ajax/product/calculate-custom-price', async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  await sizes.getByRole('radio', { name: /90 x 82 cm/ }).click();
  await reached;
  await expect(add).toBeDisabled();
  await page.screenshot({ path: `${shots}/add-waits-for-price.png` });
  const answered = page.waitForResponse(isPrice);
  release();
  expect((await answered).ok()).toBeTruthy();
  await expect(add).toBeEnabled();
  await expect(panel.getByTestId('live-price')).toHaveText('€35');

  // A network failure: the request is aborted on its way and the button comes back.
  await page.unroute('**/ajax/product/calculate-custom-price');
  let failRelease!: () => void;
  const failHeld = new Promise<void>((r) => (failRelease = r));
  let failArrived!: () => void;
  const failReached = new Promise<void>((r) => (failArrived = r));
  await page.route('**/ajax/product/calculate-custom-price', async (route) => {
    failArrived();
    await failHeld;
    await route.abort('failed');
  });
  const failed = page.waitForEvent('requestfailed', isPrice);
  await sizes.getByRole('radio', { name: /60 x 55 cm/ }).click();
  await failReached;
  await expect(add).toBeDisabled();
  failRelease();
  await failed;
  await expect(add).toBeEnabled();
});
