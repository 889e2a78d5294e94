// Migration 0028 on a database seeded before it: the translations of its demo content arrive with
// the migration (a fresh database gets them from the seed instead). On SQLite and, when
// DATABASE_URL is set, on PostgreSQL.

import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL translations migration test skipped: DATABASE_URL is not set');

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('the content translations migration on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  test.skipIf(skip)('a database seeded before it gets the translations of its content when it migrates', async () => {
    const db = t.server.db;
    const plain = db.withoutPlugins();
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const schema = isPostgres
      ? { migrationTableSchema: (await sql<{ s: string }>`select current_schema() as s`.execute(plain)).rows[0]!.s }
      : {};
    const seeded = await db
      .selectFrom('contentTranslations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const index = names.indexOf('0028_content_translations');
    const down = await new Migrator({ db: plain, provider: migrationProvider, ...schema }).migrateTo(names[index - 1]!);
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)?.migrationName).toBe('0028_content_translations');
    expect(await migrateToLatest(db)).toEqual(names.slice(index));
    const migrated = await db
      .selectFrom('contentTranslations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(migrated.n)).toBe(Number(seeded.n));
    const { body } = await vxql(t.baseUrl, await t.anonymousToken(), '{ dailyBonus { offer } }', {}, 'de');
    expect(body.data!.dailyBonus.map((offer: { offer: string }) => offer.offer)).toContain('Doppelte Treuepunkte');
  });
});
