import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { objectOpacity } from '../editor-engine';
import { exportPicture, lastCartLine, openSection, paintedPng, press, settledCapture } from './designer-journey';
import { crop, differingShare, onWhite, readPng, sideBySide, writePng, type Picture } from './promise-images';

// What the keyboard-only and the touch journeys (issue 26) share: the photo, the steps a product asks before the cart
// takes it (read from the product's data, so a product added to the catalogue gets them without an edit), and the cart
// line's kept design with its picture, and the canvas in preview, checked against the shop's rendering of that design.

/** At 200 px wide, the share of pixels the canvas may differ by from the export (e2e/designer-languages.spec.ts's). */
const CANVAS_WITHIN = 0.025;
/**
 * In edit mode the print check's dashes around flagged objects are on the canvas too (2.65 % on the photo canvas at
 * 1280 px): 5 % (the shape's cut moved onto the objects gave 17 % on the shaped sticker at 375 px).
 */
const EDIT_WITHIN = 0.05;

/** A photo-like PNG, 800 x 600 (smaller than the canvas's copy, so the cart picture is drawn from the photo itself). */
export const photo = (): Buffer => paintedPng(800, 600, (x, y) => [120 + (x * 135) / 800, 100 + (y * 155) / 600, 160]);

/** A choice among a group of the menu's chips (a radio group): which section, which group, which choice. */
interface Choice {
  kind: 'choice';
  section: string;
  group: string;
  label: string;
}
/** A size of the shopper's own: the width typed, and the height typed where it does not follow the width. */
interface OwnSize {
  kind: 'size';
  width: number;
  height: number;
}
export type Step = Choice | OwnSize;

const choice = (section: string, group: string, label: string): Choice => ({ kind: 'choice', section, group, label });

/** A length within the limits, in the product's step (60 cm where it fits: a multiple of every step the shop uses). */
const within = (cm: number, min: number, max: number) => Math.min(max, Math.max(min, cm));

/**
 * What the product asks before Add to cart takes it, in the menu's order, and what the cart line then says: a shape
 * where it has shapes, then its format, catalogue size (and pack), garment (model, size, fabric colour) or own size,
 * then a blind's features. The first of each list: a journey about input, not about prices.
 */
export function productSteps(product: ProductDetail): { steps: Step[]; words: string[] } {
  const steps: Step[] = [];
  const words: string[] = [];
  const shapes = product.designerType === 6 || product.designerType === 8;
  if (product.rugFormats.length > 0) {
    const format = product.rugFormats[0];
    if (shapes) steps.push(choice('shape', 'designer-shapes', format.width === format.height ? 'Circle' : 'Rectangle'));
    steps.push(choice('measure', 'designer-rug-formats', format.name));
    words.push(format.name);
  } else if (product.clothingModels.length > 0) {
    const model = product.clothingModels[0];
    const colour = product.materialColors.find((c) => model.materialColors.includes(c.id))!;
    steps.push(
      choice('measure', 'designer-models', `${model.name} (${model.gender})`),
      choice('measure', 'designer-model-sizes', model.sizes[0]),
      choice('material', 'designer-fabric-colours', colour.name),
    );
    words.push(model.name, model.sizes[0]);
  } else if (product.customSize) {
    const c = product.customSize;
    if (shapes) steps.push(choice('shape', 'designer-shapes', 'Circle'));
    // the height is typed only where it does not follow the width; the cart line names the size the fields show
    steps.push({ kind: 'size', width: within(60, c.minWidth, c.maxWidth), height: within(40, c.minHeight, c.maxHeight) });
  } else if (product.sizes.length > 0) {
    const size = product.sizes[0];
    if (shapes) steps.push(choice('shape', 'designer-shapes', size.width === size.height ? 'Circle' : 'Rectangle'));
    steps.push(choice('measure', 'designer-sizes', size.name));
    words.push(size.name);
    if (product.packs.length > 0) {
      steps.push(choice('measure', 'designer-packs', `Pack of ${product.packs[0].pack}`));
      words.push(String(product.packs[0].pack));
    }
  }
  const features = [
    ['designer-tissue', product.tissues],
    ['designer-mechanism', product.mechanisms],
    ['designer-drop', product.drops],
  ] as const;
  for (const [group, list] of features) if (list.length > 0) steps.push(choice('features', group, list[0].name));
  return { steps, words };
}

/**
 * Makes the product's choices (productSteps) in its menu, clicked or tapped: a size typed into its fields (the height
 * only where it does not follow the width) and confirmed with Enter, a choice picked by its chip.
 */
