// Picture ratings and pinned photos over real HTTP (gallery/setPictureGuestRating,
// gallery/open's pictures, gallery/getPinnedPhotos): one rating per guest and picture,
// changeable and taken back with 0; only pictures the guest sees; pinned photos lead back to
// their album in the guest's language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PREVIEW_PICTURES } from '../../server/domain/gallery.ts';
import { album, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const rate = (token: string | null, pictureId: unknown, guestRating: unknown) =>
  rest(t, token, 'POST', 'gallery/setPictureGuestRating', { pictureId, guestRating });
const counts = (pictureId: number) =>
  db().selectFrom('pictures').select(['likes', 'dislikes']).where('id', '=', pictureId).executeTakeFirstOrThrow();
const picturesOf = (albumId: number) =>
  db().selectFrom('pictures').select('id').where('albumId', '=', albumId).orderBy('position').orderBy('id').execute();

describe('picture ratings', () => {
  test('a like counts once however often it is sent, moves to a dislike, and 0 takes it back', async () => {
    const { id: albumId } = await album(db(), 'free', 0, 1);
    const [picture] = await picturesOf(albumId);
    const { token } = await newGuest(t);
    const start = await counts(picture!.id);
    const first = await rate(token, picture!.id, 1);
    expect(first.body).toEqual({ success: true, likes: start.likes + 1, dislikes: start.dislikes, guestRating: 1 });
    expect((await rate(token, picture!.id, 1)).body.likes).toBe(start.likes + 1);
    expect(await rate(token, picture!.id, -1)).toMatchObject({
      status: 200,
      body: { likes: start.likes, dislikes: start.dislikes + 1, guestRating: -1 },
    });
    await rate(token, picture!.id, 0);
    expect(await counts(picture!.id)).toEqual(start);
  });

  test("the album shows each picture with its counts and the guest's own rating after a reload", async () => {
    const { id: albumId } = await album(db(), 'free', 0, 2);
    const [, second] = await picturesOf(albumId);
    const { token } = await newGuest(t);
    await rate(token, second!.id, -1);
    const opened = await rest(t, token, 'GET', `gallery/open?albumId=${albumId}`);
    const shown = opened.body.album.pictures.find((p: { pictureId: number }) => p.pictureId === second!.id);
    expect(shown).toMatchObject({ guestRating: -1, ...(await counts(second!.id)) });
    const anonymous = await rest(t, await t.anonymousToken(), 'GET', `gallery/open?albumId=${albumId}`);
    expect(anonymous.body.album.pictures.every((p: { guestRating: number }) => p.guestRating === 0)).toBe(true);
  });

  test.each([
    ['a rating of 2', 2, 400],
    ['a rating as text', '1', 400],
    ['a picture that does not exist', 'missing', 404],
  ])('%s is refused and counts nothing', async (_name, value, status) => {
    const { id: albumId } = await album(db(), 'free', 0, 3);
    const [picture] = await picturesOf(albumId);
    const { token } = await newGuest(t);
    const before = await counts(picture!.id);
    const answer = value === 'missing' ? await rate(token, 2_000_000_000, 1) : await rate(token, picture!.id, value);
    expect(answer.status).toBe(status);
    expect(await counts(picture!.id)).toEqual(before);
  });

  test('a logged-out guest is asked to log in', async () => {
    const { id: albumId } = await album(db(), 'free', 0, 4);
    const [picture] = await picturesOf(albumId);
    expect((await rate(await t.anonymousToken(), picture!.id, 1)).status).toBe(401);
  });

  test("a picture beyond a locked album's preview cannot be rated; one in the preview can", async () => {
    const { id: albumId } = await album(db(), 'photo', 500, 0);
    const pictures = await picturesOf(albumId);
    const hidden = pictures[PREVIEW_PICTURES];
    expect(hidden).toBeDefined();
    const { token } = await newGuest(t);
    const before = await counts(hidden!.id);
    expect((await rate(token, hidden!.id, 1)).status).toBe(403);
    expect(await counts(hidden!.id)).toEqual(before);
    expect((await rate(token, pictures[0]!.id, 1)).status).toBe(200);
  });
});

describe('pinned photos', () => {
  test("a pinned picture is listed with its album and the album page in the guest's language", async () => {
    const { id: albumId } = await album(db(), 'free', 0, 5);
    const [picture] = await picturesOf(albumId);
    const { token } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    try {
      socket.send({ type: 'pin', data: { kind: 'picture', id: picture!.id } });
      socket.send({ type: 'ping', data: {} });
      await socket.next('pong');
    } finally {
      await socket.close();
    }
    const listed = await rest(t, token, 'GET', 'gallery/getPinnedPhotos?language=de');
    expect(listed.body.total).toBe(1);
    expect(listed.body.pictures[0]).toMatchObject({ pictureId: picture!.id, albumId, isPinned: true });
    expect(listed.body.pictures[0].link).toMatch(new RegExp(`^/de/amateur/[a-z0-9_-]+/bilder/${albumId}/$`));
    expect(typeof listed.body.pictures[0].albumTitle).toBe('string');
  });
});
