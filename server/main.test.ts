import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { P } from '../fixtures/catalog/products/ids';
import { exited, killServers, startServer, type RealServer } from './testing/realServer';

// `npm start`'s server as a real process (server/testing/realServer.ts): SIGTERM lets a request already in flight
// finish with its answer, refuses new connections, closes the embedded database cleanly (SQLite removes its
// write-ahead log on a clean close) and exits with code 0.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shutdown-'));
afterAll(() => {
  killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server on a free port; it answers once it listens. */
const start = () =>
  startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // debug: the server logs a request's arrival (received() below waits for it)
    LOG_LEVEL: 'debug',
    DRAIN_DELAY_MS: '200',
    STATIC_DIR: path.join(dataDir, 'none'),
  });

/** Resolves when the server logs that the price request came in (headers read, body still to come). */
function received(server: RealServer): Promise<void> {
  const came = () => /incoming request.*calculate-custom-price|calculate-custom-price.*incoming request/.test(server.log());
  return new Promise((resolve) => {
    const watch = () => {
      if (!came()) return;
      server.child.stdout!.off('data', watch);
      resolve();
    };
    server.child.stdout!.on('data', watch);
  });
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, then closes the database and exits 0', async () => {
    const server = await start();
    const { port } = server;
    const body = JSON.stringify({ productId: P.treeOfLifeSticker, quantity: 2, width: 100, height: 100 });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/ajax/product/calculate-custom-price',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; once the server has the request (its log says so), it is told to stop while it waits
      // for the rest.
      req.write(body.slice(0, 10));
      received(server).then(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, reject);
    });
    const code = exited(server.child);

    const r = await answer;
    expect(r.status, r.body).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ price: 9200 });
    expect(await code).toBe(0);
    // Nobody answers any more, and the database was closed cleanly.
    await expect(fetch(`http://127.0.0.1:${port}/ajax/catalog/products`)).rejects.toThrow();
    const files = fs.readdirSync(dataDir);
    expect(files).toContain('atelier.sqlite');
    expect(files.filter((f) => f.endsWith('-wal'))).toEqual([]);
  }, 60_000);
});
