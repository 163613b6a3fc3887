import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

// Kysely's migrator asks its dialect's introspector whether its schema and its two tables exist. PostgreSQL's
// introspector reads every schema's columns by name (has_schema_privilege, pg_get_serial_sequence), and such a read
// fails with "schema ... does not exist" when another schema is dropped meanwhile: another shop's test schema, or
// pg-boss's. The migrator needs to know about its own schema alone, so that is all this one reads.

function ownSchemaIntrospector(db: Kysely<any>, schema: string): DatabaseIntrospector {
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    async getTables(): Promise<TableMetadata[]> {
      const { rows } = await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace where ns.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
}

/** `db` as the migrator sees it: the same database, its introspection kept to `schema`. */
export function withOwnSchemaIntrospection(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection = ownSchemaIntrospector(db, schema);
  // methods bound to the real instance: Kysely keeps its state in private fields, which a proxy does not have
  return new Proxy(db, {
    get: (target, key) =>
      key === 'introspection'
        ? introspection
        : typeof Reflect.get(target, key) === 'function'
          ? Reflect.get(target, key).bind(target)
          : Reflect.get(target, key),
  });
}
