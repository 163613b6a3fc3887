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
import { DesignRepository } from '../repositories/designRepository';
import { textWords } from './searchText';
import { ftsMatch, tsQuery } from './searchQuery';
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

  it('finds library designs by name or tag prefix, or a correction whole, every word required', async () => {
    const designs = new DesignRepository(db.kysely, db.dialect);
    const term = (prefix: string, alternatives: string[] = []) => ({ prefix, alternatives });
    const sample = catalogue.designs[5];
    const word = sample.name.split(' ')[0].toLowerCase();
    const found = await designs.search([term(word.slice(0, 4))]);
    expect(found).toContain(sample.id);
    // Every language's names and keywords are searched, accents folded.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const words = (d: (typeof catalogue.designs)[number]) =>
      fold([d.name, ...d.tags, ...Object.values(d.translations ?? {}).flatMap((t) => [t.name, ...t.tags])].join(' ')).split(/[^\p{L}\p{N}]+/u);
    expect(found.length).toBe(catalogue.designs.filter((d) => words(d).some((w) => w.startsWith(fold(word.slice(0, 4))))).length);
    expect(await designs.search([term(word), term('zzzznothing')])).toEqual([]);
    // A correction matches whole words only: "heart" finds no "hearts"-only design, "hat" no "hate".
    const corrected = await designs.search([term('hart', ['heart', 'hat'])]);
    expect(corrected.length).toBe(catalogue.designs.filter((d) => words(d).some((w) => w === 'heart' || w === 'hat')).length);
    // The library as the service ranks it: every design, its indexed words as the search matches them.
    const library = await designs.library();
    expect(library.length).toBe(catalogue.designs.length);
    expect(library.find((d) => d.id === sample.id)?.keywords.split(' ')).toContain(fold(word));
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
    expect(textWords('Fleurs & "Étoiles" 3D*')).toEqual(['fleurs', 'étoiles', '3d']);
  });

  it('are data in a query, never syntax', () => {
    const terms = [
      { prefix: 'or', alternatives: [] },
      { prefix: 'hart', alternatives: ['heart', 'hat'] },
    ];
    expect(ftsMatch(terms)).toBe('("or"*) AND ("heart" OR "hat")');
    expect(tsQuery(terms)).toBe("('or':*) & ('heart' | 'hat')");
  });
});
