import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  acceptCookies,
  addToCart,
  designerJourney,
  keptDraft,
  needsOnlyASize,
  openDesigner,
  openSection,
  pageErrors,
  press,
  SCREENS,
  settledCapture,
  showPreview,
  typeSize,
} from './designer-journey';
import { differingShare, sideBySide, writePng, type Picture } from './promise-images';
import { placeOrderFromCart } from './promise-shop';
import { gotoSettled } from './settled';

// Save and share (issue 29), on every designer product of the catalogue, at 1280 px and on a 375 px touch screen: a
// shopper designs (a background colour, a text and a library design), saves and shares it, and the link opened in
// another browser (another device: no cookie, no local storage) shows the same design on the canvas. The copy is
// edited there; the link opened again still shows the design as it was shared, and the edited copy is offered as an
// unfinished design, not lost. Where the product needs only a size, the copy is added to the cart and ordered.

const TEXT = 'Shared with love';

const { shots, catalogue } = await designerJourney('designer-share');
type Screen = (typeof SCREENS)[number];

/** The design as the shopper judges it: Preview on, then the canvas captured. */
async function preview(page: Page, touch: boolean): Promise<Picture> {
  await showPreview(page, touch);
  return settledCapture(page.getByTestId('designer-canvas'));
}

/** Another device: a browser context of its own (no cookie, no local storage), the same screen. */
async function otherDevice(browser: Browser, screen: Screen): Promise<Page> {
  const context = await browser.newContext({ ...screen.use, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

test.describe.configure({ mode: 'parallel' });

for (const product of catalogue) {
  for (const screen of SCREENS) {
    test.describe(`${product.name} (/designer/${product.slug}) at ${screen.name} px`, () => {
      test.use({ ...screen.use, actionTimeout: 15_000 });
      test('a shared design opens as a copy on another device, and the shared one never changes', async ({ page, browser, context }) => {
        test.setTimeout(90_000);
        const touch = screen.touch;
        const errors = pageErrors(page);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openDesigner(page, product.slug);
        const objects = page.getByTestId('designer-object');

        await test.step('a background colour, a text and a library design', async () => {
          const colour = await openSection(page, 'background-colour', touch);
          await colour.getByTestId('designer-bg-colour').fill('#ffe4b5');
          await press(colour.getByTestId('designer-bg-apply'), touch);
          await openSection(page, 'text', touch);
          await page.getByTestId('designer-text-input').fill(TEXT);
          await press(page.getByTestId('designer-text-add'), touch);
          await expect(objects).toHaveText([`text “${TEXT}”`]);
          const search = await openSection(page, 'search', touch);
          await search.getByTestId('designer-search-input').fill('cat');
          await expect(page.getByTestId('designer-search-state')).toHaveAttribute('data-state', 'results');
          await press(page.getByRole('button', { name: 'Add Cat', exact: true }), touch);
          await expect(objects).toHaveCount(2);
        });
        const original = await preview(page, touch);
        // the page's design as it keeps it (its draft, saved a moment after the last change)
        const drawn = await keptDraft<{ objects: object; order: unknown; canvas: unknown }>(page, (d) => Object.keys(d.objects).length === 2);
        /** The shared design as the shop keeps it, read through the link's token. */
        const stored = async (link: string) => {
          const token = new URL(link).searchParams.get('shared')!;
          const r = await page.request.get(`/ajax/personalized-services/shared-design?token=${token}`);
          expect(r.status()).toBe(200);
          return (await r.json()).design as { objects: unknown; order: unknown; canvas: unknown };
        };

        const link = await test.step('Save and share: the link, in a dialog that has the focus, copied', async () => {
          // a tap on the phone; the keyboard alone on the desktop
          const share = page.getByTestId('designer-share');
          if (touch) await share.tap();
          else {
            await share.focus();
            await page.keyboard.press('Enter');
          }
          const dialog = page.getByRole('dialog', { name: 'Your design is saved' });
          await expect(dialog).toBeVisible();
          const field = dialog.getByRole('textbox', { name: 'Link to your design' });
          await expect(field, 'focus lands on the link').toBeFocused();
          await expect(page.getByTestId('designer-share-status')).toHaveText('Your design is saved: its link is ready to copy.');
          const url = await field.inputValue();
          expect(url).toMatch(new RegExp(`/designer/${product.slug}\\?shared=[A-Za-z0-9_-]{22}$`));
          // the dialog fits the phone's screen, and its buttons are targets a finger takes
          const box = (await dialog.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(screen.use.viewport.width);
          await page.screenshot({ path: path.join(shots, `${product.slug}-${screen.name}-dialog.png`) });
          const copy = dialog.getByRole('button', { name: 'Copy link' });
          expect((await copy.boundingBox())!.height).toBeGreaterThanOrEqual(24);
          if (touch) await copy.tap();
          else {
            await page.keyboard.press('Tab');
            await expect(copy).toBeFocused();
            await page.keyboard.press('Enter');
          }
          await expect(dialog.getByRole('status')).toHaveText('Link copied. Paste it in a message, or open it on another device.');
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
          if (touch) await dialog.getByRole('button', { name: 'Close' }).tap();
          else await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          if (!touch) await expect(share, 'focus goes back to the button that opened the dialog').toBeFocused();
          // sharing the same design again shows the same link (nothing stored twice)
          await press(share, touch);
          await expect(field).toHaveValue(url);
          await press(dialog.getByRole('button', { name: 'Close' }), touch);
          return url;
        });

        const kept = await stored(link);
        expect({ objects: kept.objects, order: kept.order, canvas: kept.canvas }, 'the shop keeps the design the page shows').toEqual({
          objects: drawn.objects,
          order: drawn.order,
          canvas: drawn.canvas,
        });

        const other = await otherDevice(browser, screen);
        other.on('pageerror', (e) => errors.push(e.message));
        const copyObjects = other.getByTestId('designer-object');
        await test.step('the link on another device: the same design, said to be a copy', async () => {
          await gotoSettled(other, link);
          // a fresh browser loads the designer's chunks first: slow on a busy machine
          await expect(other.getByTestId('designer-shared-note')).toBeVisible({ timeout: 30_000 });
          await expect(copyObjects).toHaveCount(2);
          await expect(other.getByTestId('designer-objects')).toContainText(`text “${TEXT}”`);
          // the background colour field shows the design's colour, not white (it used to start white whatever the design)
          await expect(other.getByTestId('designer-bg-colour')).toHaveValue('#ffe4b5');
          await other.screenshot({ path: path.join(shots, `${product.slug}-${screen.name}-copy.png`) });
          const shared = await preview(other, touch);
          const { share, diff } = differingShare(original, shared);
          const sizes = `original ${original.width} x ${original.height}, copy ${shared.width} x ${shared.height}`;
          expect(Math.abs(original.width - shared.width), sizes).toBeLessThanOrEqual(2);
          expect(Math.abs(original.height - shared.height), sizes).toBeLessThanOrEqual(2);
          fs.writeFileSync(path.join(shots, `${product.slug}-${screen.name}.png`), writePng(sideBySide([original, shared, diff])));
          // the same renderer draws both; a sub-pixel shift of the page shows on the edges of letters
          expect(share, `the share of pixels that differ between the shared design and its copy at 200 px wide (${sizes})`).toBeLessThanOrEqual(0.03);
        });

        await test.step('the copy edited; the link again shows the design as shared, the edited copy offered', async () => {
          await openSection(other, 'text', touch);
          await other.getByTestId('designer-text-input').fill('Changed on the copy');
          await press(other.getByTestId('designer-text-add'), touch);
          await expect(copyObjects).toHaveCount(3);
          // the edit is kept as an unfinished design of this browser (saved a moment after the change)
          await expect.poll(() => other.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('atelier:design:')))).toBe(true);
          await gotoSettled(other, link);
          await expect(other.getByTestId('designer-shared-note')).toBeVisible({ timeout: 30_000 });
          await expect(copyObjects).toHaveCount(2);
          await expect(other.getByTestId('designer-objects')).toContainText(`text “${TEXT}”`);
          await expect(other.getByTestId('designer-objects')).not.toContainText('Changed on the copy');
          await expect(other.getByTestId('designer-draft'), 'the edited copy is offered, not overwritten').toContainText('You have an unfinished design');
          expect(await stored(link), 'the shared design is as it was shared').toEqual(kept);
        });

        if (needsOnlyASize(product)) {
          await test.step('the copy added to the cart and ordered', async () => {
            const limits = product.customSize!;
            await typeSize(other, 'width', Math.max(limits.minWidth, Math.min(limits.maxWidth, 60)));
            const height = (await openSection(other, 'measure', touch)).getByTestId('designer-height');
            if (!(await height.inputValue())) await typeSize(other, 'height', Math.max(limits.minHeight, Math.min(limits.maxHeight, 40)));
            await addToCart(other, touch);
            await expect(other.getByRole('dialog', { name: /Your cart/ }).getByTestId('cart-item')).toHaveCount(1);
            await placeOrderFromCart(other);
            await expect(other.getByTestId('order-number')).toBeVisible();
            await expect(other.getByTestId('order-proof')).toHaveCount(1);
          });
        }
        await other.context().close();
        expect(errors).toEqual([]);
      });
    });
  }
}

test('a link that names no shared design says so, and offers a design of the shopper’s own', async ({ page }) => {
  const product = catalogue[0];
  await acceptCookies(page);
  await gotoSettled(page, `/designer/${product.slug}?shared=${'A'.repeat(22)}`);
  const missing = page.getByTestId('designer-shared-missing');
  await expect(missing.getByRole('alert')).toContainText('We could not find this shared design. Please check that the whole link was copied.');
  await missing.getByRole('link', { name: 'Start a design of your own' }).click();
  await expect(page.getByRole('heading', { name: `Design your ${product.name}` })).toBeVisible();
});

test('a design the shop cannot print is not shared: the refusal says why, as Add to cart would', async ({ page }) => {
  await openDesigner(page, catalogue[0].slug);
  const colour = await openSection(page, 'background-colour');
  await colour.getByTestId('designer-bg-apply').click();
  await openSection(page, 'text');
  await page.getByTestId('designer-text-input').fill('Hi 你好');
  await page.getByTestId('designer-text-add').click();
  await page.getByTestId('designer-share').click();
  await expect(page.getByTestId('designer-share-error')).toContainText(
    'Your design could not be saved: A text of your design has characters the shop cannot print: 你 好.',
  );
  await expect(page.getByRole('dialog', { name: 'Your design is saved' })).toBeHidden();
});

test('the journeys cover every designer product of the catalogue', () => {
  expect(catalogue.length).toBeGreaterThanOrEqual(10);
  expect(catalogue.filter(needsOnlyASize).length, 'at least one product is ordered at each width').toBeGreaterThan(0);
});
