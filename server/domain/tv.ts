// TV and the mediathek as guests see them (spec part 2 §7.8 tv/*; part 1 §2 TV livestreams and
// library): the free and the premium livestream with their program, the series (formats) with
// their episodes (videos), suggestions, and TV posts (the blog's TV categories). Premium means
// VIP or the TV plan (spec part 1 §4, §6); the premium stream and premium episodes play only
// for such a guest, decided here from the guest's plans, never from what the client says.
import type { Kysely } from 'kysely';
import { TV_LIMITS, type TvChannel, type TvProgramEntry, tvHashId } from '../../src/contract/content.ts';
import type { Picture, TvVideo } from '../../src/contract/entities.ts';
import { BLOG_CATEGORY, type Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { imageUrl } from './imageUrls.ts';
import { renewPlans } from './plans.ts';
import { localized, localizedOne } from './translations.ts';

/** The blog categories whose posts are TV posts (the TV menu's "posts"). */
export const TV_POST_CATEGORIES = [BLOG_CATEGORY.premiumTv, BLOG_CATEGORY.freeTv] as const;

const iso = (ms: number) => new Date(ms).toISOString();

export function tvPicture(episodeId: number): Picture {
  return {
    src: imageUrl('tv', episodeId, 'w320'),
    srcSet: `${imageUrl('tv', episodeId, 'w320')} 320w, ${imageUrl('tv', episodeId, 'w640')} 640w`,
    width: 320,
    height: 180,
  };
}

/** Whether the guest is premium now (VIP or the TV plan); plans due are renewed or ended first. */
async function isPremiumGuest(db: Kysely<Database>, bus: EventBus | null, guestId: number | null, now: number): Promise<boolean> {
  if (guestId === null) return false;
  await renewPlans(db, bus, guestId, now);
  const row = await db.selectFrom('guests').select(['isVip', 'isVxtv']).where('id', '=', guestId).executeTakeFirst();
  return row !== undefined && (row.isVip === 1 || row.isVxtv === 1);
}

/** tv/stream/{type}: the livestream's address; the premium one only for a premium guest. */
export async function tvStream(
  db: Kysely<Database>,
  bus: EventBus | null,
  input: { channel: TvChannel; guestId: number | null; streamUrl: string; now: number },
) {
  if (input.channel === 'premium' && !(await isPremiumGuest(db, bus, input.guestId, input.now))) {
    throw new ApiError('SUBSCRIPTION_REQUIRED', 'The premium TV livestream needs VIP or the TV plan.');
  }
  const running = await db
    .selectFrom('tvProgram')
    .select('id')
    .where('channel', '=', input.channel)
    .where('startsAt', '<=', input.now)
    .where('endsAt', '>', input.now)
    .executeTakeFirst();
  return { url: input.streamUrl.replaceAll('{actorId}', `tv-${input.channel}`), isLive: running !== undefined };
}

/** tv/program/{type}: the running slot and the next ones, `size` in all. */
export async function tvProgram(
  db: Kysely<Database>,
  channel: TvChannel,
  size: number,
  now: number,
  language: Language = 'en',
): Promise<TvProgramEntry[]> {
  const stored = await db
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
    .where('tvProgram.channel', '=', channel)
    .where('tvProgram.endsAt', '>', now)
    .orderBy('tvProgram.startsAt')
    .orderBy('tvProgram.id')
    .limit(size)
    .execute();
  const rows = await localized(db, 'tvProgram', stored, (row) => row.id, language);
  return rows.map((row) => ({
    title: row.title,
    start: iso(row.startsAt),
    end: iso(row.endsAt),
    videoId: row.episodeId,
    seriesKey: row.seriesKey,
    isRunning: row.startsAt <= now,
  }));
}

function episodes(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('tvEpisodes')
    .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
    .select([
      'tvEpisodes.id',
      'tvEpisodes.title',
      'tvEpisodes.description',
      'tvEpisodes.duration',
      'tvEpisodes.publishedAt',
      'tvSeries.key as seriesKey',
      'tvSeries.title as seriesTitle',
      'tvSeries.isPremium',
    ])
    .where('tvEpisodes.publishedAt', '<=', now);
}

type EpisodeRow = {
  id: number;
  title: string;
  description: string;
  duration: number;
  publishedAt: number;
  seriesKey: string;
  seriesTitle: string;
  isPremium: number;
};

/** Episodes with their titles and descriptions in the viewer's language. */
const inLanguage = (db: Kysely<Database>, rows: readonly EpisodeRow[], viewer: Viewer) =>
  localized(db, 'tvEpisode', rows, (row) => row.id, viewer.language);

function videoOf(row: EpisodeRow, canWatchPremium: boolean, streamUrl: string): TvVideo {
  const isPremium = row.isPremium === 1;
  return {
    videoId: row.id,
    hashId: tvHashId(row.id),
    title: row.title,
    duration: row.duration,
    previewPicture: tvPicture(row.id),
    streamUrl: isPremium && !canWatchPremium ? null : streamUrl.replaceAll('{actorId}', `tv-video-${row.id}`),
    description: row.description,
    published: iso(row.publishedAt),
    seriesKey: row.seriesKey,
    seriesTitle: row.seriesTitle,
    isPremium,
  };
}

export interface Viewer {
  guestId: number | null;
  /** The language texts are read in (English where a text has no translation). */
  language: Language;
  streamUrl: string;
  now: number;
}

/** tv/format/{key}: a series with its episodes, newest first; null when unknown. */
export async function tvFormat(db: Kysely<Database>, bus: EventBus | null, key: string, viewer: Viewer) {
  const stored = await db
    .selectFrom('tvSeries')
    .select(['id', 'key', 'title', 'description', 'isPremium'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!stored) return null;
  const series = await localizedOne(db, 'tvSeries', stored, stored.id, viewer.language);
  const premium = await isPremiumGuest(db, bus, viewer.guestId, viewer.now);
  const rows = await episodes(db, viewer.now)
    .where('tvSeries.key', '=', key)
    .orderBy('tvEpisodes.publishedAt', 'desc')
    .orderBy('tvEpisodes.id', 'desc')
    .execute();
  return {
    key: series.key,
    title: series.title,
    description: series.description,
    isPremium: series.isPremium === 1,
    videos: (await inLanguage(db, rows, viewer)).map((row) => videoOf(row, premium, viewer.streamUrl)),
  };
}

/** tv/video/{videoId}: one episode; null when unknown. */
export async function tvVideo(db: Kysely<Database>, bus: EventBus | null, videoId: number, viewer: Viewer): Promise<TvVideo | null> {
  const found = await episodes(db, viewer.now).where('tvEpisodes.id', '=', videoId).executeTakeFirst();
  if (!found) return null;
  const [row] = await inLanguage(db, [found], viewer);
  return videoOf(row!, await isPremiumGuest(db, bus, viewer.guestId, viewer.now), viewer.streamUrl);
}

/**
 * tv/suggest/{hashId}: what to watch after a video: the other episodes of its series (the next
 * ones first), then the newest of other series; null when the video is unknown.
 */
export async function tvSuggest(db: Kysely<Database>, bus: EventBus | null, hashId: string, viewer: Viewer): Promise<TvVideo[] | null> {
  const videoId = parseInt(hashId.slice(1), 36);
  const video = await db.selectFrom('tvEpisodes').select(['id', 'seriesId', 'publishedAt']).where('id', '=', videoId).executeTakeFirst();
  if (!video || tvHashId(video.id) !== hashId) return null;
  const premium = await isPremiumGuest(db, bus, viewer.guestId, viewer.now);
  const sameSeries = await episodes(db, viewer.now)
    .where('tvEpisodes.seriesId', '=', video.seriesId)
    .where('tvEpisodes.id', '<>', video.id)
    .orderBy('tvEpisodes.publishedAt', 'desc')
    .orderBy('tvEpisodes.id', 'desc')
    .execute();
  const next = sameSeries.filter((row) => row.publishedAt > video.publishedAt).reverse();
  const earlier = sameSeries.filter((row) => row.publishedAt <= video.publishedAt);
  let picked = [...next, ...earlier].slice(0, TV_LIMITS.suggestions);
  if (picked.length < TV_LIMITS.suggestions) {
    const others = await episodes(db, viewer.now)
      .where('tvEpisodes.seriesId', '<>', video.seriesId)
      .orderBy('tvEpisodes.publishedAt', 'desc')
      .orderBy('tvEpisodes.id', 'desc')
      .limit(TV_LIMITS.suggestions - picked.length)
      .execute();
    picked = [...picked, ...others];
  }
  return (await inLanguage(db, picked, viewer)).map((row) => videoOf(row, premium, viewer.streamUrl));
}

/** tv/updateMediathek: whether the mediathek has an episode newer than TV_LIMITS.updatedWithinMs. */
export async function isMediathekUpdated(db: Kysely<Database>, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('tvEpisodes')
    .select('id')
    .where('publishedAt', '<=', now)
    .where('publishedAt', '>', now - TV_LIMITS.updatedWithinMs)
    .executeTakeFirst();
  return row !== undefined;
}
