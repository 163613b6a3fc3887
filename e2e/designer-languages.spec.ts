import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { orderFromCart } from './promise-shop';
import { gotoSettled } from './settled';

// Issue 26, items 3 and 4, as a shopper writes in Hebrew, Arabic and emoji: each text is drawn on the canvas where
// it is (ink in the canvas's pixels, shaped: Hebrew in a fallback font when the chosen one has no Hebrew, Arabic
// joined in Amiri, emoji as OpenMoji pictures), its selection box sits on that ink, and the ordered proof, which the
// server's print job renders from the kept document, shows what the canvas showed.

const shots = `${process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots'}/designer-languages`;

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
});

/** The canvas element's pixels once two shots in a row agree (outlines and pictures arrive from the worker). */
async function settledCanvas(page: Page): Promise<PNG> {
  let last: Buffer | undefined;
  await expect
    .poll(async () => {
      const shot = await page.getByTestId('designer-canvas').screenshot({ animations: 'disabled' });
      const same = last !== undefined && shot.equals(last);
      last = shot;
      return same;
    })
    .toBe(true);
  return PNG.sync.read(last!);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  count: number;
}

const near = (png: PNG, i: number, [r, g, b]: number[], tolerance: number) =>
  Math.abs(png.data[i] - r) + Math.abs(png.data[i + 1] - g) + Math.abs(png.data[i + 2] - b) <= tolerance;
/** The background colour the journey gives the design. */
const BACKGROUND = [0xff, 0xf3, 0xd6];
/** The selection's blue (#1a73e8, paperScene.ts), also where its thin dashes are blended with what is under them. */
const bluish = (png: PNG, i: number) => png.data[i + 2] - png.data[i] > 50 && png.data[i + 2] >= png.data[i + 1];

function grow(box: Box | null, x: number, y: number): Box {
  if (!box) return { left: x, top: y, right: x, bottom: y, count: 1 };
  return { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y), count: box.count + 1 };
}

/**
 * What adding a text changed on the canvas: its ink (background pixels that changed to something neither white, like
 * the handles, nor the selection's blue) and the selection's outline (pixels that turned the selection's blue).
 */
function changes(before: PNG, after: PNG): { ink: Box | null; selection: Box | null } {
  let ink: Box | null = null;
  let selection: Box | null = null;
  // the canvas's border and focus ring left out
  const edge = 4;
  for (let y = edge; y < after.height - edge; y++)
    for (let x = edge; x < after.width - edge; x++) {
      const i = (y * after.width + x) * 4;
      if (near(after, i, [before.data[i], before.data[i + 1], before.data[i + 2]], 60)) continue;
      if (bluish(after, i)) {
        if (!bluish(before, i)) selection = grow(selection, x, y);
      } else if (near(before, i, BACKGROUND, 30) && !near(after, i, [255, 255, 255], 45)) ink = grow(ink, x, y);
    }
  return { ink, selection };
}

async function addText(page: Page, text: string, font?: string) {
  if (font) {
    await page.getByTestId('designer-font').click();
    await page.getByRole('dialog', { name: 'Choose a font' }).getByText(font, { exact: true }).click();
    await page.getByRole('button', { name: 'Use this font' }).click();
  }
  await page.getByTestId('designer-text-input').fill(text);
  await page.getByTestId('designer-text-add').click();
}

/** Adds a text and checks the canvas draws it, with the selection box on its ink (not a zero-size box in a corner). */
async function addAndSee(page: Page, text: string, name: string, font?: string) {
  const before = await settledCanvas(page);
  await addText(page, text, font);
  let after = await settledCanvas(page);
  const changed = changes(before, after);
  const ink = changed.ink;
  let selection = changed.selection;
  expect(ink?.count ?? 0, `${name}: pixels of ink on the canvas`).toBeGreaterThan(150);
  if (!selection) {
    // not selected by adding it: a click on its ink selects it
    const canvas = (await page.getByTestId('designer-canvas').boundingBox())!;
    const scale = canvas.width / after.width;
    await page.mouse.click(canvas.x + ((ink!.left + ink!.right) / 2) * scale, canvas.y + ((ink!.top + ink!.bottom) / 2) * scale);
    after = await settledCanvas(page);
    ({ selection } = changes(before, after));
  }
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(`${shots}/${name}.png`, PNG.sync.write(after));
  expect(selection, `${name}: a selection box`).not.toBeNull();
  // the ink lies inside the selection box (a few pixels for anti-aliasing), and the box is not far bigger than it
  const slack = 6;
  expect(ink!.left, `${name}: ink left of the selection`).toBeGreaterThanOrEqual(selection!.left - slack);
  expect(ink!.right, `${name}: ink right of the selection`).toBeLessThanOrEqual(selection!.right + slack);
  expect(ink!.bottom, `${name}: ink below the selection`).toBeLessThanOrEqual(selection!.bottom + slack);
  expect(selection!.right - selection!.left, `${name}: selection width against the ink's`).toBeLessThan((ink!.right - ink!.left) * 1.6 + 40);
  expect(Math.abs((selection!.left + selection!.right) / 2 - (ink!.left + ink!.right) / 2), `${name}: selection centred on the ink`).toBeLessThan(12);
  return ink!;
}

