// Migration 0024 on a database seeded before it: the spin wheel and the special events arrive
// with the migration (a fresh database gets them from the seed instead). On SQLite and, when
// DATABASE_URL is set, on PostgreSQL.

import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import { spin } from './gameHelpers.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL games migration test skipped: DATABASE_URL is not set');

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('the games migration on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  test.skipIf(skip)('a database seeded before the games migration gets the spin wheel and the events when it migrates', async () => {
    const db = t.server.db;
    const plain = db.withoutPlugins();
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    // the test server's own schema on PostgreSQL, as migrateToLatest finds it
    const schema = isPostgres
      ? { migrationTableSchema: (await sql<{ s: string }>`select current_schema() as s`.execute(plain)).rows[0]!.s }
      : {};
    const seeded = await db.selectFrom('games').select(['id', 'type']).orderBy('id').execute();
    // back to the migration before the games one (later ones go down first), then up again
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const games = names.indexOf('0024_games');
    const down = await new Migrator({ db: plain, provider: migrationProvider, ...schema }).migrateTo(names[games - 1]!);
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)?.migrationName).toBe('0024_games');
    expect(await migrateToLatest(db)).toEqual(names.slice(games));
    expect(await db.selectFrom('games').select(['id', 'type']).orderBy('id').execute()).toEqual(seeded);
    const { token } = await newGuest(t);
    expect((await spin(t, token)).success).toBe(true);
  });
});
