import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';
import { designerProducts, orderFromCart } from './promise-shop';
import { SCREENS, openForRedText, press, shotsFolder } from './designer-journey';
import { exportFromShop } from './shopExport';

// Issue 29's text features as a shopper uses them: a text of two lines (Enter in the field makes the second), centred,
// with letter spacing; the alignment tried and put back, the spacing set with the slider (arrow keys with a mouse
// and keyboard, a tap on its track with a finger), each one undo step and announced. What the canvas shows is what
// the shop makes: the canvas captured in preview equals the shop's export of the design it kept, and, ordered, the
// proof the print job renders from it. At 1280 px with a mouse and the keyboard and on a 375 px phone with a finger.

const shots = shotsFolder('designer-text-layout');
const catalogue = await designerProducts();
const sticker: ProductDetail = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];

test.describe.configure({ mode: 'parallel' });

async function canvasShot(page: Page): Promise<Picture> {
  const canvas = page.getByTestId('designer-canvas');
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return readPng(await canvas.screenshot());
}

/** The columns and rows the red text inks (null when none). */
function redInk(p: Picture) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.data[i], p.data[i + 1], p.data[i + 2]];
      if (!(r > 180 && r - g > 70 && r - b > 70)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return right < 0 ? null : { left, top, right, bottom, width: (right - left) / p.width, height: (bottom - top) / p.height };
}

/** The rows that have red ink, as bands: one band a line of text. */
function inkLines(p: Picture): { top: number; bottom: number; left: number; right: number }[] {
  const bands: { top: number; bottom: number; left: number; right: number }[] = [];
  for (let y = 0; y < p.height; y++) {
    let [left, right] = [Infinity, -1];
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (p.data[i] > 180 && p.data[i] - p.data[i + 1] > 70 && p.data[i] - p.data[i + 2] > 70) [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
    if (right < 0) continue;
    const last = bands[bands.length - 1];
    // a gap of a few rows starts a new line (the letters' own holes are not that tall)
    if (last && y - last.bottom <= 3) Object.assign(last, { bottom: y, left: Math.min(last.left, left), right: Math.max(last.right, right) });
    else bands.push({ top: y, bottom: y, left, right });
  }
  return bands.filter((b) => b.bottom - b.top > p.height * 0.03);
}

for (const screen of SCREENS) {
  test(`two centred lines with letter spacing: typed, styled, kept, ordered and proofed as seen (${sticker.name}, ${screen.name} px)`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ ...screen.use });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await openForRedText(page, sticker.slug, screen.touch);
      const announcement = page.getByTestId('designer-announcement');

      // Enter in the field makes a new line; Ctrl+Enter (or the button, with a finger) adds the text
      const input = page.getByTestId('designer-text-input');
      await press(input, screen.touch);
      await page.keyboard.type('Happy');
      await page.keyboard.press('Enter');
      await page.keyboard.type('birthday Anna');
      await expect(input).toHaveValue('Happy\nbirthday Anna');
      if (screen.touch) await press(page.getByTestId('designer-text-add'), screen.touch);
      else await input.press('Control+Enter');
      const field = page.getByTestId('designer-text-edit');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('Happy\nbirthday Anna');
      await expect(page.getByTestId('designer-object')).toHaveText(['text “Happy birthday Anna”']);
      await field.press('Escape');

      // two lines on the canvas, the short one centred over the long one
      let seen: Picture | null = null;
      await expect.poll(async () => inkLines((seen = await canvasShot(page))).length).toBe(2);
      const [first, second] = inkLines(seen!);
      expect(Math.abs((first.left + first.right) / 2 - (second.left + second.right) / 2), 'the lines share their centre').toBeLessThan(seen!.width * 0.02);
      const plain = redInk(seen!)!;

      // the alignment: Left (Ctrl+Shift+L on the canvas, or its chip with a finger) moves the short line to the long
      // one's left edge, one undo step; Centre puts it back
      const align = page.getByTestId('designer-text-edit-align');
      if (screen.touch) await press(align.getByText('Left', { exact: true }), screen.touch);
      else {
        await page.getByTestId('designer-canvas').focus();
        await page.keyboard.press('Control+Shift+L');
      }
      await expect(announcement).toHaveText('Lines left on text “Happy birthday Anna”');
      await expect
        .poll(async () => {
          const [a, b] = inkLines(await canvasShot(page));
          return Math.abs(a.left - b.left) < seen!.width * 0.02;
        })
        .toBe(true);
      await press(align.getByText('Centre', { exact: true }), screen.touch);
      await expect(announcement).toHaveText('Lines centred on text “Happy birthday Anna”');

      // the letter spacing: arrow keys on the slider (each press a step), or a tap on its track
      const spacing = page.getByTestId('designer-text-edit-letter-spacing');
      if (screen.touch) {
        const box = (await spacing.boundingBox())!;
        // the track runs from -0.2 to 1 em: a third of the way along is about 0.2 em
        await page.touchscreen.tap(box.x + box.width / 3, box.y + box.height / 2);
        await expect(announcement).toHaveText(/^Letter spacing 0\.\d+ em on text “Happy birthday Anna”$/);
      } else {
        await spacing.focus();
        for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
        await expect(announcement).toHaveText('Letter spacing 0.15 em on text “Happy birthday Anna”');
      }
      await expect.poll(async () => redInk(await canvasShot(page))!.width, 'the spaced lines are wider').toBeGreaterThan(plain.width * 1.1);

      // the canvas without the selection, as the shopper judges it before buying
      await press(page.getByTestId('designer-preview'), screen.touch);
      await expect.poll(async () => redInk((seen = await canvasShot(page)))!.width).toBeGreaterThan(plain.width * 1.1);
      const capture = seen!;
      expect(inkLines(capture)).toHaveLength(2);

      // to the cart: the shop keeps the design with its lines and style
      const measure = page.getByTestId('designer-section-measure');
      if ((await measure.getAttribute('open')) === null) await press(measure.locator('summary'), screen.touch);
      await page.getByTestId('designer-width').fill('60');
      await page.getByTestId('designer-width').press('Enter');
      await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
      await press(page.getByTestId('designer-add-to-cart'), screen.touch);
      await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
      const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number }[];
      const kept = await (await page.request.post('/ajax/shopping/modify-item-cart', { data: { id: items[items.length - 1].id } })).json();
      const text = Object.values(kept.design.objects as Record<string, { kind: string; text?: string; letterSpacing?: number; align?: string }>).find(
        (o) => o.kind === 'text',
      )!;
      expect(text.text).toBe('Happy\nbirthday Anna');
      expect(text.align).toBe('centre');
      expect(text.letterSpacing).toBeGreaterThan(0.1);

      // the shop's export of the kept design is the canvas
      const exported = readPng(Buffer.from(await exportFromShop(page.request, kept.design, capture.width)));
      expect(inkLines(exported)).toHaveLength(2);
      const { share: exportShare } = differingShare(capture, exported);
      expect(exportShare, 'the share of pixels that differ from the shop export at 200 px wide').toBeLessThanOrEqual(0.02);

      // ordered: the proof the print job renders is the canvas too
      const order = await orderFromCart(page);
      const proof = readPng(order.proof);
      const { share, diff } = differingShare(capture, proof);
      fs.writeFileSync(path.join(shots, `canvas-export-proof-diff-${screen.name}.png`), writePng(sideBySide([capture, exported, proof, diff])));
      expect(share, 'the share of pixels that differ from the proof at 200 px wide').toBeLessThanOrEqual(0.02);
      expect(inkLines(proof)).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

