import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  designerJourney,
  keptDraft,
  openForRedText,
  pageErrors,
  press,
  SCREENS,
  settledCapture,
  showPreview,
  typeSize,
  typeText,
} from './designer-journey';
import { expectCanvasWasKeptDesign, previewCapture } from './designer-input';
import { writePng, type Picture } from './promise-images';

// Arranging (issue 29): the canvas zooms and pans (Ctrl/Cmd + wheel, the buttons, the keys, a pinch with nothing
// selected) while the selection's handles keep their size, a dragged text snaps to the canvas's centre with a guide and
// the distances in cm at the ordered size, and the rulers read the ordered size. Zoom is the view, not the design:
// back at Fit the canvas is the shop's export of the kept design. The feature does not depend on the product: one
// product, the one the cart takes with a size alone, at 1280 px with a mouse and at 375 px with a finger.

const { shots, ordered } = await designerJourney('designer-zoom-snap');
const product = ordered!;
const [desktop, phone] = SCREENS;

/** The canvas's red ink (the new text, half transparent in edit mode), in the capture's pixels. */
function redInk(p: Picture): { left: number; top: number; right: number; bottom: number } | null {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      const [r, g, b] = [p.data[i], p.data[i + 1], p.data[i + 2]];
      if (r > 200 && g < 180 && b < 180 && Math.abs(g - b) < 30) {
        box ??= { left: x, top: y, right: x, bottom: y };
        box = { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) };
      }
    }
  return box;
}

/** The snapping guides' colour (paperScene.ts GUIDE, #d6336c): how many pixels of it the picture has. */
function guidePixels(p: Picture): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (Math.abs(p.data[i] - 0xd6) < 24 && Math.abs(p.data[i + 1] - 0x33) < 24 && Math.abs(p.data[i + 2] - 0x6c) < 24) n++;
  return n;
}

/**
 * The scale handle's drawn width in the capture's pixels: along the selection's bottom edge, from the handle's
 * centre (the ink's bottom right corner) out to its blue border on either side.
 */
function handleWidth(p: Picture, ink: { right: number; bottom: number }): number {
  const blue = (x: number) => {
    const i = (ink.bottom * p.width + x) * 4;
    return p.data[i + 2] > 180 && p.data[i] < 120;
  };
  let left = ink.right;
  while (left > 0 && !blue(left)) left--;
  let right = ink.right;
  while (right < p.width - 1 && !blue(right)) right++;
  return right - left;
}

const zoomOf = async (canvas: Locator) => Number(await canvas.getAttribute('data-zoom'));

/** The canvas's capture once the red text shows in it. */
const withInk = (canvas: Locator) => settledCapture(canvas, (p) => redInk(p) !== null, 'the red text shows');

async function openWithSize(page: Page, touch: boolean) {
  await openForRedText(page, product.slug, touch);
  await typeSize(page, 'width', 60);
  if (!(await page.getByTestId('designer-height').inputValue())) await typeSize(page, 'height', 40);
}

