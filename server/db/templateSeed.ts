import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Product } from '../catalog/model';
import type { Database } from './schema';

/**
 * Brings the designer products' templates (issue 29) in line with the seed. They live inside the product rows, which
 * the once-only catalogue seed wrote: a shop seeded before them (or before a new one) would have none until reseeded.
 * Each start adds every product its missing templates, by id, after those it has (never replacing or duplicating
 * one). As the design library (designSeed.ts), the templates are versioned apart (meta 'templates' holds a hash of
 * them) and the marker is set first, with an upsert that changes it only when it differs: it locks the row, so of
 * two processes starting together on PostgreSQL one adds them and the other finds them current. A fresh database
 * gets the marker here and the templates with its products. Run inside the seed's transaction. Returns how many it
 * added.
 */
export async function syncTemplates(trx: Kysely<Database>, products: Product[]): Promise<number> {
  const wanted = products.filter((p) => (p.templates ?? []).length > 0);
  const version = versionOf(products, wanted);
  const marker = await trx
    .insertInto('meta')
    .values({ key: 'templates', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }).where('meta.value', '<>', version))
    .executeTakeFirst();
  if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0 || wanted.length === 0) return 0;
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'data'])
    .where(
      'id',
      'in',
      wanted.map((p) => p.id),
    )
    .execute();
  let added = 0;
  for (const row of rows) {
    const stored = JSON.parse(row.data) as Product;
    const have = new Set((stored.templates ?? []).map((t) => t.id));
    const missing = (wanted.find((p) => p.id === row.id)?.templates ?? []).filter((t) => !have.has(t.id));
    if (missing.length === 0) continue;
    await trx
      .updateTable('products')
      .set({ data: JSON.stringify({ ...stored, templates: [...(stored.templates ?? []), ...missing] }) })
      .where('id', '=', row.id)
      .execute();
    added += missing.length;
  }
  return added;
}

/** The templates' hash, computed once per catalogue: test files seed many fresh databases from one import. */
const versions = new WeakMap<Product[], string>();

function versionOf(products: Product[], wanted: Product[]): string {
  let v = versions.get(products);
  if (!v) {
    v = crypto
      .createHash('sha256')
      .update(JSON.stringify(wanted.map((p) => [p.id, p.templates])))
      .digest('hex');
    versions.set(products, v);
  }
  return v;
}
