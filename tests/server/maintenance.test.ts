// The internal import and maintenance routes of spec part 2 §7.9 over real HTTP: they exist
// (no 404) behind the internal token, refuse bad bodies changing nothing, and do their work.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal } from './socketClient.ts';

const INTERNAL_TOKEN = 'internal-test-token-maintenance';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const call = (path: string, body: unknown, token: string | null = INTERNAL_TOKEN) => internal(t.baseUrl, token, 'POST', path, body);
const db = () => t.server.db;
const NEW_ACTOR_ID = 900_001;
const NEW_ALBUM_ID = 900_101;
const actor = (fields: Record<string, unknown> = {}) => ({
  id: NEW_ACTOR_ID,
  name: 'ImportedAurora',
  gender: 'F',
  actorType: 'F',
  age: 27,
  country: 'DE',
  city: 'Köln',
  about: 'Hello from the import.',
  aboutTranslations: { de: 'Hallo aus dem Import.' },
  categoryIds: [3],
  ...fields,
});
const album = (fields: Record<string, unknown> = {}) => ({
  id: NEW_ALBUM_ID,
  actorId: NEW_ACTOR_ID,
  type: 'photo_album',
  title: 'Imported garden walk',
  titleTranslations: { de: 'Importierter Gartenweg' },
  ageRating: 16,
  price: 499,
  pictureCount: 4,
  ...fields,
});

const ROUTES = [
  ['regenerate_auto_incrementor', {}],
  ['clear_di_cache', {}],
  ['actor_import_full', actor()],
  ['album_import', album()],
] as const;

describe('internal maintenance routes', () => {
  test.each(ROUTES)('%s refuses a call without the right internal token', async (path, body) => {
    expect((await call(path, body, null)).status).toBe(403);
    expect((await call(path, body, 'wrong')).status).toBe(403);
    expect(await db().selectFrom('actors').select('id').where('id', '=', NEW_ACTOR_ID).executeTakeFirst()).toBeUndefined();
  });

  test('they do not exist without a configured internal token', async () => {
    const off = await startTestServer();
    try {
      for (const [path, body] of ROUTES) expect((await internal(off.baseUrl, INTERNAL_TOKEN, 'POST', path, body)).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  test('regenerate_auto_incrementor answers (SQLite needs no sequence moved)', async () => {
    const answer = await call('regenerate_auto_incrementor', {});
    expect(answer).toMatchObject({ status: 200, body: { success: true, database: 'sqlite', sequences: 0 } });
  });

  test('clear_di_cache empties the search, actor page and jumbotron caches', async () => {
    const answer = await call('clear_di_cache', {});
    expect(answer.status).toBe(200);
    expect(answer.body.cleared).toEqual(expect.arrayContaining(['search', 'seoActors', 'jumbotron']));
    expect((await call('clear_di_cache', { all: true })).status).toBe(400);
  });

  test.each([
    ['a name with a space', actor({ name: 'Two words' })],
    ['an age under 18', actor({ age: 17 })],
    ['an unknown gender', actor({ gender: 'X' })],
    ['a lowercase country', actor({ country: 'de' })],
    ['an unknown field', actor({ rank: 1 })],
    ['a string id', actor({ id: String(NEW_ACTOR_ID) })],
    ['a category that does not exist', actor({ categoryIds: [999_999] })],
  ])('actor_import_full refuses %s, changing nothing', async (_name, body) => {
    const answer = await call('actor_import_full', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(await db().selectFrom('actors').select('id').where('id', '=', NEW_ACTOR_ID).executeTakeFirst()).toBeUndefined();
  });

  test('actor_import_full inserts an actor, then updates it; the profile and search show it', async () => {
    const created = await call('actor_import_full', actor());
    expect(created).toMatchObject({ status: 200, body: { success: true, id: NEW_ACTOR_ID, created: true } });
    const anonymous = await t.anonymousToken();
    const profile = await rest(t, anonymous, 'GET', 'actor/getActorDataByIdOrName/importedaurora?language=de');
    expect(profile.status).toBe(200);
    expect(profile.body.actor).toMatchObject({ id: NEW_ACTOR_ID, name: 'ImportedAurora' });
    const found = await rest(t, anonymous, 'GET', 'searchResult/search/en/ImportedAurora');
    expect(JSON.stringify(found.body.result.actors)).toContain('ImportedAurora');

    const updated = await call('actor_import_full', actor({ age: 28, categoryIds: [3, 88] }));
    expect(updated.body).toMatchObject({ success: true, created: false });
    const row = await db().selectFrom('actors').select(['age', 'city']).where('id', '=', NEW_ACTOR_ID).executeTakeFirstOrThrow();
    expect(row).toEqual({ age: 28, city: 'Köln' });
    expect(
      (
        await db().selectFrom('actorCategories').select('categoryId').where('actorId', '=', NEW_ACTOR_ID).orderBy('categoryId').execute()
      ).map((r) => r.categoryId),
    ).toEqual([3, 88]);
  });

  test('actor_import_full refuses a name another actor has', async () => {
    const other = await db().selectFrom('actors').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    const answer = await call('actor_import_full', actor({ id: NEW_ACTOR_ID + 1, name: other.name.toUpperCase() }));
    expect(answer.status).toBe(409);
    expect(
      await db()
        .selectFrom('actors')
        .select('id')
        .where('id', '=', NEW_ACTOR_ID + 1)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  test.each([
    ['an actor that does not exist', album({ actorId: 999_999 }), 404],
    ['a video without duration', album({ type: 'video' }), 400],
    ['a photo album with a duration', album({ duration: 30 }), 400],
    ['an age rating of 12', album({ ageRating: 12 }), 400],
    ['a negative price', album({ price: -1 }), 400],
    ['a base price under the price', album({ basePrice: 100 }), 400],
    ['free and VIP at once', album({ isFree: true, isVip: true }), 400],
    ['an empty title', album({ title: '' }), 400],
  ])('album_import refuses %s, changing nothing', async (_name, body, status) => {
    const answer = await call('album_import', body);
    expect(answer.status).toBe(status);
    expect(await db().selectFrom('albums').select('id').where('id', '=', NEW_ALBUM_ID).executeTakeFirst()).toBeUndefined();
  });

  test('album_import inserts an album with its pictures, then updates it without losing any', async () => {
    const created = await call('album_import', album());
    expect(created).toMatchObject({ status: 200, body: { success: true, id: NEW_ALBUM_ID, created: true } });
    const anonymous = await t.anonymousToken();
    const opened = await rest(t, anonymous, 'GET', `gallery/open?albumId=${NEW_ALBUM_ID}&language=de`);
    expect(opened.status).toBe(200);
    expect(opened.body.album).toMatchObject({
      albumId: NEW_ALBUM_ID,
      title: 'Importierter Gartenweg',
      price: { currency: 'EUR', value: 4.99 },
    });

    const updated = await call('album_import', album({ price: 399, basePrice: 499, pictureCount: 6 }));
    expect(updated.body).toMatchObject({ success: true, created: false });
    const row = await db()
      .selectFrom('albums')
      .select(['price', 'basePrice', 'pictureCount'])
      .where('id', '=', NEW_ALBUM_ID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 399, basePrice: 499, pictureCount: 6 });
    const pictures = await db().selectFrom('pictures').select('position').where('albumId', '=', NEW_ALBUM_ID).orderBy('position').execute();
    expect(pictures.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);

    expect((await call('album_import', album({ pictureCount: 2 }))).status).toBe(409);
    expect((await call('album_import', album({ type: 'video', duration: 60 }))).status).toBe(409);
  });
});
