import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { up as createStoredFiles } from '../db/migrations/010_stored_files';
import { databasesUnderTest } from '../testing/testApp';
import { DatabaseFileStore } from './databaseFileStore';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';

async function text(store: FileStore, key: string): Promise<string | undefined> {
  const found = await store.stream(key);
  if (!found) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(found.size).toBe(Buffer.concat(chunks).byteLength);
  return Buffer.concat(chunks).toString();
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const stores: { name: string; open: () => Promise<FileStore> }[] = [
  { name: 'local folder', open: async () => new LocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-store-'))) },
  ...databasesUnderTest().map((target) => ({
    name: `database (${target.name})`,
    open: async () => {
      const schema = target.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
      if (target.url) await pgQuery(target.url, `create schema ${schema}`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-store-'));
      const db = openDatabase({ url: target.url, dataDir, schema });
      await createStoredFiles(db.kysely as never, { dialect: db.dialect, autoId: db.dialect === 'sqlite' ? 'integer' : 'serial' });
      cleanups.push(async () => {
        await db.close();
        if (target.url) await pgQuery(target.url, `drop schema ${schema} cascade`);
      });
      return new DatabaseFileStore(db.kysely);
    },
  })),
];

describe.each(stores)('file store: $name', ({ open }) => {
  it('puts, replaces, streams, lists one level and deletes by key', async () => {
    const store = await open();
    expect(await store.get('uploads/a.png')).toBeUndefined();
    expect(await store.stream('uploads/a.png')).toBeUndefined();
    await store.put('uploads/a.png', Buffer.from('first'));
    await store.put('uploads/a.png', Buffer.from('second'));
    await store.put('print-files/AT_1/line-1.pdf', Buffer.from('%PDF'));
    await store.put('print-files/AT_1/deeper/x.png', Buffer.from('x'));
    await store.put('print-files/AT11/line-1.pdf', Buffer.from('other order'));
    expect((await store.get('uploads/a.png'))?.toString()).toBe('second');
    expect(await text(store, 'print-files/AT_1/line-1.pdf')).toBe('%PDF');
    expect(await store.has('uploads/a.png')).toBe(true);
    // '_' is not a wildcard and a longer prefix is another folder.
    expect(await store.list('print-files/AT_1')).toEqual(['print-files/AT_1/line-1.pdf']);
    expect(await store.list('print-files/none')).toEqual([]);
    await store.delete('uploads/a.png');
    expect(await store.has('uploads/a.png')).toBe(false);
  });

  it('moves a finished local file in', async () => {
    const store = await open();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-temp-')), 'upload.part');
    fs.writeFileSync(file, 'checked bytes');
    await store.putFile('uploads/b.jpg', file);
    expect(fs.existsSync(file)).toBe(false);
    expect((await store.get('uploads/b.jpg'))?.toString()).toBe('checked bytes');
  });

  it('refuses keys that could leave the store', async () => {
    const store = await open();
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '.hidden', 'a\\b', '']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

async function pgQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
