import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { crop, differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';
import { designerProducts } from './promise-shop';
import { gotoSettled } from './settled';
import { exportFromShop } from './shopExport';

// The shopper moves the background photo (issue 24: "a photo covers the new area and is cropped, the shopper can
// move it"): on every designer product of the running shop's catalogue, at 1280 px with a mouse and on a 375 px touch
// screen with a finger, a drag where no object is moves the photo, and with the photo selected ("Move the photo",
// then the arrow keys) the keyboard moves it further. The preview then shows the same crop as the shop's export of the
// design, a crop that is not the centred one; ordered, the proof shows it too.

const shots = path.join(process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots', 'designer-move-photo');
const catalogue = await designerProducts();
/** The product a journey orders (its proof is rendered by the server's print job): one that needs only a size. */
const ordered = catalogue.find(
  (p) =>
    p.customSize &&
    p.sizes.length === 0 &&
    p.rugFormats.length === 0 &&
    p.clothingModels.length === 0 &&
    p.packs.length === 0 &&
    p.tissues.length + p.mechanisms.length + p.drops.length === 0,
);

/** A photo twice as tall as wide, a different colour every 100 px down: any crop of it is told from another. */
function tallPhoto(): Buffer {
  const png = new PNG({ width: 600, height: 1200 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const band = Math.floor(y / 100);
      png.data[i] = (band * 97) % 256;
      png.data[i + 1] = (band * 53 + 40) % 256;
      png.data[i + 2] = (x * 255) / png.width;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

interface Draft {
  canvas: { width: number; height: number };
  background: { position?: { x: number; y: number } } | null;
}

/** The document as the page keeps it (its draft, saved 400 ms after a change), once its photo is at `y`. */
async function draftWithPhotoAt(page: Page, y: (at: number | undefined) => boolean): Promise<Draft> {
  const read = () => page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('atelier:design:'))?.[1] ?? null);
  await expect.poll(async () => y((JSON.parse((await read()) ?? 'null') as Draft | null)?.background?.position?.y)).toBe(true);
  return JSON.parse((await read())!) as Draft;
}

/** The canvas as the page shows it, once two captures agree, without the element's border. */
async function capture(canvas: Locator): Promise<Picture> {
  let last: Buffer = Buffer.alloc(0);
  let shot: Buffer = Buffer.alloc(0);
  await expect
    .poll(async () => {
      last = shot;
      shot = await canvas.screenshot({ animations: 'disabled' });
      return shot.equals(last);
    })
    .toBe(true);
  const box = await canvas.evaluate((el) => ({
    left: el.clientLeft,
    top: el.clientTop,
    width: el.clientWidth,
    outer: el.getBoundingClientRect().width,
    height: el.clientHeight,
  }));
  const whole = readPng(shot);
  const scale = whole.width / box.outer;
  return crop(whole, Math.round(box.left * scale), Math.round(box.top * scale), Math.round(box.width * scale), Math.round(box.height * scale));
}

/** A one-finger drag on the touch screen (Chromium's touch events: the page gets pointer events of type touch). */
async function fingerDrag(page: Page, from: { x: number; y: number }, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  await touch('touchStart', [from]);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: from.x, y: from.y + (dy * i) / 6 }]);
  await touch('touchEnd', []);
}

async function orderedProof(page: Page): Promise<Picture> {
  await page.getByTestId('designer-add-to-cart').click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible({ timeout: 30_000 });
  const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  const placed = await page.request.post('/ajax/order/place', {
    data: { idempotencyKey: `move-photo-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, contact },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const token = ((await placed.json()) as { orderUrl: string }).orderUrl.split('/').pop();
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await (await page.request.get(`/ajax/order/${token}`)).json()).order.lines as { proof?: { status: string; url?: string } }[];
        url = lines.find((l) => l.proof)?.proof?.url;
        return lines.find((l) => l.proof)?.proof?.status;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');
  return readPng(Buffer.from(await (await page.request.get(url!)).body()));
}

const screens = [
  { name: '1280', touch: false, use: { viewport: { width: 1280, height: 800 } } },
  { name: '375', touch: true, use: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const product of catalogue) {
  for (const screen of screens) {
    test.describe(`at ${screen.name} px`, () => {
      test.use({ ...screen.use, actionTimeout: 15_000 });
      test(`${product.slug}: the shopper moves the photo by ${screen.touch ? 'finger' : 'mouse'} and by keyboard; the preview, the export${product === ordered ? ' and the proof' : ''} show that crop`, async ({
        page,
      }) => {
        test.setTimeout(product === ordered ? 150_000 : 60_000);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
        await gotoSettled(page, `/designer/${product.slug}`);
        const canvas = page.getByTestId('designer-canvas');
        const announcement = page.getByTestId('designer-announcement');
        const button = page.getByTestId('designer-move-photo');
        await expect(button, 'no photo, nothing to move').toHaveCount(0);
        await page.getByTestId('designer-upload-background').setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: tallPhoto() });
        await expect(announcement).toHaveText('Background tall.png added', { timeout: 20_000 });
        if (product === ordered) {
          const measure = page.getByTestId('designer-section-measure');
          if ((await measure.getAttribute('open')) === null) await measure.locator('summary').click();
          await page.getByTestId('designer-width').fill('60');
          await page.getByTestId('designer-width').press('Enter');
          if (!(await page.getByTestId('designer-height').inputValue())) {
            await page.getByTestId('designer-height').fill('40');
            await page.getByTestId('designer-height').press('Enter');
          }
        }
        await canvas.scrollIntoViewIfNeeded();

        // the drag: from the middle (no object there), a tenth of the canvas down (the photo has more room than that)
        const box = (await canvas.boundingBox())!;
        const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const dy = Math.round(box.height / 10);
        if (screen.touch) await fingerDrag(page, from, dy);
        else {
          await page.mouse.move(from.x, from.y);
          await page.mouse.down();
          await page.mouse.move(from.x, from.y + dy, { steps: 6 });
          await page.mouse.up();
        }
        await expect(announcement).toHaveText('Moved the photo');
        await expect(canvas).toHaveAttribute('data-photo-selected', 'true');
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        fs.mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: path.join(shots, `${product.slug}-${screen.name}-page.png`) });
        // moved down: more of the photo's top shows
        const dragged = (await draftWithPhotoAt(page, (y) => y !== undefined && y < 0.5)).background!.position!.y;

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
        if ((await page.getByTestId('designer-preview').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('designer-preview').click();
        await expect(canvas).toHaveAttribute('data-mode', 'preview');
        const seen = await capture(canvas);
        const exported = readPng(Buffer.from(await exportFromShop(page.request, doc, seen.width)));
        const centred = readPng(
          Buffer.from(await exportFromShop(page.request, { ...doc, background: { ...doc.background, position: undefined } }, seen.width)),
        );
        const same = differingShare(seen, exported);
        const other = differingShare(seen, centred);
        fs.writeFileSync(path.join(shots, `${product.slug}-${screen.name}.png`), writePng(sideBySide([seen, exported, same.diff, centred])));
        expect(same.share, 'the preview and the export show the same crop (share of pixels differing at 200 px)').toBeLessThanOrEqual(0.05);
        expect(other.share, 'and it is not the centred crop').toBeGreaterThan(0.15);
        if (product === ordered) {
          const proof = await orderedProof(page);
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
