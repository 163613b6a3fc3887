import { expect, test, type Page } from '@playwright/test';
import { designerProducts } from './promise-shop';
import { gotoSettled } from './settled';

// Reaching things with the keyboard (issue 26, item 11), on every designer product of the running shop at 1280 px.
// The page took 60 Tabs from the canvas to Add to cart, 22 Shift+Tabs from the design results back to the canvas,
// and 48 Tabs across the results. Now the jump bar right after the canvas names each menu section and Add to cart
// (one Tab stop, arrows between its parts), Escape in the menu comes back to the canvas, the results are one Tab
// stop, and the focus lands on what was just opened or made.

const catalogue = await designerProducts();

/** Where the focus is: its test id, the section it is in, and whether it is the section's title. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const section = el.closest<HTMLElement>('.designer-section');
    return {
      testid: el.dataset.testid ?? null,
      section: section?.dataset.testid?.replace('designer-section-', '') ?? null,
      title: el.tagName === 'SUMMARY',
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
    };
  });

/** Presses the keys one by one and says how many. */
async function press(page: Page, keys: string[]): Promise<number> {
  for (const key of keys) await page.keyboard.press(key);
  return keys.length;
}

/** The jump bar's parts, in order: the menu's section ids (summary stands for Add to cart). */
const jumpParts = (page: Page) =>
  page
    .getByTestId('designer-jump')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid!.replace('designer-jump-', '')));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

for (const product of catalogue) {
  test(`${product.slug}: the canvas, each section and Add to cart are a few keys apart`, async ({ page }) => {
    test.setTimeout(60_000);
    await gotoSettled(page, `/designer/${product.slug}`);
    const canvas = page.getByTestId('designer-canvas');
    await canvas.focus();
    // One Tab from the canvas: the jump bar (its first part until another is used).
    await press(page, ['Tab']);
    await expect.poll(async () => (await focus(page)).testid).toBe('designer-jump-add');
    // Its Colour part opens the section with the focus on the colour field: two more keys and the background is set.
    await press(page, ['ArrowRight', 'Enter']);
    await expect.poll(async () => await focus(page)).toMatchObject({ testid: 'designer-bg-colour' });
    await press(page, ['Tab', 'Enter']);
    await expect(page.getByTestId('designer-section-background-colour')).toHaveClass(/designer-section--done/);

    const parts = await jumpParts(page);
    expect(parts.at(-1)).toBe('summary');
    for (const [i, part] of parts.entries()) {
      // From the canvas: Tab, Home, an arrow per part before it, Enter.
      await canvas.focus();
      const keys = await press(page, ['Tab', 'Home', ...Array<string>(i).fill('ArrowRight'), 'Enter']);
      expect(keys, part).toBeLessThanOrEqual(3 + parts.length);
      // A section with nothing to use yet (a fabric colour before the model) gives the focus to its title.
      const controls = await page.getByTestId(`designer-section-${part}`).locator('.designer-section__body').locator('input, button, select').count();
      if (part === 'summary') await expect.poll(async () => (await focus(page)).testid, 'Add to cart').toBe('designer-add-to-cart');
      else await expect.poll(async () => await focus(page), `the first control of ${part}`).toMatchObject({ section: part, title: controls === 0 });
      // Escape anywhere in the menu comes back to the canvas.
      await press(page, ['Escape']);
      await expect.poll(async () => (await focus(page)).testid, `back from ${part}`).toBe('designer-canvas');
    }
    // Add to cart from the canvas in three keys (it took 60 Tabs).
    await canvas.focus();
    expect(await press(page, ['Tab', 'End', 'Enter'])).toBe(3);
    await expect.poll(async () => (await focus(page)).testid).toBe('designer-add-to-cart');
  });
}

const sticker = catalogue.find((p) => p.slug === 'personalised-printed-wall-sticker') ?? catalogue[0];

test('the design results are one Tab stop, and a chosen design takes the focus to the canvas', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoSettled(page, `/designer/${sticker.slug}`);
  const canvas = page.getByTestId('designer-canvas');
  await canvas.focus();
  await press(page, ['Tab', 'ArrowRight', 'Enter', 'Tab', 'Enter']);
  await expect(page.getByTestId('designer-section-background-colour')).toHaveClass(/designer-section--done/);
  // Designs: the search field has the focus; the answer says how many matched.
  await canvas.focus();
  await press(page, ['Tab', 'Home', ...Array<string>((await jumpParts(page)).indexOf('search')).fill('ArrowRight'), 'Enter']);
  await expect.poll(async () => (await focus(page)).testid).toBe('designer-search-input');
  await page.keyboard.type('cat');
  await press(page, ['Enter']);
  await expect(page.getByTestId('designer-search-summary')).toHaveText(/^Designs for "cat": \d+$/);
  const results = page.getByTestId('designer-search-state').getByRole('list', { name: 'Designs found' });
  // Search button, then the results: the first design.
  await press(page, ['Tab', 'Tab']);
  await expect.poll(async () => (await focus(page)).name).toBe('Add Cat');
  // Arrows move through designs and their hearts; Down goes a row down, to a design.
  await press(page, ['ArrowRight']);
  await expect.poll(async () => (await focus(page)).name).toBe('Wishlist: Cat');
  await press(page, ['ArrowRight', 'ArrowDown']);
  const below = await focus(page);
  expect(below.name).toMatch(/^Add /);
  const columns = await results.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
  const designs = await results.getByRole('button', { name: /^Add / }).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
  expect(below.name).toBe(designs[1 + columns]);
  // One Tab leaves the results (it took 48).
  await press(page, ['Tab']);
  await expect.poll(async () => (await focus(page)).testid).toBe('designer-search-more');
  // Back into them with Shift+Tab: the design last used; Escape goes back to the canvas.
  await press(page, ['Shift+Tab']);
  await expect.poll(async () => (await focus(page)).name).toBe(below.name);
  await press(page, ['Escape']);
  await expect.poll(async () => (await focus(page)).testid).toBe('designer-canvas');
  // Back in the results, Enter adds the design: the focus is on the canvas, where it is selected and announced.
  await canvas.focus();
  await press(page, ['Tab', 'Home', ...Array<string>((await jumpParts(page)).indexOf('search')).fill('ArrowRight'), 'Enter', 'Tab', 'Tab', 'Enter']);
  await expect(page.getByTestId('designer-object')).toHaveCount(1);
  await expect.poll(async () => (await focus(page)).testid).toBe('designer-canvas');
  await expect(page.getByTestId('designer-object')).toHaveAttribute('aria-pressed', 'true');
  // The arrows now move it.
  await press(page, ['Shift+ArrowRight']);
  await expect(page.getByTestId('designer-announcement')).toHaveText(/^Moved .* 10 px$/);
});

test('opening a section from its title puts the focus on its first control', async ({ page }) => {
  await gotoSettled(page, `/designer/${sticker.slug}`);
  await page.getByTestId('designer-bg-apply').focus();
  await press(page, ['Enter']);
  const size = page.getByTestId('designer-section-measure').locator('summary');
  await size.focus();
  await press(page, ['Enter']);
  await expect.poll(async () => (await focus(page)).testid).toBe('designer-width');
  // Closing it from its title leaves the focus there.
  await size.focus();
  await press(page, ['Enter']);
  await expect.poll(async () => await focus(page)).toMatchObject({ section: 'measure', title: true });
});
