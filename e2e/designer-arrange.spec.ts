import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangeProducts, at, bands, inkBands, placeText, xy, type Kept } from './designer-arrange-helpers';
import {
  addToCart,
  expectCanvasShows,
  exportPicture,
  keptDraft,
  openForText,
  orderedProof,
  pageErrors,
  SCREENS,
  settledCapture,
  shotsFolder,
  showPreview,
  typeSize,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng } from './promise-images';

// Arranging (issue 29) as a shopper does it. At 1280 px with a mouse and the keyboard: three texts placed apart,
// Shift-click two and align their left edges, a drag box round all three and space them evenly down, Ctrl+D, Ctrl+C,
// the context menu by right-click and by Shift+F10; the canvas (its red ink, row by row) shows each step, the capture
// equals the shop's export, and once ordered the proof; then another product's designer pastes the copy. At 375 px
// with a finger: a long press opens the context menu, Select all, and the Align bar aligns. Arranging does not
// depend on the product: one product family each (the wall sticker). The context menu's keys on a Mac are
// designer-arrange-mac.spec.ts; the still objects during a drag, designer-arrange-still.spec.ts.

const shots = shotsFolder('designer-arrange');
const { sticker, other } = await arrangeProducts();
const [desktop, phone] = SCREENS;

test.describe.configure({ mode: 'parallel' });

/**
 * A long press of one finger (Chromium's touch events): the context menu's gesture on a touch screen. The finger is
 * held until `shows` is visible, as a shopper holds until the menu appears (Chromium opens it mid-press).
 */
