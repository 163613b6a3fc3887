import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { gotoSettled } from './settled';

// The preflight while designing (issue 14): a small photo on a big poster is called blurred in the summary, with
// the figures, as soon as the size is chosen; a smaller size softens the word; it never blocks the add.

function photo(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 256, 90, 160, 255], i);
  return PNG.sync.write(png);
}

test('a small photo on a big poster: the print check warns, follows the size, and the cart still takes it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: photo(1600, 2000) });
  await expect(page.getByTestId('designer-announcement')).toHaveText('Background small.png added');
  const check = page.getByTestId('designer-preflight');
  await expect(check).toHaveCount(0); // nothing is judged before the size is known
  const summary = page.getByTestId('designer-section-measure');
  if ((await summary.getAttribute('open')) === null) await summary.locator('summary').click();
  await page.getByTestId('designer-sizes').getByText('A1 59 x 84 cm').click();
  await expect(check.locator('li')).toHaveText([/^The background photo has only \d+ pixels per inch at this size: it will print blurred/]);
  await expect(check.locator('li')).toHaveClass(/alert--danger/);
  await page.getByTestId('designer-sizes').getByText('A4 21 x 30 cm').click();
  await expect(check.locator('li')).toHaveText([/^The background photo has \d+ pixels per inch at this size: it may print a little soft/]);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer/preflight.png`, fullPage: true });
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await page.getByTestId('designer-add-to-cart').click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 20_000 });
});
