import { expect, test, type Page } from '@playwright/test';
import { keptDraft } from './designer-journey';
import { gotoSettled } from './settled';

// The designer page, first steps: a background, a text outlined in its real font, moved with the keyboard and the
// mouse, undone and redone, and a reload that offers the unfinished design back.

const shots = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';
const URL = '/designer/personalised-vinyl-rug';

/** The canvas's pixel where the design's centre (300, 200 of 600 x 400) is drawn. */
async function centreOf(page: Page) {
  const box = (await page.getByTestId('designer-canvas').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scale: box.width / 600 };
}

test('a shopper starts a design, moves a text with keys and the mouse, undoes it, and gets it back after a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoSettled(page, URL);
  await expect(page.getByRole('heading', { name: 'Design your Personalised vinyl rug' })).toBeVisible();
  const input = page.getByTestId('designer-text-input');
  // sections wait for a background
  await expect(page.getByTestId('designer-section-text')).toContainText('Add a background first');
  await page.getByTestId('designer-bg-apply').click();
  await input.fill('Hello');
  await page.getByTestId('designer-text-add').click();
  const announcement = page.getByTestId('designer-announcement');
  await expect(announcement).toHaveText('Selected text “Hello”');
  await expect(page.getByTestId('designer-object')).toHaveText(['text “Hello”']);

  // keyboard: arrows nudge, Ctrl+Z undoes, Ctrl+Y redoes
  const canvas = page.getByTestId('designer-canvas');
  await canvas.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(announcement).toHaveText('Moved text “Hello” 10 px');
  await page.keyboard.press('Control+z');
  await expect(announcement).toHaveText('Undone');
  await page.keyboard.press('Control+y');
  await expect(announcement).toHaveText('Redone');

  // mouse: drag the text from the centre (it sits 10 px right of it) by 60 px, one undo step
  const c = await centreOf(page);
  await page.mouse.move(c.x + 10 * c.scale, c.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(c.x + (10 + i * 10) * c.scale, c.y + i * 5 * c.scale);
  await page.mouse.up();
  await expect(announcement).toHaveText('Moved text “Hello”');
  await page.screenshot({ path: `${shots}/designer-1280.png` });
  await page.getByTestId('designer-undo').click();
  await expect(announcement).toHaveText('Undone');

  // the draft is kept (the page's local storage holds the text): a reload offers it back, and Continue restores it
  await keptDraft<{ objects: Record<string, { kind: string; text?: string }> }>(page, (d) =>
    Object.values(d.objects).some((o) => o.kind === 'text' && o.text === 'Hello'),
  );
  await page.reload();
  await expect(page.getByTestId('designer-draft')).toBeVisible();
  await expect(page.getByTestId('designer-object')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue it' }).click();
  await expect(page.getByTestId('designer-object')).toHaveText(['text “Hello”']);
  // the continued design answers the keyboard and the mouse like the first one
  await page.getByTestId('designer-object').click();
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(announcement).toHaveText('Moved text “Hello” 1 px');
  const c2 = await centreOf(page);
  await page.mouse.move(c2.x + 9 * c2.scale, c2.y);
  await page.mouse.down();
  await page.mouse.move(c2.x + 40 * c2.scale, c2.y + 30 * c2.scale, { steps: 4 });
  await page.mouse.up();
  await expect(announcement).toHaveText('Moved text “Hello”');
  // Delete from the layers list, with the keyboard only
  await page.getByTestId('designer-object').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Delete text “Hello”' }).press('Enter');
  await expect(page.getByTestId('designer-object')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the designer fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoSettled(page, URL);
  await page.getByTestId('designer-bg-apply').click();
  await page.getByTestId('designer-text-input').fill('Hi');
  await page.getByTestId('designer-text-add').click();
  await expect(page.getByTestId('designer-object')).toHaveCount(1);
  const canvas = (await page.getByTestId('designer-canvas').boundingBox())!;
  expect(canvas.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${shots}/designer-375.png`, fullPage: true });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test('one finger moves a text, two fingers pinch it larger and turn it, as one undo step', async ({ page }) => {
    await gotoSettled(page, URL);
    await page.getByTestId('designer-bg-apply').click();
    await page.getByTestId('designer-text-input').fill('Hi');
    await page.getByTestId('designer-text-add').click();
    const announcement = page.getByTestId('designer-announcement');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    await page.getByTestId('designer-canvas').scrollIntoViewIfNeeded();
    const c = await centreOf(page);
    // one finger on the text's left half (its right corner is the scale handle, drawn 24 px wide under a finger)
    const on = { x: c.x - 10 * c.scale, y: c.y };
    await touch('touchStart', [on]);
    await touch('touchMove', [{ x: on.x + 15, y: on.y + 5 }]);
    await touch('touchMove', [{ x: on.x + 30, y: on.y + 10 }]);
    await touch('touchEnd', []);
    await expect(announcement).toHaveText('Moved text “Hi”');
    // two fingers on the text: apart and turning
    const a = { x: on.x + 30, y: on.y + 10 };
    await touch('touchStart', [a]);
    await touch('touchStart', [a, { x: a.x + 40, y: a.y }]);
    for (let i = 1; i <= 5; i++) await touch('touchMove', [a, { x: a.x + 40 + i * 10, y: a.y + i * 12 }]);
    await touch('touchEnd', []);
    await expect(announcement).toHaveText('Resized and turned text “Hi”');
    await page.screenshot({ path: `${shots}/designer-pinch-375.png` });
    await page.getByTestId('designer-undo').click();
    await expect(announcement).toHaveText('Undone');
    // the pinch and the move are two steps: both undone, the text is still there
    await page.getByTestId('designer-undo').click();
    await expect(page.getByTestId('designer-object')).toHaveText(['text “Hi”']);
  });
});
