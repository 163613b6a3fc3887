import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import { fingerDrag, settledCapture, typeText } from './designer-journey';
import type { Picture } from './promise-images';
import { designerProducts } from './promise-shop';

// What the arranging journeys (issue 29: designer-arrange, -arrange-mac, -arrange-still) share: the products they
// arrange on, texts placed by a drag, and the canvas's texts found by their red ink.

/**
 * Arranging does not depend on the product: one product family each (the wall sticker), and another product with a
 * size of the shopper's own for a paste.
 */
export async function arrangeProducts(): Promise<{ sticker: ProductDetail; other: ProductDetail }> {
  const catalogue = await designerProducts();
  const sticker = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];
  const other = catalogue.find((p) => p.id !== sticker.id && p.customSize !== undefined) ?? catalogue[1];
  return { sticker, other };
}

/** The kept design's parts the journeys wait for. */
export type Kept = { order: string[]; product: { width: number | null } };

/** A text's red ink (pink in edit mode, half transparent), never the print check's orange. */
const isInk = (r: number, g: number, b: number) => r > 180 && r - g > 70 && Math.abs(g - b) < 40;

/** The canvas's texts as bands of rows with red ink, top to bottom: one band a text (they stand apart). */
export function inkBands(p: Picture): { top: number; bottom: number; left: number; right: number }[] {
  const bands: { top: number; bottom: number; left: number; right: number }[] = [];
  for (let y = 0; y < p.height; y++) {
    let [left, right] = [Infinity, -1];
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (isInk(p.data[i], p.data[i + 1], p.data[i + 2])) [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
    if (right < 0) continue;
    const last = bands[bands.length - 1];
    if (last && y - last.bottom <= 3) Object.assign(last, { bottom: y, left: Math.min(last.left, left), right: Math.max(last.right, right) });
    else bands.push({ top: y, bottom: y, left, right });
  }
  return bands.filter((b) => b.bottom - b.top > p.height * 0.02);
}

/** A point of the canvas in the page, from shares of its width and height. */
export async function at(canvas: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** Adds a text (it lands at the canvas's centre) and drags it to (x, y), shares of the canvas. */
export async function placeText(page: Page, text: string, x: number, y: number, touch: boolean): Promise<void> {
  const canvas = page.getByTestId('designer-canvas');
  await typeText(page, text, { touch, leave: true });
  const [from, to] = [await at(canvas, 0.5, 0.5), await at(canvas, x, y)];
  if (touch) await fingerDrag(page, from, to);
  else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
  }
  await expect(page.getByTestId('designer-announcement')).toHaveText(`Moved text “${text}”`);
  // selected, the menu has its arrange section, and the jump bar names it as it names the others
  await expect(page.getByTestId('designer-section-arrange')).toBeAttached();
  await expect(page.getByTestId('designer-jump-arrange')).toHaveText('Arrange');
}

/** The canvas's ink bands once `count` texts show and the drawing has settled. */
export async function bands(canvas: Locator, count: number): Promise<{ picture: Picture; bands: ReturnType<typeof inkBands> }> {
  const picture = await settledCapture(canvas, (p) => inkBands(p).length === count, `${count} texts on the canvas`);
  return { picture, bands: inkBands(picture) };
}

/** A point as the mouse's arguments. */
export const xy = (p: { x: number; y: number }): [number, number] => [p.x, p.y];
