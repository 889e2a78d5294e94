// Albums and videos opened by a guest (videos and albums issue; spec part 2 §7.4 gallery/*,
// part 1 §3 Album / gallery / video, §4 comments, §5 album views): what the guest may do with
// an album (src/contract/albumAccess.ts), its pictures, comments and ratings. Views are recorded
// only for logged-in guests; a guest comments once per album; ratings are one per guest and
// item, the counters following in the same transaction.
import { type Kysely, sql } from 'kysely';
import { type AlbumAccess, type AlbumAccessVia, albumAccess } from '../../src/contract/albumAccess.ts';
import type { Album as AlbumEntity, AlbumPicture, Comment } from '../../src/contract/entities/media.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Album, Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import { picturePicture } from './actors.ts';
import { purchasesOf } from './purchases.ts';
import { type Rating, ratingChange } from './ratings.ts';
import { localizedOne } from './translations.ts';

/** spec part 1 §9, part 2 §9: comments are loaded with limit 500. */
export const COMMENTS_LIMIT_MAX = 500;
/** The comments gallery/open answers with; more come from gallery/getComments. */
const COMMENTS_FIRST_PAGE = 20;
export const COMMENT_MAX_CHARS = 1_000;
/** A photo album shows this many pictures before it is the guest's (its preview). */
export const PREVIEW_PICTURES = 3;

export interface GalleryViewer {
  guestId: number | null;
  /** The language of the album's title (English where it has no translation). */
  language: Language;
}

interface ViewerState {
  loggedIn: boolean;
  hasAvs: boolean;
  isVip: boolean;
  isBlockedForComments: boolean;
}

async function viewerState(db: Kysely<Database>, guestId: number | null): Promise<ViewerState> {
  if (guestId === null) return { loggedIn: false, hasAvs: false, isVip: false, isBlockedForComments: true };
  const row = await db
    .selectFrom('guests')
    .select(['avsStatus', 'isVip', 'isBlockedForComments'])
    .where('id', '=', guestId)
    .executeTakeFirstOrThrow();
  return {
    loggedIn: true,
    hasAvs: row.avsStatus === 'accepted',
    isVip: row.isVip === 1,
    isBlockedForComments: row.isBlockedForComments === 1,
  };
}

/** A published video or photo album (sedcards are not albums a guest opens), or NOT_FOUND. */
export async function findAlbum(db: Kysely<Database>, albumId: number, now = Date.now()): Promise<Album> {
  const album = await db
    .selectFrom('albums')
    .selectAll()
    .where('id', '=', albumId)
    .where('type', 'in', ['video', 'photo_album'])
    .where('publishedAt', '<=', now)
    .executeTakeFirst();
  if (!album) throw new ApiError('NOT_FOUND', `There is no video or photo album ${albumId}.`);
  return album;
}

/** What the guest may do with the album, decided from the stored purchase and the guest's state. */
export async function accessTo(db: Kysely<Database>, album: Album, guestId: number | null, viewer?: ViewerState): Promise<AlbumAccess> {
  const state = viewer ?? (await viewerState(db, guestId));
  const owned = guestId === null ? undefined : (await purchasesOf(db, guestId, [album.id])).get(album.id);
  const via: AlbumAccessVia | null = owned === undefined ? null : owned;
  return albumAccess(
    {
      type: album.type as 'video' | 'photo_album',
      ageRating: album.ageRating,
      isFree: album.isFree === 1,
      isVip: album.isVip === 1,
      price: album.price,
    },
    state,
    via,
  );
}

/** The refusal that matches what is missing (the client opens the matching flow). */
export function refusalFor(access: AlbumAccess): ApiError {
  switch (access.needs) {
    case 'login':
      return new ApiError('UNAUTHORIZED', 'Log in first.');
    case 'ageCheck':
      return new ApiError('AGE_CHECK_REQUIRED', 'This content needs a verified age.');
    case 'vip':
      return new ApiError('SUBSCRIPTION_REQUIRED', 'This video is part of the VIP plan.');
    default:
      return new ApiError('FORBIDDEN', 'Buy this first.');
  }
}

function commentOf(row: { id: number; authorName: string; text: string; createdAt: number }): Comment {
  return { id: row.id, guestName: row.authorName, text: row.text, created: new Date(row.createdAt).toISOString() };
}

export async function commentsOf(db: Kysely<Database>, albumId: number, limit: number, offset: number): Promise<Comment[]> {
  const rows = await db
    .selectFrom('albumComments')
    .select(['id', 'authorName', 'text', 'createdAt'])
    .where('albumId', '=', albumId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(limit, COMMENTS_LIMIT_MAX))
    .offset(offset)
    .execute();
  return rows.map(commentOf);
}

