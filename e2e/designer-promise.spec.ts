import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { openDesigner, pageErrors, SCREENS, settledCapture, uploadBackground } from './designer-journey';
import { differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';
import { designerProducts, orderFromCart, trimSizesMm } from './promise-shop';

// The canvas is a promise (issue 24): for every product the shop designs on a canvas, found in the running shop's
// catalogue (a product added later gets these journeys without an edit here), at 1280 px and on a 375 px touch
// screen, a shopper designs with a photo, a text and a library design, chooses a size of other proportions than the
// canvas starts with (and a shape where the product has shapes), looks at the preview, orders, and gets a proof that
// is what the preview showed: the same proportions, the proportions of the size ordered, and the same picture at
// 200 px wide. The cart line names the size and the PDF is cut to it. (e2e/designer-print-equality.spec.ts keeps
// checking that the proof is the browser's export, pixel for pixel.)

const shots = path.join(process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots', 'designer-promise');
const PHOTO = path.resolve('fixtures/designs/assets/large.png'); // 1200 x 900, diagonal stripes: a stretch shows
const TEXT = 'Our promise';

const catalogue = await designerProducts();

/**
 * Journeys left out of the run, as '<slug> at <width> px', each with the reason: only a product that cannot keep the
 * promise yet, named here (never skipped in silence), and taken out of this list as soon as its fix lands.
 */
const LEFT_OUT: Record<string, string> = {};

/** The size (and shape) a journey orders, chosen from the product's own offer. */
interface Ordered {
  /** cm as ordered */
  width: number;
  height: number;
  /** What the cart line must say for it. */
  words: string[];
  /** The pieces it is cut into, side by side (a multi-panel canvas), each a page of the PDF. */
  panels: number;
}

const ratio = (s: { width: number; height: number }) => s.width / s.height;
/** How far apart two proportions are, as a share (0.02 = 2 %). */
const apart = (a: number, b: number) => Math.abs(a / b - 1);

const section = (page: Page, id: string) => page.getByTestId(`designer-section-${id}`);
async function open(page: Page, id: string): Promise<Locator> {
  const s = section(page, id);
  if ((await s.getAttribute('open')) === null) await s.locator('summary').click();
  return s;
}

/** Picks the choice named `name` in a group of the page's choice chips (its label carries a price note too). */
async function pick(scope: Locator, name: string) {
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name, exact: true }) })
    .click();
}

/** The option whose proportions are furthest from the canvas's first ones (ties: the later one). */
function furthest<T extends { width: number; height: number }>(options: readonly T[], start: number): T {
  return options.reduce((best, o) => (apart(ratio(o), start) >= apart(ratio(best), start) ? o : best));
}

/** A shape for a product that has shapes: round on a square size (and on a free one), else straight corners. */
async function chooseShape(page: Page, square: boolean): Promise<string | undefined> {
  if ((await section(page, 'shape').count()) === 0) return undefined;
  const shape = square ? 'Circle' : 'Rectangle';
  await pick((await open(page, 'shape')).getByTestId('designer-shapes'), shape);
  await expect(page.getByTestId('designer-announcement')).toHaveText(`Shape ${shape.toLowerCase()}`);
  return shape;
}

/** A length the shop keeps as typed: a multiple of `step` cm (the product's step, or 5 cm where sizes round to 5). */
const kept = (cm: number, step: number) => Math.max(step, Math.round(cm / step) * step);

