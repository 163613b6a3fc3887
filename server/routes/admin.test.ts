import { describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../testing/testApp';
import { refused } from './shopping.testing';
import { CONTACT, STAFF, backOfficeUnderTest, eventually, placeDesignedOrder, shopper, staffBrowser } from './admin.testing';
import { vinyl } from './shopping.testing';
import { P } from '../../fixtures/catalog/products/ids';

// The back office (issue 28) through its calls, on each database with its job engine and a real SMTP server: staff
// sign in, find an order, download its files, move it through its day, render a line again, and read the print queue;
// the shopper's order page and mailbox follow.
describe.each(databasesUnderTest())('the back office on $name', (target) => {
  const running = backOfficeUnderTest(target);

  it('signs staff in with a cookie only the back office gets (httpOnly, SameSite=Strict), and out again', async () => {
    const staff = staffBrowser(running.shop);
    const wrong = refused(await staff.signIn(STAFF.email, 'not the password'), 401);
    expect(wrong.errorMessage).toBe('The e-mail address or the password is not right.');
    expect(refused(await staff.signIn('nobody@example.com', STAFF.password), 401).errorCode).toBe('staff-sign-in');
    const ok = await staff.signIn(' OWNER@example.com ', STAFF.password);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ done: true, staff: { name: STAFF.name, email: STAFF.email } });
    const cookie = ok.cookies.find((c) => c.name === 'atelier_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ajax/admin' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await staff.get('/ajax/admin/me')).json()).toEqual({ done: true, staff: { name: STAFF.name, email: STAFF.email } });
    // the database keeps the token's hash, never the token
    const kept = await running.shop.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    expect(kept.map((r) => r.token_hash)).not.toContain(cookie.value);
    const old = cookie.value;
    expect((await staff.post('/ajax/admin/sign-out')).statusCode).toBe(200);
    expect(staff.jar.atelier_staff).toBeUndefined();
    const after = await running.shop.app.inject({ method: 'GET', url: '/ajax/admin/me', cookies: { atelier_staff: old } });
    expect(refused(after, 401).errorMessage).toBe('Please sign in to the back office.');
  });

  it('finds orders by number, e-mail and status, newest first, a page at a time', async () => {
    const first = await placeDesignedOrder(running.shop);
    const other = shopper(running.shop);
    await other.add(vinyl);
    const second = (await other.ok('/ajax/order/place', {
      idempotencyKey: 'list-test-key-0001',
      contact: { ...CONTACT, email: 'bo_b%x@example.dk', name: 'Bo' },
    })) as {
      orderNumber: string;
    };
    const staff = staffBrowser(running.shop);
    await staff.signIn();
    const all = (await staff.get('/ajax/admin/orders')).json();
    expect(all.orders[0].number).toBe(second.orderNumber);
    expect(all.orders[1]).toMatchObject({ number: first.orderNumber, status: 'awaiting-payment', name: 'Ana García', email: 'Ana@Example.es', lines: 1 });
    expect(all.orders[1].formattedTotal).toMatch(/^€/);
    const byNumber = (await staff.get(`/ajax/admin/orders?q=${first.orderNumber.slice(-6)}`)).json();
    expect(byNumber.orders.map((o: { number: string }) => o.number)).toEqual([first.orderNumber]);
    // the e-mail's case does not matter, and LIKE's wildcards are matched as characters
    const byEmail = (await staff.get(`/ajax/admin/orders?q=${encodeURIComponent('O_B%X@')}`)).json();
    expect(byEmail.orders.map((o: { number: string }) => o.number)).toEqual([second.orderNumber]);
    expect((await staff.get('/ajax/admin/orders?q=_')).json().total).toBe(1);
    expect((await staff.get('/ajax/admin/orders?status=shipped')).json()).toMatchObject({ orders: [], total: 0, pages: 1 });
    expect((await staff.get('/ajax/admin/orders?page=2')).json()).toMatchObject({ page: 2, orders: [] });
    expect(refused(await staff.get('/ajax/admin/orders?status=lost'), 400).errorMessage).toContain('status');
    expect(refused(await staff.get('/ajax/admin/orders?page=0'), 400).errorMessage).toContain('page');
  });

  it(
    'shows an order with its options and files to download, moves it paid -> in production -> shipped, and the shopper sees and reads each step',
    { timeout: 240_000 },
    async () => {
      const placed = await placeDesignedOrder(running.shop, { locale: 'es' });
      const placedMail = await running.mailbox.waitFor((m) => m.subject.includes(placed.orderNumber));
      expect(placedMail.to.toLowerCase()).toBe('ana@example.es');
      expect(placedMail.subject).toBe(`Tu pedido ${placed.orderNumber}`);
      expect(placedMail.text).toContain('Hola Ana García');
      expect(placedMail.text).toContain(`http://localhost:8080${placed.orderUrl}`);

      const staff = staffBrowser(running.shop);
      await staff.signIn();
      const url = `/ajax/admin/orders/${placed.orderNumber}`;
      const order = (
        await eventually(
          () => staff.get(url).then((r) => r.json()),
          (o) => o.order.lines[0].print.status === 'ready',
          'the print files',
        )
      ).order;
      expect(order).toMatchObject({
        number: placed.orderNumber,
        status: 'awaiting-payment',
        next: ['paid', 'cancelled'],
        locale: 'es',
        contact: { email: 'Ana@Example.es' },
      });
      const line = order.lines[0];
      expect(line.options).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]));
      expect(line.options.some((o: { name: string }) => o.name === 'design')).toBe(false);
      // every production file of the line (issue 27), as the print shop's list names them, each downloaded by its name
      const made = (await running.shop.app.services.print.filesOf(placed.orderNumber, line.id))!;
      expect(made.length).toBeGreaterThan(0);
      expect(line.print.files).toEqual(
        made.map((f) => ({
          name: f.name,
          part: f.part,
          type: f.type,
          bytes: f.bytes,
          widthMm: f.widthMm,
          heightMm: f.heightMm,
          url: `${url}/lines/${line.id}/files/${f.name}`,
        })),
      );
      expect(line.print.pdfUrl).toBeUndefined();
      for (const f of line.print.files as { name: string; type: string; bytes: number; url: string }[]) {
        const got = await staff.get(f.url);
        expect(got.statusCode, f.name).toBe(200);
        expect(got.headers['content-type']).toBe(f.type);
        expect(got.headers['content-disposition']).toBe(`attachment; filename="${f.name}"`);
        expect(got.rawPayload.byteLength).toBe(f.bytes);
      }
      const pdf = line.print.files.find((f: { type: string }) => f.type === 'application/pdf');
      expect(pdf.name).toMatch(new RegExp(`^${placed.orderNumber}-line-${line.id}-[a-z0-9-]+-[\\d.]+x[\\d.]+cm\\.pdf$`));
      expect((await staff.get(pdf.url)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // a name is looked up in the line's list, never as a path: another line, another order, the list itself are 404
      expect(refused(await staff.get(`${url}/lines/999999/files/${pdf.name}`), 404).errorCode).toBe('order');
      expect((await staff.get(`/ajax/admin/orders/AT-20000101-999999/lines/${line.id}/files/${pdf.name}`)).statusCode).toBe(404);
      expect((await staff.get(`${url}/lines/${line.id}/files/files.json`)).statusCode).toBe(404);
      expect((await staff.get(`${url}/lines/${line.id}/files/..%2F..%2F${line.id}-proof.png`)).statusCode).toBe(404);
      const proof = await staff.get(line.print.proofUrl);
      expect(proof.headers['content-type']).toBe('image/png');
      expect(proof.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const design = await staff.get(line.print.designUrl);
      expect(JSON.parse(design.body).objects).toBeDefined();

      const shopperView = async () => (await running.shop.app.inject({ method: 'GET', url: `/ajax${placed.orderUrl}` })).json().order;
      const move = (from: string, status: string, extra: object = {}) => staff.post(`${url}/status`, { from, status, ...extra });
      // the rule refuses skipping a step, and a stale page cannot overwrite a change
      expect(refused(await move('awaiting-payment', 'shipped', { trackingNumber: 'X1' }), 409).errorMessage).toBe(
        'An order that is awaiting-payment cannot become shipped.',
      );
      expect((await move('awaiting-payment', 'paid')).json().order).toMatchObject({ status: 'paid', next: ['in-production', 'cancelled'] });
      expect(await shopperView()).toMatchObject({ status: 'paid' });
      expect(refused(await move('awaiting-payment', 'paid'), 409).errorCode).toBe('order-status');
      expect((await move('paid', 'in-production')).json().order.status).toBe('in-production');
      expect(await shopperView()).toMatchObject({ status: 'in-production' });
      expect(refused(await move('in-production', 'shipped'), 400).errorMessage).toContain('tracking number');
      expect(refused(await move('in-production', 'shipped', { trackingNumber: ' ' }), 400).errorMessage).toContain('trackingNumber');
      const shipped = (await move('in-production', 'shipped', { trackingNumber: 'PKG 1234' })).json().order;
      expect(shipped).toMatchObject({ status: 'shipped', next: [], trackingNumber: 'PKG 1234' });
      expect(shipped.history.map((h: { kind: string; status?: string; by?: string }) => [h.kind, h.status, h.by])).toEqual(
        expect.arrayContaining([
          ['placed', 'awaiting-payment', undefined],
          ['status', 'paid', STAFF.name],
          ['status', 'in-production', STAFF.name],
          ['status', 'shipped', STAFF.name],
        ]),
      );
      expect(await shopperView()).toMatchObject({ status: 'shipped', trackingNumber: 'PKG 1234' });
      const shippedMail = await running.mailbox.waitFor((m) => m.subject === `Tu pedido ${placed.orderNumber} está en camino`);
      expect(shippedMail.text).toContain('PKG 1234');
      // the shipped mail links to the order page with a link of its own (the first one's token is not kept to write
      // again); it opens the same order, and the first link still does
      const link = /Tu pedido: http:\/\/localhost:8080(\/order\/[\w-]{43})\n/.exec(shippedMail.text)?.[1];
      expect(link, shippedMail.text).toBeDefined();
      expect(link).not.toBe(placed.orderUrl);
      const viaMail = await running.shop.app.inject({ method: 'GET', url: `/ajax${link}` });
      expect(viaMail.statusCode, viaMail.body).toBe(200);
      expect(viaMail.json().order).toMatchObject({ number: placed.orderNumber, status: 'shipped', trackingNumber: 'PKG 1234' });
      expect(await shopperView()).toMatchObject({ number: placed.orderNumber });
      const kept = await running.shop.db.kysely.selectFrom('order_links').select('access_hash').execute();
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.map((r) => r.access_hash)).not.toContain(link!.split('/').at(-1));
      const history = await eventually(
        () => staff.get(url).then((r) => r.json().order.history),
        (h) => h.filter((e: { kind: string }) => e.kind === 'mail').length === 2,
        'both mails in the history',
      );
      expect(history.filter((e: { kind: string }) => e.kind === 'mail').map((e: { detail: string }) => e.detail)).toEqual([
        'placed to Ana@Example.es',
        'shipped to Ana@Example.es',
      ]);
    },
  );

  it("renders a line's files again on staff's word, recorded with who asked", { timeout: 240_000 }, async () => {
    const placed = await placeDesignedOrder(running.shop);
    const staff = staffBrowser(running.shop);
    await staff.signIn();
    const url = `/ajax/admin/orders/${placed.orderNumber}`;
    const ready = await eventually(
      () => staff.get(url).then((r) => r.json().order),
      (o) => o.lines[0].print.status === 'ready',
      'the first render',
    );
    const lineId = ready.lines[0].id;
    const again = await staff.post(`${url}/lines/${lineId}/render`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.history.at(-1)).toMatchObject({ kind: 'render', lineId, detail: 'queued again', by: STAFF.name });
    await eventually(
      () => staff.get(url).then((r) => r.json().order),
      (o) => o.lines[0].print.status === 'ready',
      'the second render',
    );
    const jobs = (await staff.get('/ajax/admin/print-jobs')).json();
    expect(jobs.engine).toBe(target.name === 'postgres' ? 'pg-boss' : 'sqlite');
    expect(jobs.jobs.find((j: { lineId: number }) => j.lineId === lineId)).toMatchObject({ orderNumber: placed.orderNumber, state: 'done', attempts: 1 });
    expect((await staff.get('/ajax/admin/print-jobs?state=failed')).json().jobs.some((j: { lineId: number }) => j.lineId === lineId)).toBe(false);
    expect(refused(await staff.post('/ajax/admin/print-jobs/retry', { lineId }), 409).errorMessage).toContain('has not failed');
    expect(refused(await staff.post(`${url}/lines/999999/render`), 404).errorCode).toBe('order');
  });

  it("names a line's options as the shopper's cart and order page do: the colour's name, never `color: 12`", async () => {
    const v = shopper(running.shop);
    await v.add({ productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100, color: 12 } });
    const placed = await v.call('/ajax/order/place', { idempotencyKey: 'options-named-0001', contact: CONTACT });
    expect(placed.statusCode, placed.body).toBe(200);
    const staff = staffBrowser(running.shop);
    await staff.signIn();
    const order = (await staff.get(`/ajax/admin/orders/${placed.json().orderNumber}`)).json().order;
    expect(order.lines[0].options).toEqual([
      { name: 'Size', value: '100 x 100 cm' },
      { name: 'Colour', value: 'Mustard yellow' },
    ]);
    // the same names the shopper's line reads (in English for staff)
    expect(order.lines[0].description).toBe('Size: 100 x 100 cm · Colour: Mustard yellow');
  });
});

