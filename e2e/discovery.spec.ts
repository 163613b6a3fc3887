import { expect, test, type Page } from '@playwright/test';
import type { ProductSummary } from '../contract/common';

// Discovery journeys against the real server: the reviews panel paged to the end, panels that close on the overlay
// and on their button and give focus back, keyboard-only use, and screenshots at 375 and 1280 px.

const shots = process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}/screenshots` : 'test-results/screenshots';
const TREE = 'tree-of-life-wall-sticker'; // 28 reviews in the seed: 6 pages of 5

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('reviews: the summary opens the panel, load more pages one at a time to the last page, the overlay closes it', async ({ page }) => {
  const errors = watchErrors(page);
  const pages: string[] = [];
  page.on('request', (r) => r.url().includes('/ajax/website/get-product-reviews-canvas/') && pages.push(new URL(r.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/product/${TREE}`);
  const summary = page.getByTestId('rating-summary');
  await expect(summary).toContainText('28 reviews');
  await expect(summary.getByRole('img', { name: /Rated [\d.]+ out of 5/ })).toBeVisible();

  const open = page.getByRole('button', { name: 'Read the 28 reviews' });
  await open.click();
  const panel = page.getByRole('dialog', { name: /Reviews of/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('review')).toHaveCount(5);
  await expect(panel).toContainText('Showing 5 of 28');
  // The page behind is locked while the panel is open (without an inline <style>, which the CSP would refuse).
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.screenshot({ path: `${shots}/discovery-reviews-1280.png` });

  const more = panel.getByRole('button', { name: 'Load more reviews' });
  for (let shown = 10; shown <= 25; shown += 5) {
    await more.click();
    await expect(panel.getByTestId('review')).toHaveCount(shown);
    // The carousel moves to the first review the click brought.
    await expect(panel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', `${shown - 4} / ${shown}`);
  }
  // A double click on the last page asks once: one request in flight at a time.
  await more.dblclick();
  await expect(panel.getByTestId('review')).toHaveCount(28);
  await expect(panel).toContainText('Showing 28 of 28');
  await expect(more).toHaveCount(0);
  expect(pages).toEqual([`/ajax/website/get-product-reviews-canvas/1001`, ...[2, 3, 4, 5, 6].map((n) => `/ajax/website/get-product-reviews-canvas/1001/${n}`)]);

  // The carousel shows a review and pages with its own named buttons.
  const next = panel.getByRole('button', { name: 'Next: Reviews' });
  await next.click();
  await expect(panel.getByRole('button', { name: 'Previous: Reviews' })).toBeEnabled();

  // A click on the overlay (beside the panel) closes it and gives focus back to the control that opened it.
  await page.mouse.click(100, 450);
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // The close button does the same.
  await open.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close reviews' }).click();
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(errors).toEqual([]);
});

test('keyboard only: the reviews panel opens with Enter, keeps Tab inside, closes with Escape and gives focus back', async ({ page }) => {
  await page.goto(`/product/${TREE}`);
  const open = page.getByRole('button', { name: 'Read the 28 reviews' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: /Reviews of/ });
  await expect(panel).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Load more from the keyboard.
  await panel.getByRole('button', { name: 'Load more reviews' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('review')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
});

async function productIds(page: Page): Promise<ProductSummary[]> {
  const r = await page.request.get('/ajax/catalog/products');
  return ((await r.json()) as { products: ProductSummary[] }).products;
}

for (const [width, perView] of [
  [1280, 5],
  [375, 3],
] as const) {
  test(`sliders at ${width} px: nothing loads until a slider is near, then ${perView} cards at a time with their pictures`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 800 });
    const sliderCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/ajax/related-products/load') && sliderCalls.push(r.postData() ?? ''));
    const images: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname));
    await page.goto(`/product/${TREE}`);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    const related = page.getByTestId('slider-place-related');
    await expect(related).toHaveAttribute('data-initialised', 'false');
    expect(sliderCalls).toEqual([]);
    // The rendering the browser chose from the srcset (the head's preload asks for that same one).
    const mainPicture = new URL(await page.getByTestId('product-picture').evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(images.filter((p) => p !== mainPicture)).toEqual([]);

    await related.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('slider-related')).toBeVisible();
    await expect(related).toHaveAttribute('data-initialised', 'true');
    expect(sliderCalls.some((c) => c.includes('"type":"related"'))).toBe(true);

    // Best sellers (every product): 3 cards at a time under 768 px, 5 from 768 px up.
    await page.getByTestId('slider-place-best-sellers').scrollIntoViewIfNeeded();
    const slider = page.getByTestId('slider-best-sellers');
    const visible = slider.locator('.swiper-slide-visible');
    await expect(visible).toHaveCount(perView);
    // Only what is near has loaded: the cards' pictures beyond the visible ones wait.
    const firstCard = slider.getByTestId('slider-card').first();
    await expect(firstCard.getByRole('button', { name: /^Quick add:/ })).toBeVisible();
    await expect(firstCard.getByRole('button', { name: /^Wishlist:/ })).toBeVisible();
    await expect(firstCard).toHaveAttribute('data-list-type', 'best-sellers');
    await expect(firstCard).toHaveAttribute('data-list-position', '1');
    await expect.poll(() => visible.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await page.screenshot({ path: `${shots}/discovery-slider-${width}.png` });

    // The similar slider is the small variant: a slide is a third of the slider at every width.
    await page.getByTestId('slider-place-similar').scrollIntoViewIfNeeded();
    const similar = page.getByTestId('slider-similar');
    await expect(similar.locator('.swiper-slide').first()).toBeVisible();
    const [slideWidth, trackWidth] = await similar
      .locator('.swiper')
      .evaluate((el) => [(el.querySelector('.swiper-slide') as HTMLElement).getBoundingClientRect().width, el.getBoundingClientRect().width]);
    expect(Math.round((trackWidth + 12) / (slideWidth + 12))).toBe(3);
    expect(errors).toEqual([]);
  });
}