/** Chooses, from what the product offers, a size of other proportions than `start` (the canvas's first ones). */
async function chooseSize(page: Page, product: ProductDetail, start: number): Promise<Ordered> {
  const measure = async () => open(page, 'measure');
  if (product.rugFormats.length > 0) {
    const format = furthest(product.rugFormats, start);
    await chooseShape(page, format.width === format.height);
    await pick(await measure(), format.name);
    return { width: format.width, height: format.height, panels: 1, words: [format.name] };
  }
  if (product.clothingModels.length > 0) {
    // a garment prints on its print area, whatever its size: the model, a clothing size, a fabric colour
    if (!product.printArea) throw new Error(`${product.name} has clothing models but no print area`);
    const model = product.clothingModels[0];
    const size = model.sizes[Math.floor(model.sizes.length / 2)];
    await pick((await measure()).getByTestId('designer-models'), `${model.name} (${model.gender})`);
    await pick((await measure()).getByTestId('designer-model-sizes'), size);
    await (await open(page, 'material')).getByTestId('designer-fabric-colours').locator('label').first().click();
    return { ...product.printArea, panels: 1, words: [model.name, size] };
  }
  if (product.sizes.length > 0 && !product.customSize) {
    const size = furthest(product.sizes, start);
    await chooseShape(page, size.width === size.height);
    if (size.compositionId !== undefined) {
      const composition = product.compositions.find((c) => c.id === size.compositionId)!;
      await pick((await open(page, 'features')).getByTestId('designer-composition'), composition.name);
    }
    await pick((await measure()).getByTestId('designer-sizes'), size.name);
    const words = [size.name];
    if (product.packs.length > 0) {
      const pack = product.packs[0].pack;
      await pick((await measure()).getByTestId('designer-packs'), `Pack of ${pack}`);
      words.push(String(pack));
    }
    const panels = product.compositions.find((c) => c.id === size.compositionId)?.panels ?? 1;
    return { width: size.width, height: size.height, panels, words };
  }
  // A size of its own: a shape first (it decides whether the height follows the width), then the width; where the
  // height does not follow, a height that turns the canvas's proportions round (portrait for a landscape start).
  const limits = product.customSize!;
  await chooseShape(page, true);
  const step = limits.step ?? (limits.roundTo5cm ? 5 : 1);
  const m = await measure();
  const widthField = m.getByTestId('designer-width');
  const heightField = m.getByTestId('designer-height');
  // about 60 % of what fits, in 30 cm (a multiple of every step, and the followed height of a 3:2 or 1:1 canvas is too)
  const width = Math.min(limits.maxWidth, Math.max(limits.minWidth, kept(Math.min(limits.maxWidth, limits.maxHeight / start) * 0.6, 30)));
  await widthField.fill(String(width));
  await widthField.press('Enter');
  await expect(widthField, 'the width as typed').toHaveValue(String(width));
  let height = Number(await heightField.inputValue());
  if (!height) {
    height = kept(Math.min(limits.maxHeight, width * start), step);
    await heightField.fill(String(height));
    await heightField.press('Enter');
  }
  await expect(widthField, 'the width as typed').toHaveValue(String(width));
  await expect(heightField, 'the height as typed, or as it follows the width').toHaveValue(String(height));
  return { width, height, panels: 1, words: [`${width} x ${height} cm`] };
}

/** The features a product asks before the cart takes it (a blind's fabric, mechanism and drop): the first of each. */
async function chooseFeatures(page: Page, product: ProductDetail) {
  const lists = { tissue: product.tissues, mechanism: product.mechanisms, drop: product.drops };
  for (const [field, list] of Object.entries(lists)) {
    if (list.length === 0) continue;
    await (await open(page, 'features')).getByTestId(`designer-${field}`).locator('label').first().click();
  }
}

function save(name: string, picture: Picture) {
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(path.join(shots, name), writePng(picture));
}

// Each journey has its own page, cart and order: they spread over the workers, so the file does not run alone on one.
test.describe.configure({ mode: 'parallel' });

