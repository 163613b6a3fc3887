import type { Catalogue } from '../catalog/model';
import type { Db } from './database';
import { sql } from 'kysely';
import { syncDesignLibrary } from './designSeed';
import { syncTemplates } from './templateSeed';
import { productIndexWords } from './searchText';

/** The catalogue lists stored as JSON documents in catalogue_lists. */
export const catalogueListNames = [
  'colours',
  'materialColours',
  'clothingModels',
  'tissues',
  'mechanisms',
  'drops',
  'chainPositions',
  'supportColors',
  'effects',
  'shipping',
] as const satisfies readonly (keyof Catalogue)[];

/**
 * Loads the demo catalogue once. The 'seeded' marker is inserted first inside the same transaction, so two server
 * processes starting together on one PostgreSQL seed it exactly once; a restart finds the marker and skips. The design
 * library and the products' templates are versioned apart and follow the seed on every start (designSeed.ts,
 * templateSeed.ts: a shop seeded before templates gets them). Returns true when this call seeded.
 */
export async function seedCatalogue(db: Db, catalogue: Catalogue): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    await syncDesignLibrary(trx, db.dialect, catalogue.designs);
    await syncTemplates(trx, catalogue.products);
    const marker = await trx
      .insertInto('meta')
      .values({ key: 'seeded', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    const products = catalogue.products.map((p, position) => ({
      id: p.id,
      reference: p.reference,
      slug: p.slug,
      name: p.name,
      category: p.category,
      designer_type: p.designerType ?? null,
      hidden: p.hidden ? 1 : 0,
      position,
      data: JSON.stringify(p),
      keywords: productIndexWords(p),
    }));
    for (const chunk of chunks(products, 50)) await trx.insertInto('products').values(chunk).execute();
    // SQLite's product index has no triggers (migration 009): one rebuild after the bulk write.
    if (db.dialect === 'sqlite') await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(trx);
    for (const name of catalogueListNames) {
      await trx
        .insertInto('catalogue_lists')
        .values({ name, data: JSON.stringify(catalogue[name]) })
        .execute();
    }
    const vouchers = catalogue.vouchers.map((v) => ({
      code: v.code,
      kind: v.kind,
      value: v.value,
      valid_from: v.validFrom ?? null,
      valid_to: v.validTo ?? null,
      minimum_total: v.minimumTotal ?? null,
      max_uses: v.maxUses ?? null,
      max_uses_per_cart: v.maxUsesPerCart ?? null,
      expires_at: v.expiresAt ?? null,
    }));
    if (vouchers.length) await trx.insertInto('vouchers').values(vouchers).execute();
    const reviews = catalogue.reviews.map((r) => ({
      product_id: r.productId,
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      date: r.date,
    }));
    for (const chunk of chunks(reviews, 100)) await trx.insertInto('reviews').values(chunk).execute();
    return true;
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
