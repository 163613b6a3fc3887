import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { LibraryDesign } from '../catalog/model';
import type { Dialect } from './database';
import type { Database, DesignTable } from './schema';
import { indexWords } from './searchText';

/** Rows per INSERT: 500 x 11 values stays far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * Brings the design library in line with the seed. The library is versioned apart from the once-only catalogue seed
 * (meta 'design-library' holds a hash of it), so a shop started before an emoji upgrade or a new design gets the new
 * library on its next start. The marker is set first, with an upsert that changes it only when it differs: it locks
 * the row, so of two processes starting together on PostgreSQL one replaces the designs and the other finds them
 * current. Run inside the seed's transaction. Returns true when it replaced them.
 */
export async function syncDesignLibrary(trx: Kysely<Database>, dialect: Dialect, designs: LibraryDesign[]): Promise<boolean> {
  const { version, rows } = prepared(designs);
  const marker = await trx
    .insertInto('meta')
    .values({ key: 'design-library', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }).where('meta.value', '<>', version))
    .executeTakeFirst();
  if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await trx.deleteFrom('designs').execute();
  for (let i = 0; i < rows.length; i += BATCH)
    await trx
      .insertInto('designs')
      .values(rows.slice(i, i + BATCH))
      .execute();
  // SQLite's index has no triggers (migration 004): one rebuild after the bulk write. PostgreSQL's column follows.
  if (dialect === 'sqlite') await sql`insert into designs_fts(designs_fts) values ('rebuild')`.execute(trx);
  return true;
}

/** The library's hash and rows, computed once per library: test files seed many fresh databases from one import. */
const preparedLibraries = new WeakMap<LibraryDesign[], { version: string; rows: Insertable<DesignTable>[] }>();

function prepared(designs: LibraryDesign[]) {
  let found = preparedLibraries.get(designs);
  if (!found) {
    const version = crypto.createHash('sha256').update(JSON.stringify(designs)).digest('hex');
    found = { version, rows: designs.map(designRow) };
    preparedLibraries.set(designs, found);
  }
  return found;
}

function designRow(d: LibraryDesign): Insertable<DesignTable> {
  const { es, da } = d.translations ?? {};
  return {
    id: d.id,
    name: d.name,
    tags: d.tags.join(' '),
    url: d.url,
    name_es: es?.name ?? null,
    name_da: da?.name ?? null,
    tags_es: es?.tags.join(' ') ?? null,
    tags_da: da?.tags.join(' ') ?? null,
    keywords: indexWords([d.name, ...d.tags, es?.name, ...(es?.tags ?? []), da?.name, ...(da?.tags ?? [])]),
    source: d.source ?? 'atelier',
    file: d.file ?? null,
  };
}
