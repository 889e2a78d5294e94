// The media library on the query service (videos and albums issue; spec part 1 §2 my-account
// media library, §3 Other: playlists of albums and videos, mediathek content types): the guest's
// bought, pinned and archived media, and playlists (create, rename, add, move, remove, delete).
// Everything here is the logged-in guest's own; names are plain text.
import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, paging, withTotal } from './context.ts';
import { VIDEO_COLUMNS, videoItems } from './videos.ts';

export const PLAYLIST_NAME_MAX = 60;
const PLAYLISTS_MAX = 50;
const PLAYLIST_ITEMS_MAX = 500;
/**
 * The library's types (spec part 1 §3 mediathek content types). Clips are the free clips the
 * guest watched. Messenger media, audio and feed posts are not albums: messengerMedia
 * (messenger.ts) and feedMedia (below) answer them, and here they are empty.
 */
export const MEDIATHEK_TYPES = ['bought', 'pinned', 'archived', 'messenger', 'clips', 'feedVideos', 'feedPhotos', 'audio'] as const;
type MediathekType = (typeof MEDIATHEK_TYPES)[number];
/** The library's two views (spec part 1 §2 /mediathek/ and /mediathek/photos/). */
type MediaKind = 'all' | 'videos' | 'photos';
const ALBUM_TYPES: Record<MediaKind, ('video' | 'photo_album')[]> = {
  all: ['video', 'photo_album'],
  videos: ['video'],
  photos: ['photo_album'],
};

const guestOf = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'The media library');

const fail = (code: string, message: string) => new GraphQLError(message, { extensions: { code } });

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > PLAYLIST_NAME_MAX)
    throw fail('VALIDATION_FAILED', `A playlist name has 1 to ${PLAYLIST_NAME_MAX} characters.`);
  return trimmed;
}

const albumsBase = (ctx: QueryContext, kind: MediaKind = 'all') =>
  ctx.db.selectFrom('albums').innerJoin('actors', 'actors.id', 'albums.actorId').where('albums.type', 'in', ALBUM_TYPES[kind]);

type MediathekArgs = { type: MediathekType; media: MediaKind; first: number; offset: number };

export const mediathek = (args: MediathekArgs, ctx: QueryContext) => libraryPage(args, ctx);

