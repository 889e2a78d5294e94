// The jumbotron (spec part 2 §7.8: video/jumbotron/config and homepage, cached 60 seconds).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTimedCache, HOME_SLIDES, STATION_SLIDES } from '../../server/domain/jumbotron.ts';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

test('the station and home get their slides, linking to the videos, cached 60 seconds', async () => {
  expect(TIMING_MS.jumbotronCache).toBe(60_000);
  const token = await t.anonymousToken();
  const config = await rest(t, token, 'GET', 'video/jumbotron/config?language=de');
  expect(config.headers.get('cache-control')).toBe('private, max-age=60');
  expect(config.body.config.slides).toHaveLength(STATION_SLIDES);
  expect(config.body.config.slides[0].link).toMatch(/^\/de\/amateur\/[^/]+\/bilder\/\d+\/$/);
  const home = await rest(t, token, 'GET', 'video/jumbotron/homepage');
  expect(home.body.slides).toHaveLength(HOME_SLIDES);
  expect(home.headers.get('cache-control')).toBe('private, max-age=60');

  // within the minute a change of the data does not show (the answer is kept)
  await t.server.db.updateTable('albums').set({ totalViews: 10_000_000 }).where('id', '=', home.body.slides[2].id).execute();
  expect((await rest(t, token, 'GET', 'video/jumbotron/homepage')).body.slides).toEqual(home.body.slides);
});

test('a cached value is kept for its time and loaded again after it', async () => {
  let now = 0;
  let loads = 0;
  const cached = createTimedCache<number>(60_000, () => now);
  const load = async () => ++loads;
  expect(await cached('k', load)).toBe(1);
  now = 59_999;
  expect(await cached('k', load)).toBe(1);
  now = 60_000;
  expect(await cached('k', load)).toBe(2);
  expect(await cached('other', load)).toBe(3);
});
