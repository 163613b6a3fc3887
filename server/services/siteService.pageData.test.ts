import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataKey } from '../../contract/pages';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';

// The data a server-rendered page hands the browser (issue 13) is what the browser would get from the API for the
// same page, under the key the storefront asks for it: so the app starts from it and renders the same thing.
describe.each(databasesUnderTest())('server-rendered page data ($name)', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const api = async (url: string) => JSON.parse((await shop.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).body);

  it('the list: every listed product, as catalogProducts answers', async () => {
    const data = await shop.app.services.site.pageData('/', 'en');
    const { products } = await api('/ajax/catalog/products');
    expect(products.length).toBeGreaterThan(10);
    expect(data).toEqual({ [pageDataKey.products]: products });
  });

  it('a product page: the product, as catalogProduct answers', async () => {
    const { products } = await api('/ajax/catalog/products');
    const first = products[0];
    const data = await shop.app.services.site.pageData(`/product/${first.slug}`, 'en');
    const { product } = await api(`/ajax/catalog/product/${first.id}`);
    expect(product.name).toBe(first.name);
    expect(data).toEqual({ [pageDataKey.product(first.slug)]: product });
  });

  it('amounts in the shopper’s language', async () => {
    const en = (await shop.app.services.site.pageData('/', 'en'))![pageDataKey.products] as { formattedFromPrice: string }[];
    const da = (await shop.app.services.site.pageData('/', 'da'))![pageDataKey.products] as { formattedFromPrice: string }[];
    expect(en[0].formattedFromPrice).not.toBe(da[0].formattedFromPrice);
  });

  it('no data for an unknown product, nor for the pages rendered in the browser', async () => {
    expect(await shop.app.services.site.pageData('/product/no-such-thing', 'en')).toBeUndefined();
    expect(await shop.app.services.site.pageData('/checkout', 'en')).toBeUndefined();
    expect(await shop.app.services.site.pageData('/designer/tree-of-life-wall-sticker', 'en')).toBeUndefined();
  });
});
