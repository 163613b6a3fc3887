import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../testing/testApp';
import { readConfig } from '../config';
import { httpTimeouts } from './timeouts';

// Issue 10, item 7: a client that sends its headers and then stalls (or stalls inside its headers), or that trickles a
// byte now and then so that it is never silent, no longer holds a connection for ever. The limits are made short
// here so the test is quick (the shop's defaults: 30 s idle, 20 s for the headers, 300 s for a request); the only
// timing asserted is "closed before 10 s".

let shop: TestShop;
let port: number;
beforeAll(async () => {
  shop = await createTestShop({ name: 'sqlite' }, { config: { idleTimeoutMs: 300, headersTimeoutMs: 500, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 300 } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as net.AddressInfo).port;
});
afterAll(() => shop?.close());

const LIMIT_MS = 10_000;

/**
 * Sends `first`, then (if given) one byte of `trickle` every 100 ms, never silent long enough for the idle timeout;
 * answers what came back and whether the server closed the connection within 10 s.
 */
function slowClient(first: string, trickle?: string): Promise<{ closed: boolean; answer: string }> {
  return new Promise((resolve) => {
    let sent = 0;
    let drip: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(first);
      if (trickle) drip = setInterval(() => sent < trickle.length && socket.write(trickle[sent++]), 100);
    });
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const finish = (closed: boolean) => {
      clearTimeout(limit);
      clearInterval(drip);
      socket.destroy();
      resolve({ closed, answer });
    };
    const limit = setTimeout(() => finish(false), LIMIT_MS);
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

const addToCart = (length: number) =>
  `POST /ajax/shopping/add-to-cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('closes a connection whose body stalls after the headers, without acting on it', async () => {
    const r = await slowClient(`${addToCart(100)}{"productId":`);
    expect(r.closed).toBe(true);
    expect(r.answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes a connection that stalls inside its headers', async () => {
    expect((await slowClient('GET /ajax/catalog/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')).closed).toBe(true);
  });

  it('answers 408 and closes a body trickled a byte at a time, never silent but never done', async () => {
    const r = await slowClient(addToCart(1_000), `{"productId":1,"quantity":1,"padding":"${'x'.repeat(1_000)}`);
    expect(r.closed).toBe(true);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 and closes headers trickled a byte at a time', async () => {
    const r = await slowClient('GET /ajax/catalog/products HTTP/1.1\r\nHost: 127.0.0.1\r\n', `X-Slow: ${'y'.repeat(1_000)}\r\n\r\n`);
    expect(r.closed).toBe(true);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection that waits for its next request', async () => {
    const r = await slowClient('GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(r.closed).toBe(true);
    expect(r.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*keep-alive/i);
  });

  it('still answers a client that sends its request whole', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(r.status).toBe(200);
  });
});

describe('the timeouts as the server gets them', () => {
  it('by default: 30 s idle, headers within 20 s and a request within 300 s (checked every 5 s), keep-alive 72 s', () => {
    const t = httpTimeouts(readConfig({}));
    expect(t).toMatchObject({ connectionTimeout: 30_000, requestTimeout: 300_000, keepAliveTimeout: 72_000 });
    expect(t.http).toEqual({ requestTimeout: 300_000, headersTimeout: 20_000, connectionsCheckingInterval: 5_000 });
  });

  it('headers never get longer than the whole request (node:http refuses that, and enforced neither)', () => {
    const t = httpTimeouts(readConfig({ HTTP_REQUEST_TIMEOUT_MS: '8000', HTTP_HEADERS_TIMEOUT_MS: '20000' }));
    expect(t.http).toEqual({ requestTimeout: 8_000, headersTimeout: 8_000, connectionsCheckingInterval: 2_000 });
  });
});
