import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  addToCart,
  designerJourney,
  exportPicture,
  fingerDrag,
  keptDraft,
  needsOnlyASize,
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
  uploadBackground,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng } from './promise-images';

// Photos and shapes (issue 29): the shopper puts a photo into a heart and moves and zooms it inside the frame, at
// 1280 px with a mouse and the keyboard, on a 375 px touch screen with a finger and the frame's buttons. The preview
// shows what the shop's export of the kept design shows (a heart, not the whole photo); ordered, the proof too. The
// frame is drawn by the scene alike on every product, so one product (the wall sticker) stands for them. The same
// for a library design as the frame ("Library shape…"): the photo shows through a heart found in the design library.

const { shots, catalogue } = await designerJourney('designer-photo-frames');
const SLUG = 'personalised-printed-wall-sticker';
const product = catalogue.find((p) => p.slug === SLUG)!;

/** A plain light background, and a photo of coloured bands (blue to yellow across, darker down): any crop is told apart. */
const background = () => paintedPng(600, 400, () => [235, 235, 235]);
const bands = () => paintedPng(800, 600, (x, y) => [(Math.floor(x / 80) * 25) % 256, 60 + Math.floor(y / 60) * 18, 255 - Math.floor(x / 80) * 25]);

interface Draft {
  objects: Record<string, { kind: string; frame?: { kind: string; mask?: { designId: number; d: string } }; inner?: { x: number; y: number; zoom: number } }>;
}
const picture = (d: Draft) => Object.values(d.objects).find((o) => o.kind === 'image');

/** The preview, the export of the kept design and, ordered, its proof show the same cut photo, and not the whole photo. */
async function previewExportAndProofAgree(page: Page, doc: Draft, touch: boolean, name: string, what: string) {
  const canvas = page.getByTestId('designer-canvas');
  await showPreview(page, touch);
  const seen = await settledCapture(canvas);
  const exported = await exportPicture(page.request, doc, seen.width);
  const image = picture(doc)!;
  const whole = await exportPicture(
    page.request,
    {
      ...doc,
      objects: { ...doc.objects, [Object.keys(doc.objects).find((k) => doc.objects[k] === image)!]: { ...image, frame: undefined, inner: undefined } },
    },
    seen.width,
  );
  const same = differingShare(seen, exported);
  fs.writeFileSync(path.join(shots, `${name}-${what}.png`), writePng(sideBySide([seen, exported, same.diff, whole])));
  expect(same.share, `the preview and the export show the same ${what} (share of pixels differing at 200 px)`).toBeLessThanOrEqual(0.05);
  expect(differingShare(seen, whole).share, 'and not the whole photo').toBeGreaterThan(0.05);

  await addToCart(page, touch);
  const proof = readPng(await orderedProof(page.request));
  fs.writeFileSync(path.join(shots, `${name}-${what}-proof.png`), writePng(sideBySide([seen, proof])));
  expect(differingShare(seen, proof).share, `the proof shows the ${what} the preview showed`).toBeLessThanOrEqual(0.05);
}

test.describe.configure({ mode: 'parallel' });

