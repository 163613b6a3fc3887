import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { readPng, type Picture } from './promise-images';
import { designerProducts } from './promise-shop';
import { SCREENS, openDesigner, openForRedText, press, shotsFolder } from './designer-journey';
import { exportFromShop } from './shopExport';

// Editing that never traps the shopper, the text part (issue 26, items 1, 2, 5 and 11): a selected text is edited in
// place under a heading that names it, a font or colour choice reaches only the text it names, focus lands on the
// text just added, and a long text fits the canvas with its handles in reach, drawn the same in the export. With a
// mouse at 1280 px and a finger on a 375 px phone; the long text on every product the shop designs on a canvas.

const shots = shotsFolder('designer-text');
const catalogue = await designerProducts();
/** The journeys that are the same on every product run on the catalogue's wall sticker (else its first product). */
const sticker: ProductDetail = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];

/** 200 characters, as a shopper writes them: words, commas, names. */
const LONG =
  'Happy birthday to the best grandmother in the whole wide world, with love from all of us: Anna, Ben, Clara, David, Emil, Frida and little Gustav, who drew the cat on the left side of this mug, see?!!!';

type Screen = (typeof SCREENS)[number];

test.describe.configure({ mode: 'parallel' });

/** Chooses `family` in the font modal the button opens and keeps it. */
async function chooseFont(screen: Screen, page: Page, button: Locator, family: string) {
  await press(button, screen.touch);
  const modal = page.getByRole('dialog', { name: /^Choose a font/ });
  await expect(modal).toBeVisible();
  await press(modal.getByText(family, { exact: true }), screen.touch);
  await press(modal.getByTestId('font-modal-use'), screen.touch);
  await expect(modal).toBeHidden();
}

/** Adds a text from the "New text" part of the section, in a font when given. */
async function addText(screen: Screen, page: Page, text: string, font?: string) {
  if (font) await chooseFont(screen, page, page.getByTestId('designer-font'), font);
  await page.getByTestId('designer-text-input').fill(text);
  await press(page.getByTestId('designer-text-add'), screen.touch);
}

/** The canvas as the shopper sees it, in screenshot pixels (the device's), and CSS pixels per screenshot pixel. */
async function canvasShot(page: Page): Promise<{ picture: Picture; box: { x: number; y: number; width: number; height: number }; css: number }> {
  const canvas = page.getByTestId('designer-canvas');
  // in the middle of the window, clear of the page's sticky header
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const picture = readPng(await canvas.screenshot());
  const box = (await canvas.boundingBox())!;
  return { picture, box, css: box.width / picture.width };
}

/** The box of the pixels that pass `test` (null when none do). */
function inkBox(p: Picture, test: (r: number, g: number, b: number) => boolean) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (!test(p.data[i], p.data[i + 1], p.data[i + 2])) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  if (right < 0) return null;
  // the middle of the topmost row's pixels (the top of the rotation knob, for the selection's blue)
  const row = [...Array(p.width).keys()].filter((x) =>
    test(p.data[(top * p.width + x) * 4], p.data[(top * p.width + x) * 4 + 1], p.data[(top * p.width + x) * 4 + 2]),
  );
  return { left, top, right, bottom, topX: row.reduce((a, b) => a + b, 0) / row.length };
}
/** The shopper's red text, at any of its edges' blends with the white background. */
const red = (r: number, g: number, b: number) => r > 180 && r - g > 70 && r - b > 70;
/** The selection's box, handles and rotation knob (#1a73e8). */
const selectionBlue = (r: number, g: number, b: number) => r < 80 && g > 90 && g < 150 && b > 200;