// A print job that fails (the render process gets 64 MB, too little to start) is listed with its error and retried.
describe.each(databasesUnderTest())('a failed print job on $name', (target) => {
  const running = backOfficeUnderTest(target, { printRender: { memoryMb: 64, timeoutSeconds: 60, attempts: 1 } });

  it('shows the failed job with its error, and a retry runs it again from its first attempt', { timeout: 240_000 }, async () => {
    const placed = await placeDesignedOrder(running.shop);
    const staff = staffBrowser(running.shop);
    await staff.signIn();
    const failed = await eventually(
      () => staff.get('/ajax/admin/print-jobs?state=failed').then((r) => r.json().jobs),
      (jobs) => jobs.some((j: { orderNumber: string }) => j.orderNumber === placed.orderNumber),
      'the job failing',
    );
    const job = failed.find((j: { orderNumber: string }) => j.orderNumber === placed.orderNumber);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, error: expect.stringContaining('64 MB') });
    // pg-boss tells the line through its dead-letter queue, a moment after the job fails
    const order = await eventually(
      () => staff.get(`/ajax/admin/orders/${placed.orderNumber}`).then((r) => r.json().order),
      (o) => o.lines[0].print.status === 'failed',
      'the line failing',
    );
    expect(order.lines[0].print).toMatchObject({ status: 'failed', error: expect.stringContaining('64 MB') });
    expect((await staff.post('/ajax/admin/print-jobs/retry', { lineId: job.lineId })).statusCode).toBe(200);
    const after = (await staff.get(`/ajax/admin/orders/${placed.orderNumber}`)).json().order;
    expect(after.history.at(-1)).toMatchObject({ kind: 'render', detail: 'retried', by: STAFF.name });
    const jobs = (await staff.get('/ajax/admin/print-jobs')).json().jobs;
    expect(jobs.find((j: { lineId: number }) => j.lineId === job.lineId).state).not.toBe('done');
    await eventually(
      () => staff.get('/ajax/admin/print-jobs?state=failed').then((r) => r.json().jobs),
      (list) => list.some((j: { lineId: number; updatedAt: string }) => j.lineId === job.lineId && j.updatedAt > job.updatedAt),
      'the retried job failing again',
    );
  });
});
