import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { P } from '../fixtures/catalog/products/ids';

// Issue 10, item 2, in a real browser: a page on another origin of the same site (another port of the shop's host,
// so the browser sends the visitor's SameSite=Lax cart cookie along) tries to change the visitor's cart with the
// requests a page may send without asking: a no-cors fetch with the fields in the query string, and a form post.
// The cart must stay as the visitor left it.

const evilPage = (shop: string, id: number) => `<!doctype html><html><body>
<form id="f" method="POST" action="${shop}/ajax/shopping/remove-item-cart?id=${id}" target="sink"><input name="id" value="${id}"></form>
<iframe name="sink" title="sink"></iframe>
<script>
  window.done = fetch('${shop}/ajax/shopping/update-item-quantity?id=${id}&quantity=7', { method: 'POST', mode: 'no-cors', credentials: 'include' })
    .then(() => new Promise((resolve) => { document.querySelector('iframe').onload = resolve; document.getElementById('f').submit(); }));
</script></body></html>`;

// Another port of the shop's host is another origin of the same site (the cart cookie goes along); localhost is
// another site altogether (the SameSite=Lax cookie stays home, but the request is refused all the same).
for (const host of ['127.0.0.1', 'localhost']) {
  test(`a page on ${host}, another origin, cannot change the visitor’s cart`, async ({ page, baseURL }) => {
    await page.goto('/');
    const add = await page.request.post('/ajax/shopping/add-to-cart', {
      data: { productId: P.treeOfLifeSticker, quantity: 2, options: { width: 50, height: 50, color: 1 } },
    });
    expect(add.status()).toBe(200);
    const id = (await add.json()).cartItems[0].id as number;

    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(evilPage(baseURL!, id)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const refusals: number[] = [];
    page.on('response', (r) => /\/ajax\/shopping\/(update-item-quantity|remove-item-cart)/.test(r.url()) && refusals.push(r.status()));
    try {
      await page.goto(`http://${host}:${(server.address() as AddressInfo).port}/`);
      await page.evaluate(() => (window as unknown as { done: Promise<unknown> }).done);
    } finally {
      server.close();
    }
    // both reached the shop and were refused; the form's answer, shown in its frame, is the readable message
    expect(refusals).toEqual([403, 403]);
    await expect(page.frameLocator('iframe[name="sink"]').locator('body')).toContainText('This request came from another website');
    const items = (await (await page.request.post('/ajax/shopping/shopping-cart', { data: {} })).json()).cart.items;
    expect(items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[id, 2]]);
  });
}
