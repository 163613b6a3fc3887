import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { gotoSettled } from './settled';

// Issue 26's keyboard-only journey: no mouse, only the keyboard (the photo chosen in the file chooser that Space
// opens on the focused upload field), at 1280 px. A photo as background, the size, a Hebrew text edited after it was
// added, a text with emoji, a library design moved with the arrows, and Add to cart; the cart's item keeps all of it.
// The page took 142 key presses for a whole design; the journey counts its own.

const HEBREW = 'שלום עולם';
const EDITED = `${HEBREW} יפה`;
const EMOJI = 'I ❤️ my 🐱';

/** A photo-like PNG, 1600 x 1200. */
function photo(): Buffer {
  const png = new PNG({ width: 1600, height: 1200 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      png.data[i] = (x * 255) / png.width;
      png.data[i + 1] = (y * 255) / png.height;
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** The focused element's test id (or its name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return el.dataset.testid ?? el.getAttribute('aria-label') ?? el.tagName.toLowerCase();
  });

test('keyboard only at 1280 px: photo, size, Hebrew text edited, emoji, library design, into the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
  await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
  let keys = 0;
  let typed = 0;
  const press = async (...list: string[]) => {
    for (const key of list) {
      await page.keyboard.press(key);
      keys++;
    }
  };
  const type = async (text: string) => {
    await page.keyboard.type(text);
    typed += [...text].length;
  };
  const expectFocus = (testid: string) => expect.poll(() => focused(page)).toBe(testid);
  await expect(page.getByTestId('designer-jump-summary')).toBeAttached();
  const parts = await page
    .getByTestId('designer-jump')
    .getByRole('button')
    .evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.testid!.replace('designer-jump-', '')));
  /** From the canvas: the jump bar's part (Tab, Home, arrows, Enter). */
  const jumpTo = async (part: string) => {
    await expectFocus('designer-canvas');
    await press('Tab', 'Home', ...Array<string>(parts.indexOf(part)).fill('ArrowRight'), 'Enter');
  };
  const objects = page.getByTestId('designer-object');

  // From the top of the page to the canvas: through the header and the design tools.
  for (let i = 0; i < 15 && (await focused(page)) !== 'designer-canvas'; i++) await press('Tab');
  await expectFocus('designer-canvas');

  // The photo: the jump bar's Photo puts the focus on the upload field; Space opens the file chooser.
  await jumpTo('add');
  await expectFocus('designer-upload-background');
  const chooser = page.waitForEvent('filechooser');
  await press('Space');
  await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
  await expect(page.getByTestId('designer-section-add')).toHaveClass(/designer-section--done/, { timeout: 20_000 });

  // The size: 60 cm wide, the height follows the canvas.
  await press('Escape');
  await jumpTo('measure');
  await expectFocus('designer-width');
  await type('60');
  await press('Enter');
  await expect(page.getByTestId('designer-height')).toHaveValue('40');

  // A Hebrew text (Roboto has no Hebrew: its fallback draws it), added, then edited in its own field.
  await press('Escape');
  await jumpTo('text');
  await expectFocus('designer-text-input');
  await type(HEBREW);
  await press('Tab', 'Tab', 'Tab', 'Enter');
  await expect(objects).toHaveCount(1);
  await expectFocus('designer-text-edit');
  await press('End');
  await type(' יפה');
  await expect(page.getByTestId('designer-text-edit')).toHaveValue(EDITED);
  // Escape ends the editing and comes back to the canvas, where the text is still selected: the arrows move it up.
  await press('Escape');
  await expectFocus('designer-canvas');
  await press(...Array<string>(8).fill('Shift+ArrowUp'));
  await expect(page.getByTestId('designer-announcement')).toHaveText(/^Moved .* 10 px$/);

  // A text with emoji: Escape lets go of the Hebrew text, so the section's first field is the new text's.
  await press('Escape');
  await jumpTo('text');
  await expectFocus('designer-text-input');
  await type(EMOJI);
  await press('Tab', 'Tab', 'Tab', 'Enter');
  await expect(objects).toHaveCount(2);
  await expectFocus('designer-text-edit');
  await press('Escape');
  await press(...Array<string>(8).fill('Shift+ArrowDown'));

  // A library design: searched, chosen with Enter, then on the canvas with the focus, moved right.
  await press('Escape');
  await jumpTo('search');
  await expectFocus('designer-search-input');
  await type('heart');
  await press('Enter');
  await expect(page.getByTestId('designer-search-summary')).toHaveText(/^Designs for "heart": \d+$/);
  await press('Tab', 'Tab', 'Enter');
  await expect(objects).toHaveCount(3);
  await expectFocus('designer-canvas');
  await press(...Array<string>(12).fill('Shift+ArrowRight'));

  // Add to cart: three keys from the canvas, then Enter.
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await jumpTo('summary');
  await expectFocus('designer-add-to-cart');
  await press('Enter');
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart.getByTestId('cart-item')).toHaveCount(1, { timeout: 30_000 });
  console.log(`keyboard-only design: ${keys} key presses besides ${typed} typed characters`);

  // The cart keeps what was built: the photo, the edited Hebrew text, the emoji text, the library design.
  const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number }[];
  const design = (await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[0].id } })).json()).design;
  expect(design.background.src).toMatch(/^\/media\/uploads\//);
  const kept = Object.values(design.objects as Record<string, { kind: string; text?: string; src?: string }>);
  expect(kept.filter((o) => o.kind === 'text').map((o) => o.text)).toEqual(expect.arrayContaining([EDITED, EMOJI]));
  expect(kept.find((o) => o.kind === 'image')?.src).toMatch(/^\/media\/designs\/(openmoji\/)?\d+\.svg$/);
});
