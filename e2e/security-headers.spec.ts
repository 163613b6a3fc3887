import { expect, test, type Page } from '@playwright/test';
import { gotoSettled } from './settled';

// Issue 10, security headers as a whole: the shop's pages, used as a shopper uses them, meet their own Content
// Security Policy (no 'unsafe-inline' for scripts or styles, no eval) with not one violation, and carry the other
// headers. Violations are read from the page's events and from the console (where an injected <style> shows).

/** Policy violations as the page reports them (events) and as the browser logs them (console), on every page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && logged.push(m.text()));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

test('the page headers: a strict CSP, no framing, a same-origin referrer, powerful features off', async ({ page }) => {
  const response = await page.goto('/');
  const h = response!.headers();
  const csp = h['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(h['referrer-policy']).toBe('same-origin');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['permissions-policy']).toContain('camera=()');
});

test('list, product page, quick add, cart, designer and checkout meet the policy', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await gotoSettled(page, '/');
  await page.getByTestId('product-card').first().getByTestId('quick-add').click();
  await expect(page.getByTestId('quick-add-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await gotoSettled(page, '/product/tree-of-life-wall-sticker');
  const add = page.getByTestId('options-panel').getByTestId('add-to-cart');
  await expect(add).toHaveAttribute('aria-disabled', 'false');
  await add.click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  await page
    .getByRole('dialog', { name: /Your cart/ })
    .getByTestId('cart-checkout')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  await page.getByTestId('designer-bg-apply').click();
  await page.getByTestId('designer-text-input').fill('Policy');
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-object')).toHaveCount(1);
  await page.getByTestId('designer-font').click();
  await expect(page.getByRole('dialog', { name: 'Choose a font' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);
});
