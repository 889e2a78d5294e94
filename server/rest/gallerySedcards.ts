// Sedcards and an actor's videos (spec part 2 §7.4): gallery/getsedcards with limit and fsk,
// gallery/setSedcardsGuestRating (login; one rating per guest and actor), gallery/getpromotedvideo
// and gallery/getTopVideos. The sedcard pictures are the pictures of the actor's one album of
// type 'sedcard' (schema.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Video } from '../../src/contract/entities/media.ts';
import type { Album, Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { albumPicture, findActor, picturePicture, rateSedcards } from '../domain/actors.ts';
import { purchasesOf, type PurchaseKind } from '../domain/purchases.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';
import { requestLanguage } from './requestLanguage.ts';
import { localized } from '../domain/translations.ts';
import type { Language } from '../../src/contract/enums.ts';

const ID = ID_PATTERN;
/** An id or an actor name as routes carry it (names are matched case-insensitively). */
export const ID_OR_NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 60 };
const SEDCARDS_DEFAULT_LIMIT = 20;
const SEDCARDS_MAX_LIMIT = 100;
/** Top videos: the actor's best sellers (spec part 1 §9: top videos cover the last 9 months). */
const TOP_VIDEOS = 10;
const TOP_VIDEOS_MONTHS = 9;

/** Albums as the Video entity, with what the guest holds of them. */
export async function videoEntities(db: Kysely<Database>, guestId: number | null, stored: readonly Album[], language: Language): Promise<Video[]> {
  if (stored.length === 0) return [];
  const albums = await localized(db, 'album', stored, (album) => album.id, language);
  const actorIds = [...new Set(albums.map((album) => album.actorId))];
  const albumIds = albums.map((album) => album.id);
  const [actors, held, guest, liked] = await Promise.all([
    db.selectFrom('actors').select(['id', 'name']).where('id', 'in', actorIds).execute(),
    guestId === null ? new Map<number, PurchaseKind>() : purchasesOf(db, guestId, albumIds),
    guestId === null ? undefined : db.selectFrom('guests').select('isVip').where('id', '=', guestId).executeTakeFirst(),
    guestId === null ? [] : db.selectFrom('albumRatings').select('albumId').where('guestId', '=', guestId).where('albumId', 'in', albumIds).where('rating', '=', 1).execute(),
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

function sedcardPayload(raw: string | undefined): { limit: number; fsk: number } {
  if (raw === undefined) return { limit: SEDCARDS_DEFAULT_LIMIT, fsk: 18 };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'payload must be JSON like {"limit":10,"fsk":16}.');
  }
  const { limit, fsk } = (value ?? {}) as { limit?: unknown; fsk?: unknown };
  if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > SEDCARDS_MAX_LIMIT) {
    throw new ApiError('VALIDATION_FAILED', `payload.limit must be a whole number from 1 to ${SEDCARDS_MAX_LIMIT}.`);
  }
  if (fsk !== 16 && fsk !== 18) throw new ApiError('VALIDATION_FAILED', 'payload.fsk must be 16 or 18.');
  return { limit: limit as number, fsk };
}

export async function gallerySedcardRoutes(app: FastifyInstance): Promise<void> {
  const sedcards = async (guestId: number | null, idOrName: string, payload: string | undefined) => {
    const { limit, fsk } = sedcardPayload(payload);
    const actor = await findActor(app.db, idOrName);
    const rows = await app.db
      .selectFrom('pictures')
      .innerJoin('albums', 'albums.id', 'pictures.albumId')
      .select(['pictures.id', 'albums.ageRating'])
      .where('albums.actorId', '=', actor.id)
      .where('albums.type', '=', 'sedcard')
      .where('albums.ageRating', '<=', fsk as 16 | 18)
      .orderBy('pictures.position')
      .orderBy('pictures.id')
      .limit(limit)
      .execute();
    const pinned =
      guestId === null || rows.length === 0
        ? new Set<number>()
        : new Set(
            (await app.db.selectFrom('guestPins').select('targetId').where('guestId', '=', guestId).where('kind', '=', 'picture').where('targetId', 'in', rows.map((r) => r.id)).execute()).map((r) => r.targetId),
          );
    return { success: true, pictures: rows.map((row) => ({ pictureId: row.id, picture: picturePicture(row.id), ageRating: row.ageRating, isPinned: pinned.has(row.id) })) };
  };
  const idOrNameParams = (extra: Record<string, object> = {}) => ({
    type: 'object',
    properties: { actorIdOrName: ID_OR_NAME_SCHEMA, ...extra },
    required: ['actorIdOrName', ...Object.keys(extra)],
  });

  app.get<{ Params: { actorIdOrName: string } }>('/gallery/getsedcards/:actorIdOrName', { schema: { params: idOrNameParams() } }, (request) =>
    sedcards(request.access.guestId, request.params.actorIdOrName, undefined),
  );
  app.get<{ Params: { actorIdOrName: string; payload: string } }>(
    '/gallery/getsedcards/:actorIdOrName/:payload',
    { schema: { params: idOrNameParams({ payload: { type: 'string', minLength: 2, maxLength: 200 } }) } },
    (request) => sedcards(request.access.guestId, request.params.actorIdOrName, request.params.payload),
  );

  app.get<{ Params: { actorId: string } }>(
    '/gallery/getpromotedvideo/:actorId',
    { schema: { params: { type: 'object', properties: { actorId: { type: 'string', pattern: ID } }, required: ['actorId'] } } },
    async (request) => {
      const actor = await findActor(app.db, request.params.actorId);
      // The promoted video: the actor's newest published video, a free one first.
      const album = await app.db
        .selectFrom('albums')
        .selectAll()
        .where('actorId', '=', actor.id)
        .where('type', '=', 'video')
        .where('publishedAt', '<=', Date.now())
        .orderBy('isFree', 'desc')
        .orderBy('publishedAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      const [video] = album ? await videoEntities(app.db, request.access.guestId, [album], requestLanguage(request)) : [];
      return { success: true, video: video ?? null };
    },
  );

  app.get<{ Params: { actorIdOrName: string } }>('/gallery/getTopVideos/:actorIdOrName', { schema: { params: idOrNameParams() } }, async (request) => {
    const actor = await findActor(app.db, request.params.actorIdOrName);
    const now = Date.now();
    const since = new Date(now);
    since.setMonth(since.getMonth() - TOP_VIDEOS_MONTHS);
    const albums = await app.db
      .selectFrom('albums')
      .selectAll()
      .where('actorId', '=', actor.id)
      .where('type', '=', 'video')
      .where('publishedAt', '<=', now)
      .where('publishedAt', '>=', since.getTime())
      .orderBy('salesCount', 'desc')
      .orderBy('id')
      .limit(TOP_VIDEOS)
      .execute();
    return { success: true, videos: await videoEntities(app.db, request.access.guestId, albums, requestLanguage(request)) };
  });

  await app.register(loggedIn(sedcardRatingRoutes));
}

/** One rating per guest and actor: a logged-in guest only. */
async function sedcardRatingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { actorId: string }; Body: { guestRating: -1 | 0 | 1 } }>(
    '/gallery/setSedcardsGuestRating/:actorId',
    {
      schema: {
        params: { type: 'object', properties: { actorId: { type: 'string', pattern: ID } }, required: ['actorId'] },
        body: { type: 'object', properties: { guestRating: { type: 'integer', enum: [-1, 0, 1] } }, required: ['guestRating'], additionalProperties: false },
      },
    },
    async (request) => {
      await rateSedcards(app.db, request.guestId, Number(request.params.actorId), request.body.guestRating);
      return { success: true };
    },
  );
}
