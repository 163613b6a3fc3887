import { expect, test } from '@playwright/test';

// The header's product search (overlay on wide and narrow screens, typo-tolerant, on the server's full-text index)
// and the narrow screens' menu in the full-width left panel.

const shots = process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}/screenshots` : 'test-results/screenshots';

test('search at 1280 px: a misspelt word finds the products, Escape closes and gives focus back, a result opens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Search products' });
  await button.click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  await expect(overlay).toBeVisible();
  const field = overlay.getByRole('searchbox', { name: 'Search products' });
  await expect(field).toBeFocused();
  await field.fill('wa');
  await expect(overlay).toContainText('Type at least 3 letters.');
  await field.fill('walpaper');
  const results = overlay.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Misty forest wallpaper mural/ })).toBeVisible();
  await expect(overlay.getByTestId('searched-for')).toHaveText('Showing results for wallpaper');
  await page.screenshot({ path: `${shots}/discovery-search-1280.png` });

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(button).toBeFocused();

  // A click on the dimmed page below the sheet closes it too.
  await button.click();
  await expect(overlay).toBeVisible();
  await page.mouse.click(640, 850);
  await expect(overlay).toHaveCount(0);
  await expect(button).toBeFocused();

  // Enter searches at once; a result opens its product page and closes the overlay.
  await page.keyboard.press('Enter');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('roller blind');
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: /Made-to-measure roller blind/ })
    .click();
  await expect(page).toHaveURL(/\/product\/made-to-measure-roller-blind/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made-to-measure roller blind');
});

test('search at 375 px: the overlay takes the whole screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search products' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  await expect(overlay).toBeVisible();
  await expect.poll(async () => ((b) => b && [b.x, b.y, b.width, b.height].map(Math.round))(await overlay.boundingBox())).toEqual([0, 0, 375, 800]);
  await overlay.getByRole('searchbox').fill('cnavas');
  await expect(overlay.getByRole('link', { name: /canvas/i }).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/discovery-search-375.png` });
  await overlay.getByRole('button', { name: 'Close search' }).click();
  await expect(overlay).toHaveCount(0);
});

test('menu at 375 px: the full-width left panel with the categories, its close button after 400 ms, focus kept and returned', async ({ page }) => {
  // The page's clock is ours: the close button's 400 ms pass when the test says so.
  await page.clock.install();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Full width from the left, once it has slid in.
  await expect.poll(async () => ((b) => b && [Math.round(b.x), Math.round(b.width)])(await menu.boundingBox())).toEqual([0, 375]);
  const close = menu.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeVisible();
  await page.screenshot({ path: `${shots}/discovery-menu-375.png` });
  // Keyboard: Tab stays in the panel; the close button gives focus back to the menu button.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await close.click();
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // Opened again with the clock stopped: the close button shows 400 ms after the panel, not before.
  await page.clock.pauseAt(Date.now() + 60_000);
  await menuButton.click();
  await expect(menu).toBeVisible();
  await expect(close).toBeHidden();
  await page.clock.runFor(399);
  await expect(close).toBeHidden();
  await page.clock.runFor(1);
  await expect(close).toBeVisible();
  await page.clock.resume();

  // A category opens the list filtered by it.
  await menu.getByRole('link', { name: 'Canvas prints' }).click();
  await expect(page).toHaveURL(/\?category=canvas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canvas prints');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
