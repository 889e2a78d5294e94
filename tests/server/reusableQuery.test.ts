import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { reusableQuery } from '../../server/db/reusableQuery.ts';
import { recordReads } from '../../server/db/tableAccess.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('PostgreSQL run of the reusable query tests skipped: DATABASE_URL is not set');
const databases = databaseUrl ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

// A statement built once (issue 23) answers as the query built by hand would, call by call.
describe.each(databases)('a reusable query on %s', (kind) => {
  let handle: DatabaseHandle;
  let dataDir = '';
  const pgSchema = `test_reusable_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    if (kind === 'SQLite') {
      dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-reusable-'));
      handle = connectDatabase({ dataDir });
    } else handle = connectDatabase({ dataDir: '', databaseUrl, pgSchema });
    await migrateToLatest(handle.db);
    const now = Date.now();
    await handle.db
      .insertInto('tileGridSettings')
      .values([
        { owner: 'guest:1', type: 'cams', settings: '{"sort":"new"}', updatedAt: now },
        { owner: 'guest:1', type: 'videos', settings: '{"sort":"top"}', updatedAt: now },
        { owner: 'guest:2', type: 'cams', settings: '{"sort":"online"}', updatedAt: now },
      ])
      .execute();
  });
  afterAll(async () => {
    if (kind === 'PostgreSQL') await handle.db.schema.dropSchema(pgSchema).ifExists().cascade().execute();
    await handle.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const settingsOf = reusableQuery((db, owner: string, type: string) =>
    db.selectFrom('tileGridSettings').select(['settings', 'updatedAt']).where('owner', '=', owner).where('type', '=', type),
  );

  test('each call runs with its own arguments, in camel case as the built query', async () => {
    expect((await settingsOf(handle.db, 'guest:1', 'cams')).map((row) => row.settings)).toEqual(['{"sort":"new"}']);
    expect((await settingsOf(handle.db, 'guest:1', 'videos')).map((row) => row.settings)).toEqual(['{"sort":"top"}']);
    expect((await settingsOf(handle.db, 'guest:2', 'cams')).map((row) => row.settings)).toEqual(['{"sort":"online"}']);
    expect(await settingsOf(handle.db, 'guest:3', 'cams')).toEqual([]);
    const [row] = await settingsOf(handle.db, 'guest:1', 'cams');
    expect(Object.keys(row!).sort()).toEqual(['settings', 'updatedAt']);
  });

  test('a constant of the statement stays in its place beside the arguments', async () => {
    const camsOf = reusableQuery((db, owner: string) =>
      db.selectFrom('tileGridSettings').select('settings').where('type', '=', 'cams').where('owner', '=', owner),
    );
    expect((await camsOf(handle.db, 'guest:2')).map((row) => row.settings)).toEqual(['{"sort":"online"}']);
    expect((await camsOf(handle.db, 'guest:1')).map((row) => row.settings)).toEqual(['{"sort":"new"}']);
  });

  test('inside a transaction it reads what the transaction wrote', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('tileGridSettings').set({ settings: '{"sort":"az"}' }).where('owner', '=', 'guest:2').execute();
      expect((await settingsOf(trx, 'guest:2', 'cams')).map((row) => row.settings)).toEqual(['{"sort":"az"}']);
      await trx.updateTable('tileGridSettings').set({ settings: '{"sort":"online"}' }).where('owner', '=', 'guest:2').execute();
    });
  });

  test('its reads are noted as those of the built query (the answer caches depend on it)', async () => {
    const { reading } = await recordReads(() => settingsOf(handle.db, 'guest:1', 'cams'));
    expect([...reading.tables]).toEqual(['tile_grid_settings']);
  });

  test('an argument that does not become a parameter is refused when first run', async () => {
    const shaped = reusableQuery((db, column: string) => db.selectFrom('tileGridSettings').select(column as 'settings'));
    await expect(shaped(handle.db, 'settings')).rejects.toThrow(/every argument must appear exactly once/);
  });
});