/** The guest's media library by type; onlyAlbumIds (the media library search) keeps those albums only. */
export async function libraryPage(args: MediathekArgs, ctx: QueryContext, onlyAlbumIds?: readonly number[]) {
  const guestId = guestOf(ctx);
  const page = paging(args.first, args.offset);
  const archived = ctx.db.selectFrom('archivedMedia').select('archivedMedia.albumId').where('archivedMedia.guestId', '=', guestId);
  if (onlyAlbumIds?.length === 0) return { total: 0, items: [] };
  const albums = onlyAlbumIds ? albumsBase(ctx, args.media).where('albums.id', 'in', onlyAlbumIds) : albumsBase(ctx, args.media);
  let base;
  switch (args.type) {
    case 'bought':
      // Free ones are not bought: those the guest watched are the clips.
      base = albums
        .innerJoin('albumPurchases', (join) =>
          join.onRef('albumPurchases.albumId', '=', 'albums.id').on('albumPurchases.guestId', '=', guestId),
        )
        .where('albumPurchases.kind', '!=', 'free')
        .where('albums.id', 'not in', archived);
      break;
    case 'archived':
      base = albums.where('albums.id', 'in', archived);
      break;
    case 'pinned':
      base = albums.innerJoin('guestPins', (join) =>
        join.onRef('guestPins.targetId', '=', 'albums.id').on('guestPins.guestId', '=', guestId).on('guestPins.kind', '=', 'album'),
      );
      break;
    case 'clips':
      base = albums
        .innerJoin('albumViews', (join) => join.onRef('albumViews.albumId', '=', 'albums.id').on('albumViews.guestId', '=', guestId))
        .where('albums.type', '=', 'video')
        .where('albums.isFree', '=', 1);
      break;
    default:
      return { total: 0, items: [] };
  }
  const [rows, count] = await Promise.all([
    base.select(VIDEO_COLUMNS).orderBy('albums.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items: await videoItems(ctx, rows) };
}

export async function archiveMedia(args: { albumId: number; archived: boolean }, ctx: QueryContext) {
  const guestId = guestOf(ctx);
  const owned = await ctx.db
    .selectFrom('albumPurchases')
    .select('id')
    .where('guestId', '=', guestId)
    .where('albumId', '=', args.albumId)
    .executeTakeFirst();
  if (!owned) throw fail('NOT_FOUND', 'Only bought media can be archived.');
  if (args.archived)
    await ctx.db
      .insertInto('archivedMedia')
      .values({ guestId, albumId: args.albumId, archivedAt: ctx.now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else await ctx.db.deleteFrom('archivedMedia').where('guestId', '=', guestId).where('albumId', '=', args.albumId).execute();
  return true;
}

async function ownPlaylist(ctx: QueryContext, playlistId: number) {
  const row = await ctx.db
    .selectFrom('playlists')
    .select(['id', 'name'])
    .where('id', '=', playlistId)
    .where('guestId', '=', guestOf(ctx))
    .executeTakeFirst();
  if (!row) throw fail('NOT_FOUND', `There is no playlist ${playlistId} of yours.`);
  return row;
}

async function playlistOf(ctx: QueryContext, playlist: { id: number; name: string }) {
  const rows = await albumsBase(ctx)
    .innerJoin('playlistItems', 'playlistItems.albumId', 'albums.id')
    .select(VIDEO_COLUMNS)
    .where('playlistItems.playlistId', '=', playlist.id)
    .orderBy('playlistItems.position')
    .execute();
  return { id: playlist.id, name: playlist.name, items: await videoItems(ctx, rows) };
}

export async function playlists(_args: unknown, ctx: QueryContext) {
  const rows = await ctx.db
    .selectFrom('playlists')
    .select(['id', 'name'])
    .where('guestId', '=', guestOf(ctx))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return Promise.all(rows.map((row) => playlistOf(ctx, row)));
}

export async function createPlaylist(args: { name: string }, ctx: QueryContext) {
  const guestId = guestOf(ctx);
  const name = checkName(args.name);
  const count = await ctx.db
    .selectFrom('playlists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guestId', '=', guestId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= PLAYLISTS_MAX) throw fail('LIMIT_REACHED', `At most ${PLAYLISTS_MAX} playlists.`);
  const row = await ctx.db
    .insertInto('playlists')
    .values({ guestId, name, createdAt: ctx.now })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return playlistOf(ctx, row);
}

export async function renamePlaylist(args: { playlistId: number; name: string }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  const name = checkName(args.name);
  await ctx.db.updateTable('playlists').set({ name }).where('id', '=', playlist.id).execute();
  return playlistOf(ctx, { id: playlist.id, name });
}

export async function deletePlaylist(args: { playlistId: number }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('playlistItems').where('playlistId', '=', playlist.id).execute();
    await trx.deleteFrom('playlists').where('id', '=', playlist.id).execute();
  });
  return true;
}

/** Adds a video or album at the end; adding one already there changes nothing. */
export async function addToPlaylist(args: { playlistId: number; albumId: number }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  const album = await ctx.db
    .selectFrom('albums')
    .select('id')
    .where('id', '=', args.albumId)
    .where('type', 'in', ['video', 'photo_album'])
    .where('publishedAt', '<=', ctx.now)
    .executeTakeFirst();
  if (!album) throw fail('NOT_FOUND', `There is no video or album ${args.albumId}.`);
  await ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('playlistItems')
      .select((eb) => [eb.fn.max<number>('position').as('max'), eb.fn.countAll<number>().as('n')])
      .where('playlistId', '=', playlist.id)
      .executeTakeFirstOrThrow();
    if (Number(last.n) >= PLAYLIST_ITEMS_MAX) throw fail('LIMIT_REACHED', `At most ${PLAYLIST_ITEMS_MAX} items in a playlist.`);
    await trx
      .insertInto('playlistItems')
      .values({ playlistId: playlist.id, albumId: album.id, position: last.max === null ? 0 : Number(last.max) + 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  return playlistOf(ctx, playlist);
}

export async function removeFromPlaylist(args: { playlistId: number; albumId: number }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  await ctx.db.deleteFrom('playlistItems').where('playlistId', '=', playlist.id).where('albumId', '=', args.albumId).execute();
  return playlistOf(ctx, playlist);
}

/** Moves an item to `position` (0-based, clamped); the others keep their order around it. */
export async function movePlaylistItem(args: { playlistId: number; albumId: number; position: number }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  await ctx.db.transaction().execute(async (trx) => {
    const items = await trx
      .selectFrom('playlistItems')
      .select('albumId')
      .where('playlistId', '=', playlist.id)
      .orderBy('position')
      .execute();
    const order = items.map((item) => item.albumId);
    const from = order.indexOf(args.albumId);
    if (from < 0) throw fail('NOT_FOUND', 'This item is not in the playlist.');
    order.splice(from, 1);
    order.splice(Math.max(0, Math.min(order.length, args.position)), 0, args.albumId);
    for (const [position, albumId] of order.entries()) {
      await trx
        .updateTable('playlistItems')
        .set({ position: sql<number>`${position}` })
        .where('playlistId', '=', playlist.id)
        .where('albumId', '=', albumId)
        .execute();
    }
  });
  return playlistOf(ctx, playlist);
}

/**
 * Saves an edited playlist at once (the edit mode's "Save changes"): its name and the items to
 * keep in their new order. Items can be kept, reordered or left out here, never added (that is
 * addToPlaylist's), so an edit made on an old copy cannot bring back what another tab removed.
 */
export async function savePlaylist(args: { playlistId: number; name: string; albumIds: number[] }, ctx: QueryContext) {
  const playlist = await ownPlaylist(ctx, args.playlistId);
  const name = checkName(args.name);
  if (args.albumIds.length > PLAYLIST_ITEMS_MAX) throw fail('VALIDATION_FAILED', `At most ${PLAYLIST_ITEMS_MAX} items in a playlist.`);
  if (new Set(args.albumIds).size !== args.albumIds.length) throw fail('VALIDATION_FAILED', 'An item is listed twice.');
  await ctx.db.transaction().execute(async (trx) => {
    const current = new Set(
      (await trx.selectFrom('playlistItems').select('albumId').where('playlistId', '=', playlist.id).execute()).map((row) => row.albumId),
    );
    const stranger = args.albumIds.find((albumId) => !current.has(albumId));
    if (stranger !== undefined) throw fail('NOT_FOUND', `Item ${stranger} is not in the playlist.`);
    await trx.updateTable('playlists').set({ name }).where('id', '=', playlist.id).execute();
    const kept = args.albumIds;
    if (kept.length < current.size) {
      let removing = trx.deleteFrom('playlistItems').where('playlistId', '=', playlist.id);
      if (kept.length > 0) removing = removing.where('albumId', 'not in', kept);
      await removing.execute();
    }
    for (const [position, albumId] of kept.entries()) {
      await trx
        .updateTable('playlistItems')
        .set({ position: sql<number>`${position}` })
        .where('playlistId', '=', playlist.id)
        .where('albumId', '=', albumId)
        .execute();
    }
  });
  return playlistOf(ctx, { id: playlist.id, name });
}

export const FEED_MEDIA_FIELDS = /* GraphQL */ `
    "Paid feed posts the guest holds (the media library's feed videos and photos), newest bought first."
    feedMedia(kind: FeedMediaKind!, first: Int = 30, offset: Int = 0): FeedMediaPage!
`;

export const FEED_MEDIA_TYPES = /* GraphQL */ `
  enum FeedMediaKind { videos photos }
  type FeedMedia { postId: Int! type: String! title: String! preview: String! clipLength: Int! photoCount: Int! published: Float! model: VideoModel! }
  type FeedMediaPage { total: Int! items: [FeedMedia!]! }
`;

export async function feedMedia(args: { kind: 'videos' | 'photos'; first: number; offset: number }, ctx: QueryContext) {
  const guestId = guestOf(ctx);
  const page = paging(args.first, args.offset);
  const base = ctx.db
    .selectFrom('feedPostPurchases')
    .innerJoin('feedPosts', 'feedPosts.id', 'feedPostPurchases.postId')
    .innerJoin('actors', 'actors.id', 'feedPosts.actorId')
    .where('feedPostPurchases.guestId', '=', guestId)
    .where('feedPosts.type', '=', args.kind === 'videos' ? 'clip' : 'photos');
  return withTotal(
    base
      .select((eb) => [
        'feedPosts.id',
        'feedPosts.type',
        'feedPosts.title',
        'feedPosts.clipLength',
        'feedPosts.published',
        'actors.id as actorId',
        'actors.name as actorName',
        eb
          .selectFrom('feedPhotos')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('feedPhotos.feedPostId', '=', 'feedPosts.id')
          .as('photoCount'),
      ])
      .orderBy('feedPostPurchases.createdAt', 'desc')
      .orderBy('feedPosts.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
      .then((rows) => localized(ctx.db, 'feedPost', rows, (row) => row.id, ctx.language)),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (row) => ({
      postId: row.id,
      type: row.type,
      title: row.title,
      preview: `/img/feed/${row.id}/w320.svg`,
      clipLength: row.clipLength,
      photoCount: Number(row.photoCount ?? 0),
      published: row.published,
      model: { id: row.actorId, name: row.actorName },
    }),
  );
}
