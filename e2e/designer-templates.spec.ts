import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { differingShare, readPng, sideBySide, writePng } from './promise-images';
import { makeProductChoices, photo } from './designer-input';
import {
  SCREENS,
  acceptCookies,
  addText,
  addToCart,
  designerJourney,
  fingerDrag,
  keptDraft,
  lastCartLine,
  openSection,
  orderedProof,
  pageErrors,
  press,
  settledCapture,
  showPreview,
} from './designer-journey';
import { gotoSettled } from './settled';
import fs from 'node:fs';

// Issue 29's templates as a shopper uses them, on every designer product of the catalogue: "Start from a template"
// picks the product's first template, the name opens ready to be typed over, a locked part of the template stays
// where it is when dragged (and the page says why), the product's own choices, Add to cart; the cart keeps the
// template's parts where the template put them (the server checks it). Once, ordered: the proof is the canvas.
// One width a product (a phone for two of them), to keep the suite lean.

const { shots, catalogue, ordered } = await designerJourney('designer-templates');
const phones = new Set(
  catalogue
    .filter((p) => p !== ordered)
    .slice(0, 2)
    .map((p) => p.id),
);

test.describe.configure({ mode: 'parallel' });

interface Part {
  kind: string;
  text?: string;
  transform: { x: number; y: number; scaleX: number; angle: number };
  template?: { locked: boolean; placeholder?: string };
}
interface Draft {
  canvas: { width: number; height: number };
  objects: Record<string, Part>;
  order: string[];
  template?: { id: string };
}
/** Where a part is from the canvas centre: what a new size keeps, and what the server compares. */
const fromCentre = (d: Draft, id: string) => ({ x: d.objects[id].transform.x - d.canvas.width / 2, y: d.objects[id].transform.y - d.canvas.height / 2 });

/** Drags the canvas from the part's centre by (dx, dy) CSS px: with the mouse, or a finger. */
async function drag(page: Page, d: Draft, id: string, touch: boolean) {
  const canvas = page.getByTestId('designer-canvas');
  await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  const px = box.width / d.canvas.width;
  const from = { x: box.x + d.objects[id].transform.x * px, y: box.y + d.objects[id].transform.y * px };
  const to = { x: from.x + 40, y: from.y + 30 };
  if (touch) return fingerDrag(page, from, to);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(from.x + (40 * i) / 5, from.y + (30 * i) / 5);
  await page.mouse.up();
}

for (const product of catalogue) {
  const screen = SCREENS[phones.has(product.id) ? 1 : 0];
  const orders = product === ordered;
  test(`${product.slug} at ${screen.name} px: started from a template, the name retyped, a locked part stays, into the cart${orders ? ', ordered: the proof is the canvas' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(orders ? 150_000 : 90_000);
    const context = await browser.newContext({ ...screen.use });
    const page = await context.newPage();
    const errors = pageErrors(page);
    try {
      await acceptCookies(page);
      await gotoSettled(page, `/designer/${product.slug}`);
      await expect(page.getByRole('heading', { name: `Design your ${product.name}` })).toBeVisible({ timeout: 20_000 });
      const announcement = page.getByTestId('designer-announcement');

      // the product's templates, the first picked: the empty design starts from it at once
      await openSection(page, 'add', screen.touch);
      const picks = page.getByTestId('designer-start-template').getByTestId('designer-template');
      await expect(picks).toHaveCount(2);
      if (phones.has(product.id))
        await page.getByTestId('designer-start-template').screenshot({ path: path.join(shots, `${product.slug}-templates-${screen.name}.png`) });
      const name = (await picks.first().textContent())!;
      await press(picks.first(), screen.touch);
      await expect(announcement).toHaveText(`Started from the template “${name}”: type your words in text “Your name”`);

      // the name's field has the focus, its words selected: typing replaces them
      const field = page.getByTestId('designer-text-edit');
      await expect(field).toBeFocused();
      await page.keyboard.type('Maya');
      await expect(field).toHaveValue('Maya');
      await field.press('Escape');
      const objects = page.getByTestId('designer-object');
      await expect(objects.filter({ hasText: 'text “Maya”' })).toHaveCount(1);

      // the heading is the template's: its lock is on and stays; dragged, it stays where it is, and the page says why
      const started = await keptDraft<Draft>(page, (d) => d.objects.t3?.text === 'Maya');
      const heading = `text “${started.objects.t1.text}”`;
      const lock = page.getByRole('button', { name: `Lock ${heading}`, exact: true });
      await expect(lock).toHaveAttribute('aria-pressed', 'true');
      await expect(lock).toHaveAttribute('aria-disabled', 'true');
      const lockBox = (await lock.boundingBox())!;
      expect(Math.min(lockBox.width, lockBox.height), 'the lock is a 24 px target at least').toBeGreaterThanOrEqual(24);
      await drag(page, started, 't1', screen.touch);
      await expect(announcement).toHaveText(`${heading} cannot move: it is part of the template and stays where it is`);

      // a template with a photo frame: the shopper's photo goes in it, in its place
      const frame = page.getByTestId('designer-upload-frame');
      const framed = (await frame.count()) > 0;
      if (framed) {
        await openSection(page, 'add', screen.touch);
        await frame.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo() });
        await expect(announcement).toHaveText('Your photo is in the frame', { timeout: 20_000 });
      }

      // ordered: a text of the shopper's own, hidden in the layers list, is neither on the canvas nor in the proof
      if (orders) {
        await openSection(page, 'text', screen.touch);
        await addText(page, 'Not this', { touch: screen.touch });
        const hide = page.getByRole('button', { name: 'Hide text “Not this”', exact: true });
        await press(hide, screen.touch);
        await expect(hide).toHaveAttribute('aria-pressed', 'true');
        await expect(announcement).toHaveText('Hid text “Not this”: not printed');
        await expect(objects.filter({ hasText: 'text “Not this”' })).toContainText('hidden: not printed');
      }
      if (phones.has(product.id) || orders)
        await page.getByTestId('designer-objects').screenshot({ path: path.join(shots, `${product.slug}-layers-${screen.name}.png`) });

      // the product's own choices (size, shape, model...), then the last look in preview
      await makeProductChoices(page, product, screen.touch);
      const ready = await keptDraft<Draft>(page, (d) => d.objects.t3?.text === 'Maya');
      expect(fromCentre(ready, 't1'), 'the heading has not moved').toEqual(fromCentre(started, 't1'));
      await showPreview(page, screen.touch);
      const canvas = page.getByTestId('designer-canvas');
      const seen = await settledCapture(canvas, () => true, 'the canvas in preview settles');
      await canvas.screenshot({ path: path.join(shots, `${product.slug}-${screen.name}.png`) });

      await addToCart(page, screen.touch);
      const line = await lastCartLine(page.request);
      expect(line.design.template.id).toMatch(new RegExp(`-${product.id}$`));
      const kept = line.design as Draft;
      expect(kept.objects.t3.text).toBe('Maya');
      expect(fromCentre(kept, 't1')).toEqual(fromCentre(started, 't1'));
      if (framed) expect((kept.objects.i2 as Part & { src: string }).src).toMatch(/^\/media\/uploads\//);

      if (orders) {
        const proof = readPng(await orderedProof(page.request));
        const { share, diff } = differingShare(seen, proof);
        fs.writeFileSync(path.join(shots, `${product.slug}-canvas-proof-diff.png`), writePng(sideBySide([seen, proof, diff])));
        expect(share, 'the canvas in preview against the proof: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.025);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
