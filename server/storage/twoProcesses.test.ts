import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { killServers, startServer as start } from '../testing/realServer';
import { databasesUnderTest } from '../testing/testApp';

// Several processes, one shop: two real servers (server/main.ts, server/testing/realServer.ts) on one database, each with a data folder of its own
// on PostgreSQL (no shared disk), serve each other's uploads. On SQLite they share DATA_DIR, as they must.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killServers();
  for (const f of cleanups) await f();
});

async function freshDatabase(url: string): Promise<string> {
  const name = `files_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return url.replace(/\/[^/]*$/, `/${name}`);
}

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-2p-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe.each(databasesUnderTest())('two shop processes on one $name database', (target) => {
  it('an upload made through one is served by the other', async () => {
    const databaseUrl = target.url ? await freshDatabase(target.url) : '';
    const shared = tempDir();
    // No drain delay: stopping them is clean-up here (main.drain.test.ts tests the drain).
    const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: path.join(dataDir, 'none'), DRAIN_DELAY_MS: '0' });
    // The first start migrates and seeds; the second finds both done.
    const one = await start(env(target.url ? tempDir() : shared));
    const two = await start(env(target.url ? tempDir() : shared));
    try {
      const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const answer = await fetch(`http://127.0.0.1:${one.port}/ajax/upload/upload-image-base64`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ imgBase64: `data:image/png;base64,${picture.toString('base64')}`, originalName: 'red.png' }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      const { fileInfo } = (await answer.json()) as { fileInfo: { file: string } };
      expect(fileInfo.file).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);

      const served = await fetch(`http://127.0.0.1:${two.port}${fileInfo.file}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  }, 120_000);
});
