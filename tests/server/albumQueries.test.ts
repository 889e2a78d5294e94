// Album and video calls of the query service over real HTTP (videos and albums issue, spec part
// 2 §7.10): like and dislike once per guest, album views for logged-in guests only, recommended
// videos, and what a guest holds of a video (bought, gifted, flatrate, liked) in guestInfo.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { album, balanceOf, INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
async function call(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  return (await vxql(t.baseUrl, token, query, variables)).body;
}

const counters = (albumId: number) =>
  t.server.db.selectFrom('albums').select(['likes', 'dislikes', 'totalViews']).where('id', '=', albumId).executeTakeFirstOrThrow();
const RATING = 'albumId likes dislikes isLiked isDisliked';

describe('like and dislike', () => {
  test('a like counts once however often it is sent; a dislike replaces it; taking back undoes only its own kind', async () => {
    const { token } = await newGuest(t);
    const video = await album(t.server.db, 'video', 300, 20);
    const before = await counters(video.id);
    const like = (on = true) =>
      call(token, `mutation($a: Int!, $on: Boolean!) { like(albumId: $a, on: $on) { ${RATING} } }`, { a: video.id, on });
    const dislike = (on = true) =>
      call(token, `mutation($a: Int!, $on: Boolean!) { dislike(albumId: $a, on: $on) { ${RATING} } }`, { a: video.id, on });
    await Promise.all([like(), like(), like()]);
    expect((await like()).data.like).toEqual({
      albumId: video.id,
      likes: before.likes + 1,
      dislikes: before.dislikes,
      isLiked: true,
      isDisliked: false,
    });
    expect((await dislike()).data.dislike).toEqual({
      albumId: video.id,
      likes: before.likes,
      dislikes: before.dislikes + 1,
      isLiked: false,
      isDisliked: true,
    });
    expect((await like(false)).data.like).toMatchObject({ likes: before.likes, dislikes: before.dislikes + 1, isDisliked: true });
    expect((await dislike(false)).data.dislike).toMatchObject({
      likes: before.likes,
      dislikes: before.dislikes,
      isLiked: false,
      isDisliked: false,
    });
    // the video lists tell the guest what they liked
    await like();
    const list = await call(token, '{ videos(category: allVideos, first: 100) { items { id guestInfo { liked } } } }');
    const mine = await call(token, `{ recommendedVideos(albumId: ${video.id}, first: 30) { id guestInfo { liked } } }`);
    expect(
      [...list.data.videos.items, ...mine.data.recommendedVideos].every(
        (item: { id: number; guestInfo: { liked: boolean } }) => item.guestInfo.liked === (item.id === video.id),
      ),
    ).toBe(true);
  });

  test('an anonymous guest cannot rate; an unknown album is NOT_FOUND; nothing changes', async () => {
    const video = await album(t.server.db, 'video', 300, 21);
    const before = await counters(video.id);
    const anonymous = await call(await t.anonymousToken(), `mutation { like(albumId: ${video.id}) { likes } }`);
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const { token } = await newGuest(t);
    expect((await call(token, 'mutation { dislike(albumId: 999999999) { likes } }')).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await call(token, 'mutation { like(albumId: "x") { likes } }')).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect(await counters(video.id)).toEqual(before);
  });
});

describe('album views', () => {
  test("a logged-in guest's view is counted; an anonymous one is not (spec part 1 §5)", async () => {
    const photo = await album(t.server.db, 'photo', 300, 22);
    const before = await counters(photo.id);
    expect((await call(await t.anonymousToken(), `mutation { albumView(albumId: ${photo.id}) }`)).data.albumView).toBe(false);
    expect((await counters(photo.id)).totalViews).toBe(before.totalViews);
    const { token, guestId } = await newGuest(t);
    expect((await call(token, `mutation { albumView(albumId: ${photo.id}) }`)).data.albumView).toBe(true);
    expect((await counters(photo.id)).totalViews).toBe(before.totalViews + 1);
    const row = await t.server.db
      .selectFrom('albumViews')
      .select('views')
      .where('guestId', '=', guestId)
      .where('albumId', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row.views).toBe(1);
  });
});

describe('recommended videos', () => {
  test('4 by default, rated 16 at most, the same actor first, never the video itself nor one the guest holds', async () => {
    const { token } = await newGuest(t, { balanceCents: 5_000 });
    const video = await album(t.server.db, 'video', 300, 23);
    const query = (first?: number, fsk?: number) =>
      call(
        token,
        `query($a: Int!${first ? ', $f: Int!' : ''}${fsk ? ', $k: Int!' : ''}) { recommendedVideos(albumId: $a${first ? ', first: $f' : ''}${fsk ? ', fsk: $k' : ''}) { id ageRating model { id } } }`,
        {
          a: video.id,
          ...(first ? { f: first } : {}),
          ...(fsk ? { k: fsk } : {}),
        },
      );
    const standard = (await query()).data.recommendedVideos as { id: number; ageRating: number; model: { id: number } }[];
    expect(standard).toHaveLength(DEFAULTS.recommendations);
    expect(standard.every((item) => item.ageRating <= DEFAULTS.ageRating && item.id !== video.id)).toBe(true);
    const many = (await query(30, 18)).data.recommendedVideos as { id: number; model: { id: number } }[];
    const firstOther = many.findIndex((item) => item.model.id !== video.actorId);
    expect(many.slice(0, firstOther < 0 ? many.length : firstOther).every((item) => item.model.id === video.actorId)).toBe(true);
    expect(many.slice(firstOther < 0 ? many.length : firstOther).every((item) => item.model.id !== video.actorId)).toBe(true);
    // a bought one is no longer recommended
    const bought = standard[0]!.id;
    await t.server.db.updateTable('albums').set({ ageRating: 16, price: 100 }).where('id', '=', bought).execute();
    expect((await rest(t, token, 'POST', `album/${bought}/buy`)).status).toBe(200);
    expect(((await query()).data.recommendedVideos as { id: number }[]).map((item) => item.id)).not.toContain(bought);
    expect((await query(31)).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await query(4, 17)).errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('gifted videos', () => {
  test("an actor's gift is the guest's at no cost, shown as gifted, and buying it charges nothing", async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const video = await album(t.server.db, 'video', 300, 24);
    const gift = (albumId: number) =>
      fetch(`${t.baseUrl}/api/v1/internal/album_gift`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
        body: JSON.stringify({ guestId, albumId }),
      });
    expect(await (await gift(video.id)).json()).toEqual({ success: true, isNew: true });
    expect(await (await gift(video.id)).json()).toEqual({ success: true, isNew: false });
    expect((await gift(999999999)).status).toBe(404);
    const bought = (await call(token, '{ mediathek(type: bought) { items { id guestInfo { bought gifted flatrate } } } }')).data.mediathek
      .items;
    expect(bought).toEqual([{ id: video.id, guestInfo: { bought: true, gifted: true, flatrate: false } }]);
    const buy = await rest(t, token, 'POST', `album/${video.id}/buy`);
    expect(buy.body).toMatchObject({ success: true });
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000);
    expect((await rest(t, token, 'POST', 'watch/start', { videoId: video.id })).status).toBe(200);
    const opened = await rest(t, token, 'GET', `gallery/open?albumId=${video.id}`);
    expect(opened.body.album.access).toEqual({ granted: true, via: 'gift', needs: null });
  });
});
