// The video lists over real HTTP on the seeded database (spec part 1 §9): each category's filter,
// window and default sort, 16 per grid, the video stars (100), and an unknown category refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULTS, PAGING, VIDEO_LISTS } from '../../src/contract/constants.ts';
import { VIDEO_LIST_CATEGORIES as VIDEO_CATEGORIES } from '../../src/contract/enums.ts';
import { VIDEO_LIST_ROUTES } from '../../src/contract/videoLists.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.anonymousToken();
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;

async function list(category: string, first = 16) {
  const { body } = await vxql(
    t.baseUrl,
    token,
    `query($c: VideoCategory!, $n: Int!) { videos(category: $c, first: $n) { total items { id vip free price { value } basePrice { value } model { id } } } }`,
    { c: category, n: first },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.videos as {
    total: number;
    items: { id: number; vip: boolean; free: boolean; price: { value: number }; basePrice: { value: number }; model: { id: number } }[];
  };
}

async function rows(ids: number[]) {
  const found = await t.server.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select(['albums.id', 'albums.likes', 'albums.publishedAt', 'albums.totalViews', 'albums.salesCount', 'actors.actorType'])
    .where('albums.id', 'in', ids)
    .execute();
  return ids.map((id) => found.find((row) => row.id === id)!);
}

const descending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

describe('video lists', () => {
  test("the route mapping and the list constants are the spec's", () => {
    // the sorts themselves are checked in tests/unit/contract.test.ts
    expect(VIDEO_LIST_ROUTES).toEqual({
      freeClips: 'freeVideos',
      videoTrends: 'trendingVideos',
      videosOnSale: 'discountedVideos',
      newVideos: 'newVideos',
      allVideos: 'allVideos',
      vipVideos: 'vip30Videos',
    });
    expect(PAGING.videoItemsPerGrid).toBe(16);
    expect(VIDEO_LISTS).toMatchObject({ trendingDays: 8, topMonths: 9, freeVideosActingGroup: 'F' });
  });

  test('a grid holds 16 by default', async () => {
    const { body } = await vxql(t.baseUrl, token, '{ videos(category: allVideos) { items { id } } }');
    expect(body.data!.videos.items).toHaveLength(16);
  });

  test('top rated, newest, top trending and best selling each sort their list', async () => {
    const all = await rows((await list('allVideos', 50)).items.map((v) => v.id));
    expect(descending(all.map((r) => r.likes))).toBe(true);
    const vip = await list('vip30Videos', 50);
    expect(vip.items.every((v) => v.vip)).toBe(true);
    expect(descending((await rows(vip.items.map((v) => v.id))).map((r) => r.likes))).toBe(true);
    for (const category of ['newVideos', 'discountedVideos', 'freeVideos']) {
      const items = (await list(category, 50)).items;
      expect(items.length, category).toBeGreaterThan(0);
      expect(descending((await rows(items.map((v) => v.id))).map((r) => r.publishedAt)), category).toBe(true);
    }
    const trending = await rows((await list('trendingVideos', 50)).items.map((v) => v.id));
    expect(trending.every((r) => r.publishedAt >= Date.now() - VIDEO_LISTS.trendingDays * DAY)).toBe(true);
    expect(descending(trending.map((r) => r.totalViews))).toBe(true);
    const top = await rows((await list('topVideos', 50)).items.map((v) => v.id));
    const nineMonthsAgo = new Date();
    nineMonthsAgo.setUTCMonth(nineMonthsAgo.getUTCMonth() - VIDEO_LISTS.topMonths);
    expect(top.every((r) => r.publishedAt >= nineMonthsAgo.getTime() - DAY)).toBe(true);
    expect(descending(top.map((r) => r.salesCount))).toBe(true);
  });

  test('discounted videos cost less than their base price; free videos are free and from the female acting group', async () => {
    const discounted = await list('discountedVideos', 50);
    expect(discounted.items.every((v) => v.price.value < v.basePrice.value)).toBe(true);
    const free = await list('freeVideos', 50);
    expect(free.items.every((v) => v.free)).toBe(true);
    expect((await rows(free.items.map((v) => v.id))).every((r) => r.actorType === 'F')).toBe(true);
  });

  test('an anonymous guest has bought nothing; an unknown category is refused', async () => {
    expect((await list('boughtVideos')).total).toBe(0);
    const { body } = await vxql(t.baseUrl, token, '{ videos(category: everything) { total } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(VIDEO_CATEGORIES).toHaveLength(8);
  });

  test('the video stars are 100 actors, best selling first', async () => {
    expect(DEFAULTS.videoStars).toBe(100);
    const { body } = await vxql(t.baseUrl, token, '{ videoStars { id videoCount } }');
    const stars = body.data!.videoStars as { id: number; videoCount: number }[];
    expect(stars).toHaveLength(100);
    const sales = await Promise.all(
      stars.slice(0, 10).map(async (star) =>
        Number(
          (
            await t.server.db
              .selectFrom('albums')
              .select((eb) => eb.fn.sum<number>('salesCount').as('s'))
              .where('actorId', '=', star.id)
              .where('type', '=', 'video')
              .executeTakeFirstOrThrow()
          ).s,
        ),
      ),
    );
    expect(descending(sales)).toBe(true);
    expect((await vxql(t.baseUrl, token, '{ videoStars(first: 101) { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
