// Migration 0031 on a database seeded before it: the demo clash of cams arrives with the
// migration (a fresh database gets it from the seed instead), with its translated title. On
// SQLite and, when DATABASE_URL is set, on PostgreSQL.

import { PostgresAdapter, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL clash-of-cams migration test skipped: DATABASE_URL is not set');

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('the clash-of-cams migration on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  test.skipIf(skip)('a database seeded before the clash-of-cams migration gets the demo clash when it migrates', async () => {
    const db = t.server.db;
    const plain = db.withoutPlugins();
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const schema = isPostgres
      ? { migrationTableSchema: (await sql<{ s: string }>`select current_schema() as s`.execute(plain)).rows[0]!.s }
      : {};
    const seeded = await db.selectFrom('clashActors').select(['clashId', 'actorId', 'position', 'votes']).orderBy('position').execute();
    expect(seeded).toHaveLength(2);
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const clash = names.indexOf('0036_clash_of_cams');
    const down = await new Migrator({ db: plain, provider: migrationProvider, ...schema }).migrateTo(names[clash - 1]!);
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)?.migrationName).toBe('0036_clash_of_cams');
    expect(await migrateToLatest(db)).toEqual(names.slice(clash));
    expect(await db.selectFrom('clashActors').select(['clashId', 'actorId', 'position', 'votes']).orderBy('position').execute()).toEqual(
      seeded,
    );
    const { token } = await newGuest(t);
    const current = await rest(t, token, 'GET', 'clashofcams/current?language=nl');
    expect(current.body.clash).toMatchObject({ title: 'Het weekendduel', isActive: true });
    expect(
      (await rest(t, token, 'POST', 'clashofcams/vote', { clashId: seeded[0]!.clashId, actorId: seeded[0]!.actorId })).body.counted,
    ).toBe(true);
  });
});