/** Moves the selected text with the keyboard (Shift+arrow: 10 px a press), so the next text does not cover it. */
async function moveSelected(page: Page, key: 'ArrowUp' | 'ArrowDown', presses: number) {
  await page.getByTestId('designer-canvas').focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press(`Shift+${key}`);
}

/** Average colour of a cell (transparent read as the canvas's checkerboard, about #f7f7f7). */
function cell(png: PNG, x0: number, y0: number, x1: number, y1: number): number[] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(y0); y < Math.floor(y1); y++)
    for (let x = Math.floor(x0); x < Math.floor(x1); x++) {
      const i = (y * png.width + x) * 4;
      const a = png.data[i + 3] / 255;
      for (let c = 0; c < 3; c++) sum[c] += png.data[i + c] * a + 247 * (1 - a);
      n++;
    }
  return sum.map((s) => s / Math.max(1, n));
}

/** The worst cell's colour distance between two pictures of the same design on a grid. */
function worstCell(a: PNG, b: PNG, columns = 24): number {
  const rows = Math.max(1, Math.round((columns * a.height) / a.width));
  let worst = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const x = cell(a, (c * a.width) / columns, (r * a.height) / rows, ((c + 1) * a.width) / columns, ((r + 1) * a.height) / rows);
      const y = cell(b, (c * b.width) / columns, (r * b.height) / rows, ((c + 1) * b.width) / columns, ((r + 1) * b.height) / rows);
      worst = Math.max(worst, ...x.map((v, k) => Math.abs(v - y[k])));
    }
  return worst;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px: Hebrew, emoji and Arabic texts are drawn where they are selected, and the proof prints them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
    await page.getByTestId('designer-bg-colour').fill('#fff3d6');
    await page.getByTestId('designer-bg-apply').click();
    const measure = page.getByTestId('designer-section-measure');
    if ((await measure.getAttribute('open')) === null) await measure.locator('summary').click();
    await page.getByTestId('designer-width').fill('60');
    await page.getByTestId('designer-width').press('Enter');
    // Hebrew in the shop's first font (Roboto has no Hebrew: drawn by the Hebrew fallback), emoji, then Arabic in Amiri
    await addAndSee(page, 'שלום עולם', `${viewport.width}-hebrew`);
    await moveSelected(page, 'ArrowUp', 10);
    await addAndSee(page, 'I ❤️ my 🐱 and 👨‍👩‍👧', `${viewport.width}-emoji`);
    await moveSelected(page, 'ArrowDown', 10);
    await addAndSee(page, 'مرحبا بالعالم 123', `${viewport.width}-arabic`, 'Amiri');

    await page.getByTestId('designer-preview').click();
    await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-mode', 'preview');
    const preview = await settledCanvas(page);
    await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
    await page.getByTestId('designer-add-to-cart').click();
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
    const { proof } = await orderFromCart(page);
    fs.writeFileSync(`${shots}/${viewport.width}-proof.png`, proof);
    const printed = PNG.sync.read(proof);
    // the proof is the canvas in preview, cell by cell (the canvas's 1 px border left out)
    const inner = new PNG({ width: preview.width - 2, height: preview.height - 2 });
    PNG.bitblt(preview, inner, 1, 1, preview.width - 2, preview.height - 2, 0, 0);
    expect(printed.width / printed.height).toBeCloseTo(inner.width / inner.height, 1);
    expect(worstCell(inner, printed), 'worst cell colour difference, canvas vs proof').toBeLessThan(28);
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px: a character no font draws is named as soon as it is typed, and Add to cart says so too`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoSettled(page, '/designer/personalised-printed-wall-sticker');
    await page.getByTestId('designer-bg-apply').click();
    const measure = page.getByTestId('designer-section-measure');
    if ((await measure.getAttribute('open')) === null) await measure.locator('summary').click();
    await page.getByTestId('designer-width').fill('60');
    await page.getByTestId('designer-width').press('Enter');
    await addText(page, 'Hi 你好 ❤️');
    // the Latin letters and the heart are drawn; the two Chinese characters are named, before anything is ordered
    await expect(page.getByTestId('designer-text-unprintable')).toHaveText(
      'These characters cannot be printed: 你 好. Please remove them or choose another font.',
    );
    fs.mkdirSync(shots, { recursive: true });
    await page.getByTestId('designer-text-selected').screenshot({ path: `${shots}/${viewport.width}-unprintable.png` });
    await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
    await page.getByTestId('designer-add-to-cart').click();
    await expect(page.getByTestId('designer-add-error')).toContainText('A text of your design has characters the shop cannot print: 你 好.');
    // taking them out clears the warning and the text goes to the cart
    await page.getByTestId('designer-text-edit').fill('Hi ❤️');
    await page.getByTestId('designer-text-edit').press('Enter');
    await expect(page.getByTestId('designer-text-unprintable')).toHaveCount(0);
    await page.getByTestId('designer-add-to-cart').click();
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
  });
}