export async function makeProductChoices(page: Page, product: ProductDetail, touch = false): Promise<void> {
  for (const s of productSteps(product).steps) {
    if (s.kind === 'size') {
      await openSection(page, 'measure', touch);
      for (const [field, cm] of [
        ['width', s.width],
        ['height', s.height],
      ] as const) {
        const input = page.getByTestId(`designer-${field}`);
        if (field === 'height' && (await input.inputValue()) !== '') break;
        await input.fill(String(cm));
        await input.press('Enter');
      }
      continue;
    }
    const group = (await openSection(page, s.section, touch)).getByTestId(s.group);
    await press(group.locator('label').filter({ has: page.getByRole('radio', { name: s.label, exact: true }) }), touch);
    await expect(group.getByRole('radio', { name: s.label, exact: true })).toBeChecked();
  }
}

/** The cart's one line: its design as the shop kept it, its objects in their order, and its picture. */
export async function cartLine(page: Page) {
  const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as unknown[];
  expect(items).toHaveLength(1);
  const line = await lastCartLine(page.request);
  const objects = (line.design.order as string[]).map((id) => line.design.objects[id]) as { kind: string; text?: string; src?: string; fontFile?: string }[];
  return { ...line, objects };
}

/** The cart picture is the kept design, pixel for pixel, as the shop renders it at that width. */
export async function expectPictureIsKeptDesign(page: Page, line: { design: unknown; picture: Buffer }) {
  const picture = readPng(line.picture);
  const replayed = await exportPicture(page.request, line.design, picture.width);
  expect([picture.width, picture.height]).toEqual([replayed.width, replayed.height]);
  expect(Buffer.compare(picture.data, replayed.data), 'the cart picture against the shop rendering the kept design').toBe(0);
}

/** The canvas in preview, once two captures in a row agree (the shopper's last look before Add to cart). */
export async function previewCapture(page: Page): Promise<Picture> {
  const canvas = page.getByTestId('designer-canvas');
  await expect(canvas).toHaveAttribute('data-mode', 'preview');
  return settledCapture(canvas, () => true, 'the canvas in preview settles');
}

/**
 * The canvas the shopper saw in preview before Add to cart is the design the cart kept, as the shop renders it (the
 * proof and the print file come from that design): at 200 px wide at most 2.5 % of the pixels differ. Saves the
 * capture, the export and where they differ side by side in `file`. (After Add to cart the designer starts afresh:
 * the capture is taken before.)
 */
export async function expectCanvasWasKeptDesign(page: Page, seen: Picture, design: unknown, file: string) {
  const exported = await exportPicture(page.request, design, seen.width);
  const { share, diff } = differingShare(seen, exported);
  fs.writeFileSync(file, writePng(sideBySide([seen, exported, diff])));
  test.info().annotations.push({ type: 'differing', description: `preview ${(share * 100).toFixed(2)} %` });
  expect(share, 'the canvas in preview against the export of the kept design: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(
    CANVAS_WITHIN,
  );
}

/** The canvas in edit mode, once two captures in a row agree: the objects half transparent over the background. */
export async function editCapture(page: Page): Promise<Picture> {
  const canvas = page.getByTestId('designer-canvas');
  await expect(canvas).toHaveAttribute('data-mode', 'edit');
  return settledCapture(canvas, () => true, 'the canvas in edit mode settles');
}

/**
 * The canvas in edit mode draws every object whole where the kept design has it, only half transparent: the capture
 * un-blended from the background alone (the export of the design without its objects) is the export of the design,
 * at most 5 % of pixels differing at 200 px, the edge left out (where two objects overlap the un-blending leaves half
 * of the lower one: thin text strokes). A shape's cut moved onto one object, a lost emoji or a part of a picture missing differ at full
 * strength. Saves the un-blended capture, the export and where they differ in `file`.
 */
export async function expectEditCanvasWasKeptDesign(page: Page, seen: Picture, design: { order: unknown[]; objects: object }, file: string) {
  // without the canvas's edge, where the print check's dashes flag a photo too small (edit mode's own marks)
  const m = Math.ceil(seen.width / 100);
  const edgeless = (p: Picture, height: number) => crop(p, m, m, seen.width - 2 * m, height - 2 * m);
  const full = await exportPicture(page.request, design, seen.width);
  const height = Math.min(seen.height, full.height);
  const exported = edgeless(full, height);
  const [e, b] = [
    edgeless(onWhite(seen), height),
    edgeless(onWhite(await exportPicture(page.request, { ...design, order: [], objects: {} }, seen.width)), height),
  ];
  const a = objectOpacity('edit');
  const data = new Uint8Array(e.data.length);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : Math.min(255, Math.max(0, Math.round(b.data[i] + (e.data[i] - b.data[i]) / a)));
  const unblended = { width: e.width, height: e.height, data };
  const { share, diff } = differingShare(unblended, exported);
  fs.writeFileSync(file, writePng(sideBySide([unblended, exported, diff])));
  test.info().annotations.push({ type: 'differing', description: `edit mode ${(share * 100).toFixed(2)} %` });
  expect(share, 'the canvas in edit mode, un-blended, against the export of the kept design: the share of pixels that differ at 200 px').toBeLessThanOrEqual(
    EDIT_WITHIN,
  );
}
