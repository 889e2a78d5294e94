// Pro search and zip geolocation over real HTTP (spec part 1 §3, part 2 §7.1/§7.2).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

const query = (fields: Record<string, unknown> = {}) => ({ category: 3, filters: [], sort: 'rank', page: 1, zip: null, ...fields });

test('an unknown zip has no geolocation', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(t, token, 'GET', 'utility/getGeoLocationByZip/99999');
  expect(answer.body).toEqual({ success: true, geoLocation: null });
});

test('a seeded zip resolves to its place', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(t, token, 'GET', 'utility/getGeoLocationByZip/80331');
  expect(answer.body.geoLocation).toEqual({ lat: 48.137, long: 11.575, source: 'zip' });
});

test('sorted by distance from a zip, the nearest actor comes first', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(t, token, 'POST', 'actorsearch/search', query({ sort: 'distance', zip: '80331' }));
  const first = await t.server.db
    .selectFrom('actors')
    .select('zip')
    .where('id', '=', answer.body.result.actors[0].id)
    .executeTakeFirstOrThrow();
  expect(first.zip).toBe('80331');
  const distances = answer.body.result.actors.map((a: { distanceKm: number }) => a.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

test('the browser location sorts by distance without a zip', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(
    t,
    token,
    'POST',
    'actorsearch/search',
    query({ sort: 'distance', geoLocation: { lat: 40.417, long: -3.704, source: 'browser' } }),
  );
  const first = await t.server.db
    .selectFrom('actors')
    .select('city')
    .where('id', '=', answer.body.result.actors[0].id)
    .executeTakeFirstOrThrow();
  expect(first.city).toBe('Madrid');
  expect(answer.body.result.mapState.center).toEqual({ lat: 40.417, long: -3.704 });
});

test('results come 30 per page with the total hits and the last page', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(t, token, 'POST', 'actorsearch/search', query({ page: 2 }));
  const inThree = await t.server.db
    .selectFrom('actorCategories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('categoryId', '=', 3)
    .executeTakeFirstOrThrow();
  expect(answer.body.result.totalHits).toBe(Number(inThree.n));
  expect(answer.body.result.maxPage).toBe(Math.ceil(Number(inThree.n) / 30));
  expect(answer.body.result.currentPage).toBe(2);
  expect(answer.body.result.actors).toHaveLength(30);
  expect(answer.body.result.markers[0]).toMatchObject({ actorId: answer.body.result.actors[0].id });
});

test('init answers the last search and filter delete removes one filter', async () => {
  const token = await t.anonymousToken();
  await rest(t, token, 'POST', 'actorsearch/search', query({ filters: ['online', 'freeChat'] }));
  expect((await rest(t, token, 'GET', 'actorsearch/init')).body.query.filters).toEqual(['online', 'freeChat']);
  const deleted = await rest(t, token, 'POST', 'actorsearch/filter/delete', { filter: 'online' });
  expect(deleted.body.query.filters).toEqual(['freeChat']);
  const free = await t.server.db
    .selectFrom('actors')
    .innerJoin('actorCategories', 'actorCategories.actorId', 'actors.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('categoryId', '=', 3)
    .where('freeChat', '=', 1)
    .executeTakeFirstOrThrow();
  expect(deleted.body.result.totalHits).toBe(Number(free.n));
  expect((await rest(t, token, 'GET', 'actorsearch/init')).body.query.filters).toEqual(['freeChat']);
});

test('sort by distance with an unknown zip is refused', async () => {
  const token = await t.anonymousToken();
  const answer = await rest(t, token, 'POST', 'actorsearch/search', query({ sort: 'distance', zip: '99999' }));
  expect(answer.body.error.code).toBe('VALIDATION_FAILED');
});
