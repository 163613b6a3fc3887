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
import { CatalogueRepository } from '../repositories/catalogueRepository';
import type { Catalogue, Product } from '../catalog/model';
import { catalogue } from '../../fixtures/catalog';

// A shop seeded before templates (issue 29) has product rows without them: the next start adds each designer
// product's missing templates, once, keeping those it has; two starts at once on PostgreSQL add them once.

const templateIds = (p: Product | undefined) => (p?.templates ?? []).map((t) => t.id);

describe.each(databasesUnderTest())('templates added to a shop seeded before them, on $name', (target) => {
  let db: Db;
  let dataDir: string;
  let schema: string | undefined;
  const designerProducts = catalogue.products.filter((p) => (p.templates ?? []).length > 0);
  const partly = designerProducts[0];
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
    // the shop as an older seed left it: no product has templates but one, which has the first of its two
    const older: Catalogue = {
      ...catalogue,
      products: catalogue.products.map(({ templates, ...p }) => (p.id === partly.id ? { ...p, templates: templates!.slice(0, 1) } : p)),
    };
    expect(await seedCatalogue(db, older)).toBe(true);
    // (the older seed had no templates marker: as a shop from before this sync)
    await db.kysely.deleteFrom('meta').where('key', '=', 'templates').execute();
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

  it('the next start adds every designer product its missing templates, once, whatever the number of starts', async () => {
    const products = new CatalogueRepository(db.kysely);
    expect(templateIds(await products.product(designerProducts[1].id))).toEqual([]);
    // two starts at once, then a restart: nothing seeded again, the templates there exactly once each
    expect(await Promise.all([seedCatalogue(db, catalogue), seedCatalogue(db, catalogue)])).toEqual([false, false]);
    expect(await seedCatalogue(db, catalogue)).toBe(false);
    for (const p of designerProducts) expect(templateIds(await products.product(p.id)), p.slug).toEqual(templateIds(p));
    // the one it had is kept as it was stored, the other added after it
    const stored = await products.product(partly.id);
    expect(stored?.templates?.[0]).toEqual(partly.templates![0]);
    // products without the designer are left alone
    const plain = catalogue.products.find((p) => !p.designerType)!;
    expect(await products.product(plain.id)).toEqual(plain);
  });
});
