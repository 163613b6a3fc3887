import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { gotoSettled } from './settled';

// The preflight while designing (issue 14): a small photo on a big poster is called blurred in the summary, with
// the figures, as soon as the size is chosen; a smaller size softens the word; it never blocks the add. And what it
// says is true (issue 24): a text is judged by what it prints, a library design (SVG) has no pixels to lack.

function photo(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 256, 90, 160, 255], i);
  return PNG.sync.write(png);
}

test('a small photo on a big poster: the print check warns, follows the size, and the cart still takes it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-upload-background').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: photo(1000, 1250) });
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

/** A poster with a white background at A1 (59 x 84 cm): the print check judges from here on. */
async function posterAtA1(page: import('@playwright/test').Page) {
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-photo-poster');
  await page.getByTestId('designer-bg-apply').click();
  const measure = page.getByTestId('designer-section-measure');
  if ((await measure.getAttribute('open')) === null) await measure.locator('summary').click();
  await page.getByTestId('designer-sizes').getByText('A1 59 x 84 cm').click();
}

async function addText(page: import('@playwright/test').Page, text: string) {
  await page.getByTestId('designer-text-input').fill(text);
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-announcement')).toHaveText(`Selected text “${text}”`);
}

test('a centred text scaled up with "+" is judged by what it prints: no cut-line warning until it really nears the edge', async ({ page }) => {
  await posterAtA1(page);
  await addText(page, 'I');
  const canvas = page.getByTestId('designer-canvas');
  await canvas.focus();
  // The canvas takes A1's proportions: 600 x 854 px for 59 x 84 cm. Thirty times "+" (x 17.4) makes the "I" 73 cm
  // tall, its stroke 9 cm wide in the middle, 5 cm from the top and bottom edges. A guess of 0.6 em a letter made its
  // box 628 px wide, wider than the poster: it was said to cross the cut line.
  for (let i = 0; i < 30; i++) await page.keyboard.press('+');
  await expect(page.getByTestId('designer-announcement')).toHaveText('Enlarged text “I”');
  const check = page.getByTestId('designer-preflight');
  // the measure comes from the render worker: give it the time to answer, then nothing may be said of the text
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await expect(check.getByText(/cut line/)).toHaveCount(0);
  // moved 30 x 10 px to the right, its stroke crosses the poster's right edge: now it is said
  for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(check.locator('li')).toHaveText([/^The text “I” comes closer than 5 mm to the cut line/]);
});

test('a library design is vectors: "Cat on the moon" on an A1 poster is never called blurred', async ({ page }) => {
  await posterAtA1(page);
  const search = page.getByTestId('designer-section-search');
  if ((await search.getAttribute('open')) === null) await search.locator('summary').click();
  await page.getByTestId('designer-search-input').fill('cat on the moon');
  await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
  await page.getByRole('button', { name: 'Add Cat on the moon' }).click();
  await expect(page.getByTestId('designer-announcement')).toHaveText('Selected image');
  const canvas = page.getByTestId('designer-canvas');
  await canvas.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('+');
  await expect(page.getByTestId('designer-announcement')).toHaveText('Enlarged image');
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await expect(page.getByTestId('designer-preflight').getByText(/pixels per inch/)).toHaveCount(0);
});

test('a triple click on a text opens its words for editing: typing replaces them on the canvas', async ({ page }) => {
  await posterAtA1(page);
  await page.getByTestId('designer-section-text').getByLabel('Colour').fill('#ff0000');
  await addText(page, 'Anna');
  const canvas = page.getByTestId('designer-canvas');
  // where the shopper sees the text: its red pixels (half transparent while editing) on the white paper, once drawn
  const redBox = async () => {
    const shot = PNG.sync.read(await canvas.screenshot());
    const red = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, width: shot.width };
    for (let y = 0; y < shot.height; y++) {
      for (let x = 0; x < shot.width; x++) {
        const i = (y * shot.width + x) * 4;
        const [r, g, b] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]];
        if (r > 200 && g < 180 && b < 180 && b > 60 && Math.abs(g - b) < 30) {
          red.left = Math.min(red.left, x);
          red.right = Math.max(red.right, x);
          red.top = Math.min(red.top, y);
          red.bottom = Math.max(red.bottom, y);
        }
      }
    }
    return red.right > red.left ? red : null;
  };
  let red: Awaited<ReturnType<typeof redBox>> = null;
  await expect.poll(async () => (red = await redBox()) !== null).toBe(true);
  const shot = red!;
  const box = (await canvas.boundingBox())!;
  const scale = box.width / shot.width; // the screenshot may be in device pixels
  await canvas.click({ clickCount: 3, position: { x: ((shot.left + shot.right) / 2) * scale, y: ((shot.top + shot.bottom) / 2) * scale } });
  const field = page.getByTestId('designer-text-edit');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Anna');
  await page.keyboard.type('Ben'); // the words were selected: typing replaces them
  await page.keyboard.press('Control+Enter');
  await expect(field).not.toBeFocused(); // Ctrl+Enter closes the burst (Enter makes a new line); the text stays selected, its field shown
  await expect(field).toHaveValue('Ben');
  await expect(page.getByTestId('designer-objects')).toContainText('text “Ben”');
  await page.getByTestId('designer-undo').click();
  await expect(page.getByTestId('designer-objects')).toContainText('text “Anna”');
});
