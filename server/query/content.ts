import { sql } from 'kysely';
import { TV_LIMITS, type TvChannel, tvHashId } from '../../src/contract/content.ts';
import { NAME_COLUMN } from '../db/names.ts';
import { localized } from '../domain/translations.ts';
import { tvPicture } from '../domain/tv.ts';
import type { QueryContext } from './context.ts';
import { bool, money, paging } from './context.ts';

/** Upcoming and running ticket shows, soonest first. */
export async function chatShows(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0);
  const rows = await ctx.db
    .selectFrom('chatShows')
    .innerJoin('actors', 'actors.id', 'chatShows.actorId')
    .select([
      'chatShows.id',
      'chatShows.title',
      'chatShows.startsAt',
      'chatShows.endsAt',
      'chatShows.isFree',
      'chatShows.price',
      'chatShows.currency',
      'actors.id as actorId',
      'actors.name as actorName',
    ])
    .where('chatShows.endsAt', '>', ctx.now)
    .orderBy('chatShows.startsAt', 'asc')
    .orderBy('chatShows.id', 'asc')
    .limit(page.limit)
    .execute();
  return (await localized(ctx.db, 'chatShow', rows, (row) => row.id, ctx.language)).map((row) => ({
    id: row.id,
    title: row.title,
    start: row.startsAt,
    end: row.endsAt,
    isFree: bool(row.isFree),
    price: money(row.price, row.currency),
    model: { id: row.actorId, name: row.actorName },
  }));
}

export async function contests(args: { running?: boolean | null; first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  // Title and text in the request's language; English (the contest's own text) where none is kept.
  let query = ctx.db
    .selectFrom('contests')
    .leftJoin('contestTranslations', (join) =>
      join.onRef('contestTranslations.contestId', '=', 'contests.id').on('contestTranslations.language', '=', ctx.language),
    )
    .select((eb) => [
      'contests.id',
      'contests.startsAt',
      'contests.endsAt',
      eb.fn.coalesce('contestTranslations.title', 'contests.title').as('title'),
      eb.fn.coalesce('contestTranslations.description', 'contests.description').as('description'),
      eb
        .selectFrom('contestMedia')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('contestMedia.contestId', '=', 'contests.id')
        .as('mediaCount'),
    ]);
  if (args.running === true) query = query.where('contests.startsAt', '<=', ctx.now).where('contests.endsAt', '>', ctx.now);
  if (args.running === false)
    query = query.where((eb) => eb.or([eb('contests.startsAt', '>', ctx.now), eb('contests.endsAt', '<=', ctx.now)]));
  const rows = await query
    .orderBy('contests.endsAt', 'desc')
    .orderBy('contests.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, mediaCount: Number(row.mediaCount ?? 0) }));
}

/** Actor categories with their names in the request's language and how many actors each holds. */
export async function categories(_args: unknown, ctx: QueryContext) {
  const rows = await ctx.db
    .selectFrom('categories')
    .leftJoin('actorCategories', 'actorCategories.categoryId', 'categories.id')
    .select([
      'categories.id',
      'categories.slug',
      `categories.${NAME_COLUMN[ctx.language]} as name`,
      sql<number>`count(actor_categories.actor_id)`.as('actorCount'),
    ])
    .groupBy(['categories.id', 'categories.slug', `categories.${NAME_COLUMN[ctx.language]}`, 'categories.position'])
    .orderBy('categories.position')
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, actorCount: Number(row.actorCount) }));
}

export async function blogPosts(args: { categoryId?: number | null; first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  let query = ctx.db
    .selectFrom('blogPosts')
    .select(['id', 'slug', 'title', 'teaser', 'categoryId', 'publishedAt'])
    .where('publishedAt', '<=', ctx.now);
  if (args.categoryId !== undefined && args.categoryId !== null) query = query.where('categoryId', '=', args.categoryId);
  const rows = await query.orderBy('publishedAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return (await localized(ctx.db, 'blogPost', rows, (row) => row.id, ctx.language)).map(({ publishedAt, ...row }) => ({
    ...row,
    published: publishedAt,
  }));
}

export async function tvSeries(args: { first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  const rows = await ctx.db
    .selectFrom('tvSeries')
    .select((eb) => [
      'tvSeries.id',
      'tvSeries.key',
      'tvSeries.title',
      'tvSeries.description',
      'tvSeries.isPremium',
      eb
        .selectFrom('tvEpisodes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tvEpisodes.seriesId', '=', 'tvSeries.id')
        .as('episodeCount'),
    ])
    .orderBy('tvSeries.position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return (await localized(ctx.db, 'tvSeries', rows, (row) => row.id, ctx.language)).map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    premium: bool(row.isPremium),
    episodeCount: Number(row.episodeCount ?? 0),
    // series use their own id as the tv image (server/rest/images.ts)
    picture: tvPicture(row.id),
  }));
}

/** The running slot of a TV channel and the next ones (the livestream pages' program). */
export async function tvCurrentProgram(args: { channel: TvChannel; first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, TV_LIMITS.maxProgramSize);
  const rows = await ctx.db
    .selectFrom('tvProgram')
    .leftJoin('tvEpisodes', 'tvEpisodes.id', 'tvProgram.episodeId')
    .leftJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
    .select([
      'tvProgram.id',
      'tvProgram.title',
      'tvProgram.startsAt',
      'tvProgram.endsAt',
      'tvProgram.episodeId',
      'tvSeries.key as seriesKey',
    ])
    .where('tvProgram.channel', '=', args.channel)
    .where('tvProgram.endsAt', '>', ctx.now)
    .orderBy('tvProgram.startsAt')
    .orderBy('tvProgram.id')
    .limit(page.limit)
    .execute();
  return (await localized(ctx.db, 'tvProgram', rows, (row) => row.id, ctx.language)).map((row) => ({
    title: row.title,
    start: row.startsAt,
    end: row.endsAt,
    isRunning: row.startsAt <= ctx.now,
    videoId: row.episodeId,
    seriesKey: row.seriesKey,
  }));
}

/** Mediathek episodes, newest first (the TV menu's episodes and videos). */
export async function tvEpisodes(args: { premium?: boolean | null; first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  let query = ctx.db
    .selectFrom('tvEpisodes')
    .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
    .where('tvEpisodes.publishedAt', '<=', ctx.now);
  if (args.premium === true || args.premium === false) query = query.where('tvSeries.isPremium', '=', args.premium ? 1 : 0);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'tvEpisodes.id',
      'tvEpisodes.title',
      'tvEpisodes.duration',
      'tvEpisodes.publishedAt',
      'tvSeries.key as seriesKey',
      'tvSeries.title as seriesTitle',
      'tvSeries.isPremium',
    ])
    .orderBy('tvEpisodes.publishedAt', 'desc')
    .orderBy('tvEpisodes.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: Number(total.n),
    items: (await localized(ctx.db, 'tvEpisode', rows, (row) => row.id, ctx.language)).map((row) => ({
      id: row.id,
      hashId: tvHashId(row.id),
      title: row.title,
      duration: row.duration,
      published: row.publishedAt,
      seriesKey: row.seriesKey,
      seriesTitle: row.seriesTitle,
      premium: bool(row.isPremium),
      picture: tvPicture(row.id),
    })),
  };
}
