// The jumbotron of the video station and of home (spec part 2 §7.8 video/jumbotron/config and
// homepage, cached 60 seconds): the videos of the moment as large slides, chosen from the data
// (the trending videos of the last days, then the newest), not from an editor's list.
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import { TIMING_MS, VIDEO_LISTS } from '../../src/contract/constants.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { JumbotronSlide } from '../../src/contract/restCalls.ts';
import { JUMBOTRON_SLIDE_INTERVAL_MS } from '../../src/contract/videoLists.ts';
import type { Database } from '../db/schema.ts';
import { albumPicture } from './actors.ts';
import { localized } from './translations.ts';

export const STATION_SLIDES = 6;
export const HOME_SLIDES = 3;
/** The station turns its slides this often. */
export const SLIDE_INTERVAL_MS = JUMBOTRON_SLIDE_INTERVAL_MS;
const DAY = 24 * 60 * 60 * 1000;

export async function jumbotronSlides(
  db: Kysely<Database>,
  count: number,
  language: Language,
  now = Date.now(),
): Promise<JumbotronSlide[]> {
  const stored = await db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select(['albums.id', 'albums.title', 'actors.nameLower'])
    .where('albums.type', '=', 'video')
    .where('albums.ageRating', '=', 16)
    .where('albums.publishedAt', '<=', now)
    .where('albums.publishedAt', '>=', now - VIDEO_LISTS.trendingDays * DAY)
    .orderBy('albums.totalViews', 'desc')
    .orderBy('albums.publishedAt', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(count)
    .execute();
  const rows = await localized(db, 'album', stored, (row) => row.id, language);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    link: buildPath('actorAlbum', { actorName: row.nameLower, albumId: String(row.id) }, language),
    picture: albumPicture(row.id),
  }));
}

/** A value kept for TIMING_MS.jumbotronCache per key; the clock is a parameter for tests. `clear` forgets them all. */
export function createTimedCache<T>(ttlMs: number = TIMING_MS.jumbotronCache, clock: () => number = Date.now) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  const cached = (key: string, load: () => Promise<T>): Promise<T> => {
    const now = clock();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    entries.set(key, { until: now + ttlMs, value });
    value.catch(() => entries.delete(key)); // a failure is not kept
    return value;
  };
  return Object.assign(cached, { clear: () => entries.clear() });
}
