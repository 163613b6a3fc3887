import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addToCart,
  designerJourney,
  expectCanvasShows,
  exportPicture,
  keptDraft,
  openDesigner,
  openSection,
  orderedProof,
  pageErrors,
  paintedPng,
  press,
  SCREENS,
  settledCapture,
  showPreview,
  typeSize,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';

// Issue 29, "Photos and shapes": a shopper adds a picture, flips it, makes it half see-through, brightens it and takes
// some of its colour away, on a wall sticker (the look does not depend on the product), at 1280 px with the keyboard
// and a mouse and at 375 px with taps. Each change is announced; the canvas in preview is the shop's export of the
// design the page keeps, and, ordered, the proof the print job renders from it (whose print PDF bakes the same
// pixels: server/print tests).

const { shots, catalogue } = await designerJourney('designer-image-adjust');
const sticker = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];

test.describe.configure({ mode: 'parallel' });

/** A picture that shows which way it faces: red on its left half, blue on its right. */
const picture = { name: 'left-red.png', mimeType: 'image/png', buffer: paintedPng(400, 300, (x) => (x < 200 ? [230, 20, 20] : [20, 40, 230])) };

/** The mean colour of a small patch at (fx, fy), fractions of the picture. */
function colourAt(p: Picture, fx: number, fy: number): [number, number, number] {
  const sum = [0, 0, 0];
  const [cx, cy] = [Math.round(p.width * fx), Math.round(p.height * fy)];
  let n = 0;
  for (let y = cy - 3; y <= cy + 3; y++)
    for (let x = cx - 3; x <= cx + 3; x++) {
      const i = (y * p.width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += p.data[i + c];
      n++;
    }
  return sum.map((v) => Math.round(v / n)) as [number, number, number];
}

/** Moves a slider to `value`: a click or tap on its track near it, then the arrow keys to the exact value. */
async function slideTo(page: Page, slider: Locator, value: number, touch: boolean): Promise<void> {
  const [min, max] = await slider.evaluate((el: HTMLInputElement) => [Number(el.min), Number(el.max)]);
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const at = { x: box.x + (box.width * (value - min)) / (max - min), y: box.y + box.height / 2 };
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await slider.focus();
  const now = Number(await slider.inputValue());
  for (let i = 0; i < Math.abs(now - value); i++) await page.keyboard.press(now > value ? 'ArrowLeft' : 'ArrowRight');
  await expect(slider).toHaveValue(String(value));
}

for (const screen of SCREENS) {
  test(`a picture flipped, half see-through, brighter and less saturated: the canvas is the export and the proof (${sticker.name}, ${screen.name} px)`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ ...screen.use });
    const page = await context.newPage();
    const errors = pageErrors(page);
    try {
      await openDesigner(page, sticker.slug);
      await press(page.getByTestId('designer-bg-apply'), screen.touch); // white
      await typeSize(page, 'width', 60);
      await page.getByTestId('designer-upload-image').setInputFiles(picture);
      const announcement = page.getByTestId('designer-announcement');
      // added and selected, the focus on the canvas where it is
      await expect(announcement).toHaveText('Selected image', { timeout: 20_000 });
      const canvas = page.getByTestId('designer-canvas');
      const arrange = await openSection(page, 'arrange', screen.touch);

      // flipped left to right: Shift+H on the canvas with the keyboard, the section's button with a finger
      if (screen.touch) await press(arrange.getByTestId('designer-flip-horizontal'), true);
      else {
        await canvas.focus();
        await page.keyboard.press('Shift+H');
      }
      await expect(announcement).toHaveText('Flipped horizontally: image');
      await expect(arrange.getByTestId('designer-flip-horizontal')).toHaveAttribute('aria-pressed', 'true');

      // the slider stops at a visible 10 %: the picture never vanishes while it is still ordered (logic/look.ts)
      const opacity = arrange.getByTestId('designer-opacity');
      await slideTo(page, opacity, 10, screen.touch);
      await opacity.press('Home');
      await expect(opacity).toHaveValue('10');
      await expect(announcement).toHaveText('Opacity 10 % on image');
      await slideTo(page, opacity, 50, screen.touch);
      await expect(announcement).toHaveText('Opacity 50 % on image');
      await slideTo(page, arrange.getByTestId('designer-adjust-brightness'), 30, screen.touch);
      await expect(announcement).toHaveText('Brightness +30 on image');
      await slideTo(page, arrange.getByTestId('designer-adjust-saturation'), -60, screen.touch);
      await expect(announcement).toHaveText('Saturation -60 on image');
      await arrange.screenshot({ path: path.join(shots, `${screen.name}-arrange-section.png`) });

      // in preview, the picture faces the other way: blue on the left, red on the right, both paled
      await showPreview(page, screen.touch);
      const seen = await settledCapture(canvas, (p) => {
        const [left, right] = [colourAt(p, 0.3, 0.5), colourAt(p, 0.7, 0.5)];
        return left[2] > left[0] + 20 && right[0] > right[2] + 20;
      });
      const [left, right] = [colourAt(seen, 0.3, 0.5), colourAt(seen, 0.7, 0.5)];
      // half see-through over white and less saturated: no channel near 0 any more
      expect(Math.min(...left, ...right), `the picture is paled (left ${left}, right ${right})`).toBeGreaterThan(90);

      // the design the page keeps has the look, and the shop's export of it is what the canvas shows
      const doc = await keptDraft<{ objects: Record<string, { kind: string; flipX?: boolean; opacity?: number; adjust?: Record<string, number> }> }>(
        page,
        (d) => Object.values(d.objects).some((o) => o.adjust?.saturation === -60),
      );
      const image = Object.values(doc.objects).find((o) => o.kind === 'image')!;
      expect(image).toMatchObject({ flipX: true, opacity: 0.5, adjust: { brightness: 30, contrast: 0, saturation: -60 } });
      const exported = await exportPicture(page.request, doc, seen.width);
      await expectCanvasShows(canvas, exported, { what: 'the shop export', within: 0.02, file: path.join(shots, `${screen.name}-export.png`) });

      // ordered: the proof the print job renders from the kept design is the canvas too
      await addToCart(page, screen.touch);
      const proof = readPng(await orderedProof(page.request));
      const { share, diff } = differingShare(seen, proof);
      fs.writeFileSync(path.join(shots, `${screen.name}-canvas-proof.png`), writePng(sideBySide([seen, proof, diff])));
      expect(share, 'the proof against the canvas: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