async function mayComment(db: Kysely<Database>, albumId: number, guestId: number | null, state: ViewerState): Promise<boolean> {
  if (guestId === null || state.isBlockedForComments) return false;
  const mine = await db
    .selectFrom('albumComments')
    .select('id')
    .where('albumId', '=', albumId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return mine === undefined;
}

/** An album's picture ids in their order, the first `limit` of them when given. */
export async function pictureIdsOf(db: Kysely<Database>, albumId: number, limit?: number): Promise<{ id: number }[]> {
  let query = db.selectFrom('pictures').select('id').where('albumId', '=', albumId).orderBy('position').orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The album's pictures the guest sees, with their likes and the guest's pins and ratings. */
async function picturesOf(db: Kysely<Database>, album: Album, guestId: number | null, all: boolean): Promise<AlbumPicture[]> {
  let query = db
    .selectFrom('pictures')
    .select(['id', 'likes', 'dislikes'])
    .where('albumId', '=', album.id)
    .orderBy('position')
    .orderBy('id');
  if (!all) query = query.limit(PREVIEW_PICTURES);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const mine = guestId !== null && ids.length > 0;
  const [pins, ratings] = await Promise.all([
    mine
      ? db
          .selectFrom('guestPins')
          .select('targetId')
          .where('guestId', '=', guestId)
          .where('kind', '=', 'picture')
          .where('targetId', 'in', ids)
          .execute()
      : [],
    mine
      ? db
          .selectFrom('pictureRatings')
          .select(['pictureId', 'rating'])
          .where('guestId', '=', guestId)
          .where('pictureId', 'in', ids)
          .execute()
      : [],
  ]);
  const pinned = new Set(pins.map((row) => row.targetId));
  const rated = new Map(ratings.map((row) => [row.pictureId, row.rating]));
  return rows.map((row) => ({
    pictureId: row.id,
    picture: picturePicture(row.id),
    ageRating: album.ageRating,
    isPinned: pinned.has(row.id),
    likes: row.likes,
    dislikes: row.dislikes,
    guestRating: rated.get(row.id) ?? 0,
  }));
}

/** gallery/open: the album as the guest sees it; a logged-in guest's view is counted. */
export async function openAlbum(db: Kysely<Database>, albumId: number, viewer: GalleryViewer, now = Date.now()): Promise<AlbumEntity> {
  const album = await localizedOne(db, 'album', await findAlbum(db, albumId, now), albumId, viewer.language);
  const state = await viewerState(db, viewer.guestId);
  const access = await accessTo(db, album, viewer.guestId, state);
  const viewed = viewer.guestId !== null;
  if (viewed) await recordView(db, viewer.guestId!, album.id, now);
  const [pictures, comments, rating, allowed] = await Promise.all([
    // A photo album's pictures are its content: the preview until it is the guest's. A video's
    // pictures are its stills (tileGrid/getVideoPictures), all shown.
    picturesOf(db, album, viewer.guestId, album.type === 'video' || access.granted),
    commentsOf(db, album.id, COMMENTS_FIRST_PAGE, 0),
    viewer.guestId === null
      ? undefined
      : db
          .selectFrom('albumRatings')
          .select('rating')
          .where('guestId', '=', viewer.guestId)
          .where('albumId', '=', album.id)
          .executeTakeFirst(),
    mayComment(db, album.id, viewer.guestId, state),
  ]);
  const { likes, dislikes } = album;
  return {
    albumId: album.id,
    actorId: album.actorId,
    type: album.type as 'video' | 'photo_album',
    title: album.title,
    price: album.isFree === 1 ? null : { currency: 'EUR', value: album.price / 100 },
    isBought: access.granted && access.via !== 'free',
    pictures,
    comments,
    commentsTotal: album.commentsTotal,
    isGuestAllowedToCommentAlbum: allowed,
    rating: likes + dislikes === 0 ? 0 : Math.round((likes / (likes + dislikes)) * 100),
    // the album row was read before this guest's view was counted
    albumTotalViews: album.totalViews + (viewed ? 1 : 0),
    guestRatingLikes: likes,
    guestRatingDislikes: dislikes,
    isLiked: rating?.rating === 1,
    isDisliked: rating?.rating === -1,
    access,
  };
}

/** spec part 1 §5: views of logged-out guests are not recorded. */
export async function recordView(db: Kysely<Database>, guestId: number, albumId: number, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('albumViews')
      .values({ guestId, albumId, views: 1, lastViewedAt: now })
      .onConflict((oc) => oc.columns(['guestId', 'albumId']).doUpdateSet({ views: sql<number>`album_views.views + 1`, lastViewedAt: now }))
      .execute();
    await trx.updateTable('albums').set({ totalViews: sql<number>`total_views + 1` }).where('id', '=', albumId).execute();
  });
}

/**
 * gallery/postComment: plain text (stored and answered as typed; the client renders it as text),
 * once per guest and album, refused for comment-blocked guests. The album's comment count
 * follows in the same transaction.
 */
