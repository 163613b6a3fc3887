import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail } from '../contract/catalog';
import type { ProductSummary } from '../contract/common';
import { categoryLabel } from '../storefront/common/categories';

// The storefront shell's journey against the real server: open the list, open a product, see the price the server
// computes for its default configuration. Prices are read from the API in the test, so the page must show exactly
// what the server says (the storefront never computes money).

const shots = 'test-results/screenshots';

async function listed(request: APIRequestContext): Promise<ProductSummary[]> {
  const res = await request.get('/ajax/catalog/products');
  expect(res.ok(), 'GET /ajax/catalog/products').toBeTruthy();
  const { products } = (await res.json()) as { products: ProductSummary[] };
  expect(products.length).toBeGreaterThan(0);
  return products;
}

async function detail(request: APIRequestContext, id: number): Promise<ProductDetail> {
  const res = await request.get(`/ajax/catalog/product/${id}`);
  expect(res.ok(), `GET /ajax/catalog/product/${id}`).toBeTruthy();
  return ((await res.json()) as { product: ProductDetail }).product;
}

/** Fails the test on any console error or uncaught exception in the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('open the list, open a product, see its server price', async ({ page, request }) => {
  const errors = watchErrors(page);
  const products = await listed(request);
  // Prefer a product on sale so the struck-through old price is part of the journey.
  const target = products.find((p) => p.formattedOldPrice) ?? products[0];
  const product = await detail(request, target.id);

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /Atelier/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(products.length);

  const card = cards.filter({ has: page.getByRole('heading', { name: target.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('product-card-price')).toHaveText(target.formattedFromPrice);
  if (target.formattedOldPrice) await expect(card.getByTestId('product-card-price-old')).toHaveText(target.formattedOldPrice);
  await expect(card.getByRole('img', { name: target.name })).toBeVisible();
  // Scroll through the grid so every lazy image loads, and check that none is broken.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.locator('.product-grid img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/product-list.png`, fullPage: true });

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${target.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(product.defaultPrice.formattedPrice);
  if (product.defaultPrice.formattedOldPrice) {
    await expect(page.getByTestId('product-price-old')).toHaveText(product.defaultPrice.formattedOldPrice);
  }
  await expect(page.getByTestId('product-reference')).toHaveText(product.reference);
  const image = page.getByRole('main').locator(`img[alt="${product.name}"]`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Configure' })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Atelier`);
  await page.screenshot({ path: `${shots}/product-page.png`, fullPage: true });

  // Back to the list through the breadcrumb.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All products' }).click();
  await expect(cards).toHaveCount(products.length);
  expect(errors).toEqual([]);
});

test('a product page opened directly shows its options and the server price', async ({ page, request }) => {
  const errors = watchErrors(page);
  const products = await listed(request);
  // A product with sizes and colours shows them as controls of the options panel (storefront/product-options).
  let chosen: ProductDetail | undefined;
  for (const p of products) {
    const d = await detail(request, p.id);
    if (d.sizes.length > 0 && d.colours.length > 0) {
      chosen = d;
      break;
    }
  }
  // The demo catalogue has such products (vinyl stickers); their absence is a seed regression.
  expect(chosen, 'a listed product with both sizes and colours').toBeDefined();
  const product = chosen!;

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(product.defaultPrice.formattedPrice);
  const sizes = page.getByRole('radiogroup', { name: 'Sizes' }).getByRole('radio');
  await expect(sizes).toHaveCount(product.sizes.length);
  await expect(sizes.first()).toContainText(product.sizes[0].name);
  await page.getByRole('button', { name: /^Colour/ }).click();
  const colours = page.getByRole('radiogroup', { name: 'Colours' }).getByRole('radio');
  await expect(colours).toHaveCount(product.colours.length);
  await expect(colours.first()).toHaveAccessibleName(product.colours[0].name);
  await page.screenshot({ path: `${shots}/product-page-options.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('category chips filter the list', async ({ page, request }) => {
  const products = await listed(request);
  const category = products[products.length - 1].category;
  const inCategory = products.filter((p) => p.category === category);

  await page.goto('/');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(products.length);
  const chips = page.getByRole('group', { name: 'Filter by category' });
  await chips.getByRole('button', { name: new RegExp(`^${categoryLabel(category)} \\d+$`) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
  await expect(cards).toHaveCount(inCategory.length);
  for (const p of inCategory) await expect(cards.getByRole('heading', { name: p.name, exact: true })).toBeVisible();

  await chips.getByRole('button', { name: /^All/ }).click();
  await expect(cards).toHaveCount(products.length);
});

test('an unknown product shows a clear message', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByRole('alert')).toContainText('could not find this product');
  await expect(page.getByRole('link', { name: /Back to all products/ })).toBeVisible();
});

test('on a phone both pages fit the screen and stay keyboard-friendly', async ({ page, request }) => {
  const products = await listed(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/');
  await expect(page.getByTestId('product-card')).toHaveCount(products.length);
  expect(await fits()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.screenshot({ path: `${shots}/product-list-phone.png` });

  await page.goto(`/product/${products[0].slug}`);
  await expect(page.getByTestId('product-price')).toBeVisible();
  expect(await fits()).toBe(true);
  await page.screenshot({ path: `${shots}/product-page-phone.png`, fullPage: true });
});
