import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrations';
import { seedCatalogue } from './seed';
import { databasesUnderTest } from '../testing/testApp';
import { DesignRepository, searchWords } from '../repositories/designRepository';
import { ReviewRepository } from '../repositories/reviewRepository';
import { catalogue } from '../../fixtures/catalog';
import { P } from '../../fixtures/catalog/products/ids';

// Migrations, seeding and the full-text search on the real databases: what `npm start` relies on.
describe.each(databasesUnderTest())('database on $name', (target) => {
  let db: Db;
  let dataDir: string;
  let schema: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-db-'));
    if (target.url) {
      schema = `t_${crypto.randomBytes(6).toString('hex')}`;
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`create schema ${schema}`);
      await c.end();
    }
    db = openDatabase({ url: target.url, dataDir, schema });
    await migrateToLatest(db.kysely, db.dialect);
  });
  afterAll(async () => {
    await db?.close();
    if (target.url && schema) {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo catalogue once, however often the shop starts', async () => {
    // Two starts at once (two server processes on one PostgreSQL): exactly one seeds.
    const results = await Promise.all([seedCatalogue(db, catalogue), seedCatalogue(db, catalogue)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedCatalogue(db, catalogue)).toBe(false);
    const { count } = await db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(catalogue.products.length);
  });

  it('migrating again changes nothing', async () => {
    await migrateToLatest(db.kysely, db.dialect);
    const { count } = await db.kysely
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(catalogue.designs.length);
  });

  it('finds library designs by name or tag prefix, every word required, paged', async () => {
    const designs = new DesignRepository(db.kysely, db.dialect);
    const sample = catalogue.designs[5];
    const word = sample.name.split(' ')[0].toLowerCase();
    const found = await designs.search(word.slice(0, 4), 1, 200);
    expect(found.designs.map((d) => d.id)).toContain(sample.id);
    expect(found.total).toBe(found.designs.length);
    // Every language's names and keywords are searched, accents folded.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = catalogue.designs.filter((d) =>
      fold([d.name, ...d.tags, ...Object.values(d.translations ?? {}).flatMap((t) => [t.name, ...t.tags])].join(' '))
        .split(/[^\p{L}\p{N}]+/u)
        .some((w) => w.startsWith(fold(word.slice(0, 4)))),
    ).length;
    expect(found.total).toBe(expected);
    const page1 = await designs.search(word.slice(0, 4), 1, 2);
    const page2 = await designs.search(word.slice(0, 4), 2, 2);
    if (found.total > 2) expect(page2.designs[0].id).not.toBe(page1.designs[0].id);
    expect((await designs.search(`${word} zzzznothing`, 1, 10)).total).toBe(0);
    // Query syntax is data, never syntax: "or" is a word that must match too (the library has words starting "or").
    expect((await designs.search('zzqq" OR * :* & !', 1, 10)).total).toBe(0);
    expect((await designs.search('" OR * :* & !', 1, 10)).total).toBeGreaterThan(0);
  });

  it('pages reviews newest first with their average', async () => {
    const reviews = new ReviewRepository(db.kysely);
    const first = await reviews.page(P.treeOfLifeSticker, 1, 10);
    const all = catalogue.reviews.filter((r) => r.productId === P.treeOfLifeSticker);
    expect(first.total).toBe(all.length);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0].date >= first.reviews[9].date).toBe(true);
    const avg = Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10;
    expect(first.averageRating).toBe(avg);
  });
});

describe('search words', () => {
  it('keeps letters and digits only, lower-cased', () => {
    expect(searchWords('Fleurs & "Étoiles" 3D*')).toEqual(['fleurs', 'étoiles', '3d']);
  });
});
