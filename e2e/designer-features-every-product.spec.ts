import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectCanvasWasKeptDesign, makeProductChoices } from './designer-input';
import {
  addToCart,
  designerJourney,
  lastCartLine,
  openForText,
  openSection,
  orderedProof,
  pageErrors,
  paintedPng,
  press,
  SCREENS,
  settledCapture,
  showPreview,
  typeText,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';

// Issue 29's designer features on every designer product of the catalogue (asked from the running shop, so a product
// added later is covered without an edit here), at 1280 px with a mouse and the keyboard and at 375 px with a finger.
// In one session a photo is put into a heart, flipped and brightened, and a text gets two red letters, an outline, a
// shadow and a curve; the view zoomed in and back to Fit; the product's own choices made. The canvas in preview is the
// shop's export of the design the cart keeps and, ordered, the proof. One case a product and width: each feature's
// own details (undo, every key and gesture, the controls' sizes) stay in its journey on one product
// (designer-curved-text, -text-effects, -photo-frames, -image-adjust, -zoom-snap, -arrange).
// Ordered at 1280 px only: the proof is drawn from the kept design by the renderer of the shop's export, whatever
// screen made it, so at 375 px the case ends with what the shopper sees there (the canvas in preview against the
// export of what the cart keeps), and a product's proof is checked once, not twice.

const { shots, catalogue } = await designerJourney('designer-features-every-product');
const TEXT = 'Happy day';
/** Two halves that show which way the photo faces, green and yellow: neither the text's blue nor its red letters. */
const photo = { name: 'halves.png', mimeType: 'image/png', buffer: paintedPng(400, 300, (x) => (x < 200 ? [30, 170, 60] : [240, 200, 40])) };

test.describe.configure({ mode: 'parallel' });

type Pixel = readonly [number, number, number];
/** How many pixels of the picture are near this colour. */
function count(p: Picture, near: (c: Pixel) => boolean): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (near([p.data[i], p.data[i + 1], p.data[i + 2]])) n++;
  return n;
}
const red = ([r, g, b]: Pixel) => r > 180 && g < 80 && b < 80;
const dark = ([r, g, b]: Pixel) => r < 40 && g < 40 && b < 40;
// the photo's green half, brightened: still far greener than red or blue
const green = ([r, g, b]: Pixel) => g > r + 60 && g > b + 60;

interface Kept {
  objects: Record<
    string,
    {
      kind: string;
      text?: string;
      curve?: number;
      stroke?: object;
      shadow?: object;
      colours?: object[];
      frame?: { kind: string };
      flipX?: boolean;
      adjust?: { brightness: number };
    }
  >;
}

