import type { Dialect } from '../database';

/** What a migration may know of the database it runs on: the few statements that differ by dialect need it. */
export interface MigrationContext {
  dialect: Dialect;
  /** Column type of an auto-incrementing id: 'integer' (with autoIncrement) on SQLite, 'serial' on PostgreSQL. */
  autoId: 'integer' | 'serial';
}