test.describe(`at ${desktop.name} px`, () => {
  test.use({ ...desktop.use, actionTimeout: 15_000 });
  test(`${product.slug}: Ctrl + wheel, the buttons and the keys zoom; handles keep their size; a dragged text snaps to the centre with its distances in cm; at Fit the canvas is the export`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = pageErrors(page);
    await openWithSize(page, false);
    const canvas = page.getByTestId('designer-canvas');
    const zoom = page.getByTestId('designer-zoom');
    const announcement = page.getByTestId('designer-announcement');
    await typeText(page, 'Snap', { leave: true });
    await canvas.scrollIntoViewIfNeeded();

    // rulers in the product's unit: 0 to 60 cm along the top
    await expect(page.getByTestId('designer-ruler-unit')).toHaveText('cm');
    await expect(page.getByTestId('designer-ruler-x').locator('.designer-ruler__tick--major').first()).toHaveText('0');
    await expect(page.getByTestId('designer-ruler-x').locator('.designer-ruler__tick--major').last()).toHaveText('60');

    // the text (added at the centre) dragged aside, then back to 3 and 2 px off the centre: it snaps onto it
    let seen = await withInk(canvas);
    const box = (await canvas.boundingBox())!;
    const px = seen.width / (await canvas.evaluate((el) => el.clientWidth)); // capture pixels a CSS pixel
    const ink = redInk(seen)!;
    const inkCentre = { x: box.x + 1 + (ink.left + ink.right) / 2 / px, y: box.y + 1 + (ink.top + ink.bottom) / 2 / px };
    await page.mouse.move(inkCentre.x, inkCentre.y);
    await page.mouse.down();
    await page.mouse.move(inkCentre.x + 140, inkCentre.y + 70, { steps: 5 });
    await page.mouse.up();
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(inkCentre.x + 140, inkCentre.y + 70);
    await page.mouse.down();
    await page.mouse.move(middle.x + 3, middle.y - 2, { steps: 8 });
    // held: the guides show across the canvas's middle, the distances to its edges read in cm
    await expect(canvas).toHaveAttribute('data-guides', /x:300\b.*y:/);
    await expect(canvas).toHaveAttribute('data-gaps', /^[\d.]+ cm \| [\d.]+ cm/);
    const gaps = (await canvas.getAttribute('data-gaps'))!.split(' | ');
    expect(gaps[0], 'centred: as far from the left edge as from the right').toBe(gaps[1]);
    const held = await settledCapture(canvas, (p) => guidePixels(p) > box.height / 2, 'the guide shows while the text is held');
    fs.writeFileSync(path.join(shots, `${product.slug}-${desktop.name}-guide.png`), writePng(held));
    await page.mouse.up();
    await expect(announcement).toHaveText('Moved text “Snap”');
    await expect(canvas).not.toHaveAttribute('data-guides');
    seen = await withInk(canvas);
    const snapped = redInk(seen)!;
    expect(Math.abs((snapped.left + snapped.right) / 2 - seen.width / 2), 'the text is centred across').toBeLessThanOrEqual(1.5 * px);
    expect(Math.abs((snapped.top + snapped.bottom) / 2 - seen.height / 2), 'the text is centred down').toBeLessThanOrEqual(1.5 * px);
    expect(guidePixels(seen), 'no guide once let go').toBe(0);

    // Ctrl + wheel zooms in about the pointer and says so
    await page.mouse.move(middle.x, middle.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(() => zoomOf(canvas)).toBeGreaterThan(1.5);
    await expect(announcement).toHaveText(/^Zoom \d+ %$/);
    // Fit, then the buttons step: 125 %, 150 %, 200 %
    await page.getByTestId('designer-zoomFit').click();
    await expect(zoom).toHaveText('100 %');
    const atFit = await withInk(canvas);
    const inkAtFit = redInk(atFit)!;
    for (const z of ['125 %', '150 %', '200 %']) {
      await page.getByTestId('designer-zoomIn').click();
      await expect(zoom).toHaveText(z);
    }
    await expect(announcement).toHaveText('Zoom 200 %');
    // the text (still selected from its drag) twice as large; its scale handle as large as at Fit
    const at200 = await withInk(canvas);
    const inkAt200 = redInk(at200)!;
    expect((inkAt200.right - inkAt200.left) / (inkAtFit.right - inkAtFit.left), 'the text drawn twice as large').toBeCloseTo(2, 0);
    await page.getByTestId('designer-zoomFit').click();
    const selectedAtFit = await withInk(canvas);
    const handleAtFit = handleWidth(selectedAtFit, redInk(selectedAtFit)!);
    const handleAt200 = handleWidth(at200, inkAt200);
    expect(handleAtFit / px, 'the scale handle at Fit, in CSS pixels').toBeGreaterThanOrEqual(9);
    expect(handleAtFit / px).toBeLessThanOrEqual(14);
    expect(Math.abs(handleAt200 - handleAtFit), 'the scale handle keeps its size at 200 %').toBeLessThanOrEqual(2 * px);

    // the keys, from the canvas: Ctrl + '=' zooms in, Ctrl + '-' out, Ctrl + '0' fits
    await canvas.focus();
    await page.keyboard.press('Control+=');
    await page.keyboard.press('Control+=');
    await expect(zoom).toHaveText('150 %');
    await page.keyboard.press('Control+-');
    await expect(zoom).toHaveText('125 %');
    // zoomed in, a drag on empty canvas pans: the text moves on the screen, not in the design
    const before = await keptDraft<{ objects: Record<string, { transform: { x: number; y: number } }> }>(page, () => true);
    await page.keyboard.press('Control+=');
    await page.keyboard.press('Control+=');
    await expect(zoom).toHaveText('200 %');
    await page.mouse.move(box.x + 20, box.y + box.height - 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height - 60, { steps: 5 });
    await page.mouse.up();
    const panned = redInk(await withInk(canvas))!;
    expect(panned.left - inkAt200.left, 'the view followed the pointer').toBeGreaterThan(50 * px);
    // the scrollbar along the bottom pans too: End shows the canvas's right edge, so the text stands further left
    const across = page.getByTestId('designer-pan-x');
    await across.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => redInk(await withInk(canvas))!.left, 'the scrollbar panned to the right edge').toBeLessThan(panned.left - 50 * px);
    await page.screenshot({ path: path.join(shots, `${product.slug}-${desktop.name}-zoomed.png`) });
    await canvas.focus();
    await page.keyboard.press('Control+0');
    await expect(zoom).toHaveText('100 %');
    await expect(across, 'no scrollbars at Fit').toHaveCount(0);
    expect(await canvas.getAttribute('data-zoom')).toBe('1');
    const after = await keptDraft<typeof before>(page, () => true);
    expect(after.objects, 'zooming and panning changed nothing in the design').toEqual(before.objects);
    expect(JSON.stringify(after)).not.toContain('zoom');

    // at Fit, after all that: the preview is the shop's export of the kept design
    await showPreview(page);
    await expectCanvasWasKeptDesign(page, await previewCapture(page), after, path.join(shots, `${product.slug}-${desktop.name}-fit-vs-export.png`));
    expect(errors).toEqual([]);
  });
});

