import { GraphQLError } from 'graphql';
import type { SelectQueryBuilder } from 'kysely';
import { DEFAULTS, VIDEO_LISTS } from '../../src/contract/constants.ts';
import type { VideoListCategory as VideoCategory } from '../../src/contract/enums.ts';
import { ERROR_MESSAGE } from '../../src/contract/errors.ts';
import type { Database } from '../db/schema.ts';
import { purchasesOf } from '../domain/purchases.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { actorPreview, albumPreview, bool, money, paging, publicPart } from './context.ts';

type VideoQuery = SelectQueryBuilder<Database, 'albums' | 'actors', object>;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Each category's filter and default sort (spec part 1 §9, DEFAULT_VIDEO_SORT in
 * src/contract/videoLists.ts): allVideos and vip30Videos top rated (likes); discounted, free,
 * bought and new newest; trending top trending (views, last 8 days); top best selling (sales,
 * last 9 months). Free videos use the female acting group.
 */
function applyCategory(query: VideoQuery, category: VideoCategory, now: number, guestId: number | null): VideoQuery {
  switch (category) {
    case 'allVideos':
      return query.orderBy('albums.likes', 'desc');
    case 'vip30Videos':
      return query.where('albums.isVip', '=', 1).orderBy('albums.likes', 'desc');
    case 'newVideos':
      return query.orderBy('albums.publishedAt', 'desc');
    case 'discountedVideos':
      return query.whereRef('albums.price', '<', 'albums.basePrice').orderBy('albums.publishedAt', 'desc');
    case 'freeVideos':
      return query
        .where('albums.isFree', '=', 1)
        .where('actors.actorType', '=', VIDEO_LISTS.freeVideosActingGroup)
        .orderBy('albums.publishedAt', 'desc');
    case 'trendingVideos':
      return query.where('albums.publishedAt', '>=', now - VIDEO_LISTS.trendingDays * DAY).orderBy('albums.totalViews', 'desc');
    case 'topVideos':
      return query.where('albums.publishedAt', '>=', monthsBefore(now, VIDEO_LISTS.topMonths)).orderBy('albums.salesCount', 'desc');
    case 'boughtVideos':
      return query
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('albumPurchases')
              .select('albumPurchases.id')
              .whereRef('albumPurchases.albumId', '=', 'albums.id')
              .where('albumPurchases.guestId', '=', guestId ?? -1),
          ),
        )
        .orderBy('albums.publishedAt', 'desc');
    default:
      throw new GraphQLError(ERROR_MESSAGE.unmappedCategory, { extensions: { code: 'BAD_REQUEST' } });
  }
}

function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

export async function videos(args: { category: VideoCategory; actorId?: number | null; first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  // A list is the same for every guest but the bought one: its public part is computed once (issue 23).
  const found =
    args.category === 'boughtVideos'
      ? await videoPage(ctx, args, page, ctx.guestId)
      : await publicPart(ctx, 'videos', [args.category, args.actorId ?? null, page], () => videoPage(ctx, args, page, null));
  return { total: found.total, items: await withGuestInfo(ctx, found.items) };
}

/** A page of a video list and its total, without the guest's part; `guestId` only for the bought list. */
async function videoPage(
  ctx: QueryContext,
  args: { category: VideoCategory; actorId?: number | null },
  page: { limit: number; offset: number },
  guestId: number | null,
) {
  const now = ctx.now;
  let base = ctx.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .where('albums.type', '=', 'video')
    .where('albums.publishedAt', '<=', now) as VideoQuery;
  if (args.actorId !== undefined && args.actorId !== null) base = base.where('albums.actorId', '=', args.actorId);
  const filtered = applyCategory(base, args.category, now, guestId);
  // Every album has its actor: the count needs the join only where the filter reads the actor.
  const counted = args.category === 'freeVideos' ? filtered : applyCategory(albumsOnly(ctx, args.actorId), args.category, now, guestId);
  const [rows, count] = await Promise.all([
    filtered.select(VIDEO_COLUMNS).orderBy('albums.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    counted
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items: await publicVideos(ctx.db, ctx.language, rows) };
}

function albumsOnly(ctx: QueryContext, actorId: number | null | undefined): VideoQuery {
  let query = ctx.db.selectFrom('albums').where('albums.type', '=', 'video').where('albums.publishedAt', '<=', ctx.now);
  if (actorId !== undefined && actorId !== null) query = query.where('albums.actorId', '=', actorId);
  return query as unknown as VideoQuery;
}

/** The album and actor columns a Video answer is made of. */
export const VIDEO_COLUMNS = [
  'albums.id',
  'albums.title',
  'albums.duration',
  'albums.ageRating',
  'albums.isVip',
  'albums.isFree',
  'albums.isNew',
  'albums.isCamRecording',
  'albums.isClassic',
  'albums.price',
  'albums.basePrice',
  'albums.likes',
  'albums.publishedAt',
  'actors.id as actorId',
  'actors.name as actorName',
] as const;

type VideoRow = {
  id: number;
  title: string;
  duration: number;
  ageRating: number;
  isVip: number;
  isFree: number;
  isNew: number;
  isCamRecording: number;
  isClassic: number;
  price: number;
  basePrice: number;
  likes: number;
  publishedAt: number;
  actorId: number;
  actorName: string;
};

/** A Video answer's public part: the same for every guest of a language (what answer caches keep). */
export type PublicVideo = Awaited<ReturnType<typeof publicVideos>>[number];

/** Rows as Video answers without the guest's part, titles in the language. */
export async function publicVideos(db: QueryContext['db'], language: QueryContext['language'], stored: readonly VideoRow[]) {
  const rows = await localized(db, 'album', stored, (row) => row.id, language);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    duration: row.duration,
    ageRating: row.ageRating,
    vip: bool(row.isVip),
    free: bool(row.isFree),
    isNew: bool(row.isNew),
    camRecording: bool(row.isCamRecording),
    classic: bool(row.isClassic),
    preview: albumPreview(row.id),
    price: money(row.isFree ? 0 : row.price),
    basePrice: money(row.basePrice),
    likes: row.likes,
    published: row.publishedAt,
    model: { id: row.actorId, name: row.actorName },
  }));
}

