import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import type { MigrationContext } from './context';
import { withOwnSchemaIntrospection } from './ownSchema';
import * as m001 from './001_catalogue';
import * as m002 from './002_cart';
import * as m003 from './003_wishlist';
import * as m004 from './004_design_languages';
import * as m005 from './005_voucher_limits';
import * as m006 from './006_upload_quota';
import * as m007 from './007_orders';
import * as m008 from './008_jobs';
import * as m009 from './009_product_search';
import * as m010 from './010_stored_files';
import * as m011 from './011_staff';
import * as m012 from './012_shared_designs';
import * as m013 from './013_order_links';

// Versioned migrations, applied in name order on start. A migration receives the dialect for the few statements
// that differ (auto ids, full-text search). Add a new file and list it here; never edit an applied one.
type Step = { up(db: Kysely<any>, ctx: MigrationContext): Promise<void> };
const steps: Readonly<Record<string, Step>> = {
  '001_catalogue': m001,
  '002_cart': m002,
  '003_wishlist': m003,
  '004_design_languages': m004,
  '005_voucher_limits': m005,
  '006_upload_quota': m006,
  '007_orders': m007,
  '008_jobs': m008,
  '009_product_search': m009,
  '010_stored_files': m010,
  '011_staff': m011,
  '012_shared_designs': m012,
  '013_order_links': m013,
};

export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ctx: MigrationContext = { dialect, autoId: dialect === 'sqlite' ? 'integer' : 'serial' };
  const migrations: Record<string, Migration> = {};
  for (const [name, step] of Object.entries(steps)) migrations[name] = { up: (k) => step.up(k, ctx) };
  // Kysely looks for its own tables in every schema unless told which: a second shop's schema on the same PostgreSQL
  // (tests, parallel runs) would make it skip creating them in this one.
  const schema = dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db: schema ? withOwnSchemaIntrospection(db, schema) : db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
