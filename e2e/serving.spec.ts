import { expect, test } from '@playwright/test';

// The built shop as a browser meets it: compressed assets cached for a year, and an unknown address answered 404
// with the shop's own not-found page (not a blank page, not the product list).
test('an unknown address shows the not-found page under a 404, and the assets come compressed and immutable', async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/') && res.url().endsWith('.js'))
      assets.push({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'] });
  });
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  expect(answer?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all products' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) expect(a, a.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
});
