import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../testing/testApp';

// Issue 10, item 7: a client that sends its headers and then stalls (or stalls inside its headers) no longer holds a
// connection for ever. The idle timeout is made short here so the test is quick; the shop's default is 30 s.

let shop: TestShop;
let port: number;
beforeAll(async () => {
  shop = await createTestShop({ name: 'sqlite' }, { config: { idleTimeoutMs: 300, requestTimeoutMs: 2_000 } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as net.AddressInfo).port;
});
afterAll(() => shop?.close());

/** Sends `text`, then nothing; answers what came back and whether the server closed the connection within 10 s. */
function stall(text: string): Promise<{ closed: boolean; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const limit = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, answer });
    }, 10_000);
    socket.on('close', () => {
      clearTimeout(limit);
      resolve({ closed: true, answer });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow clients', () => {
  it('closes a connection whose body stalls after the headers, without acting on it', async () => {
    const r = await stall(
      'POST /ajax/shopping/add-to-cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"productId":',
    );
    expect(r.closed).toBe(true);
    expect(r.answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes a connection that stalls inside its headers', async () => {
    expect((await stall('GET /ajax/catalog/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')).closed).toBe(true);
  });

  it('still answers a client that sends its request whole', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(r.status).toBe(200);
  });
});