/**
 * Public Video answers with what the logged-in guest holds of each: bought (any way), by the VIP
 * flatrate, as a gift, and liked (null for an anonymous guest). New objects: the public ones may
 * be shared by a cache.
 */
export async function withGuestInfo(ctx: QueryContext, videos: readonly PublicVideo[]) {
  if (ctx.guestId === null) return videos.map((video) => ({ guestInfo: null, ...video }));
  const held = await holdingsOf(
    ctx,
    ctx.guestId,
    videos.map((video) => video.id),
  );
  return videos.map((video) => ({
    guestInfo:
      held.isVip === null
        ? null
        : {
            bought: held.owned.has(video.id),
            flatrate: held.owned.get(video.id) === 'flatrate' || (video.vip && held.isVip),
            gifted: held.owned.get(video.id) === 'gift',
            liked: held.liked.has(video.id),
          },
    ...video,
  }));
}

interface Holdings {
  /** Null when the guest row is gone. */
  isVip: boolean | null;
  owned: Map<number, string>;
  liked: Set<number>;
}

interface HoldingsBatch {
  ids: Set<number>;
  result: Promise<Holdings>;
}

/**
 * What the guest holds of these albums. The lists of one answer (the home query has ten) ask in
 * the same turn: their ids are gathered and asked in one go (three statements, not thirty).
 */
function holdingsOf(ctx: QueryContext, guestId: number, ids: readonly number[]): Promise<Holdings> {
  const key = `holdings:${guestId}`;
  let batch = ctx.perRequest.get(key) as HoldingsBatch | undefined;
  if (!batch) {
    const gathered = new Set<number>();
    batch = {
      ids: gathered,
      result: new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        ctx.perRequest.delete(key);
        const all = [...gathered];
        const [guest, owned, liked] = await Promise.all([
          ctx.db.selectFrom('guests').select('isVip').where('id', '=', guestId).executeTakeFirst(),
          purchasesOf(ctx.db, guestId, all),
          likedOf(ctx, guestId, all),
        ]);
        return { isVip: guest ? guest.isVip === 1 : null, owned, liked };
      }),
    };
    ctx.perRequest.set(key, batch);
  }
  for (const id of ids) batch.ids.add(id);
  return batch.result;
}

/** Rows as Video answers with the guest's part. */
export async function videoItems(ctx: QueryContext, stored: readonly VideoRow[]) {
  return withGuestInfo(ctx, await publicVideos(ctx.db, ctx.language, stored));
}

async function likedOf(ctx: QueryContext, guestId: number, albumIds: number[]): Promise<Set<number>> {
  if (albumIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom('albumRatings')
    .select('albumId')
    .where('guestId', '=', guestId)
    .where('albumId', 'in', albumIds)
    .where('rating', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.albumId));
}

/** videoStars(first): the actors whose videos sold best, with how many videos they have. */
export async function videoStars(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, DEFAULTS.videoStars);
  const rows = await ctx.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select((eb) => [
      'actors.id',
      'actors.name',
      'actors.age',
      'actors.isOnline',
      eb.fn.countAll<number>().as('videoCount'),
      eb.fn.sum<number>('albums.salesCount').as('sales'),
    ])
    .where('albums.type', '=', 'video')
    .where('albums.publishedAt', '<=', ctx.now)
    .groupBy(['actors.id', 'actors.name', 'actors.age', 'actors.isOnline'])
    .orderBy('sales', 'desc')
    .orderBy('actors.id', 'asc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    age: row.age,
    isOnline: bool(row.isOnline),
    preview: actorPreview(row.id),
    videoCount: Number(row.videoCount),
  }));
}