export async function postComment(
  db: Kysely<Database>,
  guestId: number,
  albumId: number,
  text: string,
  now = Date.now(),
): Promise<Comment> {
  const trimmed = text.trim();
  if (trimmed === '') throw new ApiError('VALIDATION_FAILED', 'A comment needs some text.');
  if (trimmed.length > COMMENT_MAX_CHARS) throw new ApiError('VALIDATION_FAILED', `A comment has at most ${COMMENT_MAX_CHARS} characters.`);
  await findAlbum(db, albumId, now);
  const guest = await db.selectFrom('guests').select(['name', 'isBlockedForComments']).where('id', '=', guestId).executeTakeFirstOrThrow();
  if (guest.isBlockedForComments === 1) throw new ApiError('FORBIDDEN', 'This account may not comment.');
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('albumComments')
        .values({ albumId, guestId, authorName: guest.name, text: trimmed, createdAt: now })
        .returning(['id', 'authorName', 'text', 'createdAt'])
        .executeTakeFirstOrThrow();
      await trx.updateTable('albums').set({ commentsTotal: sql<number>`comments_total + 1` }).where('id', '=', albumId).execute();
      return commentOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'You have commented on this album already.');
    throw error;
  }
}

/** What a guest can rate here besides sedcards: the rating table, its item column and the counted items. */
const RATED = {
  album: { ratings: 'albumRatings', key: 'albumId', items: 'albums' },
  picture: { ratings: 'pictureRatings', key: 'pictureId', items: 'pictures' },
} as const;

/**
 * One rating per guest and item, the item's counters moving in the same transaction. The two
 * kinds differ only in their names: the query runs on an untyped view of the same database.
 */
async function applyRating(
  db: Kysely<Database>,
  kind: keyof typeof RATED,
  guestId: number,
  itemId: number,
  rating: Rating,
  now: number,
): Promise<void> {
  const { ratings, key, items } = RATED[kind];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table and column names come from RATED above
  await (db as Kysely<any>).transaction().execute(async (trx) => {
    const row = (await trx
      .selectFrom(ratings)
      .select('rating')
      .where('guestId', '=', guestId)
      .where(key, '=', itemId)
      .executeTakeFirst()) as { rating: Rating } | undefined;
    const before = row?.rating ?? 0;
    if (before === rating) return;
    if (rating === 0) await trx.deleteFrom(ratings).where('guestId', '=', guestId).where(key, '=', itemId).execute();
    else {
      await trx
        .insertInto(ratings)
        .values({ guestId, [key]: itemId, rating, createdAt: now })
        .onConflict((oc) => oc.columns(['guestId', key]).doUpdateSet({ rating, createdAt: now }))
        .execute();
    }
    const { likes, dislikes } = ratingChange(before, rating);
    await trx
      .updateTable(items)
      .set({ likes: sql<number>`likes + ${likes}`, dislikes: sql<number>`dislikes + ${dislikes}` })
      .where('id', '=', itemId)
      .execute();
  });
}

/** gallery/setGuestRating: like, dislike or neutral; the album's counters follow once per guest. */
export async function rateAlbum(
  db: Kysely<Database>,
  guestId: number,
  albumId: number,
  rating: Rating,
  now = Date.now(),
): Promise<{ likes: number; dislikes: number }> {
  await findAlbum(db, albumId, now);
  await applyRating(db, 'album', guestId, albumId, rating, now);
  return db.selectFrom('albums').select(['likes', 'dislikes']).where('id', '=', albumId).executeTakeFirstOrThrow();
}

/**
 * gallery/setPictureGuestRating: the same for one picture, which must be one the guest sees: a
 * picture of a published photo album or video, within the preview unless the album is the
 * guest's (a rating must not tell what a locked album holds). Answers the picture's counters.
 */
export async function ratePicture(
  db: Kysely<Database>,
  guestId: number,
  pictureId: number,
  rating: Rating,
  now = Date.now(),
): Promise<{ likes: number; dislikes: number; guestRating: Rating }> {
  const picture = await db.selectFrom('pictures').select(['id', 'albumId']).where('id', '=', pictureId).executeTakeFirst();
  if (!picture) throw new ApiError('NOT_FOUND', `There is no picture ${pictureId}.`);
  const album = await findAlbum(db, picture.albumId, now).catch(() => {
    throw new ApiError('NOT_FOUND', `There is no picture ${pictureId}.`);
  });
  if (album.type === 'photo_album') {
    const access = await accessTo(db, album, guestId);
    const preview = await pictureIdsOf(db, album.id, PREVIEW_PICTURES);
    if (!access.granted && !preview.some((row) => row.id === pictureId)) throw refusalFor(access);
  }
  await applyRating(db, 'picture', guestId, pictureId, rating, now);
  const counts = await db.selectFrom('pictures').select(['likes', 'dislikes']).where('id', '=', pictureId).executeTakeFirstOrThrow();
  return { ...counts, guestRating: rating };
}
