import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exportPicture, keptDraft, openDesigner, openSection, paintedPng, settledCapture, showPreview, typeSize, uploadBackground } from './designer-journey';
import { readPng, writePng, type Picture } from './promise-images';

// The canvas is the product (issue 24): in preview the canvas shows what prints. For a tall blind, a round coaster,
// a circle sticker and an OpenMoji design, the canvas has the ordered size's proportions and its pixels match the
// export of the same document (the renderer the browser exports and the server proofs with), cell by cell.

const shots = process.env.E2E_CANVAS_SHOTS;

/** A photo whose every region differs: red across, green down, a blue ring in the middle (a stretch makes it oval). */
function photo(width = 1200, height = 800): Buffer {
  const r0 = Math.min(width, height) * 0.3;
  return paintedPng(width, height, (x, y) =>
    Math.abs(Math.hypot(x - width / 2, y - height / 2) - r0) < 12 ? [20, 40, 230] : [(x * 255) / width, (y * 255) / height, 90],
  );
}

const upload = (page: Page) => uploadBackground(page, { name: 'ring.png', buffer: photo() });

/** The document as the page keeps it, once its draft has the canvas's proportions and the objects on the page. */
const design = (page: Page, canvasRatio: number, objects: number) =>
  keptDraft<{ canvas: { width: number; height: number }; order: string[] }>(
    page,
    (d) => Math.abs(d.canvas.width / d.canvas.height - canvasRatio) < 0.01 && d.order.length === objects,
  );

/** The canvas in preview as the shopper sees it, without its border. */
async function previewShot(page: Page, name: string): Promise<Picture> {
  await showPreview(page);
  const picture = await settledCapture(page.getByTestId('designer-canvas'));
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    fs.writeFileSync(path.join(shots, `${name}.png`), writePng(picture));
  }
  return picture;
}

/** The canvas as it is now (edit mode). */
async function editShot(page: Page): Promise<Picture> {
  await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-mode', 'edit');
  return readPng(await page.getByTestId('designer-canvas').screenshot({ animations: 'disabled' }));
}

/** Average colour of a cell, transparent pixels read as the canvas's checkerboard (about #f7f7f7). */
function cell(png: Picture, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.floor(y0); y < Math.floor(y1); y++)
    for (let x = Math.floor(x0); x < Math.floor(x1); x++) {
      const i = (y * png.width + x) * 4;
      const a = png.data[i + 3] / 255;
      for (let c = 0; c < 3; c++) sum[c] += png.data[i + c] * a + 247 * (1 - a);
      n++;
    }
  return sum.map((s) => s / Math.max(1, n)) as [number, number, number];
}

/**
 * Compares the canvas and the export on a grid of cells (a few canvas pixels each, so anti-aliasing and the
 * checkerboard average out): answers the worst cell's colour distance.
 */
function worstCell(canvas: Picture, exportPng: Picture, columns = 24): number {
  const rows = Math.max(1, Math.round((columns * canvas.height) / canvas.width));
  let worst = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const a = cell(canvas, (c * canvas.width) / columns, (r * canvas.height) / rows, ((c + 1) * canvas.width) / columns, ((r + 1) * canvas.height) / rows);
      const b = cell(
        exportPng,
        (c * exportPng.width) / columns,
        (r * exportPng.height) / rows,
        ((c + 1) * exportPng.width) / columns,
        ((r + 1) * exportPng.height) / rows,
      );
      worst = Math.max(worst, Math.max(...a.map((v, k) => Math.abs(v - b[k]))));
    }
  return worst;
}

/** The canvas in preview equals the export of its document, and has the proportions `ratio` (width / height). */
async function expectCanvasIsExport(page: Page, ratio: number, name: string, objects = 0) {
  const canvas = await previewShot(page, name);
  expect(canvas.width / canvas.height).toBeCloseTo(ratio, 1);
  const doc = await design(page, ratio, objects);
  const out = await exportPicture(page.request, doc, canvas.width);
  expect(out.width / out.height).toBeCloseTo(ratio, 2);
  expect(Math.abs(out.height - canvas.height), 'export and canvas heights').toBeLessThanOrEqual(2);
  expect(worstCell(canvas, out), 'worst cell colour difference, canvas vs export').toBeLessThan(24);
  return { canvas, out };
}

test.beforeEach(() => {
  test.setTimeout(60_000);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a roller blind 120 wide and 180 tall is designed on a portrait canvas that prints unstretched', async ({ page }) => {
      const slug = 'personalised-photo-roller-blind';
      await openDesigner(page, slug);
      await upload(page);
      await typeSize(page, 'width', 120);
      await typeSize(page, 'height', 180);
      await expectCanvasIsExport(page, 120 / 180, `blind-${viewport.width}`);
      // the frame keeps a tall canvas in view
      const box = (await page.getByTestId('designer-canvas').boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.76);
    });

    test('a round coaster is a circle on a square canvas, in edit and preview, and exports as one', async ({ page }) => {
      const slug = 'personalised-photo-coasters';
      await openDesigner(page, slug);
      await upload(page);
      await openSection(page, 'measure');
      await page.getByTestId('designer-sizes').getByText('Round Ø 10 cm').click();
      await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-shape', 'circle');
      // cut in edit mode too: the corner shows the empty checkerboard, not the photo
      const edit = await editShot(page);
      expect(Math.min(...cell(edit, 2, 2, edit.width * 0.08, edit.height * 0.08))).toBeGreaterThan(225);
      const { canvas, out } = await expectCanvasIsExport(page, 1, `coaster-round-${viewport.width}`);
      // outside the circle nothing prints (the export is blank there), and the canvas shows nothing there either
      const corner = (png: Picture) => Math.min(...cell(png, 0, 0, png.width * 0.08, png.height * 0.08));
      expect(corner(out), 'the export is blank in the corner').toBeGreaterThan(225);
      expect(corner(canvas), 'the canvas corner is the empty checkerboard').toBeGreaterThan(225);
    });

    test('a circle sticker is cut on the canvas, square, and exports as the canvas shows it', async ({ page }) => {
      const slug = 'personalised-shaped-photo-sticker';
      await openDesigner(page, slug);
      await upload(page);
      await openSection(page, 'shape');
      await page.getByTestId('designer-shapes').getByText('Circle').click();
      await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-shape', 'circle');
      const { canvas } = await expectCanvasIsExport(page, 1, `sticker-circle-${viewport.width}`);
      expect(Math.min(...cell(canvas, 0, 0, canvas.width * 0.08, canvas.height * 0.08))).toBeGreaterThan(225);
    });

    test('an OpenMoji design is drawn on the canvas where and as large as the export draws it', async ({ page }) => {
      const slug = 'personalised-printed-wall-sticker';
      await openDesigner(page, slug);
      await page.getByTestId('designer-bg-colour').fill('#2a6f97');
      await page.getByTestId('designer-bg-apply').click();
      await openSection(page, 'search');
      await page.getByTestId('designer-search-input').fill('cat');
      await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
      await page
        .getByRole('button', { name: /^Add cat$/i })
        .first()
        .click();
      await expectCanvasIsExport(page, 600 / 400, `openmoji-cat-${viewport.width}`, 1);
      // in preview there is no selection box: the top left of the design is the plain background colour
      await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-mode', 'preview');
    });
  });
}
