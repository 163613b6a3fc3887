import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  cartLine,
  editCapture,
  expectCanvasWasKeptDesign,
  expectEditCanvasWasKeptDesign,
  expectPictureIsKeptDesign,
  photo,
  previewCapture,
  productSteps,
  type Step,
} from './designer-input';
import { acceptCookies, pageErrors, shotsFolder } from './designer-journey';
import { designerProducts } from './promise-shop';
import { gotoSettled } from './settled';

// Issue 26's keyboard-only journey, on every designer product of the running shop (a product added to the catalogue
// gets it without an edit here), at 1280 and 375 px: no mouse, only keys (the photo chosen in the file chooser that
// Space opens on the focused upload field). A photo as background, a Hebrew text edited after it was added, a text
// with emoji, a library design, each moved with the arrows, what the product asks (its shape, format, size, pack,
// garment, fabric...: e2e/designer-input.ts reads them from its data), and Add to cart; the cart line names the size
// and keeps all of it, its picture the kept design as the shop renders it. The focus lands on what was just made or
// opened, and the keys are counted: the page took 142 for a whole design, 60 Tabs from the canvas to Add to cart.

const catalogue = await designerProducts();
const HEBREW = 'שלום עולם';
const EDITED = `${HEBREW} יפה`;
const EMOJI = 'I ❤️ my 🐱';

/** The focused element's test id (or its name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return el.dataset.testid ?? el.getAttribute('aria-label') ?? el.tagName.toLowerCase();
  });

/** Whether the focus is inside the element of that test id, and the focused radio's name. */
const focusIn = (page: Page, testid: string) =>
  page.evaluate((id) => {
    const el = document.activeElement as HTMLElement;
    return { inside: Boolean(el.closest(`[data-testid="${id}"]`)), label: el.getAttribute('aria-label') };
  }, testid);

/**
 * Keys for a whole design besides the typed words: 64, and 10 more for each choice the product asks (the page took
 * 142 for a sticker's); each step (a jump there, what is done there and four arrows that move it) ten more than the
 * jump bar's parts (the page took 60 Tabs from the canvas to Add to cart, 22 Shift+Tabs from the designs back).
 */
const budget = (steps: Step[]) => 64 + 10 * steps.length;
const stepBudget = (parts: number) => parts + 10;

const screens = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '375', viewport: { width: 375, height: 812 } },
] as const;

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ page }) => acceptCookies(page));

