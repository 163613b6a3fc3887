import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import type { Picture } from './promise-images';
import { keptDraft, openWithText, press, SCREENS, shotsFolder, onScreen, expectPreviewIsExport } from './designer-journey';
import { designerProducts } from './promise-shop';
import fs from 'node:fs';

// Issue 29's text effects as a shopper uses them: a blue text given an outline (its colour and width chosen), a
// shadow, and two of its letters coloured red (selected in the text's field, then "Colour the selected letters").
// Each is one undo step and announced; then the text is curved (the effects follow the arc). What the canvas shows
// is what the shop makes: the canvas in preview equals the shop's export of the design it keeps. At 1280 px with a
// mouse and the keyboard, and on a 375 px phone with a finger (the letters selected with the keyboard), on the wall
// sticker; the effects carted and ordered on every product: e2e/designer-features-every-product.spec.ts.

const shots = shotsFolder('designer-text-effects');
const catalogue = await designerProducts();
const sticker: ProductDetail = catalogue.find((p) => p.slug.includes('wall-sticker')) ?? catalogue[0];

test.describe.configure({ mode: 'parallel' });

type Pixel = readonly [number, number, number];
/** How many pixels of the picture are near this colour. */
function count(p: Picture, near: (c: Pixel) => boolean): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (near([p.data[i], p.data[i + 1], p.data[i + 2]])) n++;
  return n;
}
const red = ([r, g, b]: Pixel) => r > 180 && g < 80 && b < 80;
const blue = ([r, g, b]: Pixel) => b > 180 && r < 80 && g < 100;
const dark = ([r, g, b]: Pixel) => r < 40 && g < 40 && b < 40;
const grey = ([r, g, b]: Pixel) => Math.abs(r - 0x55) < 20 && Math.abs(g - 0x55) < 20 && Math.abs(b - 0x55) < 20;

interface KeptText {
  kind: string;
  text: string;
  stroke?: { colour: string; width: number };
  shadow?: { colour: string };
  colours?: { start: number; end: number; fill: string }[];
}
// a draft saved before the text was added has none: the poll waits for the next save rather than failing
const textOf = (design: { objects: Record<string, KeptText> }) => Object.values(design.objects).find((o) => o.kind === 'text');
const keptText = (design: { objects: Record<string, KeptText> }) => textOf(design)!;

for (const screen of SCREENS) {
  test(`an outlined, shadowed text with two red letters: made, kept and exported as seen (${sticker.name}, ${screen.name} px)`, async ({ browser }) => {
    test.setTimeout(150_000);
    await onScreen(browser, screen, async (page) => {
      await openWithText(page, sticker.slug, 'Happy day', { touch: screen.touch, colour: '#2040ff' });
      const announcement = page.getByTestId('designer-announcement');

      // the outline: switched on (one step), then its colour and its width
      await press(page.getByTestId('designer-text-outline'), screen.touch);
      await expect(announcement).toHaveText('Outline added to text “Happy day”');
      await page.getByTestId('designer-text-outline-colour').fill('#111111');
      await expect(announcement).toHaveText('Outline changed on text “Happy day”');
      const width = page.getByTestId('designer-text-outline-width');
      // the menu's one slider (menu/Slider.tsx): named by its label, as the opacity and the line style sliders are
      await expect(page.getByRole('slider', { name: /^Outline width/ })).toHaveAttribute('data-testid', 'designer-text-outline-width');
      if (screen.touch) {
        const box = (await width.boundingBox())!;
        // the track runs from 0.01 to 0.2 em: half way is about 0.1 em
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      } else {
        await width.focus();
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      }
      await expect(announcement).toHaveText('Outline changed on text “Happy day”');

      // the shadow
      await press(page.getByTestId('designer-text-shadow'), screen.touch);
      await expect(announcement).toHaveText('Shadow added to text “Happy day”');

      // two letters selected in the text's field, then coloured red; the rest stays blue
      const field = page.getByTestId('designer-text-edit');
      const letters = page.getByTestId('designer-text-letters-colour');
      await press(field, screen.touch);
      await field.press('Home');
      await field.press('Shift+ArrowRight');
      await field.press('Shift+ArrowRight');
      await expect(page.getByText('Colour the selected letters “Ha”')).toBeVisible();
      await letters.fill('#ff0000');
      await expect(announcement).toHaveText('Colour changed on text “Happy day”');

      // the controls as the shopper sees them, each a target of at least 24 x 24 px (a switch's label is its target)
      const section = page.getByTestId('designer-text-selected');
      fs.writeFileSync(path.join(shots, `text-section-${screen.name}.png`), await section.screenshot());
      for (const id of [
        'designer-text-outline',
        'designer-text-shadow',
        'designer-text-outline-colour',
        'designer-text-outline-width',
        'designer-text-shadow-colour',
        'designer-text-letters-colour',
      ]) {
        const control = page.getByTestId(id);
        const target = id.endsWith('outline') || id.endsWith('shadow') ? control.locator('xpath=..') : control;
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height), `${id} is a target of 24 px at least`).toBeGreaterThanOrEqual(24);
      }

      // what the page keeps: the outline, the shadow and the red letters, the words unchanged
      const design = await keptDraft<{ objects: Record<string, KeptText> }>(page, (d) => Boolean(textOf(d)?.colours && textOf(d)?.shadow));
      const text = keptText(design);
      expect(text.text).toBe('Happy day');
      expect(text.colours).toEqual([{ start: 0, end: 2, fill: '#ff0000' }]);
      expect(text.stroke?.colour).toBe('#111111');
      expect(text.stroke?.width).toBeGreaterThan(0.06);
      expect(text.shadow).toEqual({ colour: '#555555' });

      // undo takes the red letters away in one step, redo brings them back
      await press(page.getByTestId('designer-undo'), screen.touch);
      await expect(announcement).toHaveText('Undone');
      await expect.poll(async () => keptText(await keptDraft<{ objects: Record<string, KeptText> }>(page, () => true)).colours).toBeUndefined();
      await press(page.getByTestId('designer-redo'), screen.touch);

      // curved (the Curve slider, by its keys): the red letters, the outline and the shadow follow the arc
      const curve = page.getByTestId('designer-text-edit-curve');
      await curve.focus();
      for (let i = 0; i < 8; i++) await curve.press('ArrowRight');
      await expect(curve).not.toHaveValue('0');
      await keptDraft<{ objects: Record<string, KeptText & { curve?: number }> }>(
        page,
        (d) => (textOf(d) as { curve?: number } | undefined)?.curve !== undefined,
      );

      // the canvas in preview shows them all: red, blue, the dark outline and the grey shadow
      await expectPreviewIsExport<{ objects: Record<string, KeptText> }>(page, {
        touch: screen.touch,
        kept: (d) => Boolean(textOf(d)?.colours),
        ready: (p) => count(p, red) > 50 && count(p, blue) > 50 && count(p, dark) > 50 && count(p, grey) > 20,
        what: 'the red letters, the blue ones, the outline and the shadow against the export',
        within: 0.03,
        file: path.join(shots, `canvas-export-${screen.name}.png`),
      });

      // (the cart keeping the effects and the proof showing them: e2e/designer-features-every-product.spec.ts, on
      // every product at both widths)
    });
  });
}
