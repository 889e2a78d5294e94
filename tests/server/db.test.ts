// The schema and the demo seed on both databases (SQLite always, PostgreSQL with DATABASE_URL):
// migrations, what the seed promises, reseeding, and the generator's determinism.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { TableName } from '../../server/db/schema.ts';
import { NEW_ACTOR_DAYS } from '../../server/db/seed/actors.ts';
import { generateSeedRows, type SeedResult, seedDatabase } from '../../server/db/seed/index.ts';
import { DAY } from '../../server/db/seed/time.ts';
import { DEFAULTS, LIMITS, VIDEO_LISTS } from '../../src/contract/constants.ts';
import { ACTOR_TYPES, BLOG_CATEGORY, GENDERS, LANGUAGES } from '../../src/contract/enums.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('PostgreSQL tests skipped: DATABASE_URL is not set');

/** Every seeded timestamp is relative to this, so the suites can compare rows exactly. */
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

interface OpenDatabase {
  handle: DatabaseHandle;
  cleanup(): Promise<void>;
}

async function openSqlite(): Promise<OpenDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-db-test-'));
  const handle = connectDatabase({ dataDir });
  return {
    handle,
    async cleanup() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let schemaCounter = 0;
async function openPostgres(): Promise<OpenDatabase> {
  const pgSchema = `test_db_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const handle = connectDatabase({ dataDir: '', databaseUrl, pgSchema });
  return {
    handle,
    async cleanup() {
      await handle.db.schema.dropSchema(pgSchema).ifExists().cascade().execute();
      await handle.close();
    },
  };
}

/** A sample of rows from most tables, ordered, for comparing two seeds. */
async function sampleRows(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    actors: await db.selectFrom('actors').selectAll().orderBy('id').limit(25).execute(),
    lastActors: await db.selectFrom('actors').selectAll().orderBy('id', 'desc').limit(5).execute(),
    albums: await db.selectFrom('albums').selectAll().where('id', 'in', [1, 2, 3, 500, 1500, 3000]).orderBy('id').execute(),
    pictures: await db.selectFrom('pictures').selectAll().where('albumId', '=', 1500).orderBy('id').execute(),
    comments: await db.selectFrom('albumComments').selectAll().orderBy('id').limit(20).execute(),
    heatMaps: await db.selectFrom('actorHeatMaps').selectAll().where('actorId', '<=', 3).orderBy('actorId').execute(),
    blogPosts: await db.selectFrom('blogPosts').selectAll().orderBy('id').limit(10).execute(),
    contestMedia: await db.selectFrom('contestMedia').selectAll().orderBy('id').limit(20).execute(),
    feedPosts: await db.selectFrom('feedPosts').selectAll().orderBy('id', 'desc').limit(10).execute(),
    chatShows: await db.selectFrom('chatShows').selectAll().orderBy('id').execute(),
    tvProgram: await db.selectFrom('tvProgram').selectAll().orderBy('id').limit(10).execute(),
  };
}

async function countRows(handle: DatabaseHandle, table: TableName): Promise<number> {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

function databaseSuite(name: string, open: () => Promise<OpenDatabase>, skip: boolean) {
  describe.skipIf(skip)(name, () => {
    let main: OpenDatabase;
    let firstSeed: SeedResult;
    beforeAll(async () => {
      main = await open();
      await migrateToLatest(main.handle.db);
      firstSeed = await seedDatabase(main.handle.db, { now: NOW });
    });
    afterAll(async () => {
      await main?.cleanup();
    });

    test('migrating an up-to-date database runs nothing', async () => {
      expect(await migrateToLatest(main.handle.db)).toEqual([]);
    });

    test('the seed writes at least the promised amount of content', async () => {
      const h = main.handle;
      expect(firstSeed.seeded).toBe(true);
      expect(await countRows(h, 'actors')).toBeGreaterThanOrEqual(300);
      const media = await h.db
        .selectFrom('albums')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', 'in', ['video', 'photo_album'])
        .executeTakeFirstOrThrow();
      expect(media.n).toBeGreaterThanOrEqual(3000);
      expect(await countRows(h, 'categories')).toBeGreaterThanOrEqual(12);
      for (const table of [
        'gifts',
        'toyControls',
        'tvSeries',
        'tvEpisodes',
        'tvProgram',
        'contestMedia',
        'feedPosts',
        'feedPhotos',
        'interviews',
        'albumComments',
        'dailyBonusOffers',
      ] as const) {
        expect(await countRows(h, table), table).toBeGreaterThan(0);
      }
      // The counts the seed reports are the rows in the database.
      expect(firstSeed.counts.pictures).toBe(await countRows(h, 'pictures'));
    });

    test('categories 3 (default) and 88 (new girls) exist, and new girls are the actors created in the last 30 days', async () => {
      const { db } = main.handle;
      const ids = (await db.selectFrom('categories').select('id').execute()).map((r) => r.id);
      expect(ids).toContain(DEFAULTS.actorCategory);
      expect(ids).toContain(DEFAULTS.newGirlsCategory);
      const newGirls = await db
        .selectFrom('actorCategories')
        .innerJoin('actors', 'actors.id', 'actorCategories.actorId')
        .select(['actors.id', 'actors.createdAt'])
        .where('actorCategories.categoryId', '=', DEFAULTS.newGirlsCategory)
        .execute();
      const createdRecently = await db
        .selectFrom('actors')
        .select('id')
        .where('createdAt', '>', NOW - NEW_ACTOR_DAYS * DAY)
        .execute();
      expect(newGirls.length).toBeGreaterThan(0);
      expect(newGirls.map((a) => a.id).sort()).toEqual(createdRecently.map((a) => a.id).sort());
      expect(await countRows(main.handle, 'actors')).toBe(
        (await db.selectFrom('actorCategories').select('actorId').where('categoryId', '=', DEFAULTS.actorCategory).execute()).length,
      );
    });

    test('every blog category has posts in each of the last three years', async () => {
      const posts = await main.handle.db.selectFrom('blogPosts').select(['categoryId', 'publishedAt']).execute();
      const year = new Date(NOW).getUTCFullYear();
      for (const categoryId of Object.values(BLOG_CATEGORY)) {
        for (const y of [year - 2, year - 1, year]) {
          const inYear = posts.filter((p) => p.categoryId === categoryId && new Date(p.publishedAt).getUTCFullYear() === y);
          expect(inYear.length, `category ${categoryId} in ${y}`).toBeGreaterThanOrEqual(3);
        }
      }
      expect(posts.every((p) => p.publishedAt <= NOW)).toBe(true);
    });

    test('every gender and actor type is present and about a quarter of the actors are online', async () => {
      const actors = await main.handle.db
        .selectFrom('actors')
        .select(['gender', 'actorType', 'isOnline', 'freeChat', 'bannedCountryCodes'])
        .execute();
      expect(new Set(actors.map((a) => a.gender))).toEqual(new Set(GENDERS));
      expect(new Set(actors.map((a) => a.actorType))).toEqual(new Set(ACTOR_TYPES));
      const online = actors.filter((a) => a.isOnline === 1).length / actors.length;
      expect(online).toBeGreaterThan(0.15);
      expect(online).toBeLessThan(0.35);
      expect(actors.some((a) => a.freeChat === 1)).toBe(true);
      expect(actors.some((a) => (JSON.parse(a.bannedCountryCodes) as string[]).length > 0)).toBe(true);
    });

    test('chat ratings cover actors below and above the display threshold', async () => {
      const ratings = await main.handle.db.selectFrom('actorChatRatings').select(['countRatings', 'satisfactionRate']).execute();
      expect(ratings.some((r) => r.countRatings < LIMITS.ratingsShownFrom)).toBe(true);
      expect(ratings.some((r) => r.countRatings >= LIMITS.ratingsShownFrom)).toBe(true);
      expect(ratings.every((r) => r.satisfactionRate >= 0 && r.satisfactionRate <= 100)).toBe(true);
    });

    test('albums cover every video list: vip, free, new, classic, cam recordings, discounts and trends', async () => {
      const albums = await main.handle.db.selectFrom('albums').selectAll().where('type', '!=', 'sedcard').execute();
      for (const key of ['isVip', 'isFree', 'isNew', 'isClassic', 'isCamRecording'] as const) {
        expect(
          albums.some((a) => a[key] === 1),
          key,
        ).toBe(true);
      }
      expect(albums.some((a) => a.price < a.basePrice)).toBe(true);
      expect(albums.every((a) => a.price <= a.basePrice)).toBe(true);
      expect(albums.filter((a) => a.type === 'video' && a.publishedAt >= NOW - VIDEO_LISTS.trendingDays * DAY).length).toBeGreaterThan(10);
      expect(albums.every((a) => a.ageRating === 16 || a.ageRating === 18)).toBe(true);
      const sedcards = await main.handle.db.selectFrom('albums').select('actorId').where('type', '=', 'sedcard').execute();
      expect(new Set(sedcards.map((s) => s.actorId)).size).toBe(await countRows(main.handle, 'actors'));
    });

    test('album counters match their pictures and comments, photo albums hold 6 to 14 pictures', async () => {
      const rows = await main.handle.db
        .selectFrom('albums')
        .select((eb) => [
          'albums.type',
          'albums.pictureCount',
          'albums.commentsTotal',
          eb.selectFrom('pictures').select(eb.fn.countAll<number>().as('n')).whereRef('pictures.albumId', '=', 'albums.id').as('pictures'),
          eb
            .selectFrom('albumComments')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('albumComments.albumId', '=', 'albums.id')
            .as('comments'),
        ])
        .execute();
      expect(rows.every((r) => Number(r.pictures) === r.pictureCount && Number(r.comments) === r.commentsTotal)).toBe(true);
      const photoAlbums = rows.filter((r) => r.type === 'photo_album');
      expect(photoAlbums.every((r) => r.pictureCount >= 6 && r.pictureCount <= 14)).toBe(true);
    });

    test('gifts are translated into every language', async () => {
      const { db } = main.handle;
      const gifts = await db.selectFrom('gifts').select('id').execute();
      const translations = await db.selectFrom('giftTranslations').select(['giftId', 'language']).execute();
      expect(translations.length).toBe(gifts.length * LANGUAGES.length);
    });

    test('contests are finished, running and upcoming; ticket shows lie ahead', async () => {
      const { db } = main.handle;
      const contests = await db.selectFrom('contests').selectAll().execute();
      expect(contests.some((c) => c.endsAt < NOW)).toBe(true);
      expect(contests.some((c) => c.startsAt <= NOW && c.endsAt > NOW)).toBe(true);
      expect(contests.some((c) => c.startsAt > NOW)).toBe(true);
      const shows = await db.selectFrom('chatShows').select('startsAt').where('startsAt', '>', NOW).execute();
      expect(shows.length).toBeGreaterThanOrEqual(10);
      const topTypes = await db.selectFrom('topCams').select('type').groupBy('type').execute();
      expect(topTypes.map((t) => t.type).sort()).toEqual(['bestChats', 'top100', 'videoCall']);
    });

    test('timestamps and counts come back as JS numbers', async () => {
      const actor = await main.handle.db.selectFrom('actors').select(['createdAt', 'latitude', 'isOnline']).executeTakeFirstOrThrow();
      expect(typeof actor.createdAt).toBe('number');
      expect(typeof actor.latitude).toBe('number');
      expect(typeof actor.isOnline).toBe('number');
      const count = await sql<{ n: number }>`select count(*) as n from actors`.execute(main.handle.db);
      expect(typeof count.rows[0]?.n).toBe('number');
    });

    test('seeding an already seeded database adds nothing', async () => {
      const before = await countRows(main.handle, 'albums');
      const again = await seedDatabase(main.handle.db, { now: NOW + DAY });
      expect(again.seeded).toBe(false);
      expect(await countRows(main.handle, 'albums')).toBe(before);
    });

    test('new rows get ids after the seeded ones', async () => {
      const { db } = main.handle;
      const maxId = await db
        .selectFrom('albums')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow();
      const inserted = await db
        .insertInto('albumComments')
        .values({ albumId: 1, guestId: null, authorName: 'Tester', text: 'Nice', createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBe(firstSeed.counts.albumComments! + 1);
      const guest = await db
        .insertInto('guests')
        .values({
          name: 'Test guest',
          email: 'guest@example.org',
          passwordHash: null,
          balanceCents: 0,
          credits: 0,
          isVip: 0,
          isVxtv: 0,
          avsStatus: 'unknown',
          language: 'en',
          createdAt: NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('accessTokens')
        .values({ tokenHash: 'a'.repeat(64), guestId: guest.id, createdAt: NOW, lastSeenAt: NOW, revokedAt: null })
        .execute();
      const token = await db.selectFrom('accessTokens').selectAll().where('tokenHash', '=', 'a'.repeat(64)).executeTakeFirstOrThrow();
      expect(token).toEqual({
        tokenHash: 'a'.repeat(64),
        guestId: guest.id,
        createdAt: NOW,
        lastSeenAt: NOW,
        revokedAt: null,
        device: null,
      });
      expect(Number(maxId.m)).toBe(firstSeed.counts.albums);
    });

    test('a migration that fails names itself in the error', async () => {
      const broken = await open();
      try {
        // A table in the way of the first migration.
        await sql`create table meta (key text)`.execute(broken.handle.db);
        await expect(migrateToLatest(broken.handle.db)).rejects.toThrow(/Database migration 0001_core failed: .*meta/);
      } finally {
        await broken.cleanup();
      }
    });

    test('two fresh databases seeded concurrently hold the same rows, seeded once', async () => {
      const other = await open();
      try {
        await migrateToLatest(other.handle.db);
        const results = await Promise.all([seedDatabase(other.handle.db, { now: NOW }), seedDatabase(other.handle.db, { now: NOW })]);
        expect(results.filter((r) => r.seeded).length).toBe(1);
        expect(await countRows(other.handle, 'albums')).toBe(firstSeed.counts.albums);
        expect(await sampleRows(other.handle)).toEqual(await sampleRows(main.handle));
      } finally {
        await other.cleanup();
      }
    });
  });
}

describe('demo content generator', () => {
  test('the same moment always gives the same rows', () => {
    const first = generateSeedRows(NOW);
    const second = generateSeedRows(NOW);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  test('actor names are unique case-insensitively and made of letters', () => {
    const names = (generateSeedRows(NOW).actors ?? []).map((a) => a.name);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names.every((n) => /^[A-Za-z]{3,18}$/.test(n))).toBe(true);
  });
});

databaseSuite('database on SQLite', openSqlite, false);
databaseSuite('database on PostgreSQL', openPostgres, !databaseUrl);
