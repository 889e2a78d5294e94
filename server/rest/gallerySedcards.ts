// Sedcards and an actor's videos (spec part 2 §7.4): gallery/getsedcards with limit and fsk,
// gallery/setSedcardsGuestRating (login; one rating per guest and actor), gallery/getpromotedvideo
// and gallery/getTopVideos. The sedcard pictures are the pictures of the actor's one album of
// type 'sedcard' (schema.ts).
import type { FastifyInstance } from 'fastify';
import { findActor, rateSedcards } from '../domain/actors.ts';
import { promotedVideo, topVideos } from '../domain/actorVideos.ts';
import { sedcardPictures } from '../domain/sedcards.ts';
import { ApiError } from '../errors.ts';
import { videoListAnswer } from '../schemas/answers.ts';
import { actorIdOrName, idParams } from '../schemas/common.ts';
import { object, oneOf, openObject, type RouteTypes, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const byIdOrName = { params: openObject({ actorIdOrName }) };
const topVideoList = { params: byIdOrName.params, response: { 200: videoListAnswer } };
const withPayload = { params: openObject({ actorIdOrName, payload: string(2, 200) }) };
const byId = { params: idParams('actorId') };
const sedcardsRating = { params: idParams('actorId'), body: object({ guestRating: oneOf(-1, 0, 1) }) };
const SEDCARDS_DEFAULT_LIMIT = 20;
const SEDCARDS_MAX_LIMIT = 100;

function sedcardPayload(raw: string | undefined): { limit: number; fsk: 16 | 18 } {
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
    return { success: true, pictures: await sedcardPictures(app.db, actor.id, guestId, { limit, fsk }) };
  };

  app.get<RouteTypes<typeof byIdOrName>>('/gallery/getsedcards/:actorIdOrName', { schema: byIdOrName }, (request) =>
    sedcards(request.access.guestId, request.params.actorIdOrName, undefined),
  );
  app.get<RouteTypes<typeof withPayload>>('/gallery/getsedcards/:actorIdOrName/:payload', { schema: withPayload }, (request) =>
    sedcards(request.access.guestId, request.params.actorIdOrName, request.params.payload),
  );

  app.get<RouteTypes<typeof byId>>('/gallery/getpromotedvideo/:actorId', { schema: byId }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, video: await promotedVideo(app.db, actor.id, request.access.guestId, requestLanguage(request)) };
  });

  app.get<RouteTypes<typeof topVideoList>>('/gallery/getTopVideos/:actorIdOrName', { schema: topVideoList }, async (request) => {
    const actor = await findActor(app.db, request.params.actorIdOrName);
    return { success: true, videos: await topVideos(app.db, actor.id, request.access.guestId, requestLanguage(request)) };
  });

  await app.register(loggedIn(sedcardRatingRoutes));
}

/** One rating per guest and actor: a logged-in guest only. */
async function sedcardRatingRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof sedcardsRating>>('/gallery/setSedcardsGuestRating/:actorId', { schema: sedcardsRating }, async (request) => {
    await rateSedcards(app.db, request.guestId, Number(request.params.actorId), request.body.guestRating);
    return { success: true };
  });
}