/** The design the page keeps in the browser (its draft, saved a moment after each change), once it has `has`. */
async function keptDraft(page: Page, productId: number, has: string): Promise<unknown> {
  let kept: string | undefined;
  await expect
    .poll(async () => {
      kept = await page.evaluate((prefix) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith(prefix));
        return key ? (localStorage.getItem(key) ?? undefined) : undefined;
      }, `atelier:design:${productId}:`);
      return kept?.includes(has) ?? false;
    })
    .toBe(true);
  return JSON.parse(kept!);
}

for (const product of catalogue) {
  for (const screen of SCREENS) {
    test(`New text's lines right-aligned and spaced are drawn as the export draws them on ${product.name} at ${screen.name} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ ...screen.use });
      const page = await context.newPage();
      try {
        await openForRedText(page, product.slug, screen.touch);
        // the New text part's style, chosen before the text is added: right, lines 1.5 apart, 0.1 em between letters
        await press(page.getByTestId('designer-text-align').getByText('Right', { exact: true }), screen.touch);
        await page.getByTestId('designer-text-line-height').focus();
        for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
        await page.getByTestId('designer-text-letter-spacing').focus();
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
        await page.getByTestId('designer-text-input').fill('Happy\nbirthday Anna');
        await press(page.getByTestId('designer-text-add'), screen.touch);
        await expect(page.getByTestId('designer-text-edit')).toHaveValue('Happy\nbirthday Anna');
        await page.getByTestId('designer-text-edit').press('Escape');
        await press(page.getByTestId('designer-preview'), screen.touch);
        let seen: Picture | null = null;
        await expect.poll(async () => inkLines((seen = await canvasShot(page))).length).toBe(2);
        const [first, second] = inkLines(seen!);
        expect(Math.abs(first.right - second.right), 'the lines end at one right edge').toBeLessThan(seen!.width * 0.02);
        expect(second.left - first.right, 'the short line stands at the right').toBeLessThan(0);
        const design = await keptDraft(page, product.id, '"letterSpacing":0.1');
        const exported = readPng(Buffer.from(await exportFromShop(page.request, design, seen!.width)));
        const { share, diff } = differingShare(seen!, exported);
        fs.writeFileSync(path.join(shots, `new-text-${product.slug}-${screen.name}.png`), writePng(sideBySide([seen!, exported, diff])));
        expect(share, 'the share of pixels that differ from the export at 200 px wide').toBeLessThanOrEqual(0.03);
      } finally {
        await context.close();
      }
    });
  }
}