/** A drag by mouse, or by one finger on a touch screen (Chromium's touch events, as a phone sends them). */
async function drag(screen: Screen, page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  if (!screen.touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 5, from.y + ((to.y - from.y) * i) / 5);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 0 }] });
  for (let i = 1; i <= 5; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5, id: 0 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A double click, or a double tap: twice at one place within 500 ms. */
async function doubleClick(screen: Screen, page: Page, at: { x: number; y: number }) {
  if (!screen.touch) return page.mouse.dblclick(at.x, at.y);
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 2; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...at, id: 0 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.name} px${screen.touch ? ' with a finger' : ' with a mouse'}`, () => {
    test.use({ ...screen.use, actionTimeout: 15_000 });

    test(`a text is edited in place, each text keeps its own font, and focus lands on the text just added (${sticker.name})`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openDesigner(page, sticker.slug);
      await press(page.getByTestId('designer-bg-apply'), screen.touch);
      const announcement = page.getByTestId('designer-announcement');
      const target = page.getByTestId('designer-text-target');
      const field = page.getByTestId('designer-text-edit');
      const font = page.getByTestId('designer-text-edit-font');

      // text 1 in Lobster: focus lands in its own field (item 11), named above it
      await addText(screen, page, 'Hello', 'Lobster');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('Hello');
      await expect(target).toHaveText('Editing “Hello”');
      await expect(font).toHaveText('Font: Lobster');

      // the trap: type text 2, pick Bebas Neue for it; text 1 stays Lobster (item 2)
      await page.getByTestId('designer-text-input').fill('World');
      await chooseFont(screen, page, page.getByTestId('designer-font'), 'Bebas Neue');
      await expect(font).toHaveText('Font: Lobster');
      await press(page.getByTestId('designer-text-add'), screen.touch);
      await expect(target).toHaveText('Editing “World”');
      await expect(font).toHaveText('Font: Bebas Neue');
      // a third text in the section's font of the moment; then each keeps its own
      await addText(screen, page, 'Three', 'Pacifico');
      // the layers, topmost first
      const objects = page.getByTestId('designer-object');
      await expect(objects).toHaveText(['text “Three”', 'text “World”', 'text “Hello”']);
      const [three, world, hello] = [objects.nth(0), objects.nth(1), objects.nth(2)];
      for (const [layer, family] of [
        [hello, 'Lobster'],
        [world, 'Bebas Neue'],
        [three, 'Pacifico'],
      ] as const) {
        await press(layer, screen.touch);
        await expect(font).toHaveText(`Font: ${family}`);
      }

      // a selected text's font changed in place reaches it alone
      await press(world, screen.touch);
      await chooseFont(screen, page, font, 'Great Vibes');
      await expect(announcement).toHaveText('Font changed on text “World”');
      await press(hello, screen.touch);
      await expect(font).toHaveText('Font: Lobster');

      // its words, edited in place: the field shows them, the canvas follows, one undo step (item 1)
      await expect(field).toHaveValue('Hello');
      await field.focus();
      await field.press('End');
      await page.keyboard.type(' Anna');
      await expect(hello).toHaveText('text “Hello Anna”');
      await expect(target).toHaveText('Editing “Hello Anna”');
      // its colour, in place: red on the canvas, one undo step
      const before = inkBox((await canvasShot(page)).picture, red);
      expect(before).toBeNull();
      await page.getByTestId('designer-text-edit-colour').fill('#ff0000');
      await expect(announcement).toHaveText('Colour changed on text “Hello Anna”');
      await expect.poll(async () => inkBox((await canvasShot(page)).picture, red) !== null).toBe(true);
      await page.screenshot({ path: `${shots}/edited-${screen.name}.png`, fullPage: !screen.touch });
      await press(page.getByTestId('designer-undo'), screen.touch);
      await expect.poll(async () => inkBox((await canvasShot(page)).picture, red)).toBeNull();
      await press(page.getByTestId('designer-undo'), screen.touch);
      await expect(field).toHaveValue('Hello');

      // a double click (a double tap) on a text on the canvas opens its words
      const { box } = await canvasShot(page);
      await page.getByTestId('designer-canvas').scrollIntoViewIfNeeded();
      const shown = (await page.getByTestId('designer-canvas').boundingBox())!;
      await doubleClick(screen, page, { x: shown.x + box.width / 2, y: shown.y + box.height / 2 });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('Three'); // the topmost of the three, all at the centre
      await expect(target).toHaveText('Editing “Three”');
      expect(errors).toEqual([]);
    });
  });
}

for (const product of catalogue) {
  for (const screen of SCREENS) {
    test(`a 200-character text fits the canvas of ${product.name} with its handles in reach, at ${screen.name} px`, async ({ browser }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ ...screen.use });
      const page = await context.newPage();
      try {
        await openForRedText(page, product.slug, screen.touch);
        await addText(screen, page, LONG);
        await expect(page.getByTestId('designer-text-edit')).toBeFocused();
        const canvas = page.getByTestId('designer-canvas');
        await canvas.scrollIntoViewIfNeeded();
        let text: ReturnType<typeof inkBox> = null;
        await expect.poll(async () => (text = inkBox((await canvasShot(page)).picture, red)) !== null).toBe(true);
        const { picture, box, css } = await canvasShot(page);
        text = inkBox(picture, red)!;
        await canvas.screenshot({ path: `${shots}/long-${product.slug}-${screen.name}.png` });
        // on the canvas, in lines: neither edge reached, and taller than one line
        expect(text.left, 'the text reaches the left edge').toBeGreaterThan(0);
        expect(text.right, 'the text reaches the right edge').toBeLessThan(picture.width - 1);
        expect(text.top).toBeGreaterThan(0);
        expect(text.bottom).toBeLessThan(picture.height - 1);
        expect(text.bottom - text.top, 'more than one line').toBeGreaterThan(picture.height * 0.25);
        // the selection's box, its scale handle and its rotation knob are all on the canvas
        const selection = inkBox(picture, selectionBlue)!;
        expect(selection.left).toBeGreaterThan(0);
        expect(selection.top).toBeGreaterThan(0);
        expect(selection.right).toBeLessThan(picture.width - 1);
        expect(selection.bottom).toBeLessThan(picture.height - 1);
        // ...and work: the handle at the bottom right resizes it, the knob at the top turns it
        const handle = (screen.touch ? 24 : 10) / 2;
        const at = (x: number, y: number) => ({ x: box.x + x * css, y: box.y + y * css });
        const corner = at(selection.right, selection.bottom);
        const scaleHandle = { x: corner.x - handle, y: corner.y - handle };
        await drag(screen, page, scaleHandle, { x: scaleHandle.x - 30, y: scaleHandle.y - 20 });
        const announcement = page.getByTestId('designer-announcement');
        await expect(announcement).toHaveText(/^Resized text “Happy birthday/);
        const after = inkBox((await canvasShot(page)).picture, selectionBlue)!; // its top: the knob's
        const knob = at(after.topX, after.top);
        await drag(screen, page, { x: knob.x, y: knob.y + handle }, { x: knob.x + 60, y: knob.y + handle + 10 });
        await expect(announcement).toHaveText(/^Rotated text “Happy birthday/);
      } finally {
        await context.close();
      }
    });
  }
}

test(`a long text is drawn in the same lines on the canvas and in the export the print is made from (${sticker.name})`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const mouse = SCREENS[0];
  await openForRedText(page, sticker.slug, mouse.touch);
  await addText(mouse, page, LONG);
  await press(page.getByTestId('designer-preview'), mouse.touch); // no selection drawn over it
  let canvasText: ReturnType<typeof inkBox> = null;
  await expect.poll(async () => (canvasText = inkBox((await canvasShot(page)).picture, red)) !== null).toBe(true);
  const { picture } = await canvasShot(page);
  canvasText = inkBox(picture, red)!;
  // in lines inside the canvas (a single line ran off both edges)
  expect(canvasText.left).toBeGreaterThan(0);
  expect(canvasText.right).toBeLessThan(picture.width - 1);
  expect(canvasText.bottom - canvasText.top).toBeGreaterThan(picture.height * 0.25);
  const measure = page.getByTestId('designer-section-measure');
  if ((await measure.getAttribute('open')) === null) await measure.locator('summary').click();
  await page.getByTestId('designer-width').fill('60');
  await page.getByTestId('designer-width').press('Enter');
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await press(page.getByTestId('designer-add-to-cart'), mouse.touch);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
  const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
  const line = items[items.length - 1];
  const opened = await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: line.id } })).json();
  // the cart's picture (the browser's export) and the export the print is made from (the server's renderer)
  const cart = readPng(Buffer.from(await (await page.request.get(line.image)).body()));
  const print = readPng(Buffer.from(await exportFromShop(request, opened.design, picture.width)));
  const share = (b: NonNullable<typeof canvasText>, p: Picture) => [b.left / p.width, b.top / p.height, b.right / p.width, b.bottom / p.height];
  for (const [name, p] of [
    ['cart picture', cart],
    ['print export', print],
  ] as const) {
    const b = inkBox(p, red);
    expect(b, name).not.toBeNull();
    share(b!, p).forEach((v, i) => expect(Math.abs(v - share(canvasText!, picture)[i]), `${name}: edge ${i}`).toBeLessThan(0.02));
  }
});