/** A click or a tap on a slider's track, `share` of the way along. */
async function along(page: Page, slider: Locator, share: number, touch: boolean): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const [x, y] = [box.x + box.width * share, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.name} px`, () => {
    test.use({ ...screen.use, actionTimeout: 15_000 });
    for (const product of catalogue) {
      test(`${product.slug}: a photo in a heart, flipped and brightened, a curved text with an outline, a shadow and red letters; the canvas is the export${screen.touch ? '' : ' and the proof'}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const errors = pageErrors(page);
        const touch = screen.touch;
        const canvas = page.getByTestId('designer-canvas');
        const announcement = page.getByTestId('designer-announcement');
        await openForText(page, product.slug, { touch, colour: '#2040ff' });
        await expect(page.getByRole('heading', { name: `Design your ${product.name}` })).toBeVisible();

        // the photo: added (selected), put into a heart, flipped (Shift+H on the canvas, or the button), brightened
        await page.getByTestId('designer-upload-image').setInputFiles(photo);
        await expect(announcement).toHaveText('Selected image', { timeout: 20_000 });
        await press((await openSection(page, 'frame', touch)).getByText('Heart', { exact: true }), touch);
        await expect(announcement).toHaveText('Framed the image as a heart');
        const arrange = await openSection(page, 'arrange', touch);
        if (touch) await press(arrange.getByTestId('designer-flip-horizontal'), true);
        else {
          await canvas.focus();
          await page.keyboard.press('Shift+H');
        }
        await expect(announcement).toHaveText('Flipped horizontally: image');
        await along(page, arrange.getByTestId('designer-adjust-brightness'), 0.75, touch);
        await expect(announcement).toHaveText(/^Brightness \+\d+ on image$/);

        // the text, on top: two letters red (selected in its field with the keys), an outline, a shadow
        await typeText(page, TEXT, { touch, keys: !touch });
        const field = page.getByTestId('designer-text-edit');
        await field.press('Home');
        await field.press('Shift+ArrowRight');
        await field.press('Shift+ArrowRight');
        await page.getByTestId('designer-text-letters-colour').fill('#ff0000');
        await expect(announcement).toHaveText(`Colour changed on text “${TEXT}”`);
        await press(page.getByTestId('designer-text-outline'), touch);
        await expect(announcement).toHaveText(`Outline added to text “${TEXT}”`);
        await page.getByTestId('designer-text-outline-colour').fill('#111111');
        await expect(announcement).toHaveText(`Outline changed on text “${TEXT}”`);
        await press(page.getByTestId('designer-text-shadow'), touch);
        await expect(announcement).toHaveText(`Shadow added to text “${TEXT}”`);
        // curved: Alt+Shift+Page Up on the canvas, 5 % a press; a tap on the Curve slider's track
        if (touch) await along(page, page.getByTestId('designer-text-edit-curve'), 0.75, true);
        else {
          await canvas.focus();
          for (let i = 0; i < 8; i++) await page.keyboard.press('Alt+Shift+PageUp');
        }
        await expect(announcement).toHaveText(touch ? new RegExp(`^Curve [45]\\d % on text “${TEXT}”$`) : `Curve 40 % on text “${TEXT}”`);

        // zoomed in and back to Fit: the view, not the design
        await press(page.getByTestId('designer-zoomIn'), touch);
        await expect(page.getByTestId('designer-zoom')).toHaveText('125 %');
        await press(page.getByTestId('designer-zoomFit'), touch);
        await expect(page.getByTestId('designer-zoom')).toHaveText('100 %');

        // the product's own choices, then the last look in preview: the red letters, their dark outline and the
        // green of the heart show
        await makeProductChoices(page, product, touch);
        await showPreview(page, touch);
        const seen = await settledCapture(
          canvas,
          (p) => count(p, red) > 20 && count(p, dark) > 20 && count(p, green) > 100,
          'the red letters, the outline and the photo on the canvas',
        );

        // the cart keeps every feature, and the shop's export of what it keeps is the canvas
        await addToCart(page, touch);
        const line = await lastCartLine(page.request);
        const objects = Object.values((line.design as Kept).objects);
        const text = objects.find((o) => o.kind === 'text');
        expect(text, 'the cart keeps the text with its effects').toMatchObject({ text: TEXT, colours: [{ start: 0, end: 2, fill: '#ff0000' }] });
        expect(text?.curve, 'and its curve').toBeGreaterThan(0);
        expect([text?.stroke, text?.shadow], 'and its outline and shadow').not.toContain(undefined);
        expect(
          objects.find((o) => o.kind === 'image'),
          'the cart keeps the photo in its heart, flipped',
        ).toMatchObject({ frame: { kind: 'heart' }, flipX: true });
        expect(objects.find((o) => o.kind === 'image')?.adjust?.brightness, 'and brightened').toBeGreaterThan(0);
        await expectCanvasWasKeptDesign(page, seen, line.design, path.join(shots, `${product.slug}-${screen.name}-export.png`));

        // ordered (at 1280 px, see above): the proof the print job renders is the canvas, red letters, outline and all
        if (!touch) {
          const proof = readPng(await orderedProof(page.request));
          const { share, diff } = differingShare(seen, proof);
          fs.writeFileSync(path.join(shots, `${product.slug}-${screen.name}-proof.png`), writePng(sideBySide([seen, proof, diff])));
          test.info().annotations.push({ type: 'differing', description: `proof ${(share * 100).toFixed(2)} %` });
          expect(count(proof, red), 'the proof has the red letters').toBeGreaterThan(0);
          expect(count(proof, dark), 'and their outline').toBeGreaterThan(0);
          expect(share, 'the canvas against the proof: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.025);
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test('the journey covers every designer product of the catalogue', () => {
  // ten in the demo catalogue: a shop that lists fewer would quietly test less
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
});