test.describe(`at ${phone.name} px`, () => {
  test.use({ ...phone.use, actionTimeout: 15_000 });
  test(`${product.slug}: a pinch with nothing selected zooms the canvas; the view's buttons are finger-sized and zoom`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = pageErrors(page);
    // as Safari on an iPhone: a tapped button does not take the focus by itself
    await page.addInitScript(() =>
      window.addEventListener('mousedown', (e) => (e.target as Element).closest?.('button') && e.preventDefault(), { capture: true }),
    );
    await openWithSize(page, true);
    const canvas = page.getByTestId('designer-canvas');
    const zoom = page.getByTestId('designer-zoom');
    await canvas.scrollIntoViewIfNeeded();
    for (const id of ['designer-zoomOut', 'designer-zoomIn', 'designer-zoomFit', 'designer-snap']) {
      const b = (await page.getByTestId(id).boundingBox())!;
      expect(Math.min(b.width, b.height), `${id} is at least 24 px`).toBeGreaterThanOrEqual(24);
    }
    // two fingers apart from the middle of the canvas, nothing selected
    const box = (await canvas.boundingBox())!;
    const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number | null) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          spread === null
            ? []
            : [
                { x: c.x - spread, y: c.y, id: 1 },
                { x: c.x + spread, y: c.y, id: 2 },
              ],
      });
    await touch('touchStart', 30);
    for (const spread of [45, 60, 75, 90]) await touch('touchMove', spread);
    await touch('touchEnd', null);
    await cdp.detach();
    await expect.poll(() => zoomOf(canvas), 'fingers three times as far apart: about 300 %').toBeGreaterThan(2.5);
    await expect(page.getByTestId('designer-announcement')).toHaveText(/^Zoom \d+ %$/);
    await page.screenshot({ path: path.join(shots, `${product.slug}-${phone.name}-pinched.png`) });
    const pinched = await zoomOf(canvas);
    // a tap on a zoom button leaves the page where it is: it takes the focus from the menu's field (as Safari does
    // not give it to a tapped button, the page simulates that below), so the browser has no field down in the menu to
    // scroll back to, and it never scrolls itself
    const width = page.getByTestId('designer-width');
    await width.focus();
    await canvas.scrollIntoViewIfNeeded();
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    const at = await scrolled();
    await press(page.getByTestId('designer-zoomOut'), true);
    await expect.poll(() => zoomOf(canvas)).toBeLessThan(pinched);
    await expect(width, "the menu's field let go").not.toBeFocused();
    await expect(page.getByTestId('designer-zoomOut')).toBeFocused();
    expect(await scrolled(), 'the page stays put after Zoom out').toBe(at);
    await press(page.getByTestId('designer-zoomFit'), true);
    await expect(zoom).toHaveText('100 %');
    expect(await scrolled(), 'the page stays put after Fit').toBe(at);
    await press(page.getByTestId('designer-zoomIn'), true);
    await expect(zoom).toHaveText('125 %');
    expect(await scrolled(), 'the page stays put after Zoom in').toBe(at);
    // Snap is on, and a tap turns it off
    const snap = page.getByTestId('designer-snap');
    await expect(snap).toHaveAttribute('aria-pressed', 'true');
    await press(snap, true);
    await expect(snap).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });
});
