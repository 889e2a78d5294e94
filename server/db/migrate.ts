// Brings the database schema to the latest migration. Called at server start and by tests.

import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.ts';

/**
 * Runs every pending migration (each in a transaction, under Kysely's migration lock, so two
 * processes starting at once do not both migrate). Returns the names of the migrations run.
 * Throws an Error naming the failed migration, with the database error as `cause`.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Migrations are written with the snake_case SQL names; the CamelCasePlugin must not touch
  // them or Kysely's own migration tables.
  const plain = db.withoutPlugins();
  const migrator = new Migrator({
    db: plain,
    provider: migrationProvider,
    // On PostgreSQL Kysely looks for its migration tables in every schema unless told which
    // one; with several schemas in one database (parallel tests) it would find another run's.
    ...(db.getExecutor().adapter instanceof PostgresAdapter ? { migrationTableSchema: await currentSchema(plain) } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed.migrationName} failed: ${reason}`
        : `Database migration failed before running any migration: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path of the connection');
  return schema;
}