async function longPress(page: Page, point: { x: number; y: number }, shows: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...point, id: 1 }] });
  await expect(shows).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test(`Shift-click, align left, a drag box, space evenly, duplicate, copy, the context menu, ordered as seen and pasted into another product (${sticker.name}, 1280 px)`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ...desktop.use });
  const page = await context.newPage();
  const errors = pageErrors(page);
  try {
    await openForText(page, sticker.slug);
    const canvas = page.getByTestId('designer-canvas');
    const announcement = page.getByTestId('designer-announcement');
    await placeText(page, 'Alpha', 0.3, 0.2, false);
    await placeText(page, 'Beta', 0.62, 0.5, false);
    await placeText(page, 'Gamma', 0.45, 0.82, false);
    const start = await bands(canvas, 3);
    expect(Math.abs(start.bands[0].left - start.bands[1].left), 'Alpha and Beta start apart').toBeGreaterThan(start.picture.width * 0.1);

    // Shift-click two texts: the Align bar appears; align their left edges (one undo step)
    await page.mouse.click(...xy(await at(canvas, 0.3, 0.2)));
    await page.keyboard.down('Shift');
    await page.mouse.click(...xy(await at(canvas, 0.62, 0.5)));
    await page.keyboard.up('Shift');
    await expectSelected(page, ['Beta', 'Alpha']);
    const bar = page.getByRole('toolbar', { name: 'Align and space the selected objects' });
    await bar.getByRole('button', { name: 'Align left edges' }).click();
    await expect(announcement).toHaveText('Aligned 2 objects left');
    let now = await bands(canvas, 3);
    await expect
      .poll(async () => {
        now = await bands(canvas, 3);
        return Math.abs(now.bands[0].left - now.bands[1].left);
      }, 'Alpha and Beta share their left edge')
      .toBeLessThanOrEqual(now.picture.width * 0.01);

    // a drag box from an empty corner round everything selects all three; space them evenly down
    const [from, to] = [await at(canvas, 0.02, 0.02), await at(canvas, 0.98, 0.98)];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect(announcement).toHaveText('Selected 3 objects');
    await bar.getByRole('button', { name: 'Space evenly down' }).click();
    await expect(announcement).toHaveText('Distributed 3 objects vertically');
    await expect
      .poll(async () => {
        const [a, b, c] = (await bands(canvas, 3)).bands;
        return Math.abs(b.top - a.bottom - (c.top - b.bottom));
      }, 'equal gaps between the three')
      .toBeLessThanOrEqual(start.picture.height * 0.015);

    // Gamma alone: Ctrl+D duplicates it (a little right and below), Ctrl+C copies it
    await page.mouse.click(...xy(await at(canvas, 0.45, 0.82)));
    await expectSelected(page, ['Gamma']);
    await expect(bar).toBeHidden();
    await page.keyboard.press('Control+d');
    await expect(announcement).toHaveText('Duplicated text “Gamma”');
    await expect(page.getByTestId('designer-object')).toHaveCount(4);
    await page.keyboard.press('Control+c');
    await expect(announcement).toHaveText('Copied text “Gamma”');

    // the context menu: right-click the duplicate and cut it; Shift+F10 opens it from the keyboard, Escape closes it
    // and the focus is back on the canvas
    await page.mouse.click(...xy(await at(canvas, 0.45, 0.82)), { button: 'right' });
    const menu = page.getByTestId('designer-context-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('designer-context-keys-cutSelection'), 'Ctrl off a Mac').toHaveText('Ctrl+X');
    await menu.getByRole('menuitem', { name: /Cut the selection/ }).click();
    await expect(announcement).toHaveText('Cut text “Gamma”');
    await expect(menu).toBeHidden();
    await expect(canvas).toBeFocused();
    await expect(page.getByTestId('designer-object')).toHaveCount(3);
    await page.keyboard.press('Control+a');
    await expect(announcement).toHaveText('Selected all 3 objects');
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Align left edges' })).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.screenshot({ path: path.join(shots, 'context-menu-1280.png') });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(canvas).toBeFocused();

    // what is seen is what the shop makes: the canvas in preview is the export of the kept design (its draft, once
    // it has the size typed last), and the proof
    await typeSize(page, 'width', 60);
    await showPreview(page);
    const design = await keptDraft<Kept>(page, (d) => d.order.length === 3 && d.product.width === 60);
    const seen = await settledCapture(canvas, (p) => inkBands(p).length === 3);
    await expectCanvasShows(canvas, await exportPicture(page.request, design, seen.width), {
      what: 'the arranged canvas against the export',
      file: path.join(shots, 'canvas-export-1280.png'),
    });
    // (after Add to cart the designer starts afresh: the proof is held against the capture)
    await addToCart(page);
    const proof = readPng(await orderedProof(page.request));
    const { share, diff } = differingShare(seen, proof);
    fs.writeFileSync(path.join(shots, 'canvas-proof-1280.png'), writePng(sideBySide([seen, proof, diff])));
    expect(share, 'the arranged canvas against the proof: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.025);

    // another product's designer, in another tab: the copied Gamma pastes there (the clipboard is the browser's), selected
    const next = await context.newPage();
    const nextErrors = pageErrors(next);
    await openForText(next, other.slug);
    await next.getByTestId('designer-canvas').focus();
    await next.keyboard.press('Control+v');
    await expect(next.getByTestId('designer-announcement')).toHaveText('Pasted text “Gamma”');
    await expect(next.getByTestId('designer-object')).toHaveText(['text “Gamma”']);
    await settledCapture(next.getByTestId('designer-canvas'), (p) => inkBands(p).length === 1, 'the pasted text is drawn');
    await next.screenshot({ path: path.join(shots, 'pasted-1280.png') });
    expect(nextErrors).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test(`a long press opens the context menu: Select all, then align with the Align bar (${sticker.name}, 375 px)`, async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...phone.use });
  const page = await context.newPage();
  const errors = pageErrors(page);
  try {
    await openForText(page, sticker.slug, { touch: true });
    const canvas = page.getByTestId('designer-canvas');
    const announcement = page.getByTestId('designer-announcement');
    await placeText(page, 'Alpha', 0.3, 0.25, true);
    await placeText(page, 'Beta', 0.65, 0.7, true);
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const menu = page.getByTestId('designer-context-menu');
    await longPress(page, await at(canvas, 0.9, 0.08), menu);
    // still open once the finger is lifted
    await expect(menu).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'context-menu-375.png') });
    await menu.getByRole('menuitem', { name: /Select all objects/ }).tap();
    await expect(announcement).toHaveText('Selected all 2 objects');
    const bar = page.getByRole('toolbar', { name: 'Align and space the selected objects' });
    const button = bar.getByRole('button', { name: 'Align left edges' });
    const size = (await button.boundingBox())!;
    expect(Math.min(size.width, size.height), 'a touch target of 24 px at least').toBeGreaterThanOrEqual(24);
    await button.tap();
    await expect(announcement).toHaveText('Aligned 2 objects left');
    await expect
      .poll(async () => {
        const {
          picture,
          bands: [a, b],
        } = await bands(canvas, 2);
        return Math.abs(a.left - b.left) / picture.width;
      }, 'Alpha and Beta share their left edge')
      .toBeLessThanOrEqual(0.01);
    await page.screenshot({ path: path.join(shots, 'aligned-375.png') });
    await typeSize(page, 'width', 60);
    await showPreview(page, true);
    const design = await keptDraft<Kept>(page, (d) => d.order.length === 2 && d.product.width === 60);
    const seen = await settledCapture(canvas, (p) => inkBands(p).length === 2);
    await expectCanvasShows(canvas, await exportPicture(page.request, design, seen.width), {
      what: 'the aligned canvas against the export',
      file: path.join(shots, 'canvas-export-375.png'),
    });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The Layers list (top first) says which texts are selected. */
async function expectSelected(page: Page, texts: string[]): Promise<void> {
  await expect(page.getByTestId('designer-object').and(page.locator('[aria-pressed="true"]'))).toHaveText(texts.map((t) => `text “${t}”`));
}
