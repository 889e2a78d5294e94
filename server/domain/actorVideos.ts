// An actor's videos as the Video entity (spec part 2 §7.2 sales/actor, §7.4
// gallery/getpromotedvideo and getTopVideos), each with what the asking guest holds of it.
import type { Kysely } from 'kysely';
import type { Video } from '../../src/contract/entities/media.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Album, Database } from '../db/schema.ts';
import { albumPicture } from './actors.ts';
import { type PurchaseKind, purchasesOf } from './purchases.ts';
import { localized } from './translations.ts';

/** Top videos: the actor's best sellers (spec part 1 §9: top videos cover the last 9 months). */
const TOP_VIDEOS = 10;
const TOP_VIDEOS_MONTHS = 9;
/** sales/actor: the actor's best sellers of all time. */
const SALES_VIDEOS = 16;

/** Albums as the Video entity, with what the guest holds of them. */
async function videoEntities(db: Kysely<Database>, guestId: number | null, stored: readonly Album[], language: Language): Promise<Video[]> {
  if (stored.length === 0) return [];
  const albums = await localized(db, 'album', stored, (album) => album.id, language);
  const actorIds = [...new Set(albums.map((album) => album.actorId))];
  const albumIds = albums.map((album) => album.id);
  const [actors, held, guest, liked] = await Promise.all([
    db.selectFrom('actors').select(['id', 'name']).where('id', 'in', actorIds).execute(),
    guestId === null ? new Map<number, PurchaseKind>() : purchasesOf(db, guestId, albumIds),
    guestId === null ? undefined : db.selectFrom('guests').select('isVip').where('id', '=', guestId).executeTakeFirst(),
    guestId === null
      ? []
      : db
          .selectFrom('albumRatings')
          .select('albumId')
          .where('guestId', '=', guestId)
          .where('albumId', 'in', albumIds)
          .where('rating', '=', 1)
          .execute(),
  ]);
  const likedIds = new Set(liked.map((row) => row.albumId));
  const names = new Map(actors.map((actor) => [actor.id, actor.name]));
  const euros = (cents: number) => ({ currency: 'EUR' as const, value: cents / 100 });
  return albums.map((album) => ({
    id: album.id,
    title: album.title,
    duration: album.duration,
    ageRating: album.ageRating,
    vip: album.isVip === 1,
    free: album.isFree === 1,
    new: album.isNew === 1,
    camRecording: album.isCamRecording === 1,
    classic: album.isClassic === 1,
    price: euros(album.price),
    basePrice: euros(album.basePrice),
    guestInfo: {
      bought: held.has(album.id),
      gifted: held.get(album.id) === 'gift',
      flatrate: held.get(album.id) === 'flatrate' || (guest?.isVip === 1 && album.isVip === 1),
      liked: likedIds.has(album.id),
    },
    ratingLikes: album.likes,
    model: { id: album.actorId, name: names.get(album.actorId) ?? '' },
    previewPicture: albumPicture(album.id),
  }));
}

/** The actor's best-selling published videos of all time (sales/actor). */
export async function bestSellingVideos(
  db: Kysely<Database>,
  actorId: number,
  guestId: number | null,
  language: Language,
): Promise<Video[]> {
  const albums = await db
    .selectFrom('albums')
    .selectAll()
    .where('actorId', '=', actorId)
    .where('type', '=', 'video')
    .where('publishedAt', '<=', Date.now())
    .orderBy('salesCount', 'desc')
    .orderBy('id')
    .limit(SALES_VIDEOS)
    .execute();
  return videoEntities(db, guestId, albums, language);
}

/** The promoted video: the actor's newest published video, a free one first; null when there is none. */
export async function promotedVideo(
  db: Kysely<Database>,
  actorId: number,
  guestId: number | null,
  language: Language,
): Promise<Video | null> {
  const album = await db
    .selectFrom('albums')
    .selectAll()
    .where('actorId', '=', actorId)
    .where('type', '=', 'video')
    .where('publishedAt', '<=', Date.now())
    .orderBy('isFree', 'desc')
    .orderBy('publishedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const [video] = album ? await videoEntities(db, guestId, [album], language) : [];
  return video ?? null;
}

/** The actor's best sellers published in the last nine months. */
export async function topVideos(db: Kysely<Database>, actorId: number, guestId: number | null, language: Language): Promise<Video[]> {
  const now = Date.now();
  const since = new Date(now);
  since.setMonth(since.getMonth() - TOP_VIDEOS_MONTHS);
  const albums = await db
    .selectFrom('albums')
    .selectAll()
    .where('actorId', '=', actorId)
    .where('type', '=', 'video')
    .where('publishedAt', '<=', now)
    .where('publishedAt', '>=', since.getTime())
    .orderBy('salesCount', 'desc')
    .orderBy('id')
    .limit(TOP_VIDEOS)
    .execute();
  return videoEntities(db, guestId, albums, language);
}