test('keyboard only: a slider pages with its Next and Previous buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/product/${TREE}`);
  const place = page.getByTestId('slider-place-best-sellers');
  await place.scrollIntoViewIfNeeded();
  const slider = page.getByTestId('slider-best-sellers');
  await expect(slider.locator('.swiper-slide-visible')).toHaveCount(5);
  const firstName = () => slider.locator('.swiper-slide-visible').first().getByRole('heading').textContent();
  const before = await firstName();
  const next = slider.getByRole('button', { name: 'Next: Best sellers' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(firstName).not.toBe(before);
  await slider.getByRole('button', { name: 'Previous: Best sellers' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(firstName).toBe(before);

  // Tab through the cards: a card beyond the fifth comes into view when its link takes focus.
  const sixth = slider.getByTestId('slider-card').nth(5);
  const sixthLink = sixth.locator('.product-card__link');
  await expect(sixth).not.toBeInViewport({ ratio: 0.9 });
  await slider.getByTestId('slider-card').nth(4).locator('.product-card__link').focus();
  for (let i = 0; i < 10 && !(await sixthLink.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sixthLink).toBeFocused();
  await expect(sixth).toBeInViewport({ ratio: 0.9 });
});

test('last viewed: local storage keeps the newest 20, newest last, and the list page shows them newest first', async ({ page }) => {
  const products = await productIds(page);
  expect(products.length).toBeGreaterThan(21);
  const older = products.slice(0, 20).map((p) => p.id);
  const latest = products[21];
  await page.goto('/');
  await page.evaluate((ids) => localStorage.setItem('atelier:lastViewed', JSON.stringify(ids)), older);
  await page.goto(`/product/${latest.slug}`);
  await expect(page.getByTestId('rating-summary')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('atelier:lastViewed') ?? '[]') as number[]))
    .toEqual([...older.slice(1), latest.id]);

  const asked = page.waitForRequest((r) => r.url().endsWith('/get-last-viewed-products-recommender'));
  await page.goto('/');
  const place = page.getByTestId('slider-place-last-viewed');
  await place.scrollIntoViewIfNeeded();
  const payload = (await asked).postDataJSON() as { lastViewedProducts: number[] };
  expect(payload.lastViewedProducts).toEqual([...older.slice(1), latest.id]);
  const slider = page.getByTestId('slider-last-viewed');
  await expect(slider.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await expect(slider.getByTestId('slider-card').first()).toHaveAttribute('data-ref', latest.reference);
});

test('wishlist: a heart on the list toggles through the form action, shows the message, and survives a reload', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  // The list's product analytics data: on each card, and one view_item_list for the list shown.
  await expect(card).toHaveAttribute('data-list-type', 'product-list');
  await expect(card).toHaveAttribute('data-list-position', '1');
  await expect(card).toHaveAttribute('data-name', name);
  // The cards come with the server's HTML; the event once the app has taken the list over.
  const listViews = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: { event: string; ecommerce: { items: unknown[] } }[] }).dataLayer ?? []).filter((e) => e.event === 'view_item_list'),
    );
  await expect.poll(async () => (await listViews()).length).toBeGreaterThan(0);
  expect((await listViews())[0].ecommerce.items).toHaveLength(await page.getByTestId('product-card').count());
  const heart = card.getByRole('button', { name: `Wishlist: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your wishlist.' })).toBeVisible();
  await page.screenshot({ path: `${shots}/discovery-wishlist-list.png` });

  await page.reload();
  await expect(
    page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: `Wishlist: ${name}` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist' })).toBeVisible();
  const listed = page.getByTestId('wishlist-products').getByTestId('product-card');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('heading')).toHaveText(name);

  // The product page's heart shows the same state, and removes it.
  await listed.getByRole('link').first().click();
  const pageHeart = page.getByTestId('product-discovery').getByRole('button', { name: `Wishlist: ${name}` });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from your wishlist.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('product-discovery').getByRole('button', { name: `Wishlist: ${name}` })).toHaveAttribute('aria-pressed', 'false');
});

for (const width of [375, 1280]) {
  test(`screenshots at ${width} px: list with its sliders, product page with rating and hearts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${TREE}`);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    await page.screenshot({ path: `${shots}/discovery-product-${width}.png` });
    await page.goto('/');
    await page.getByTestId('slider-place-best-sellers').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('slider-best-sellers')).toBeVisible();
    await page.screenshot({ path: `${shots}/discovery-list-${width}.png`, fullPage: true });
  });
}

test('description block: view more and view less only when the text is longer than its lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const block = page.getByTestId('description-block');
  await block.scrollIntoViewIfNeeded();
  const text = block.locator('.description-block__text');
  const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const clamped = (await text.boundingBox())!.height;
  expect(clamped).toBeLessThanOrEqual(lineHeight * 3 + 1);
  const more = block.getByRole('button', { name: 'View more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = block.getByRole('button', { name: 'View less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(clamped * 2);
  await expect(block).toContainText('credits each source');
  await less.click();
  await expect(block.getByRole('button', { name: 'View more' })).toBeVisible();
  expect((await text.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 3 + 1);

  // A short text shows whole, without the toggle.
  await page.goto('/?category=canvas');
  await expect(page.getByTestId('description-block')).toContainText('Cotton-blend canvas');
  await expect(page.getByTestId('description-block').getByRole('button')).toHaveCount(0);
});
