import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { needsSquareSize, SHAPE_KINDS, shapeFitsSize } from '../rules/shape';
import {
  exportPicture,
  gradientPhoto,
  lastCartLine,
  openDesigner,
  openSection,
  orderedProof,
  pageErrors,
  press,
  SCREENS,
  settledCapture,
  shotsFolder,
  showPreview,
  uploadBackground,
} from './designer-journey';
import { differingShare, readPng, sideBySide, writePng } from './promise-images';
import { designerProducts } from './promise-shop';

// A product made in some sizes alone (a vinyl rug's formats) and cut to a shape: a circle picked on a rectangular
// format used to be refused at add to cart. Now a circle or a square takes the first square format in the same step,
// the page says so, offers only the formats the shape is made in, and the cart takes the design at that format. Every
// such product of the running shop's catalogue and every such shape it offers, at 1280 px with a mouse and at 375 px
// by touch; ordered, the proof the print job renders is what the preview showed (the circle's outline where the canvas
// drew it, the square format's proportions).

const catalogue = await designerProducts();
const shaped = catalogue.filter((p) => (p.designerType === 6 || p.designerType === 8) && !p.customSize && p.rugFormats.length > 0);
const shots = shotsFolder('designer-shape-formats');
/** The shape's name on its radio ("Circle"), as the shape section names SHAPE_KINDS. */
const named = (kind: string) => kind[0].toUpperCase() + kind.slice(1);

// Each journey has its own page, cart and order: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const product of shaped) {
  const rectangle = product.rugFormats.find((f) => !shapeFitsSize('circle', f.width, f.height));
  const square = product.rugFormats.find((f) => shapeFitsSize('circle', f.width, f.height));
  // the shapes made at a square size alone that one of the product's formats fits (a circle, a square)
  const squareShapes = SHAPE_KINDS.filter((k) => needsSquareSize(k) && product.rugFormats.some((f) => shapeFitsSize(k, f.width, f.height)));
  for (const kind of squareShapes) {
    for (const screen of SCREENS) {
      test.describe(`at ${screen.name} px`, () => {
        test.use(screen.use);
        test(`${product.name}: a ${kind} on a rectangular format takes a square one, is added, and its proof is the canvas`, async ({ page }) => {
          test.setTimeout(120_000);
          expect(rectangle && square, 'the product offers a rectangular and a square format').toBeTruthy();
          const errors = pageErrors(page);
          await openDesigner(page, product.slug);
          // a photo over the whole face: the cut's outline shows against what lies outside it
          await uploadBackground(page, { name: 'gradient.png', buffer: gradientPhoto() });
          const measure = await openSection(page, 'measure', screen.touch);
          const formats = measure.getByTestId('designer-rug-formats');
          await press(formats.locator('label').filter({ hasText: rectangle!.name }), screen.touch);
          await expect(formats.getByRole('radio', { name: rectangle!.name })).toBeChecked();

          const shape = await openSection(page, 'shape', screen.touch);
          await press(
            shape
              .getByTestId('designer-shapes')
              .locator('label')
              .filter({ hasText: named(kind) }),
            screen.touch,
          );
          await expect(page.getByTestId('designer-announcement')).toHaveText(`Shape ${kind}, size ${square!.name}`);
          await openSection(page, 'measure', screen.touch);
          await expect(formats.getByRole('radio', { name: square!.name })).toBeChecked();
          await expect(formats.getByRole('radio', { name: rectangle!.name })).toHaveCount(0);
          await expect(measure.getByTestId('designer-square-formats')).toHaveText(
            `A ${kind} is made in a square format only. For the other formats, choose the Rectangle or As designed shape.`,
          );

          // the design as it prints, as the shopper judges it
          await showPreview(page, screen.touch);
          const seen = await settledCapture(page.getByTestId('designer-canvas'));

          const shown = (await page.getByTestId('designer-price').locator('.price').textContent()) ?? '';
          await press(page.getByTestId('designer-add-to-cart'), screen.touch);
          const cart = page.getByRole('dialog', { name: /Your cart/ });
          await expect(cart).toBeVisible({ timeout: 30_000 });
          await expect(cart.getByTestId('cart-item'), 'the cart line names the square format').toContainText(square!.name);
          await expect(cart.getByTestId('cart-item-total').first()).toHaveText(shown);
          const line = await lastCartLine(page.request);
          expect(line.design, 'the cart keeps the shape at the square format').toMatchObject({
            shape: { kind },
            product: { width: square!.width, height: square!.height },
          });

          // ordered: the proof the print job renders from the kept design is the canvas, cut where it showed the cut
          const proof = readPng(await orderedProof(page.request));
          const { share, diff } = differingShare(seen, proof);
          fs.writeFileSync(path.join(shots, `${product.slug}-${kind}-${screen.name}.png`), writePng(sideBySide([seen, proof, diff])));
          expect(proof.width / proof.height, 'the proof has the square format’s proportions').toBeCloseTo(square!.width / square!.height, 1);
          expect(share, 'the proof against the preview: the share of pixels that differ at 200 px wide').toBeLessThanOrEqual(0.05);
          if (kind === 'circle') {
            // and the comparison tells a circle from the rectangle it was cut from: the same design drawn straight
            const straight = await exportPicture(page.request, { ...line.design, shape: { kind: 'rectangle', rounded: false } }, seen.width);
            expect(differingShare(seen, straight).share, 'a proof drawn as a rectangle would differ').toBeGreaterThan(0.1);
          }
          expect(errors).toEqual([]);
        });
      });
    }
  }

  test(`${product.name}: the arrow keys pass the circle on the way to the rectangle and keep the format chosen`, async ({ page }) => {
    await openDesigner(page, product.slug);
    await page.getByTestId('designer-bg-apply').click();
    const formats = (await openSection(page, 'measure')).getByTestId('designer-rug-formats');
    await formats.locator('label').filter({ hasText: rectangle!.name }).click();
    const shapes = (await openSection(page, 'shape')).getByTestId('designer-shapes');
    await shapes.getByRole('radio', { name: 'As designed' }).focus();
    // each arrow chooses the shape it lands on (a radio group): Circle, Square, then Rectangle. Held as a hand holds
    // it until the focus moves: Radix checks the item focus lands on while an arrow key is down
    for (const name of ['Circle', 'Square', 'Rectangle']) {
      await page.keyboard.down('ArrowRight');
      await expect(shapes.getByRole('radio', { name })).toBeFocused();
      await page.keyboard.up('ArrowRight');
      await expect(shapes.getByRole('radio', { name })).toBeChecked();
    }
    await expect(page.getByTestId('designer-announcement')).toHaveText(`Shape rectangle, size ${rectangle!.name}`);
    await expect(formats.getByRole('radio', { name: rectangle!.name })).toBeChecked();
  });
}
