// Listings and tile grids over real HTTP: the listing rules of spec part 1 §2/§9 and the
// per-guest tile grid settings of spec part 2 §7.4.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.anonymousToken();
});
afterAll(async () => t.close());

const grid = (type: string, payload: unknown, as = token) =>
  rest(t, as, 'GET', `tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`);
const idsIn = (categoryId: number) =>
  t.server.db
    .selectFrom('actorCategories')
    .select('actorId')
    .where('categoryId', '=', categoryId)
    .execute()
    .then((rows) => new Set(rows.map((r) => r.actorId)));

describe('listing pages', () => {
  test('the free chat page lists only actors in free chat', async () => {
    const answer = await grid('freeChat', { page: 1, limit: 100 });
    const free = await t.server.db.selectFrom('actors').select('id').where('freeChat', '=', 1).execute();
    expect(answer.body.total).toBe(free.length);
    expect(answer.body.items.length).toBeGreaterThan(0);
    for (const item of answer.body.items) expect(free.some((a) => a.id === item.id)).toBe(true);
  });

  test('a category page without a category lists the default category 3', async () => {
    const answer = await grid('category', { page: 1, limit: 100 });
    const inThree = await idsIn(3);
    expect(answer.body.total).toBe(inThree.size);
  });

  test('a category page by slug lists that category only', async () => {
    const answer = await grid('category', { page: 1, limit: 100, filter: { categorySlug: 'couples' } });
    const couples = await idsIn(10);
    expect(answer.body.total).toBe(couples.size);
    for (const item of answer.body.items) expect(couples.has(item.id)).toBe(true);
  });

  test('the new girls page lists category 88', async () => {
    const answer = await grid('newGirls', { page: 1, limit: 100 });
    const newGirls = await idsIn(88);
    expect(answer.body.total).toBe(newGirls.size);
    for (const item of answer.body.items) expect(newGirls.has(item.id)).toBe(true);
  });

  test('the cams page lists online actors first', async () => {
    const online = await t.server.db.selectFrom('actors').select('id').where('isOnline', '=', 1).execute();
    const answer = await grid('cams', { page: 1, limit: 100 });
    const flags: boolean[] = answer.body.items.map((a: { isOnline: boolean }) => a.isOnline);
    expect(flags.slice(0, online.length).every(Boolean)).toBe(true);
    expect(flags.slice(online.length).some(Boolean)).toBe(false);
  });

  test('pages add up to the total without repeating an actor', async () => {
    const first = await grid('cams', { page: 1, limit: 40, sort: 'rank' });
    const second = await grid('cams', { page: 2, limit: 40, sort: 'rank' });
    const actors = await t.server.db
      .selectFrom('actors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.body.total).toBe(Number(actors.n));
    const ids = [...first.body.items, ...second.body.items].map((a: { id: number }) => a.id);
    expect(new Set(ids).size).toBe(80);
  });

  test('top cams of a type are served in their rank order', async () => {
    const rows = await t.server.db.selectFrom('topCams').select('actorId').where('type', '=', 'top100').orderBy('rank').limit(10).execute();
    const answer = await grid('topCams', { page: 1, limit: 10, filter: { topCamType: 'top100' } });
    expect(answer.body.items.map((a: { id: number }) => a.id)).toEqual(rows.map((r) => r.actorId));
  });

  test('the query service serves the listing pages and finds a category by slug', async () => {
    const answer = await vxql(
      t.baseUrl,
      token,
      '{ listing(page: freeChat, first: 5) { total items { id isOnline profileLink } } categoryBySlug(slug: "new-girls") { id } }',
    );
    const free = await t.server.db
      .selectFrom('actors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('freeChat', '=', 1)
      .executeTakeFirstOrThrow();
    expect(answer.body.data?.listing.total).toBe(Number(free.n));
    expect(answer.body.data?.categoryBySlug.id).toBe(88);
  });
});

describe('tile grid payload validation', () => {
  test.each([
    ['a limit above 100', { page: 1, limit: 101 }],
    ['a limit of 0', { page: 1, limit: 0 }],
    ['a sort the grid does not know', { page: 1, limit: 10, sort: 'pinned' }],
    ['an unknown filter', { page: 1, limit: 10, filter: { colour: 'red' } }],
  ])('%s is refused', async (_name, payload) => {
    const answer = await grid('cams', payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  });

  test('a payload that is not JSON is refused', async () => {
    const answer = await rest(t, token, 'GET', 'tileGrid/get/cams/not-json');
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('an unknown grid type is refused', async () => {
    const answer = await grid('everything', { page: 1, limit: 10 });
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('tile grid settings', () => {
  test('stored settings come back with the grid for the same guest only', async () => {
    const mine = await t.anonymousToken();
    const other = await t.anonymousToken();
    const settings = { columns: 4, sort: 'newest', filter: { online: true } };
    expect((await rest(t, mine, 'POST', 'tileGrid/storeTileGridSettings', { type: 'cams', settings })).body.success).toBe(true);
    expect((await grid('cams', { page: 1, limit: 5 }, mine)).body.settings).toEqual(settings);
    expect((await grid('cams', { page: 1, limit: 5 }, other)).body.settings).toBeNull();
    expect((await grid('freeChat', { page: 1, limit: 5 }, mine)).body.settings).toBeNull();
  });

  test('a logged-in guest keeps settings per type', async () => {
    const { token: guestToken } = await newGuest(t);
    await rest(t, guestToken, 'POST', 'tileGrid/storeTileGridSettings', { type: 'newGirls', settings: { columns: 3 } });
    await rest(t, guestToken, 'POST', 'tileGrid/storeTileGridSettings', { type: 'newGirls', settings: { columns: 5 } });
    expect((await grid('newGirls', { page: 1, limit: 5 }, guestToken)).body.settings).toEqual({ columns: 5 });
  });

  test('invalid settings are refused and change nothing', async () => {
    const mine = await t.anonymousToken();
    await rest(t, mine, 'POST', 'tileGrid/storeTileGridSettings', { type: 'cams', settings: { columns: 3 } });
    const refused = await rest(t, mine, 'POST', 'tileGrid/storeTileGridSettings', { type: 'cams', settings: { columns: 6 } });
    expect(refused.status).toBe(400);
    expect((await grid('cams', { page: 1, limit: 5 }, mine)).body.settings).toEqual({ columns: 3 });
  });
});
