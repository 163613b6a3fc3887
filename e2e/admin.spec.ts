import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildCartPayload, createDocument, runCommand } from '../editor-engine';
import { P } from '../fixtures/catalog/products/ids';
import { openMailbox, type Mailbox } from '../server/mail/smtpMailbox.testing';
import { placeOrderFromCart } from './promise-shop';

// The back office's journey (issue 28): a shopper orders a designed sticker; staff sign in at /admin, find the order,
// download a production file of its line, mark it paid, in production and shipped; the shopper's open order page follows each step
// by itself, and the mailbox (a real SMTP server the shop sends to) holds the order's two mails.

const STAFF = { email: 'owner@example.com', name: 'Olga Owner', password: 'correct horse battery staple' };
const OUT = process.env.E2E_OUTPUT ?? 'test-results';
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await openMailbox(Number(process.env.E2E_SMTP_PORT));
  // the shop owner's first account, as the README says: the password on stdin, never an argument
  execFileSync('npx', ['tsx', 'scripts/admin.ts', 'add-user', `--email=${STAFF.email}`, `--name=${STAFF.name}`], {
    input: `${STAFF.password}\n`,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
});
test.afterAll(() => mailbox?.close());

/** The shopper's order: a photo and a text on a 10 x 10 cm sticker, added as the designer does, then the cart's checkout. */
async function shopperOrders(page: Page): Promise<{ number: string }> {
  await page.goto('/');
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#4a7a3a' } })
    .png()
    .toBuffer();
  const upload = await page.request.post('/ajax/upload/upload-image-base64', {
    data: { imgBase64: `data:image/png;base64,${png.toString('base64')}`, prefix: 'personalized' },
  });
  const photo = (await upload.json()).fileInfo.file as string;
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'addBackground', { src: photo, naturalWidth: 300, naturalHeight: 300 }).doc;
  doc = runCommand(doc, 'addText', { text: 'Hola', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#203040' }).doc;
  doc = runCommand(doc, 'setSize', { width: 10, height: 10 }).doc;
  const added = await page.request.post('/ajax/shopping/add-to-cart', { data: { ...buildCartPayload(doc, { personalizedImage: photo }), design: doc } });
  expect(added.status(), await added.text()).toBe(200);
  // the next page opens the cart after an add, as it does after the designer's; then its checkout
  await page.reload();
  await placeOrderFromCart(page);
  return { number: (await page.getByTestId('order-number').textContent())!.trim() };
}

test('staff run an order through its day; the shopper page and mailbox follow', async ({ page: shopper, browser }) => {
  test.setTimeout(240_000);
  const { number } = await shopperOrders(shopper);
  const status = shopper.getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'awaiting-payment');

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  // focus starts in the sign-in form; a wrong password is said, and focus goes to it
  await expect(staff.getByLabel('E-mail')).toBeFocused();
  await staff.getByLabel('E-mail').fill(STAFF.email);
  await staff.getByLabel('Password').fill('wrong password');
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('alert')).toHaveText('The e-mail address or the password is not right.');
  await expect(staff.getByRole('alert')).toBeFocused();
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await staff.getByLabel('Order number or e-mail').fill(number);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByTestId('admin-order-row')).toHaveCount(1);
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  // the line's options read as the shopper's do ("Size 10 x 10 cm"), never by the keys they are kept under
  const options = staff.getByTestId('admin-line-options');
  await expect(options.locator('dt').first()).toHaveText('Size');
  await expect(options.locator('dd').first()).toHaveText('10 x 10 cm');
  await expect(options).not.toContainText(/width|height|personalizedImage/);

  // the production files come from the job: the page lists each one by its name once they are made (it does not
  // refresh itself: reloaded until then, as soon as the list shows rather than a second at a time)
  const production = staff.getByRole('list', { name: /^Production files of line \d+$/ });
  await expect(async () => {
    if (await production.isVisible()) return;
    await staff.reload();
    await expect(production).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const pdfLink = production.getByRole('link', { name: /\.pdf$/ }).first();
  const pdfName = (await pdfLink.textContent())!;
  expect(pdfName).toMatch(new RegExp(`^${number}-line-\\d+-[a-z0-9-]+-[\\d.]+x[\\d.]+cm\\.pdf$`));
  await expect(production.getByRole('listitem').filter({ hasText: pdfName })).toContainText(/ × [\d.]+ cm · [\d.]+ [kM]B$/);
  const [download] = await Promise.all([staff.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe(pdfName);
  const file = await download.path();
  expect((await import('node:fs')).readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // the proof and the design document are still there to download
  await expect(staff.getByRole('link', { name: 'Proof (PNG)' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Design (JSON)' })).toBeVisible();

  const orderStatus = staff.getByTestId('admin-order-status');
  await staff.getByRole('button', { name: 'Mark paid' }).click();
  await expect(orderStatus).toContainText('Paid');
  await expect(orderStatus).toBeFocused();
  await expect(status).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await expect(status).toHaveText(/Payment received/);

  await staff.getByRole('button', { name: 'Start production' }).click();
  await expect(orderStatus).toContainText('In production');
  await expect(status).toHaveAttribute('data-status', 'in-production', { timeout: 15_000 });

  await staff.getByLabel('Tracking number').fill('PKG 1234');
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(orderStatus).toContainText('Shipped');
  await expect(orderStatus).toContainText('PKG 1234');
  await expect(staff.getByTestId('admin-history')).toContainText(`Shipped (tracking PKG 1234) · by ${STAFF.name}`);
  await expect(status).toHaveAttribute('data-status', 'shipped', { timeout: 15_000 });
  await expect(status).toContainText('Tracking number: PKG 1234.');

  const placed = await mailbox.waitFor((m) => m.subject === `Your order ${number}`, 90_000);
  expect(placed.text).toContain('Hello Ana García');
  const shipped = await mailbox.waitFor((m) => m.subject === `Your order ${number} is on its way`, 90_000);
  expect(shipped.text).toContain('PKG 1234');
  // its link opens the order page, shipped
  const link = /Your order: \S+?(\/order\/[\w-]{43})\n/.exec(shipped.text)?.[1];
  expect(link, shipped.text).toBeDefined();
  await shopper.goto(link!);
  await expect(shopper.getByTestId('order-number')).toHaveText(number);
  await expect(status).toHaveAttribute('data-status', 'shipped');

  await staff.screenshot({ path: path.join(OUT, 'admin-order-1280.png'), fullPage: true });
  await staff.setViewportSize({ width: 375, height: 800 });
  await staff.screenshot({ path: path.join(OUT, 'admin-order-375.png'), fullPage: true });
  await staff.getByRole('link', { name: 'Print queue' }).click();
  await expect(staff.getByTestId('admin-job').first()).toBeVisible();
  await staff.screenshot({ path: path.join(OUT, 'admin-queue-375.png'), fullPage: true });
  await staffContext.close();
});
