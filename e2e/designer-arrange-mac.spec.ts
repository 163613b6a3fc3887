import { expect, test } from '@playwright/test';
import { arrangeProducts, at, placeText, xy } from './designer-arrange-helpers';
import { openForText, pageErrors, SCREENS } from './designer-journey';

// Arranging (issue 29) on a Mac: the context menu and the zoom buttons name the keys as a Mac's keyboard does (⌘, not
// Ctrl). The rest of arranging is designer-arrange.spec.ts.

const { sticker } = await arrangeProducts();
const [desktop] = SCREENS;

test(`on a Mac the context menu and the zoom buttons name ⌘, as its keyboard does (${sticker.name}, 1280 px)`, async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...desktop.use });
  // the browser says it runs on macOS (both the old and the new way of asking)
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS', mobile: false, brands: [] }) });
  });
  const page = await context.newPage();
  const errors = pageErrors(page);
  try {
    await openForText(page, sticker.slug);
    const canvas = page.getByTestId('designer-canvas');
    await placeText(page, 'Mac', 0.5, 0.3, false);
    await page.mouse.click(...xy(await at(canvas, 0.5, 0.3)), { button: 'right' });
    const menu = page.getByTestId('designer-context-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('designer-context-keys-copySelection')).toHaveText('⌘C');
    await expect(menu.getByTestId('designer-context-keys-duplicateSelection')).toHaveText('⌘D');
    await expect(menu.getByRole('menuitem', { name: /Copy/ })).toHaveAttribute('aria-keyshortcuts', 'Meta+C');
    await expect(menu).not.toContainText('Ctrl');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('designer-zoomIn')).toHaveAttribute('title', 'Zoom in (⌘=)');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
