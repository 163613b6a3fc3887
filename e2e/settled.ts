import type { Page } from '@playwright/test';

/**
 * Navigates (goto by default, or e.g. a reload) and waits until the page's cart boot has asked the server whether to
 * open the cart by itself. A test that then adds through the API, or looks for the cart, does not race the page.
 */
export async function gotoSettled(page: Page, url: string, navigate: () => Promise<unknown> = () => page.goto(url)): Promise<void> {
  const asked = page.waitForResponse((r) => r.url().endsWith('/ajax/shopping/open-shopping-cart-if-needed'));
  await navigate();
  await asked;
}