for (const screen of SCREENS) {
  test.describe(`at ${screen.name} px`, () => {
    test.use({ ...screen.use, actionTimeout: 15_000 });
    test(`${SLUG}: a photo in a heart, moved and zoomed inside by ${screen.touch ? 'finger' : 'mouse and keyboard'}; the preview, the export and the proof agree`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      expect(product, `the catalogue has ${SLUG}`).toBeDefined();
      const errors = pageErrors(page);
      const touch = screen.touch;
      await openDesigner(page, SLUG);
      const canvas = page.getByTestId('designer-canvas');
      const announcement = page.getByTestId('designer-announcement');
      await uploadBackground(page, { name: 'plain.png', buffer: background() });
      if (needsOnlyASize(product)) {
        await typeSize(page, 'width', 60);
        if (!(await page.getByTestId('designer-height').inputValue())) await typeSize(page, 'height', 40);
      }
      await page.getByTestId('designer-upload-image').setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: bands() });
      await expect(announcement).toHaveText('Selected image', { timeout: 20_000 });

      // the frame: the Picture frame section's Heart, one undo step, said
      const section = await openSection(page, 'frame', touch);
      await press(section.getByText('Heart', { exact: true }), touch);
      await expect(announcement).toHaveText('Framed the image as a heart');
      await expect(section.getByRole('radio', { name: 'Heart' })).toBeChecked();

      // Adjust photo: the focus goes to the canvas, where the keys move and zoom the photo inside the heart
      const adjust = page.getByTestId('designer-adjust-photo');
      await press(adjust, touch);
      await expect(adjust).toHaveAttribute('aria-pressed', 'true');
      if (touch) for (let i = 0; i < 3; i++) await press(page.getByRole('button', { name: 'Zoom the photo in' }), true);
      else {
        await expect(canvas, 'the keys act from the canvas: the focus is there').toBeFocused();
        for (let i = 0; i < 3; i++) await page.keyboard.press('+');
      }
      await expect(announcement).toHaveText('Photo zoomed to 133 %');
      // then a drag on the photo, down and to the right: more of its top left shows
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (touch) await fingerDrag(page, centre, { x: centre.x + box.width / 12, y: centre.y + box.height / 12 });
      else {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.down();
        await page.mouse.move(centre.x + box.width / 12, centre.y + box.height / 12, { steps: 6 });
        await page.mouse.up();
      }
      await expect(announcement).toHaveText('Moved the photo inside its frame');
      const moved = await keptDraft<Draft>(page, (d) => (picture(d)?.inner?.x ?? 0.5) < 0.5 && (picture(d)?.inner?.y ?? 0.5) < 0.5);
      expect(picture(moved)?.frame).toEqual({ kind: 'heart' });
      expect(picture(moved)?.inner?.zoom).toBeCloseTo(1.331, 3);

      // one undo step the drag: undone, the photo is back in the middle of the heart; redone, where it was moved
      await press(page.getByTestId('designer-undo'), touch);
      await keptDraft<Draft>(page, (d) => picture(d)?.inner?.x === 0.5);
      await press(page.getByTestId('designer-redo'), touch);
      const doc = await keptDraft<Draft>(page, (d) => (picture(d)?.inner?.x ?? 0.5) < 0.5);
      await page.screenshot({ path: path.join(shots, `${screen.name}-page.png`) });

      await previewExportAndProofAgree(page, doc, touch, screen.name, 'heart');
      expect(errors).toEqual([]);
    });

    test(`${SLUG}: a photo in a library design's outline (Library shape…), zoomed and moved inside by ${screen.touch ? 'finger' : 'keyboard'}; the preview, the export and the proof agree`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      expect(product, `the catalogue has ${SLUG}`).toBeDefined();
      const errors = pageErrors(page);
      const touch = screen.touch;
      await openDesigner(page, SLUG);
      const announcement = page.getByTestId('designer-announcement');
      await uploadBackground(page, { name: 'plain.png', buffer: background() });
      if (needsOnlyASize(product)) {
        await typeSize(page, 'width', 60);
        if (!(await page.getByTestId('designer-height').inputValue())) await typeSize(page, 'height', 40);
      }
      await page.getByTestId('designer-upload-image').setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: bands() });
      await expect(announcement).toHaveText('Selected image', { timeout: 20_000 });

      // Library shape…: the design library's search as a picker; a heart found there becomes the frame, one step, said
      const section = await openSection(page, 'frame', touch);
      await press(section.getByText('Library shape…', { exact: true }), touch);
      const picker = section.getByTestId('designer-frame-picker');
      const search = picker.getByTestId('designer-frame-search-input');
      await search.fill('red heart');
      await search.press('Enter');
      await expect(picker.getByTestId('designer-frame-search-state')).toHaveAttribute('data-state', 'results');
      // OpenMoji's red heart: a shape no drawn frame has (its outline differs from the Heart frame's)
      const heart = picker.getByRole('button', { name: 'Use Red heart as the frame', exact: true });
      if (touch) await press(heart, true);
      else {
        // keyboard: the results are reached and chosen without the mouse
        await heart.focus();
        await page.keyboard.press('Enter');
      }
      await expect(announcement).toHaveText('Framed the image in the shape of Red heart');
      await expect(picker).toBeHidden();
      await expect(section.getByRole('radio', { name: 'Library shape…' })).toBeChecked();
      // "Choose another library shape…" looks like the frame chips beside it (not a bold full-width button)
      await section.screenshot({ path: path.join(shots, `${screen.name}-library-section.png`) });
      const framed = await keptDraft<Draft>(page, (d) => picture(d)?.frame?.kind === 'design');
      expect(picture(framed)?.frame?.mask?.d, 'the outline is kept in the design').toMatch(/^M.*Z$/);

      // the photo zoomed and moved inside the outline as in any frame
      const adjust = page.getByTestId('designer-adjust-photo');
      await press(adjust, touch);
      if (touch) {
        for (let i = 0; i < 3; i++) await press(page.getByRole('button', { name: 'Zoom the photo in' }), true);
        await press(page.getByRole('button', { name: 'Move the photo right' }), true);
      } else {
        await expect(page.getByTestId('designer-canvas')).toBeFocused();
        for (let i = 0; i < 3; i++) await page.keyboard.press('+');
        await page.keyboard.press('Shift+ArrowRight');
      }
      await expect(announcement).toHaveText('Moved the photo inside its frame');
      const doc = await keptDraft<Draft>(page, (d) => (picture(d)?.inner?.x ?? 0.5) < 0.5 && picture(d)?.frame?.kind === 'design');
      expect(picture(doc)?.inner?.zoom).toBeCloseTo(1.331, 3);
      await page.screenshot({ path: path.join(shots, `${screen.name}-library-page.png`) });

      await previewExportAndProofAgree(page, doc, touch, screen.name, 'library-shape');
      expect(errors).toEqual([]);
    });
  });
}
