import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { readPdfImages, readPdfStreams } from '../server/print/pdfInspect.testing';
import { differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';
import { designerProducts, orderFromCart } from './promise-shop';
import {
  SCREENS,
  addToCart,
  lastCartLine,
  openForText,
  openSection,
  openWithText,
  press,
  settledCapture,
  shotsFolder,
  typeSize,
  typeText,
  onScreen,
  expectPreviewIsExport,
} from './designer-journey';

// Issue 29's curved text as a shopper uses it: a text with an emoji typed, then bent with the Curve slider (dragged
// with a mouse, tapped with a finger: one undo step a drag, its value announced) and with the keyboard (Alt+Shift+
// Page Up on the canvas, End on the slider for a full circle); the selection box follows the arc; the canvas in
// preview equals the shop's export of the design it keeps; ordered, the proof equals the canvas and the print PDF
// draws the text as vector outlines (no picture but the emoji's). The wall sticker at 1280 px (mouse and keyboard)
// and 375 px (a finger); the round coaster, a non-rectangular canvas, with the keyboard alone.

const shots = shotsFolder('designer-curved-text');
const catalogue = await designerProducts();
const sticker: ProductDetail = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];
const coaster = catalogue.find((p) => p.slug === 'personalised-photo-coasters');
const TEXT = 'Happy birthday ❤️';

test.describe.configure({ mode: 'parallel' });

type Ink = { left: number; top: number; right: number; bottom: number };

/** The box of the pixels `is` picks (null when none). */
function inkBox(p: Picture, is: (r: number, g: number, b: number) => boolean): Ink | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (!is(p.data[i], p.data[i + 1], p.data[i + 2])) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return right < 0 ? null : { left, top, right, bottom };
}

// the text is red (half transparent in edit mode: pink); the selection's dashed box is the designer's blue
const red = (p: Picture) => inkBox(p, (r, g, b) => r > 180 && r - g > 70 && r - b > 70);
const isBlue = (p: Picture, i: number) => p.data[i + 2] > 180 && p.data[i + 2] - p.data[i] > 120 && p.data[i + 1] < 160;

/** The selection's dashed box: the rows and columns long runs of blue cross (not the rotation knob's stalk above it). */
function blue(p: Picture): Ink | null {
  const rows = Array.from({ length: p.height }, (_, y) => Array.from({ length: p.width }, (_, x) => isBlue(p, (y * p.width + x) * 4)).filter(Boolean).length);
  const cols = Array.from({ length: p.width }, (_, x) => Array.from({ length: p.height }, (_, y) => isBlue(p, (y * p.width + x) * 4)).filter(Boolean).length);
  const edges = (counts: number[]) => {
    const long = counts.map((c, i) => (c > Math.max(...counts) * 0.5 ? i : -1)).filter((i) => i >= 0);
    return long.length ? [long[0], long[long.length - 1]] : null;
  };
  const [ys, xs] = [edges(rows), edges(cols)];
  return ys && xs ? { left: xs[0], top: ys[0], right: xs[1], bottom: ys[1] } : null;
}
/** Height over width: a straight line is flat, an arc taller, a circle about 1. */
const tallness = (b: Ink) => (b.bottom - b.top) / (b.right - b.left);

const canvasOf = (page: Page) => page.getByTestId('designer-canvas');

/** The edit-mode canvas once the text's ink and its selection box are drawn and still. */
async function editShot(page: Page, ready: (ink: Ink) => boolean): Promise<Picture> {
  return settledCapture(canvasOf(page), (p) => {
    const ink = red(p);
    return ink !== null && blue(p) !== null && ready(ink);
  });
}

