import { expect, test } from '@playwright/test';
import { openProduct, openSection, settledPrice, shots, withCookieChoice } from './product-options-helpers';

// Personalised image: upload through /ajax/upload/upload-image, the 15 MB cap with the server's translated message,
// and the web image excluding the uploaded file, against the real server.

// A 1 x 1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an uploaded image goes with the item; a web image replaces it; an oversize file is refused with the server’s message', async ({ page }) => {
  // a long journey (a refused 15 MB file, two uploads, the web image both ways, the add): 25-32 s on CI's two cores
  test.setTimeout(60_000);
  await withCookieChoice(page);
  await openProduct(page, 'photo-on-canvas');
  const panel = page.getByTestId('options-panel');
  await settledPrice(page);
  await openSection(page, 'Personalise');

  // over 15 MB: not sent, the translated message shows
  const uploads: string[] = [];
  page.on('request', (r) => r.url().includes('/ajax/upload/upload-image') && uploads.push(r.url()));
  await panel.getByTestId('image-upload').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
  await expect(page.getByTestId('info-dialog-message')).toHaveText('The image is too big. The maximum size is 15 MB.');
  expect(uploads).toEqual([]);
  await page.getByTestId('info-dialog').getByRole('button', { name: 'Close' }).click();

  await panel.getByTestId('image-upload').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByTestId('uploaded-image')).toHaveText('Uploaded: cat.png');
  await page.screenshot({ path: `${shots}/upload.png` });

  // the web image unchecks the upload and the other way round
  await panel.getByRole('checkbox', { name: 'Use an image from the web instead' }).click();
  await expect(panel.getByTestId('uploaded-image')).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Use an image from the web instead' }).click();
  await panel.getByTestId('image-upload').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: png });
  await expect(panel.getByTestId('uploaded-image')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Use an image from the web instead' })).not.toBeChecked();

  const added = page.waitForRequest('**/ajax/shopping/add-to-cart');
  await panel.getByTestId('add-to-cart').click();
  const options = (await added).postDataJSON().options as Record<string, unknown>;
  expect(options.personalizedImage).toMatch(/^\//);
  expect(options.personalizedImageOriginalName).toBe('cat.png');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
