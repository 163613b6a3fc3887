import path from 'node:path';
import { expect, test } from '@playwright/test';
import { arrangeProducts, at, bands, inkBands, placeText, type Kept } from './designer-arrange-helpers';
import { fingerDrag, guidePixels, openForText, press, SCREENS, shotsFolder, onScreen, expectPreviewIsExport } from './designer-journey';

// Arranging (issue 29) with many objects: the still objects during a drag. The rest of arranging is
// designer-arrange.spec.ts.

const shots = shotsFolder('designer-arrange');
const { sticker } = await arrangeProducts();
const [desktop, phone] = SCREENS;

test.describe.configure({ mode: 'parallel' });

// Five texts: while one is dragged the four others (a run of four or more still objects) are drawn once, as a
// picture (stillLayers.ts): held, they show where they were; let go, cancelled with Escape or undone, every text
// shows where it is and no
// snapping guide stays on the canvas; in preview the canvas is the export.
const FIVE: [string, number, number][] = [
  ['Alpha', 0.3, 0.1],
  ['Beta', 0.62, 0.3],
  ['Gamma', 0.4, 0.7],
  ['Delta', 0.65, 0.9],
  ['Epsilon', 0.3, 0.5],
];

/** Each band (top to bottom) within two pixels of `expected`'s: the same texts drawn in the same places. */
function expectSame(now: ReturnType<typeof inkBands>, expected: ReturnType<typeof inkBands>, what: string): void {
  expect(now.length, `${what}: five texts drawn`).toBe(expected.length);
  now.forEach((b, i) => {
    expect(Math.abs(b.top - expected[i].top) + Math.abs(b.left - expected[i].left), `${what}: text ${i + 1} (top to bottom) where it was`).toBeLessThanOrEqual(
      2,
    );
  });
}

for (const screen of [desktop, phone]) {
  const touch = screen === phone;
  test(`five texts: after a drag, ${touch ? '' : 'a drag cancelled with Escape, '}and an undo, every text is drawn where it is and no guide stays (${sticker.name}, ${screen.name})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await onScreen(browser, screen, async (page) => {
      await openForText(page, sticker.slug, { touch });
      const canvas = page.getByTestId('designer-canvas');
      const announcement = page.getByTestId('designer-announcement');
      await expect(page.getByTestId('designer-snap')).toHaveAttribute('aria-pressed', 'true');
      for (const [text, x, y] of FIVE) await placeText(page, text, x, y, touch);
      await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const start = await bands(canvas, 5);
      expect(guidePixels(start.picture), 'no guide before the drag').toBe(0);

      // Alpha (the bottom of the stack: the four others are one still run) dragged onto the canvas's centre line
      const [from, to] = [await at(canvas, 0.3, 0.1), await at(canvas, 0.5, 0.1)];
      const dest = { x: to.x + 2, y: to.y };
      if (touch) await fingerDrag(page, from, dest);
      else {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(dest.x, dest.y, { steps: 6 });
        await expect(canvas, 'a guide while Alpha is held on the centre').toHaveAttribute('data-guides', /x:/);
        // held: the four others (drawn once, as a picture, while it lasts) show where they were
        const held = await bands(canvas, 5);
        await page.screenshot({ path: path.join(shots, `five-held-${screen.name}.png`) });
        expectSame(held.bands.slice(1), start.bands.slice(1), 'while Alpha is held');
        await page.mouse.up();
      }
      await expect(announcement).toHaveText('Moved text “Alpha”');
      await expect(canvas).not.toHaveAttribute('data-guides');
      const moved = await bands(canvas, 5);
      await page.screenshot({ path: path.join(shots, `five-dragged-${screen.name}.png`) });
      expect(guidePixels(moved.picture), 'no guide once let go').toBe(0);
      expectSame(moved.bands.slice(1), start.bands.slice(1), 'after the drag');
      const alpha = moved.bands[0];
      expect(Math.abs((alpha.left + alpha.right) / 2 - moved.picture.width / 2), 'Alpha drawn on the centre').toBeLessThanOrEqual(moved.picture.width * 0.01);

      if (!touch) {
        // Beta held away, then Escape before letting go: it is back, everything drawn, no guide
        const [b0, b1] = [await at(canvas, 0.62, 0.3), await at(canvas, 0.45, 0.42)];
        await page.mouse.move(b0.x, b0.y);
        await page.mouse.down();
        await page.mouse.move(b1.x, b1.y, { steps: 6 });
        await page.keyboard.press('Escape');
        await page.mouse.up();
        await expect(canvas).not.toHaveAttribute('data-guides');
        const cancelled = await bands(canvas, 5);
        expect(guidePixels(cancelled.picture), 'no guide once cancelled').toBe(0);
        expectSame(cancelled.bands, moved.bands, 'after the cancelled drag');
      }

      // undo: Alpha back where it was, the others unchanged
      if (touch) await press(page.getByTestId('designer-undo'), true);
      else {
        await canvas.focus();
        await page.keyboard.press('Control+z');
      }
      await expect.poll(async () => Math.abs((await bands(canvas, 5)).bands[0].left - start.bands[0].left), 'Alpha back after the undo').toBeLessThanOrEqual(2);
      const undone = await bands(canvas, 5);
      expect(guidePixels(undone.picture), 'no guide after the undo').toBe(0);
      expectSame(undone.bands, start.bands, 'after the undo');

      // what is seen in preview is the export of the kept design
      await expectPreviewIsExport<Kept>(page, {
        touch,
        kept: (d) => d.order.length === 5,
        ready: (p) => inkBands(p).length === 5,
        what: 'the five texts against the export',
        file: path.join(shots, `five-export-${screen.name}.png`),
      });
    });
  });
}
