// The media library over real HTTP (videos and albums issue): bought, archived and pinned media,
// and playlists (create, add, reorder, remove, rename, delete), each guest's own, bad input
// refused without a change.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PLAYLIST_NAME_MAX } from '../../server/query/library.ts';
import { album, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const PLAYLIST = 'id name items { id }';
const ids = (playlist: { items: { id: number }[] }) => playlist.items.map((item) => item.id);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
async function call(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const { body } = await vxql(t.baseUrl, token, query, variables);
  return body;
}

describe('playlists', () => {
  test('create, add, reorder, remove, rename and delete, in order', async () => {
    const { token } = await newGuest(t);
    const a = await album(t.server.db, 'video', 300, 1);
    const b = await album(t.server.db, 'photo', 300, 1);
    const c = await album(t.server.db, 'video', 300, 2);
    const created = (await call(token, `mutation($n: String!) { createPlaylist(name: $n) { ${PLAYLIST} } }`, { n: '  <i>Evening</i>  ' }))
      .data.createPlaylist;
    expect(created).toMatchObject({ name: '<i>Evening</i>', items: [] });
    const add = (albumId: number) =>
      call(token, `mutation($p: Int!, $a: Int!) { addToPlaylist(playlistId: $p, albumId: $a) { ${PLAYLIST} } }`, {
        p: created.id,
        a: albumId,
      });
    await add(a.id);
    await add(b.id);
    const added = (await add(c.id)).data.addToPlaylist;
    expect(ids(added)).toEqual([a.id, b.id, c.id]);
    expect(ids((await add(a.id)).data.addToPlaylist)).toEqual([a.id, b.id, c.id]); // once per playlist
    const moved = (
      await call(token, `mutation($p: Int!, $a: Int!) { movePlaylistItem(playlistId: $p, albumId: $a, position: 0) { ${PLAYLIST} } }`, {
        p: created.id,
        a: c.id,
      })
    ).data.movePlaylistItem;
    expect(ids(moved)).toEqual([c.id, a.id, b.id]);
    const removed = (
      await call(token, `mutation($p: Int!, $a: Int!) { removeFromPlaylist(playlistId: $p, albumId: $a) { ${PLAYLIST} } }`, {
        p: created.id,
        a: a.id,
      })
    ).data.removeFromPlaylist;
    expect(ids(removed)).toEqual([c.id, b.id]);
    await call(token, 'mutation($p: Int!) { renamePlaylist(playlistId: $p, name: "Night") { id } }', { p: created.id });
    expect((await call(token, `{ playlists { ${PLAYLIST} } }`)).data.playlists).toEqual([
      { id: created.id, name: 'Night', items: [{ id: c.id }, { id: b.id }] },
    ]);
    expect((await call(token, 'mutation($p: Int!) { deletePlaylist(playlistId: $p) }', { p: created.id })).data.deletePlaylist).toBe(true);
    expect((await call(token, '{ playlists { id } }')).data.playlists).toEqual([]);
  });

  test("a guest never reaches another guest's playlist; bad names and anonymous guests are refused", async () => {
    const owner = await newGuest(t);
    const other = await newGuest(t);
    const playlist = (await call(owner.token, 'mutation { createPlaylist(name: "Mine") { id } }')).data.createPlaylist;
    const video = await album(t.server.db, 'video', 300, 3);
    const stolen = await call(other.token, 'mutation($p: Int!, $a: Int!) { addToPlaylist(playlistId: $p, albumId: $a) { id } }', {
      p: playlist.id,
      a: video.id,
    });
    expect(stolen.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await call(other.token, '{ playlists { id } }')).data.playlists).toEqual([]);
    const long = await call(owner.token, 'mutation($n: String!) { createPlaylist(name: $n) { id } }', {
      n: 'x'.repeat(PLAYLIST_NAME_MAX + 1),
    });
    expect(long.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await call(owner.token, 'mutation { createPlaylist(name: "   ") { id } }')).errors[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await call(owner.token, '{ playlists { id } }')).data.playlists).toHaveLength(1);
    expect((await call(await t.anonymousToken(), '{ playlists { id } }')).errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('saving an edited playlist', () => {
  test('name, order and removals are saved at once; nothing can be added or listed twice; a refused save changes nothing', async () => {
    const { token } = await newGuest(t);
    const [a, b, c] = [
      await album(t.server.db, 'video', 300, 6),
      await album(t.server.db, 'photo', 300, 6),
      await album(t.server.db, 'video', 300, 7),
    ];
    const playlist = (await call(token, 'mutation { createPlaylist(name: "Draft") { id } }')).data.createPlaylist;
    for (const item of [a, b, c])
      await call(token, 'mutation($p: Int!, $a: Int!) { addToPlaylist(playlistId: $p, albumId: $a) { id } }', {
        p: playlist.id,
        a: item.id,
      });
    const save = (name: string, albumIds: number[]) =>
      call(
        token,
        `mutation($p: Int!, $n: String!, $ids: [Int!]!) { savePlaylist(playlistId: $p, name: $n, albumIds: $ids) { ${PLAYLIST} } }`,
        { p: playlist.id, n: name, ids: albumIds },
      );
    const stranger = await album(t.server.db, 'video', 300, 8);
    expect((await save('Other', [a.id, stranger.id])).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await save('Other', [a.id, a.id])).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await save(' ', [a.id])).errors[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await call(token, `{ playlists { ${PLAYLIST} } }`)).data.playlists).toEqual([
      { id: playlist.id, name: 'Draft', items: [{ id: a.id }, { id: b.id }, { id: c.id }] },
    ]);
    const saved = (await save('Saved', [c.id, a.id])).data.savePlaylist;
    expect(saved).toEqual({ id: playlist.id, name: 'Saved', items: [{ id: c.id }, { id: a.id }] });
    expect((await call(token, `{ playlists { ${PLAYLIST} } }`)).data.playlists).toEqual([saved]);
    expect((await save('Empty', [])).data.savePlaylist.items).toEqual([]);
    const other = await newGuest(t);
    expect(
      (
        await call(other.token, 'mutation($p: Int!) { savePlaylist(playlistId: $p, name: "Mine", albumIds: []) { id } }', {
          p: playlist.id,
        })
      ).errors[0].extensions.code,
    ).toBe('NOT_FOUND');
  });
});

describe('the media library', () => {
  test('the feed views list the paid clips and photo posts the guest holds, newest bought first', async () => {
    const { token, guestId } = await newGuest(t);
    const posts = async (type: 'clip' | 'photos') =>
      t.server.db
        .selectFrom('feedPosts')
        .select('id')
        .where('type', '=', type)
        .where('paidContent', '=', 1)
        .orderBy('id')
        .limit(2)
        .execute();
    const [clips, photos] = [await posts('clip'), await posts('photos')];
    let at = Date.now();
    for (const post of [...clips, ...photos])
      await t.server.db.insertInto('feedPostPurchases').values({ guestId, postId: post.id, priceCoins: 20, createdAt: at++ }).execute();
    const list = async (kind: string) =>
      (await call(token, `{ feedMedia(kind: ${kind}) { total items { postId type photoCount model { name } } } }`)).data.feedMedia;
    const videos = await list('videos');
    expect(videos.total).toBe(2);
    expect(videos.items.map((item: { postId: number }) => item.postId)).toEqual([clips[1]!.id, clips[0]!.id]);
    expect(videos.items.every((item: { type: string }) => item.type === 'clip')).toBe(true);
    const pictures = await list('photos');
    expect(pictures.items.map((item: { postId: number }) => item.postId)).toEqual([photos[1]!.id, photos[0]!.id]);
    expect(pictures.items[0].photoCount).toBeGreaterThan(0);
    expect((await call((await newGuest(t)).token, '{ feedMedia(kind: videos) { total } }')).data.feedMedia.total).toBe(0);
    expect((await call(await t.anonymousToken(), '{ feedMedia(kind: videos) { total } }')).errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  test('the videos and the photos views; free clips the guest watched are the clips, not bought', async () => {
    const { token } = await newGuest(t, { balanceCents: 5_000 });
    const video = await album(t.server.db, 'video', 300, 9);
    const photo = await album(t.server.db, 'photo', 300, 9);
    const clip = await t.server.db
      .selectFrom('albums')
      .select('id')
      .where('type', '=', 'video')
      .where('isFree', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.server.db.updateTable('albums').set({ ageRating: 16 }).where('id', '=', clip.id).execute();
    for (const item of [video, photo, clip]) expect((await rest(t, token, 'POST', `album/${item.id}/buy`)).status).toBe(200);
    await rest(t, token, 'GET', `gallery/open?albumId=${clip.id}`);
    const list = async (type: string, media = 'all') =>
      (await call(token, `{ mediathek(type: ${type}, media: ${media}) { total items { id } } }`)).data.mediathek;
    expect(await list('bought', 'videos')).toEqual({ total: 1, items: [{ id: video.id }] });
    expect(await list('bought', 'photos')).toEqual({ total: 1, items: [{ id: photo.id }] });
    expect((await list('bought')).total).toBe(2);
    expect(await list('clips')).toEqual({ total: 1, items: [{ id: clip.id }] });
    expect((await call(token, '{ mediathek(type: bought, media: audio) { total } }')).errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  test('bought media are listed; archived ones move to the archive and back', async () => {
    const { token } = await newGuest(t, { balanceCents: 2_000 });
    const video = await album(t.server.db, 'video', 300, 4);
    await rest(t, token, 'POST', `album/${video.id}/buy`);
    const list = async (type: string) => (await call(token, `{ mediathek(type: ${type}) { total items { id } } }`)).data.mediathek;
    expect(await list('bought')).toEqual({ total: 1, items: [{ id: video.id }] });
    await call(token, 'mutation($a: Int!) { archiveMedia(albumId: $a, archived: true) }', { a: video.id });
    expect(await list('bought')).toEqual({ total: 0, items: [] });
    expect(await list('archived')).toEqual({ total: 1, items: [{ id: video.id }] });
    await call(token, 'mutation($a: Int!) { archiveMedia(albumId: $a, archived: false) }', { a: video.id });
    expect((await list('bought')).total).toBe(1);
    expect(await list('audio')).toEqual({ total: 0, items: [] });
    const notMine = await album(t.server.db, 'video', 300, 5);
    expect(
      (await call(token, 'mutation($a: Int!) { archiveMedia(albumId: $a, archived: true) }', { a: notMine.id })).errors[0].extensions.code,
    ).toBe('NOT_FOUND');
  });
});
