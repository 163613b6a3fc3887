import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { ProductDetail } from '../contract/catalog';
import type { Picture } from './promise-images';
import { withCookieChoice as acceptCookies, watchPageErrors as pageErrors } from './product-options-helpers';
import { designerProducts } from './promise-shop';
import { gotoSettled } from './settled';
import { expectCanvasShows, exportPicture, settledCapture } from './canvasCapture';

export { expectCanvasShows, exportPicture, guidePixels, settledCapture } from './canvasCapture';

// The steps every designer journey takes the same way: the page opened with the cookie choice made, a menu section
// opened, a photo uploaded, a text added, the canvas captured once it has settled, the design as the page keeps it
// and as the cart keeps it, an order's proof, and a capture compared with another picture of the same design.
// Each journey keeps its own assertions; these only get it there.

/** The two screens of the journeys: a desktop with a mouse, and a 375 px phone with a touch screen (taps). */
export const SCREENS = [
  { name: '1280', touch: false, use: { viewport: { width: 1280, height: 800 } } },
  // at two device pixels a CSS pixel (as the iPhone SE), so the canvas is captured as sharp as it shows
  { name: '375', touch: true, use: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } },
] as const;

/**
 * A journey over the running shop's designer products: its pictures' folder, the products, and the one it orders
 * (the first the cart takes with a size alone).
 */
export async function designerJourney(journey: string): Promise<{ shots: string; catalogue: ProductDetail[]; ordered: ProductDetail | undefined }> {
  const catalogue = await designerProducts();
  return { shots: shotsFolder(journey), catalogue, ordered: catalogue.find(needsOnlyASize) };
}