/** The selection box stands round the arced text: it holds all its ink, close, on every side. */
function expectSelectionFollows(p: Picture, what: string) {
  const ink = red(p)!;
  const box = blue(p)!;
  // (an emoji's picture box, turned with the arc, is a little larger than the heart it draws)
  const slack = p.width * 0.08;
  for (const side of ['left', 'top'] as const) expect(ink[side] - box[side], `${what}: the box's ${side} edge is at the text`).toBeGreaterThanOrEqual(-2);
  for (const side of ['right', 'bottom'] as const) expect(box[side] - ink[side], `${what}: the box's ${side} edge is at the text`).toBeGreaterThanOrEqual(-2);
  // close: the handles (drawn at the corners) stand by the arc, not by the straight line it was
  for (const side of ['left', 'top'] as const) expect(ink[side] - box[side], `${what}: no room at the ${side}`).toBeLessThan(slack);
  expect(box.right - ink.right, `${what}: no room at the right`).toBeLessThan(slack);
}

/** The design the page keeps (its draft) has its text curved so far. */
const curvedTo =
  (curve: number) =>
  (d: { objects: Record<string, { kind: string; curve?: number }> }): boolean =>
    Object.values(d.objects).some((o) => o.kind === 'text' && (o.curve ?? 0) === curve);

/** The text as first added (typed, then left with Escape), once drawn: a straight line, wide and flat. */
const straightText = async (page: Page): Promise<Ink> => red(await editShot(page, (ink) => tallness(ink) < 0.35))!;

