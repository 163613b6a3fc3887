import { expect, test, type Page } from '@playwright/test';
import { gotoSettled } from './settled';
import { placeOrderFromCart } from './promise-shop';

// Issue 24, items 4 to 6, as a shopper lives them: what was typed is what is ordered (or the page says in words what
// it became, before adding), and every designer product of the demo catalogue can be designed, priced the same on the
// size buttons, the summary and the cart, added and ordered, with a proof on the confirmation page.

async function open(page: Page, id: string) {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

const summaryPrice = (page: Page) => page.getByTestId('designer-price').locator('.price');

/** Adds the design; the cart opens with the line at the summary's price. Answers the cart dialog. */
async function addAndSeeCart(page: Page) {
  await expect(summaryPrice(page)).toContainText('€');
  const shown = (await summaryPrice(page).textContent()) ?? '';
  await page.getByTestId('designer-add-to-cart').click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible({ timeout: 30_000 });
  await expect(cart.getByTestId('cart-item-total').first()).toHaveText(shown);
  return cart;
}

/** From the open cart to the confirmation page, where the line's proof must appear (not "could not be prepared"). */
async function orderAndSeeProof(page: Page) {
  await placeOrderFromCart(page);
  await expect(page.getByTestId('order-proof-image')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('order-proofs-progress')).toHaveText('All proofs are ready.');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

test('a typed width stays as typed; the rounding the sticker needs is said with the corrected size, and the cart says the same', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  const width = page.getByTestId('designer-width');
  const height = page.getByTestId('designer-height');
  await width.fill('40');
  await width.press('Tab');
  // 40 wide on the 3:2 canvas is 26.67 high; the sticker is made in steps of 5 cm: 40 x 30, and the page says so
  await expect(height).toHaveValue('30');
  await expect(page.getByTestId('designer-size-notice')).toHaveText('We have adjusted the size to 40 x 30 cm.');
  await expect(page.getByTestId('designer-announcement')).toHaveText('Size rounded to 40 x 30 cm');
  // leaving the height field as it is changes nothing (it used to make the width 40.01, ordered as 45)
  await height.press('Tab');
  await expect(width).toHaveValue('40');
  await expect(height).toHaveValue('30');
  const cart = await addAndSeeCart(page);
  await expect(cart).toContainText('40 x 30 cm');
});

test('the vinyl rug: its formats in the Size section, priced, added and ordered with a proof', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoSettled(page, '/designer/personalised-vinyl-rug');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  const format = page.getByTestId('designer-rug-formats').locator('label').filter({ hasText: 'Rectangle 90 x 130 cm' });
  await expect(format).toContainText('€54.95');
  await format.click();
  await expect(summaryPrice(page)).toHaveText('€54.95');
  const cart = await addAndSeeCart(page);
  await expect(cart).toContainText('Rectangle 90 x 130 cm');
  await orderAndSeeProof(page);
});

test('a t-shirt ordered gets its proof', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoSettled(page, '/designer/personalised-t-shirt');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await expect(page.getByTestId('designer-print-area')).toHaveText('Your design prints on an area of 30 x 40 cm on the front.');
  await page.getByTestId('designer-models').getByText('Classic crew neck').click();
  await page.getByTestId('designer-model-sizes').getByText('M', { exact: true }).click();
  await open(page, 'material');
  await page.getByTestId('designer-fabric-colours').locator('label').first().click();
  await expect(summaryPrice(page)).toHaveText('€24.95');
  await addAndSeeCart(page);
  await orderAndSeeProof(page);
});

test('coasters in a pack of 7 of my own: priced per piece, kept in the field and in the cart', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-photo-coasters');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('Square 10 x 10 cm').click();
  const own = page.getByTestId('designer-custom-pack');
  // every number from the minimum: a listed one is its pack's price, any other 3.49 a piece
  for (const [pack, price] of [
    ['12', '€39.95'],
    ['24', '€83.76'],
    ['5', '€17.45'],
  ]) {
    await own.fill(pack);
    await own.press('Enter');
    await expect(summaryPrice(page)).toHaveText(price);
  }
  await own.fill('7');
  await own.press('Enter');
  // 7 x 3.49
  await expect(summaryPrice(page)).toHaveText('€24.43');
  await expect(own).toHaveValue('7');
  await expect(page.getByTestId('designer-price-error')).toBeHidden();
  const cart = await addAndSeeCart(page);
  await expect(cart).toContainText('Pack: 7');
});

test('the multi-panel canvas: one price on the size buttons, the summary and the cart; no price for panels without a size', async ({ page }) => {
  await gotoSettled(page, '/designer/personalised-multi-panel-canvas');
  await page.getByTestId('designer-bg-apply').click();
  await open(page, 'measure');
  await page.getByTestId('designer-sizes').getByText('90 x 60 cm').click();
  await expect(summaryPrice(page)).toHaveText('€74.95');
  // five panels: the 90 x 60 of one panel is not theirs, so no price until a size of five panels is chosen
  await open(page, 'features');
  await page.getByTestId('designer-composition').getByText('5 panels').click();
  await expect(summaryPrice(page)).toHaveCount(0);
  await expect(page.getByTestId('designer-price')).toHaveText('Choose the size to see the price.');
  const five = page.getByTestId('designer-sizes').locator('label').filter({ hasText: '5 panels 150 x 80 cm' });
  // 129.95 + 35 %
  await expect(five).toContainText('€175.43');
  await five.click();
  await expect(summaryPrice(page)).toHaveText('€175.43');
  await page.getByTestId('designer-composition').getByText('3 panels').click();
  const three = page.getByTestId('designer-sizes').locator('label').filter({ hasText: '3 x 30 x 60 cm' });
  await expect(three).toContainText('€89.94');
  await three.click();
  await expect(summaryPrice(page)).toHaveText('€89.94');
  const cart = await addAndSeeCart(page);
  await expect(cart).toContainText('3 x 30 x 60 cm');
});
