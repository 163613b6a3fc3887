import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import type { ProductSummary } from '../contract/common';
import { PT_TO_MM } from '../server/print/pdfInspect.testing';

// The running shop as the designer journeys use it: its designer products (asked at load time, so a product added to
// the catalogue gets its journeys without a line of test), an order placed through the checkout page, and the print
// files of its line (the shopper's proof, and the PDF behind the print shop's token of this run).

/** The shop playwright.config.ts starts (same port variable). */
export const SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`;

/**
 * Every product the shop designs on a canvas, with its details, as the shop answers them. Playwright starts the shop
 * before it loads the journeys, so this is asked when a spec file is loaded (listing tests with --list alone has no
 * shop: it fails with the address it tried).
 */
export async function designerProducts(): Promise<ProductDetail[]> {
  const get = async <T>(path: string): Promise<T> => {
    const r = await fetch(`${SHOP}${path}`).catch((e: unknown) => {
      throw new Error(`the designer journeys ask the running shop for its catalogue: ${SHOP}${path} did not answer (${String(e)})`);
    });
    if (!r.ok) throw new Error(`${SHOP}${path} answered ${r.status}`);
    return (await r.json()) as T;
  };
  const { products } = await get<{ products: ProductSummary[] }>('/ajax/catalog/products');
  const designed = products.filter((p) => p.designerType !== undefined);
  return Promise.all(designed.map(async (p) => (await get<{ product: ProductDetail }>(`/ajax/catalog/product/${p.id}`)).product));
}

export interface PlacedOrder {
  number: string;
  /** The shopper's proof of the (one) personalised line, as the confirmation page shows it. */
  proof: Buffer;
  /** The print file of that line. */
  pdf: Buffer;
  /** A mural's print file is its strips, in hanging order (issue 27); other lines have none. */
  strips: Buffer[];
}

/** From the open cart: checkout, the address, Place order, up to the confirmation page. */
export async function placeOrderFromCart(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: /Your cart/ })
    .getByTestId('cart-checkout')
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const [field, text] of [
    ['name', 'Ana García'],
    ['email', 'ana@example.es'],
    ['street', 'Calle Mayor 1'],
    ['postcode', '28013'],
    ['city', 'Madrid'],
  ] as const)
    await page.getByTestId(`checkout-${field}`).fill(text);
  await page.getByTestId('checkout-place-order').click();
  await expect(page).toHaveURL(/\/order\/[\w-]{20,}$/, { timeout: 20_000 });
}

/** From the open cart to the order: the confirmation page's proof and the line's PDF. */
export async function orderFromCart(page: Page): Promise<PlacedOrder> {
  await placeOrderFromCart(page);
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  // the print job renders the proof: the confirmation page shows it once it is ready
  const image = page.getByTestId('order-proof-image');
  await expect(image).toBeVisible({ timeout: 60_000 });
  const src = (await image.getAttribute('src'))!;
  const lineId = /proof\/(\d+)/.exec(src)![1];
  const proof = Buffer.from(await (await page.request.get(src)).body());
  const pdf = await printFile(page.request, number, lineId, 'pdf');
  return { number, proof, pdf, strips: await stripFiles(page.request, number, lineId) };
}

/** A line's wallpaper strips, in hanging order, as the print shop's list names them (once its files are made). */
async function stripFiles(request: APIRequestContext, number: string, lineId: string): Promise<Buffer[]> {
  const headers = { authorization: `Bearer ${process.env.E2E_PRINT_FILES_TOKEN}` };
  const listed = (await (await request.get('/ajax/print-files/orders', { headers })).json()) as {
    orders: { number: string; lines: { id: number; files?: { name: string; url: string }[] }[] }[];
  };
  const files = listed.orders.find((o) => o.number === number)?.lines.find((l) => String(l.id) === lineId)?.files ?? [];
  const strips = files.filter((f) => /-strip-\d+-of-\d+-/.test(f.name));
  return Promise.all(strips.map(async (f) => Buffer.from(await (await request.get(f.url, { headers })).body())));
}

/** A line's print file, as the print shop fetches it (the token playwright.config.ts gave this run's shop). */
export async function printFile(request: APIRequestContext, number: string, lineId: string, kind: 'pdf' | 'png'): Promise<Buffer> {
  const token = process.env.E2E_PRINT_FILES_TOKEN;
  if (!token) throw new Error('E2E_PRINT_FILES_TOKEN is set by playwright.config.ts');
  // the proof shows first (its own job); the print files follow: the shop's route answers 404 until they are made
  let r = await request.get(`/ajax/print-files/${number}/${lineId}.${kind}`, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 120 && r.status() === 404; i++) {
    await new Promise((done) => setTimeout(done, 500));
    r = await request.get(`/ajax/print-files/${number}/${lineId}.${kind}`, { headers: { authorization: `Bearer ${token}` } });
  }
  expect(r.status(), await r.text()).toBe(200);
  return Buffer.from(await r.body());
}

/**
 * Each page's ordered size in mm: its TrimBox (the product as cut, without the bleed), or a canvas's ArtBox (the face
 * the shopper sees; its trim adds the picture that wraps the frame); a design cut into panels has a page per panel.
 * pdfkit writes the page dictionaries as plain text (server/print/pdfInspect.testing.ts).
 */
export function trimSizesMm(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const box = text.includes('/ArtBox [') ? 'ArtBox' : 'TrimBox';
  return [...text.matchAll(new RegExp(`/${box} \\[([^\\]]+)\\]`, 'g'))].map((m) => {
    const [x0, y0, x1, y1] = m[1].trim().split(/\s+/).map(Number);
    return { width: (x1 - x0) * PT_TO_MM, height: (y1 - y0) * PT_TO_MM };
  });
}