/** Where a journey saves its pictures to look at (E2E_SCREENSHOTS, or test-results/screenshots), created. */
export function shotsFolder(journey: string): string {
  const folder = path.join(process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots', journey);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

// The cookie banner answered before the page loads, so it covers nothing; the page's uncaught errors from now on (a
// journey ends with expecting none): the product page journeys' own helpers, under the designer journeys' names.
export { acceptCookies, pageErrors };

/**
 * A journey on its own page at a screen's size (a context of its own, closed however the journey ends); once it has
 * run, the page has thrown no uncaught error.
 */
export async function onScreen(browser: Browser, screen: (typeof SCREENS)[number], journey: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ ...screen.use });
  const page = await context.newPage();
  const errors = pageErrors(page);
  try {
    await journey(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Opens a product's designer with the cookie choice made, once the page's cart boot has settled. */
export async function openDesigner(page: Page, slug: string): Promise<void> {
  await acceptCookies(page);
  await gotoSettled(page, `/designer/${slug}`);
}

/**
 * Opens a product's designer on a white background with `colour` (red unless told) as the new text's colour: the ink a
 * journey looks for.
 */
export async function openForText(page: Page, slug: string, { touch = false, colour = '#ff0000' }: { touch?: boolean; colour?: string } = {}): Promise<void> {
  await openDesigner(page, slug);
  await press(page.getByTestId('designer-bg-apply'), touch); // the background's first colour, white
  await page.getByTestId('designer-text-colour').fill(colour);
}

/** Opens a product's designer on a white background with red as the new text's colour (the text journeys' ink). */
export const openForRedText = (page: Page, slug: string, touch = false): Promise<void> => openForText(page, slug, { touch });

/**
 * Adds a text as a shopper types it: with `keys`, typed into the field (clicked or tapped first) and added with
 * Ctrl+Enter (a phone has no Ctrl: Add is tapped), else as addText adds it. The new text's own field then holds the
 * words and has the focus; `leave` presses Escape there, the text still selected on the canvas.
 */
export async function typeText(
  page: Page,
  text: string,
  { touch = false, keys = false, leave = false }: { touch?: boolean; keys?: boolean; leave?: boolean } = {},
): Promise<void> {
  if (keys) {
    const input = page.getByTestId('designer-text-input');
    await press(input, touch);
    await page.keyboard.type(text);
    if (touch) await press(page.getByTestId('designer-text-add'), touch);
    else await input.press('Control+Enter');
  } else await addText(page, text, { touch });
  const field = page.getByTestId('designer-text-edit');
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
  if (leave) await field.press('Escape');
}

/**
 * The journeys' usual start: a product's designer opened on white (openForText) and a text added (typeText), its
 * field focused, or left with Escape.
 */
export async function openWithText(
  page: Page,
  slug: string,
  text: string,
  { touch = false, colour, keys, leave }: { touch?: boolean; colour?: string; keys?: boolean; leave?: boolean } = {},
): Promise<void> {
  await openForText(page, slug, { touch, colour });
  await typeText(page, text, { touch, keys, leave });
}

/** A click with a mouse, a tap on a touch screen. */
export async function press(target: Locator, touch = false): Promise<void> {
  if (touch) await target.tap();
  else await target.click();
}

/** Opens a menu section of the designer (by its title: clicked, or tapped on a touch screen); answers it. */
export async function openSection(page: Page, id: string, touch = false): Promise<Locator> {
  const section = page.getByTestId(`designer-section-${id}`);
  if ((await section.getAttribute('open')) === null) await press(section.locator('summary'), touch);
  await expect(section).toHaveAttribute('open', '');
  return section;
}

/** A PNG of `width` x `height` whose pixel (x, y) has the colour `paint` gives (opaque). */
export function paintedPng(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** A photo-like 1600 x 1200 PNG: red across, green down (the canvas's copy of it is the photo itself). */
export function gradientPhoto(): Buffer {
  return paintedPng(1600, 1200, (x, y) => [(x * 255) / 1600, (y * 255) / 1200, 160]);
}

/** Uploads a background photo (a file's path, or a named buffer) and waits until the designer says it is added. */
export async function uploadBackground(page: Page, file: string | { name: string; buffer: Buffer }): Promise<void> {
  const name = typeof file === 'string' ? path.basename(file) : file.name;
  await page.getByTestId('designer-upload-background').setInputFiles(typeof file === 'string' ? file : { name, mimeType: 'image/png', buffer: file.buffer });
  await expect(page.getByTestId('designer-announcement')).toHaveText(`Background ${name} added`, { timeout: 20_000 });
}

/** Types a size field of the Size section (cm) and confirms it with Enter. */
export async function typeSize(page: Page, field: 'width' | 'height', cm: number | string): Promise<void> {
  const input = (await openSection(page, 'measure')).getByTestId(`designer-${field}`);
  await input.fill(String(cm));
  await input.press('Enter');
}

/** Adds a text, in a font of the font dialog first when one is named (clicked, or tapped on a touch screen). */
export async function addText(page: Page, text: string, { font, touch = false }: { font?: string; touch?: boolean } = {}): Promise<void> {
  if (font) {
    await press(page.getByTestId('designer-font'), touch);
    const dialog = page.getByRole('dialog', { name: 'Choose a font' });
    await press(dialog.getByText(font, { exact: true }), touch);
    await press(dialog.getByTestId('font-modal-use'), touch);
    await expect(dialog).toBeHidden();
  }
  await page.getByTestId('designer-text-input').fill(text);
  await press(page.getByTestId('designer-text-add'), touch);
}

/** Shows the design as it prints (Preview), unless it already does. */
export async function showPreview(page: Page, touch = false): Promise<void> {
  const button = page.getByTestId('designer-preview');
  if ((await button.getAttribute('aria-pressed')) !== 'true') await press(button, touch);
  await expect(page.getByTestId('designer-canvas')).toHaveAttribute('data-mode', 'preview');
}

/**
 * In preview, the canvas is the shop's export of the design the page keeps: Preview shown, the kept draft once `kept`
 * holds for it, the canvas once it is `ready`, then expectCanvasShows against the export at the canvas's width.
 * Answers what expectCanvasShows does, and the export.
 */
export async function expectPreviewIsExport<T>(
  page: Page,
  {
    touch = false,
    kept,
    ready = () => true,
    ...compared
  }: { touch?: boolean; kept: (draft: T) => boolean; ready?: (p: Picture) => boolean; what: string; within?: number; file: string },
): Promise<{ seen: Picture; share: number; exported: Picture }> {
  await showPreview(page, touch);
  const design = await keptDraft<T>(page, kept);
  const canvas = page.getByTestId('designer-canvas');
  const capture = await settledCapture(canvas, ready, `${compared.what}: the canvas in preview drawn`);
  const exported = await exportPicture(page.request, design, capture.width);
  return { ...(await expectCanvasShows(canvas, exported, compared)), exported };
}

/**
 * The document as the page keeps it (its draft in local storage, the only one of a fresh browser, saved 400 ms after
 * each change), once `ready` holds for it.
 */
export async function keptDraft<T>(page: Page, ready: (draft: T) => boolean): Promise<T> {
  const read = async () => {
    const text = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('atelier:design:'))?.[1] ?? null);
    return text === null ? null : (JSON.parse(text) as T);
  };
  await expect
    .poll(async () => {
      const draft = await read();
      return draft !== null && ready(draft);
    })
    .toBe(true);
  return (await read())!;
}

/**
 * The document as the page has it now, once `ready` holds for it: the page is asked to save its draft at once, as it
 * does when it is left (`pagehide`), then the draft is read (keptDraft). Without the ask, the draft after a gesture may
 * be one saved halfway through it: a drag whose moves come more than 400 ms apart (a loaded machine) saves each, and
 * its end only 400 ms after the last.
 */
export async function currentDraft<T>(page: Page, ready: (draft: T) => boolean): Promise<T> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  return keptDraft(page, ready);
}

/** Add to cart once the price shows; waits until the cart opens with the design in it. */
export async function addToCart(page: Page, touch = false): Promise<void> {
  await expect(page.getByTestId('designer-price').locator('.price')).toContainText('€');
  await press(page.getByTestId('designer-add-to-cart'), touch);
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
}

/** The cart's last line as the server keeps it: its picture (the PNG the browser exported) and its design document. */
export async function lastCartLine(request: APIRequestContext): Promise<{ id: number; picture: Buffer; design: any }> {
  const items = (await (await request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items as { id: number; image: string }[];
  const line = items[items.length - 1];
  const opened = await (await request.post('/ajax/shopping/modify-item-cart', { data: { id: line.id } })).json();
  return { id: line.id, picture: Buffer.from(await (await request.get(line.image)).body()), design: opened.design };
}

/**
 * Orders the cart (as the checkout page does, through its call) and answers the personalised line's print proof once
 * the server's print job has rendered it from the kept document (issue 14).
 */
export async function orderedProof(request: APIRequestContext): Promise<Buffer> {
  const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  const idempotencyKey = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const placed = await request.post('/ajax/order/place', { data: { idempotencyKey, contact } });
  expect(placed.status(), await placed.text()).toBe(200);
  const token = ((await placed.json()) as { orderUrl: string }).orderUrl.split('/').pop();
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await (await request.get(`/ajax/order/${token}`)).json()).order.lines as { proof?: { status: string; url?: string } }[];
        url = lines.find((l) => l.proof)?.proof?.url;
        return lines.find((l) => l.proof)?.proof?.status;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');
  return Buffer.from(await (await request.get(url!)).body());
}

/** A product the cart takes with a size alone (no format, model, pack or blind feature to choose): one to order. */
export function needsOnlyASize(p: ProductDetail): boolean {
  return (
    p.customSize !== undefined &&
    p.sizes.length === 0 &&
    p.rugFormats.length === 0 &&
    p.clothingModels.length === 0 &&
    p.packs.length === 0 &&
    p.tissues.length + p.mechanisms.length + p.drops.length === 0
  );
}

/** One finger from `from` to `to` on the touch screen, in steps (Chromium's touch events, as a phone sends them). */
export async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 6): Promise<void> {
  // the events carry their times: one finger moving for 300 ms and held 200 ms before it lifts. Sent a few
  // milliseconds apart they would be a flick, whose fling Chromium stops with the next touch, eating the next tap.
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000 - 0.5;
  const at = (share: number) => [{ id: 1, x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share }];
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: { id: number; x: number; y: number }[], seconds: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: start + seconds });
  await send('touchStart', at(0), 0);
  for (let i = 1; i <= steps; i++) await send('touchMove', at(i / steps), (i * 0.3) / steps);
  for (const held of [0.4, 0.45]) await send('touchMove', at(1), held);
  await send('touchEnd', [], 0.5);
  await cdp.detach();
}
