// Sedcards and an actor's videos (spec part 2 §7.4): gallery/getsedcards with limit and fsk,
// gallery/setSedcardsGuestRating (login; one rating per guest and actor), gallery/getpromotedvideo
// and gallery/getTopVideos. The sedcard pictures are the pictures of the actor's one album of
// type 'sedcard' (schema.ts).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { findActor, rateSedcards } from '../domain/actors.ts';
import { promotedVideo, topVideos } from '../domain/actorVideos.ts';
import { sedcardPictures } from '../domain/sedcards.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';
import { requestLanguage } from './requestLanguage.ts';

const ID = ID_PATTERN;
/** An id or an actor name as routes carry it (names are matched case-insensitively). */
export const ID_OR_NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 60 };
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
      return { success: true, video: await promotedVideo(app.db, actor.id, request.access.guestId, requestLanguage(request)) };
    },
  );

  app.get<{ Params: { actorIdOrName: string } }>('/gallery/getTopVideos/:actorIdOrName', { schema: { params: idOrNameParams() } }, async (request) => {
    const actor = await findActor(app.db, request.params.actorIdOrName);
    return { success: true, videos: await topVideos(app.db, actor.id, request.access.guestId, requestLanguage(request)) };
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