for (const product of catalogue)
  for (const screen of screens)
    test(`${product.slug} at ${screen.name} px, keyboard only: photo, Hebrew text edited, emoji, library design, its choices, into the cart`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const errors = pageErrors(page);
      await page.setViewportSize(screen.viewport);
      await gotoSettled(page, `/designer/${product.slug}`);
      const { steps, words } = productSteps(product);
      const counts: Record<string, number> = {};
      let step = 'to the canvas';
      let keys = 0;
      const press = async (...list: string[]) => {
        for (const key of list) await page.keyboard.press(key);
        keys += list.length;
        counts[step] = (counts[step] ?? 0) + list.length;
      };
      const expectFocus = (testid: string) => expect.poll(() => focused(page), `the focus after "${step}"`).toBe(testid);
      const announcement = page.getByTestId('designer-announcement');
      const objects = page.getByTestId('designer-object');
      await expect(page.getByTestId('designer-jump-summary')).toBeAttached();
      /** The jump bar's parts as it shows them now (the arrange section comes and goes with the selection). */
      const jumpParts = () =>
        page
          .getByTestId('designer-jump')
          .getByRole('button')
          .evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.testid!.replace('designer-jump-', '')));
      const parts = await jumpParts();
      /** From the canvas: the jump bar's part (Tab, Home, arrows, Enter). */
      const jumpTo = async (part: string) => {
        await expectFocus('designer-canvas');
        // the bar follows the menu a moment later (a section that went with the selection): counted on it once it has
        const menuParts = () =>
          page
            .locator('.designer__menu .designer-section')
            .evaluateAll((s) => s.map((x) => (x as HTMLElement).dataset.testid!.replace('designer-section-', '')));
        await expect.poll(async () => (await jumpParts()).join(' '), "the jump bar names the menu's sections").toBe((await menuParts()).join(' '));
        const parts = await jumpParts();
        expect(parts, `the jump bar names ${part}`).toContain(part);
        const last = parts.indexOf(part) === parts.length - 1;
        await press('Tab', ...(last ? ['End'] : ['Home', ...Array<string>(parts.indexOf(part)).fill('ArrowRight')]), 'Enter');
      };

      // From the top of the page to the canvas: through the header and the design tools.
      for (let i = 0; i < 15 && (await focused(page)) !== 'designer-canvas'; i++) await press('Tab');
      await expectFocus('designer-canvas');

      step = 'the photo';
      await jumpTo('add');
      await expectFocus('designer-upload-background');
      const chooser = page.waitForEvent('filechooser');
      await press('Space');
      await (await chooser).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
      await expect(announcement).toHaveText('Background holiday.png added', { timeout: 20_000 });
      // focus lands on what was just made: the canvas, with the photo on it
      await expectFocus('designer-canvas');

      step = 'a Hebrew text, edited, moved';
      await jumpTo('text');
      await expectFocus('designer-text-input');
      await page.keyboard.type(HEBREW);
      // Enter makes a new line in the text field; Ctrl+Enter adds the text (issue 29)
      await press('Control+Enter');
      await expect(objects).toHaveCount(1);
      // the new text's own field has the focus: the words are edited in place
      await expectFocus('designer-text-edit');
      await press('End');
      await page.keyboard.type(' יפה');
      await expect(page.getByTestId('designer-text-edit')).toHaveValue(EDITED);
      // Escape ends the editing and comes back to the canvas, where the text is still selected: the arrows move it
      await press('Escape');
      await expectFocus('designer-canvas');
      await press(...Array<string>(4).fill('Shift+ArrowUp'));
      await expect(announcement).toHaveText(/^Moved .* 10 px$/);

      step = 'a text with emoji, moved';
      await press('Escape');
      await jumpTo('text');
      await expectFocus('designer-text-input');
      await page.keyboard.type(EMOJI);
      await press('Control+Enter');
      await expect(objects).toHaveCount(2);
      await expectFocus('designer-text-edit');
      await press('Escape');
      await expectFocus('designer-canvas');
      await press(...Array<string>(4).fill('Shift+ArrowDown'));
      await expect(announcement).toHaveText(/^Moved .* 10 px$/);

      step = 'a library design, moved';
      await press('Escape');
      await jumpTo('search');
      await expectFocus('designer-search-input');
      await page.keyboard.type('heart');
      await press('Enter');
      await expect(page.getByTestId('designer-search-summary')).toHaveText(/^Designs for "heart": \d+$/);
      await press('Tab', 'Tab', 'Enter');
      await expect(objects).toHaveCount(3);
      // the design is on the canvas, selected, with the focus: the arrows move it
      await expectFocus('designer-canvas');
      await press(...Array<string>(4).fill('Shift+ArrowRight'));
      await expect(announcement).toHaveText(/^Moved .* 10 px$/);

      let section: string | undefined;
      for (const s of steps) {
        step = s.kind === 'size' ? 'the size' : `${s.group}: ${s.label}`;
        const where = s.kind === 'size' ? 'measure' : s.section;
        // a section's next group is a Tab or two further; another section, from the canvas through the jump bar
        if (where !== section) {
          await press('Escape');
          await jumpTo(where);
        }
        section = where;
        if (s.kind === 'size') {
          await expectFocus('designer-width');
          await page.keyboard.type(String(s.width));
          await press('Enter');
          const height = page.getByTestId('designer-height');
          // the height follows the width, or is typed (a blind's, a mural's)
          if ((await height.inputValue()) === '') {
            await press('Tab');
            await expectFocus('designer-height');
            await page.keyboard.type(String(s.height));
            await press('Enter');
          }
          await expect(page.getByTestId('designer-width')).toHaveValue(String(s.width));
          await expect(height).not.toHaveValue('');
          words.push(`${s.width} x ${await height.inputValue()} cm`);
          continue;
        }
        // Tab to the group (the first control of a fresh section may be its group already), arrows to the choice
        for (let i = 0; i < 6 && !(await focusIn(page, s.group)).inside; i++) await press('Tab');
        expect((await focusIn(page, s.group)).inside, `the focus reaches ${s.group}`).toBe(true);
        // the radio group moves the focus a moment after the arrow (Radix, in a timeout): the next look waits for it;
        // read at once, a busy machine could see the chip it left and press again
        for (let i = 0; i < 12 && (await focusIn(page, s.group)).label !== s.label; i++) {
          const from = (await focusIn(page, s.group)).label;
          await press('ArrowDown');
          await expect.poll(async () => (await focusIn(page, s.group)).label, `the focus leaves ${from}`).not.toBe(from);
        }
        expect((await focusIn(page, s.group)).label).toBe(s.label);
        // Space picks it (the arrow picks it too only while its key is still down as the focus lands: a person's
        // key is, a test's keyup may come first)
        await press('Space');
        await expect(page.getByTestId(s.group).getByRole('radio', { name: s.label, exact: true })).toBeChecked();
      }

      step = 'Add to cart';
      await press('Escape');
      await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
      await page.getByTestId('designer-canvas').screenshot({ path: path.join(shotsFolder('designer-keyboard-journey'), `${product.slug}-${screen.name}.png`) });
      const drawn = await editCapture(page);
      // The last look, in preview (keys not counted: a check, not the design): Shift+Tab to Preview, Enter, Tab back.
      const key = (k: string) => page.keyboard.press(k);
      for (let i = 0; i < 8 && (await focused(page)) !== 'designer-preview'; i++) await key('Shift+Tab');
      await expectFocus('designer-preview');
      await key('Enter');
      const seen = await previewCapture(page);
      for (let i = 0; i < 8 && (await focused(page)) !== 'designer-canvas'; i++) await key('Tab');
      await jumpTo('summary');
      await expectFocus('designer-add-to-cart');
      await press('Enter');
      const cart = page.getByRole('dialog', { name: /Your cart/ });
      const line = cart.getByTestId('cart-item');
      await expect(line).toHaveCount(1, { timeout: 30_000 });
      // what was just opened has the focus: the cart
      await expect.poll(() => cart.evaluate((d) => d.contains(document.activeElement)), 'the focus is in the open cart').toBe(true);

      // The cart keeps what was built: the size, the photo, the edited Hebrew text, the emoji text, the library design.
      for (const w of words) await expect(line, 'the cart line names what was chosen').toContainText(w);
      const kept = await cartLine(page);
      expect(kept.design.background.src).toMatch(/^\/media\/uploads\//);
      expect(kept.objects.map((o) => o.text ?? o.kind)).toEqual([EDITED, EMOJI, 'image']);
      expect(kept.objects[2].src, "a design of the shop's library").toMatch(/^\/media\/designs\/[\w/-]+\.svg$/);
      await expectPictureIsKeptDesign(page, kept);
      // what the canvas showed is what the shop makes of the kept design
      await expectCanvasWasKeptDesign(
        page,
        seen,
        kept.design,
        path.join(shotsFolder('designer-keyboard-journey'), `${product.slug}-${screen.name}-export.png`),
      );
      await expectEditCanvasWasKeptDesign(
        page,
        drawn,
        kept.design,
        path.join(shotsFolder('designer-keyboard-journey'), `${product.slug}-${screen.name}-edit.png`),
      );
      expect(errors).toEqual([]);

      test.info().annotations.push({ type: 'keys', description: JSON.stringify({ keys, counts }) });
      expect(counts['to the canvas'], 'from the top of the page to the canvas').toBeLessThanOrEqual(12);
      for (const [name, n] of Object.entries(counts)) expect(n, `key presses for ${name}`).toBeLessThanOrEqual(stepBudget(parts.length));
      expect(keys, `key presses for the whole design besides the typed words ${JSON.stringify(counts)}`).toBeLessThanOrEqual(budget(steps));
    });