for (const product of catalogue) {
  test.describe(`${product.name} (/designer/${product.slug})`, () => {
    for (const screen of SCREENS.filter((s) => !(`${product.slug} at ${s.name} px` in LEFT_OUT))) {
      test.describe(`at ${screen.name} px`, () => {
        // a step the page does not offer fails in seconds, naming it, rather than at the journey's end
        test.use({ ...screen.use, actionTimeout: 15_000 });
        test('what the preview shows is what is ordered, cut and proofed', async ({ page }) => {
          test.setTimeout(120_000);
          const errors = pageErrors(page);
          await openDesigner(page, product.slug);
          await expect(page.getByRole('heading', { name: `Design your ${product.name}` })).toBeVisible();
          const canvas = page.getByTestId('designer-canvas');
          const first = (await canvas.boundingBox())!;

          await test.step('a photo, a text, a library design', async () => {
            await uploadBackground(page, PHOTO);
            await page.getByTestId('designer-text-input').fill(TEXT);
            await page.getByTestId('designer-text-add').click();
            await expect(page.getByTestId('designer-object')).toHaveText([`text “${TEXT}”`]);
            await (await open(page, 'search')).getByTestId('designer-search-input').fill('cat');
            await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
            await page.getByRole('button', { name: 'Add Cat', exact: true }).click();
            await expect(page.getByTestId('designer-object')).toHaveCount(2);
          });

          // a size of other proportions (and a shape), whatever else the product asks
          const ordered = await test.step('a size of other proportions', async () => {
            const chosen = await chooseSize(page, product, ratio(first));
            await chooseFeatures(page, product);
            return chosen;
          });

          // the preview, as the shopper judges it
          const capture = await test.step('the preview, captured', async () => {
            await page.getByTestId('designer-preview').click();
            await expect(page.getByTestId('designer-preview')).toHaveAttribute('aria-pressed', 'true');
            return settledCapture(canvas);
          });

          await test.step('into the cart: the line names the size', async () => {
            await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
            await page.getByTestId('designer-add-to-cart').click();
            const line = page.getByRole('dialog', { name: /Your cart/ }).getByTestId('cart-item');
            await expect(line).toHaveCount(1, { timeout: 30_000 });
            for (const words of ordered.words) await expect(line, 'the cart line names the size ordered').toContainText(words);
          });

          // ordered: the proof and the print file
          const order = await test.step('ordered: the proof and the print file', () => orderFromCart(page));
          const proof = readPng(order.proof);
          const pages = trimSizesMm(order.pdf);
          const found = {
            capture: `${capture.width} x ${capture.height}`,
            proof: `${proof.width} x ${proof.height}`,
            ordered: `${ordered.width} x ${ordered.height} cm`,
            trim: pages.map((t) => `${t.width.toFixed(1)} x ${t.height.toFixed(1)} mm`).join(', '),
          };
          const { share, diff } = differingShare(capture, proof);
          // to look at: the canvas, its proof and where they differ (red) at 200 px wide; and each at full size
          save(`${product.slug}-${screen.name}.png`, sideBySide([capture, proof, diff]));
          save(`${product.slug}-${screen.name}-canvas.png`, capture);
          save(`${product.slug}-${screen.name}-proof.png`, proof);
          // soft: a failing journey names every promise it breaks, with the figures
          const figures = JSON.stringify({ ...found, differing: `${(share * 100).toFixed(1)} %` });
          test.info().annotations.push({ type: 'figures', description: figures });
          expect.soft(apart(ratio(proof), ratio(capture)), `the proof's proportions are the preview's ${figures}`).toBeLessThanOrEqual(0.02);
          expect.soft(apart(ratio(proof), ratio(ordered)), `the proof's proportions are the size ordered's ${figures}`).toBeLessThanOrEqual(0.02);
          expect.soft(share, `the share of pixels that differ at 200 px wide ${figures}`).toBeLessThanOrEqual(0.05);
          // the print file: a page per panel, side by side the size ordered; a mural wider than its roll is hung
          // in strips, each the full height, which together cover the width ordered and no more than a strip more
          const strips = order.strips.map((s) => trimSizesMm(s)[0]);
          if (strips.length > 1) {
            const covered = strips.reduce((sum, t) => sum + t.width, 0);
            expect.soft(covered, `the strips cover the width ordered ${figures}`).toBeGreaterThanOrEqual(ordered.width * 10 - 0.5);
            expect.soft(covered - strips[strips.length - 1].width, `no strip too many ${figures}`).toBeLessThan(ordered.width * 10);
            for (const t of strips)
              expect.soft(Math.abs(t.height - ordered.height * 10), `each strip is the height ordered ${figures}`).toBeLessThanOrEqual(0.5);
          } else expect.soft(pages, `a page per panel ${figures}`).toHaveLength(ordered.panels);
          for (const t of strips.length > 1 ? [] : pages) {
            expect.soft(Math.abs(t.width - (ordered.width * 10) / ordered.panels), `the PDF is cut to the width ordered ${figures}`).toBeLessThanOrEqual(0.5);
            expect.soft(Math.abs(t.height - ordered.height * 10), `the PDF is cut to the height ordered ${figures}`).toBeLessThanOrEqual(0.5);
          }
          expect(errors).toEqual([]);
        });
      });
    }
  });
}

test('the journeys cover every designer product of the catalogue', () => {
  // ten in the demo catalogue: a shop that lists fewer would quietly test less
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
  // what is left out is a journey of the shop's designer products, still (a stale entry would hide a renamed one)
  const journeys = catalogue.flatMap((p) => SCREENS.map((s) => `${p.slug} at ${s.name} px`));
  expect(Object.keys(LEFT_OUT).filter((name) => !journeys.includes(name))).toEqual([]);
});