for (const screen of SCREENS) {
  test(`a text curved with the slider and the keys: drawn, selected, kept, ordered and printed as vectors as seen (${sticker.name}, ${screen.name} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await onScreen(browser, screen, async (page) => {
      await openWithText(page, sticker.slug, TEXT, { touch: screen.touch, keys: true, leave: true });
      const announcement = page.getByTestId('designer-announcement');
      const straight = await straightText(page);
      const slider = page.getByTestId('designer-text-edit-curve');
      await expect(slider).toHaveAccessibleName('Curve');
      await expect(slider).toHaveAttribute('aria-valuetext', 'straight');

      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      const along = (share: number) => ({ x: box.x + box.width * share, y: box.y + box.height / 2 });
      if (screen.touch) {
        // a tap on the track three quarters along: about 50 % (the track runs from -100 to 100)
        await page.touchscreen.tap(along(0.75).x, along(0.75).y);
      } else {
        // a drag of the thumb from the middle (straight) to three quarters along, through the values between
        await page.mouse.move(along(0.5).x, along(0.5).y);
        await page.mouse.down();
        for (const share of [0.55, 0.62, 0.7, 0.75]) await page.mouse.move(along(share).x, along(share).y);
        await page.mouse.up();
      }
      await expect(announcement).toHaveText(/^Curve (4|5)\d % on text “Happy birthday ❤️”$/);
      const curved = Number(await slider.inputValue());
      await expect(slider).toHaveAttribute('aria-valuetext', `${curved} %, arc up`);
      // an arc up: narrower and taller than the straight line, the selection box round the arc
      let seen = await editShot(page, (ink) => tallness(ink) > tallness(straight) * 1.5);
      expect(red(seen)!.right - red(seen)!.left).toBeLessThan(straight.right - straight.left);
      expectSelectionFollows(seen, 'arc up');
      fs.writeFileSync(path.join(shots, `arc-edit-${screen.name}.png`), writePng(seen));

      // the whole drag is one undo step: undone, the text is straight again; redone, curved
      await press(page.getByTestId('designer-undo'), screen.touch);
      await expect(slider).toHaveValue('0');
      await press(page.getByTestId('designer-redo'), screen.touch);
      await expect(slider).toHaveValue(String(curved));

      if (screen.touch) {
        // the keyboard on the slider: End bends it round a whole circle
        await slider.focus();
        await page.keyboard.press('End');
        await slider.blur();
        await expect(announcement).toHaveText('Curve 100 % on text “Happy birthday ❤️”');
        await expect(slider).toHaveAttribute('aria-valuetext', '100 %, arc up, a full circle');
        seen = await editShot(page, (ink) => tallness(ink) > 0.75);
      } else {
        // the keyboard on the canvas: Alt+Shift+Page Down bends it the other way, 5 % a press, one step each
        await canvasOf(page).focus();
        for (let i = 0; i < (curved + 30) / 5; i++) await page.keyboard.press('Alt+Shift+PageDown');
        await expect(announcement).toHaveText('Curve -30 % on text “Happy birthday ❤️”');
        await expect(slider).toHaveValue('-30');
        seen = await editShot(page, (ink) => tallness(ink) > tallness(straight) * 1.2);
        expect(red(seen)!.right - red(seen)!.left).toBeLessThan(straight.right - straight.left);
        expectSelectionFollows(seen, 'arc down');
      }
      fs.writeFileSync(path.join(shots, `edit-${screen.name}.png`), writePng(seen));
      const final = Number(await slider.inputValue());

      // the canvas in preview is the shop's export of the design the page keeps
      const { seen: shown, exported } = await expectPreviewIsExport(page, {
        touch: screen.touch,
        kept: curvedTo(final),
        ready: (p) => red(p) !== null,
        what: 'the curved text against the export',
        within: 0.03,
        file: path.join(shots, `canvas-export-${screen.name}.png`),
      });

      // to the cart and ordered: the kept design has the curve, the proof is the canvas, the PDF's text is vectors
      await typeSize(page, 'width', 60);
      await addToCart(page, screen.touch);
      const line = await lastCartLine(page.request);
      const text = Object.values(line.design.objects as Record<string, { kind: string; text: string; curve?: number }>).find((o) => o.kind === 'text')!;
      expect(text).toMatchObject({ text: TEXT, curve: final });
      const order = await orderFromCart(page);
      const proof = readPng(order.proof);
      const { share, diff } = differingShare(shown, proof);
      fs.writeFileSync(path.join(shots, `canvas-export-proof-${screen.name}.png`), writePng(sideBySide([shown, exported, proof, diff])));
      expect(share, 'the share of pixels that differ from the proof at 200 px wide').toBeLessThanOrEqual(0.03);
      // the only picture in the print file is the emoji's (one square image and its alpha, where the print embeds it
      // as pixels); the letters are filled paths in the text's red, never a picture of the text
      const images = readPdfImages(order.pdf);
      expect(images.length, `pictures in the print PDF: ${JSON.stringify(images)}`).toBeLessThanOrEqual(2);
      for (const image of images) expect(image.width, 'a picture as wide as the text').toBe(image.height);
      const drawing = readPdfStreams(order.pdf).join('\n');
      expect(drawing).toMatch(/1 0 0 (rg|scn)/);
      expect((drawing.match(/ c\n/g) ?? []).length, 'curves of the letters’ outlines').toBeGreaterThan(100);
    });
  });
}

test('a round coaster: a text curved with the keyboard alone follows the circle, drawn as the export draws it (1280 px)', async ({ browser }) => {
  // the catalogue's round coaster must be there: a test that skips itself when it is gone proves nothing
  expect(coaster, 'the catalogue has the photo coasters').toBeDefined();
  test.setTimeout(90_000);
  await onScreen(browser, SCREENS[0], async (page) => {
    await openForText(page, coaster!.slug);
    const measure = await openSection(page, 'measure');
    await measure.getByTestId('designer-sizes').getByText('Round Ø 10 cm').click();
    await expect(canvasOf(page)).toHaveAttribute('data-shape', 'circle');
    await typeText(page, TEXT, { keys: true, leave: true });
    await straightText(page);
    await canvasOf(page).focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Alt+Shift+PageUp');
    await expect(page.getByTestId('designer-announcement')).toHaveText('Curve 60 % on text “Happy birthday ❤️”');
    expectSelectionFollows(await editShot(page, (ink) => tallness(ink) > 0.4), 'on the coaster');
    await expectPreviewIsExport(page, {
      kept: curvedTo(60),
      ready: (p) => red(p) !== null,
      what: 'the curved text on the round coaster against the export',
      within: 0.03,
      file: path.join(shots, 'coaster-canvas-export-1280.png'),
    });
  });
});
