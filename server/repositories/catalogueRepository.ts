import type { Kysely } from 'kysely';
import type { Catalogue, Product } from '../catalog/model';
import { catalogueListNames } from '../db/seed';
import type { Database } from '../db/schema';

export type CatalogueLists = Pick<Catalogue, (typeof catalogueListNames)[number]>;

/** Products and catalogue lists: SQL only, rows turned back into catalogue objects. */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async allProducts(): Promise<Product[]> {
    const rows = await this.db.selectFrom('products').select('data').orderBy('position').execute();
    return rows.map((r) => JSON.parse(r.data) as Product);
  }

  async product(id: number): Promise<Product | undefined> {
    const row = await this.db.selectFrom('products').select('data').where('id', '=', id).executeTakeFirst();
    return row ? (JSON.parse(row.data) as Product) : undefined;
  }

  async lists(): Promise<CatalogueLists> {
    const rows = await this.db.selectFrom('catalogue_lists').selectAll().execute();
    const out: Record<string, unknown> = {};
    for (const r of rows) out[r.name] = JSON.parse(r.data);
    for (const name of catalogueListNames) if (!(name in out)) throw new Error(`catalogue list ${name} missing: seed the database`);
    return out as unknown as CatalogueLists;
  }
}
