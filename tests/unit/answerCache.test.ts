import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { ANSWER_CACHE, createAnswerCache } from '../../server/answerCache.ts';
import { acceptedEncoding, COMPRESS_FROM_BYTES } from '../../server/compressedAnswer.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { isWrite, recordReads, tablesOf } from '../../server/db/tableAccess.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function database() {
  handle = connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  return handle;
}

describe('the answer cache', () => {
  test('keeps an answer until a table it read is written', async () => {
    const { db } = await database();
    const cache = createAnswerCache();
    let computed = 0;
    const count = () =>
      cache.get('categories', async () => (computed++, (await db.selectFrom('categories').select('id').execute()).length));
    expect(await count()).toBe(await count());
    expect(computed).toBe(1);
    cache.written(['actors']);
    await count();
    expect(computed).toBe(1);
    cache.written(['categories']);
    await count();
    expect(computed).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
  });

  test(`an entry lives ${ANSWER_CACHE.ttlMs} ms at most (what changes with the clock alone)`, async () => {
    expect(ANSWER_CACHE.ttlMs).toBe(2_000);
    let clock = 1_000;
    const cache = createAnswerCache({ now: () => clock });
    let computed = 0;
    const get = () => cache.get('k', async () => ++computed);
    await get();
    clock += ANSWER_CACHE.ttlMs - 1;
    expect(await get()).toBe(1);
    clock += 1;
    expect(await get()).toBe(2);
  });

  test('a write during the computation keeps its answer from being served afterwards', async () => {
    const { db } = await database();
    const cache = createAnswerCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let computed = 0;
    const slow = () =>
      cache.get('k', async () => {
        computed++;
        const rows = await db.selectFrom('categories').select('id').execute();
        await gate;
        return rows.length;
      });
    const first = slow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.written(['categories']);
    release();
    await first;
    await slow();
    expect(computed).toBe(2);
  });

  test('a caller joins a computation under way unless a table it has read so far was written since', async () => {
    const { db } = await database();
    // Entries that expire at once: every call computes, unless it may join one under way.
    const cache = createAnswerCache({ ttlMs: 0 });
    let computed = 0;
    const slow = () =>
      cache.get('s', async () => {
        await db.selectFrom('categories').select('id').execute();
        await new Promise((resolve) => setTimeout(resolve, 30));
        return ++computed;
      });
    await slow();
    const [a, b] = await Promise.all([slow(), slow()]);
    expect(a).toBe(b);
    expect(computed).toBe(2);
    let first = slow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.written(['actors']);
    expect(await slow()).toBe(await first);
    first = slow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.written(['categories']);
    expect(await slow()).not.toBe(await first);
  });

  test('an answer its own computation wrote to is not kept, nor one refused by keep', async () => {
    const { db } = await database();
    const cache = createAnswerCache();
    let computed = 0;
    const writing = () =>
      cache.get(
        'w',
        async () => (
          await db
            .insertInto('tileGridSettings')
            .values({ owner: `o${computed}`, type: 'cams', settings: '{}', updatedAt: 1 })
            .execute(),
          ++computed
        ),
      );
    await writing();
    await writing();
    expect(computed).toBe(2);
    const refused = () =>
      cache.get(
        'r',
        async () => ++computed,
        () => false,
      );
    await refused();
    await refused();
    expect(computed).toBe(4);
  });

  test('holds at most maxEntries, the least recently used going first', async () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    let computed = 0;
    const get = (key: string) => cache.get(key, async () => ++computed);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.stats().entries).toBe(2);
    await get('a');
    expect(computed).toBe(3);
    await get('b');
    expect(computed).toBe(4);
  });
});

describe('the tables a statement reads and writes', () => {
  test('a select names its table, its joins and its subqueries', async () => {
    const { db } = await database();
    const query = db
      .selectFrom('albums')
      .innerJoin('actors', 'actors.id', 'albums.actorId')
      .where((eb) =>
        eb.exists(eb.selectFrom('albumPurchases').select('albumPurchases.id').whereRef('albumPurchases.albumId', '=', 'albums.id')),
      )
      .select('albums.id')
      .compile();
    expect(isWrite(query)).toBe(false);
    expect([...tablesOf(query)].sort()).toEqual(['actors', 'album_purchases', 'albums']);
  });

  test('inserts, updates and deletes are writes; raw statements are read by their text', async () => {
    const { db } = await database();
    expect(isWrite(db.updateTable('actors').set({ isOnline: 1 }).where('id', '=', 1).compile())).toBe(true);
    expect(isWrite(db.deleteFrom('guestPins').where('guestPins.guestId', '=', 1).compile())).toBe(true);
    const raw = sql`insert into search_fts(rowid, kind) select id, kind from search_documents`.compile(db);
    expect(isWrite(raw)).toBe(true);
    expect([...tablesOf(raw)].sort()).toEqual(['search_documents', 'search_fts']);
    expect(isWrite(sql`select 1 from actors`.compile(db))).toBe(false);
  });

  test('writes are told once committed, a rolled-back transaction tells nothing', async () => {
    const { db, onWrite } = await database();
    const told: string[][] = [];
    onWrite((tables) => told.push([...tables]));
    await db.updateTable('actors').set({ isOnline: 1 }).where('id', '=', -1).execute();
    expect(told).toEqual([['actors']]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('albums').set({ likes: 1 }).where('id', '=', -1).execute();
      expect(told).toHaveLength(1);
    });
    expect(told).toEqual([['actors'], ['albums']]);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('actors').set({ isOnline: 0 }).where('actors.id', '=', -1).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(told).toHaveLength(2);
  });

  test('a reading collects the tables of statements run in parallel, and an outer reading gets the inner ones', async () => {
    const { db } = await database();
    const { reading } = await recordReads(async () => {
      await Promise.all([db.selectFrom('actors').select('id').execute(), db.selectFrom('categories').select('id').execute()]);
      const inner = await recordReads(() => db.selectFrom('contests').select('id').execute());
      expect([...inner.reading.tables]).toEqual(['contests']);
    });
    expect([...reading.tables].sort()).toEqual(['actors', 'categories', 'contests']);
    expect(reading.wrote).toBe(false);
  });
});

describe('the encoding a kept answer goes out in', () => {
  test('brotli first, then gzip, a q of 0 refusing one, nothing without the header', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(COMPRESS_FROM_BYTES).toBe(1_024);
  });
});
