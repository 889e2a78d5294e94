// Albums and videos over real HTTP (videos and albums issue; spec part 2 §7.4, part 1 §4, §5,
// §9): what a guest may open and watch, views recorded only when logged in, comments (limit 500,
// plain text, once per album, barred for blocked guests), ratings counted once per guest.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMENTS_LIMIT_MAX, PREVIEW_PICTURES } from '../../server/domain/gallery.ts';
import { albumAccess, DEMO_CLIP_PATH } from '../../src/contract/albumAccess.ts';
import { album, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const db = () => t.server.db;
const setAlbum = (id: number, values: Partial<{ ageRating: 16 | 18; isFree: 0 | 1; isVip: 0 | 1 }>) =>
  db().updateTable('albums').set(values).where('id', '=', id).execute();
const open = async (token: string, albumId: number) => (await rest(t, token, 'GET', `gallery/open?albumId=${albumId}`)).body;
const views = async (albumId: number) =>
  (await db().selectFrom('albums').select('totalViews').where('id', '=', albumId).executeTakeFirstOrThrow()).totalViews;

describe('access', () => {
  test('the rules: login, then the age check for 18, then VIP for VIP videos, then the purchase', () => {
    const video = { type: 'video' as const, ageRating: 16, isFree: false, isVip: false, price: 300 };
    const anonymous = { loggedIn: false, hasAvs: false, isVip: false };
    const member = { loggedIn: true, hasAvs: false, isVip: false };
    expect(albumAccess(video, anonymous, null).needs).toBe('login');
    expect(albumAccess({ ...video, isFree: true }, anonymous, null)).toEqual({ granted: true, via: 'free', needs: null });
    expect(albumAccess({ ...video, isFree: true, ageRating: 18 }, anonymous, null).needs).toBe('login');
    expect(albumAccess({ ...video, ageRating: 18 }, member, null).needs).toBe('ageCheck');
    expect(albumAccess({ ...video, ageRating: 18 }, { ...member, hasAvs: true }, null).needs).toBe('purchase');
    expect(albumAccess({ ...video, isVip: true }, member, null).needs).toBe('vip');
    expect(albumAccess({ ...video, isVip: true }, { ...member, isVip: true }, null)).toEqual({
      granted: true,
      via: 'flatrate',
      needs: null,
    });
    expect(albumAccess({ ...video, type: 'photo_album', isVip: true }, member, null).needs).toBe('purchase');
    expect(albumAccess(video, member, 'bought')).toEqual({ granted: true, via: 'bought', needs: null });
  });

  test('a paid photo album shows its preview until bought, then all its pictures; watching needs the purchase', async () => {
    const { token, guestId } = await newGuest(t);
    const photos = await album(db(), 'photo', 200);
    await setAlbum(photos.id, { ageRating: 16 });
    const before = await open(token, photos.id);
    expect(before.album.access).toEqual({ granted: false, via: null, needs: 'purchase' });
    expect(before.album.pictures.length).toBeLessThanOrEqual(PREVIEW_PICTURES);
    expect(PREVIEW_PICTURES).toBe(3);
    await db().updateTable('guests').set({ balanceCents: 1_000 }).where('id', '=', guestId).execute();
    expect((await rest(t, token, 'POST', `album/${photos.id}/buy`)).body.success).toBe(true);
    const after = await open(token, photos.id);
    expect(after.album.access).toEqual({ granted: true, via: 'bought', needs: null });
    const count = await db()
      .selectFrom('pictures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('albumId', '=', photos.id)
      .executeTakeFirstOrThrow();
    expect(after.album.pictures).toHaveLength(Number(count.n));

    const video = await album(db(), 'video', 300, 1);
    await setAlbum(video.id, { ageRating: 16 });
    expect((await rest(t, token, 'POST', 'watch/start', { videoId: video.id })).body.error.code).toBe('FORBIDDEN');
    await rest(t, token, 'POST', `album/${video.id}/buy`);
    expect((await rest(t, token, 'POST', 'watch/start', { videoId: video.id })).body).toEqual({ success: true, streamUrl: DEMO_CLIP_PATH });
    expect(
      (
        await fetch(`${t.baseUrl}/api/v1/watch/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"videoId":1}',
        })
      ).status,
    ).toBe(401);
  });

  test('an 18-rated video asks an unverified guest for the age check, and a VIP video a non-VIP guest for the plan', async () => {
    const { token } = await newGuest(t);
    const adult = await album(db(), 'video', 300, 2);
    await setAlbum(adult.id, { ageRating: 18 });
    expect((await open(token, adult.id)).album.access.needs).toBe('ageCheck');
    expect((await rest(t, token, 'POST', 'watch/start', { videoId: adult.id })).body.error.code).toBe('AGE_CHECK_REQUIRED');
    expect((await rest(t, token, 'POST', `album/${adult.id}/buy`)).body.error.code).toBe('AGE_CHECK_REQUIRED');
    const vip = await album(db(), 'vipVideo');
    await setAlbum(vip.id, { ageRating: 16 });
    expect((await rest(t, token, 'POST', 'watch/start', { videoId: vip.id })).body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    const anonymous = await t.anonymousToken();
    expect((await open(anonymous, adult.id)).album.access.needs).toBe('login');
  });
});

describe('views, comments and ratings', () => {
  test('album views are recorded for logged-in guests only', async () => {
    const { id } = await album(db(), 'free');
    const anonymous = await t.anonymousToken();
    const { token } = await newGuest(t);
    const before = await views(id);
    await open(anonymous, id);
    expect(await views(id)).toBe(before);
    await open(token, id);
    expect(await views(id)).toBe(before + 1);
    expect((await open(token, id)).album.albumTotalViews).toBe(before + 2);
  });

  test('a comment with markup is stored and answered as text, comes first, and the guest may not comment again', async () => {
    const { id } = await album(db(), 'free', 0, 1);
    const { token } = await newGuest(t);
    expect((await open(token, id)).album.isGuestAllowedToCommentAlbum).toBe(true);
    const text = '<img src=x onerror=alert(1)> <b>nice</b> & "quoted"';
    const posted = await rest(t, token, 'POST', 'gallery/postComment', { albumId: id, commentText: text });
    expect(posted.body.comment.text).toBe(text);
    const stored = await db().selectFrom('albumComments').select('text').where('id', '=', posted.body.comment.id).executeTakeFirstOrThrow();
    expect(stored.text).toBe(text);
    const opened = await open(token, id);
    expect(opened.album.comments[0]).toMatchObject({ id: posted.body.comment.id, text });
    expect(opened.album.isGuestAllowedToCommentAlbum).toBe(false);
    expect((await rest(t, token, 'POST', 'gallery/postComment', { albumId: id, commentText: 'again' })).body.error.code).toBe('CONFLICT');
    const listed = await rest(t, token, 'GET', `gallery/getComments?albumId=${id}&limit=5&offset=0`);
    expect(listed.body.comments[0].text).toBe(text);
    expect(listed.body.commentsTotal).toBe(opened.album.commentsTotal);
  });

  test('comments load 500 at most; blocked and anonymous guests may not comment', async () => {
    const { id } = await album(db(), 'free', 0, 2);
    const { token, guestId } = await newGuest(t);
    expect(COMMENTS_LIMIT_MAX).toBe(500);
    expect((await rest(t, token, 'GET', `gallery/getComments?albumId=${id}&limit=501`)).status).toBe(400);
    expect((await rest(t, token, 'GET', `gallery/getComments?albumId=${id}&limit=500`)).status).toBe(200);
    await db().updateTable('guests').set({ isBlockedForComments: 1 }).where('id', '=', guestId).execute();
    expect((await open(token, id)).album.isGuestAllowedToCommentAlbum).toBe(false);
    expect((await rest(t, token, 'POST', 'gallery/postComment', { albumId: id, commentText: 'hello' })).body.error.code).toBe('FORBIDDEN');
    const anonymous = await t.anonymousToken();
    expect((await rest(t, anonymous, 'POST', 'gallery/postComment', { albumId: id, commentText: 'hello' })).body.error.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await rest(t, token, 'POST', 'gallery/postComment', { albumId: id, commentText: '   ' })).body.error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  test('likes and dislikes count once per guest, and moving between them moves the counts', async () => {
    const { id } = await album(db(), 'free', 0, 3);
    const { token } = await newGuest(t);
    const counts = async () => db().selectFrom('albums').select(['likes', 'dislikes']).where('id', '=', id).executeTakeFirstOrThrow();
    const start = await counts();
    await rest(t, token, 'POST', 'gallery/setGuestRating', { albumId: id, guestRating: 1 });
    const liked = await rest(t, token, 'POST', 'gallery/setGuestRating', { albumId: id, guestRating: 1 });
    expect(liked.body).toEqual({ success: true, guestRatingLikes: start.likes + 1, guestRatingDislikes: start.dislikes });
    expect((await open(token, id)).album).toMatchObject({ isLiked: true, isDisliked: false });
    await rest(t, token, 'POST', 'gallery/setGuestRating', { albumId: id, guestRating: -1 });
    expect(await counts()).toEqual({ likes: start.likes, dislikes: start.dislikes + 1 });
    await rest(t, token, 'POST', 'gallery/setGuestRating', { albumId: id, guestRating: 0 });
    expect(await counts()).toEqual(start);
    expect((await rest(t, token, 'POST', 'gallery/setGuestRating', { albumId: id, guestRating: 2 })).status).toBe(400);

    const picture = await db().selectFrom('pictures').select(['id', 'likes']).where('albumId', '=', id).executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i++) await rest(t, token, 'POST', 'gallery/setPictureGuestRating', { pictureId: picture.id, guestRating: 1 });
    expect((await db().selectFrom('pictures').select('likes').where('id', '=', picture.id).executeTakeFirstOrThrow()).likes).toBe(
      picture.likes + 1,
    );
  });

  test("a video's stills and any album's preview are shown to everyone; unknown albums are not found", async () => {
    const anonymous = await t.anonymousToken();
    const video = await album(db(), 'video', 300, 3);
    expect((await rest(t, anonymous, 'GET', `tileGrid/getVideoPictures/${video.id}`)).body.pictures.length).toBeGreaterThan(0);
    expect((await rest(t, anonymous, 'GET', `gallery/getPreview?albumId=${video.id}`)).body.pictures.length).toBeLessThanOrEqual(
      PREVIEW_PICTURES,
    );
    expect((await rest(t, anonymous, 'GET', 'gallery/open?albumId=999999')).body.error.code).toBe('NOT_FOUND');
  });
});
