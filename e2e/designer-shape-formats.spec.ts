import { expect, test } from '@playwright/test';
import { shapeFitsSize } from '../rules/shape';
import { openDesigner, openSection, pageErrors, press, SCREENS } from './designer-journey';
import { designerProducts } from './promise-shop';

// A product made in some sizes alone (a vinyl rug's formats) and cut to a shape: a circle picked on a rectangular
// format used to be refused at add to cart. Now the circle takes the first square format in the same step, the page
// says so, offers only the formats a circle is made in, and the cart takes the design at that format. Every such
// product of the running shop's catalogue, at 1280 px with a mouse and at 375 px by touch.

const catalogue = await designerProducts();
const shaped = catalogue.filter((p) => (p.designerType === 6 || p.designerType === 8) && !p.customSize && p.rugFormats.length > 0);

for (const product of shaped) {
  const rectangle = product.rugFormats.find((f) => !shapeFitsSize('circle', f.width, f.height));
  const square = product.rugFormats.find((f) => shapeFitsSize('circle', f.width, f.height));
  for (const screen of SCREENS) {
    test.describe(`at ${screen.name} px`, () => {
      test.use(screen.use);
      test(`${product.name}: a circle on a rectangular format takes a square one and is added`, async ({ page }) => {
        expect(rectangle && square, 'the product offers a rectangular and a square format').toBeTruthy();
        const errors = pageErrors(page);
        await openDesigner(page, product.slug);
        await press(page.getByTestId('designer-bg-apply'), screen.touch);
        const measure = await openSection(page, 'measure', screen.touch);
        const formats = measure.getByTestId('designer-rug-formats');
        await press(formats.locator('label').filter({ hasText: rectangle!.name }), screen.touch);
        await expect(formats.getByRole('radio', { name: rectangle!.name })).toBeChecked();

        const shape = await openSection(page, 'shape', screen.touch);
        await press(shape.getByTestId('designer-shapes').locator('label').filter({ hasText: 'Circle' }), screen.touch);
        await expect(page.getByTestId('designer-announcement')).toHaveText(`Shape circle, size ${square!.name}`);
        await openSection(page, 'measure', screen.touch);
        await expect(formats.getByRole('radio', { name: square!.name })).toBeChecked();
        await expect(formats.getByRole('radio', { name: rectangle!.name })).toHaveCount(0);
        await expect(measure.getByTestId('designer-square-formats')).toHaveText(
          'A circle is made in a square format only. For the other formats, choose the Rectangle or As designed shape.',
        );

        const shown = (await page.getByTestId('designer-price').locator('.price').textContent()) ?? '';
        await press(page.getByTestId('designer-add-to-cart'), screen.touch);
        const cart = page.getByRole('dialog', { name: /Your cart/ });
        await expect(cart).toBeVisible({ timeout: 30_000 });
        await expect(cart).toContainText(square!.name);
        await expect(cart.getByTestId('cart-item-total').first()).toHaveText(shown);
        expect(errors).toEqual([]);
      });
    });
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
