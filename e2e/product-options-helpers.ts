import { expect, type Locator, type Page } from '@playwright/test';

// Shared steps of the product-options journeys (e2e/product-options*.spec.ts).

/** Where the journeys save their screenshots (E2E_SCREENSHOTS overrides; Playwright empties test-results on each run). */
export const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/product-options`;

/** Stores a cookie choice before the page runs, so adding to the cart is not blocked by the cookie gate. */
export async function withCookieChoice(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
}

/** Fails the test on uncaught exceptions in the page (console errors of expected 4xx answers are allowed). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Returns once every request the page has sent so far has reached the test's `request` listeners: the page sends one
 * of its own, and Playwright reports a page's requests in the order the page sends them. A journey that counts calls
 * the page must not make reads its count after this.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const marker = `/health/live?seen=${Date.now()}`;
  await Promise.all([page.waitForRequest((r) => r.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)]);
}

export async function openProduct(page: Page, slug: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  await expect(page.getByTestId('options-panel')).toBeVisible();
}

/**
 * The live price once settled (the add button is ready), looked at as a shopper does: on a phone the page's options
 * are below the picture, and they are taken over (the live price asked) when the shopper reaches them.
 */
export async function settledPrice(page: Page, scope = page.getByTestId('options-panel').first()): Promise<string> {
  await scope.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  await expect(scope.getByTestId('add-to-cart')).toBeEnabled();
  return (await scope.getByTestId('live-price').textContent()) ?? '';
}

/** Opens a collapsible section by its title (Radix accordion trigger), if closed. */
export async function openSection(page: Page, title: string, scope = page.getByTestId('options-panel').first()): Promise<void> {
  const trigger = scope.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Types the product's own text in its Personalise section (a text product is refused without it). */
export async function personaliseText(page: Page, text: string, scope = page.getByTestId('options-panel').first()): Promise<void> {
  await openSection(page, 'Personalise', scope);
  await scope.getByTestId('personalized-text').fill(text);
}

/**
 * Opens a list card's quick-add popup. Quick add is the submit button of a GET form (ProductCard.tsx): tapped before
 * the app has taken the server-rendered list over, it loads the list again with the popup open, so one tap does.
 */
export async function openQuickAdd(page: Page, productName: string): Promise<Locator> {
  const popup = page.getByTestId('quick-add-popup');
  await page.getByRole('button', { name: `Quick add: ${productName}` }).click();
  await expect(popup).toBeVisible({ timeout: 15_000 });
  return popup;
}
