import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  addToCart,
  currentDraft,
  designerJourney,
  exportPicture,
  fingerDrag,
  keptDraft,
  openDesigner,
  orderedProof,
  pageErrors,
  paintedPng,
  SCREENS,
  settledCapture,
  showPreview,
  typeSize,
  uploadBackground,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng } from './promise-images';

// The shopper moves the background photo (issue 24: "a photo covers the new area and is cropped, the shopper can
// move it"): on every designer product of the running shop's catalogue, at 1280 px with a mouse and on a 375 px touch
// screen with a finger, a drag where no object is moves the photo, and with the photo selected ("Move the photo",
// then the arrow keys) the keyboard moves it further. The preview then shows the same crop as the shop's export of the
// design, a crop that is not the centred one; ordered, the proof shows it too.

/** `ordered`: the product a journey orders (its proof is rendered by the server's print job), one that needs only a size. */
const { shots, catalogue, ordered } = await designerJourney('designer-move-photo');

/** A photo twice as tall as wide, a different colour every 100 px down: any crop of it is told from another. */
const tallPhoto = () => paintedPng(600, 1200, (x, y) => [(Math.floor(y / 100) * 97) % 256, (Math.floor(y / 100) * 53 + 40) % 256, (x * 255) / 600]);

interface Draft {
  canvas: { width: number; height: number };
  background: { position?: { x: number; y: number } } | null;
}

/** The document as the page keeps it (its draft, saved 400 ms after a change), once its photo is at `y`. */
const draftWithPhotoAt = (page: Page, y: (at: number | undefined) => boolean) => keptDraft<Draft>(page, (d) => y(d.background?.position?.y));

test.describe.configure({ mode: 'parallel' });

for (const product of catalogue) {
  for (const screen of SCREENS) {
    test.describe(`at ${screen.name} px`, () => {
      test.use({ ...screen.use, actionTimeout: 15_000 });
      test(`${product.slug}: the shopper moves the photo by ${screen.touch ? 'finger' : 'mouse'} and by keyboard; the preview, the export${product === ordered ? ' and the proof' : ''} show that crop`, async ({
        page,
      }) => {
        test.setTimeout(product === ordered ? 150_000 : 60_000);
        const errors = pageErrors(page);
        await openDesigner(page, product.slug);
        const canvas = page.getByTestId('designer-canvas');
        const announcement = page.getByTestId('designer-announcement');
        const button = page.getByTestId('designer-move-photo');
        await expect(button, 'no photo, nothing to move').toHaveCount(0);
        await uploadBackground(page, { name: 'tall.png', buffer: tallPhoto() });
        if (product === ordered) {
          await typeSize(page, 'width', 60);
          if (!(await page.getByTestId('designer-height').inputValue())) await typeSize(page, 'height', 40);
        }
        await canvas.scrollIntoViewIfNeeded();

        // the drag: from the middle (no object there), a tenth of the canvas down (the photo has more room than that)
        const box = (await canvas.boundingBox())!;
        const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const dy = Math.round(box.height / 10);
        if (screen.touch) await fingerDrag(page, from, { x: from.x, y: from.y + dy });
        else {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x, from.y + dy, { steps: 6 });
          await page.mouse.up();
        }
        await expect(announcement).toHaveText('Moved the photo');
        await expect(canvas).toHaveAttribute('data-photo-selected', 'true');
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await page.screenshot({ path: path.join(shots, `${product.slug}-${screen.name}-page.png`) });
        // moved down: more of the photo's top shows (where the drag ended, not a draft saved halfway through it: the
        // keys below move on from there)
        const dragged = (await currentDraft<Draft>(page, ({ background: b }) => b?.position?.y !== undefined && b.position.y < 0.5)).background!.position!.y;

        // the keyboard: Escape lets go of the photo; "Move the photo", then Shift+Down three times (10 px each)
        await canvas.press('Escape');
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(canvas, 'the arrow keys work from the canvas: focus goes there').toBeFocused();
        for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
        await expect(announcement).toHaveText('Moved the photo');
        // the photo's overflow down, in canvas pixels: each press moves it 10 of them
        const { canvas: c } = await draftWithPhotoAt(page, (y) => y !== undefined);
        const overflow = 1200 * Math.max(c.width / 600, c.height / 1200) - c.height;
        const near = (want: number) => (y: number | undefined) => y !== undefined && Math.abs(y - want) < 1e-9;
        const keyed = Math.max(0, dragged - 30 / overflow);
        const doc = await draftWithPhotoAt(page, near(keyed));
        // one undo step a drag, one a key press
        await page.getByTestId('designer-undo').click();
        await draftWithPhotoAt(page, near(Math.max(0, dragged - 20 / overflow)));
        await page.getByTestId('designer-redo').click();
        await draftWithPhotoAt(page, near(keyed));

        // the drag on the photo showed the preview (as a click beside the objects does): the design as it prints
        await showPreview(page);
        const seen = await settledCapture(canvas);
        const exported = await exportPicture(page.request, doc, seen.width);
        const centred = await exportPicture(page.request, { ...doc, background: { ...doc.background, position: undefined } }, seen.width);
        const same = differingShare(seen, exported);
        const other = differingShare(seen, centred);
        fs.writeFileSync(path.join(shots, `${product.slug}-${screen.name}.png`), writePng(sideBySide([seen, exported, same.diff, centred])));
        expect(same.share, 'the preview and the export show the same crop (share of pixels differing at 200 px)').toBeLessThanOrEqual(0.05);
        expect(other.share, 'and it is not the centred crop').toBeGreaterThan(0.15);
        if (product === ordered) {
          await addToCart(page);
          const proof = readPng(await orderedProof(page.request));
          fs.writeFileSync(path.join(shots, `${product.slug}-${screen.name}-proof.png`), writePng(sideBySide([seen, proof])));
          expect(differingShare(seen, proof).share, 'the proof shows the crop the preview showed').toBeLessThanOrEqual(0.05);
        }
        expect(errors).toEqual([]);
      });
    });
  }
}

test('a shop with designer products, one of which the journeys order', () => {
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
  expect(ordered, 'a product that needs only a size').toBeDefined();
});
