// Column helpers shared by the migrations, so every table follows the same conventions on
// SQLite and PostgreSQL (see ../schema.ts): integer 0/1 booleans, text JSON, bigint epoch-ms
// timestamps, auto-increment integer ids.

import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Migrations see the database without the CamelCasePlugin (migrate.ts), so all names here are
// the snake_case SQL names, and they use Kysely<any> so an old migration never depends on
// the current schema type.
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `id integer primary key autoincrement` on SQLite, `id serial primary key` on PostgreSQL. */
export function addIdColumn<TB extends string, C extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** 8-byte floating point on both engines. */
export function floatType(db: MigrationDb): 'double precision' | 'real' {
  return isPostgres(db) ? 'double precision' : 'real';
}
