// Actor calls of spec part 2 §7.2: the profile, its live state, the guest's note, the preview
// image, the livestream, SEO texts, the online count, the profile preview tile and the actor's
// best-selling videos. The rules live in server/domain/actors.ts; handlers translate HTTP to
// them and back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../src/contract/enums.ts';
import type { ActorTile } from '../../src/contract/entities/actor.ts';
import { buildPath } from '../../src/app/routes.ts';
import { ACTOR_NOTE_MAX_CHARS, actorEntity, countOnlineActors, actorSeoContent, actorLivestream, actorNote, actorPicture, actorState, findActor, storeActorNote } from '../domain/actors.ts';
import { guestCountry } from '../domain/guestCountry.ts';
import { bestSellingVideos } from '../domain/actorVideos.ts';
import { ID_OR_NAME_SCHEMA } from './gallerySedcards.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';

const ID = { type: 'string', pattern: ID_PATTERN };
const actorIdParams = { type: 'object', properties: { actorId: ID }, required: ['actorId'] };
const idOrNameParams = { type: 'object', properties: { actorIdOrName: ID_OR_NAME_SCHEMA }, required: ['actorIdOrName'] };
/** The query string may also carry the token (spec part 2 §5), so it stays open. */
const languageQuery = { type: 'object', properties: { language: { type: 'string', enum: ['de', 'en', 'nl', 'es'] } } };

type IdParams = { Params: { actorId: string }; Querystring: { language?: Language } };
const languageOf = (request: FastifyRequest): Language => {
  const language = (request.query as { language?: string } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
};

/** The actor as a tile (phoenix/get_profile_preview, lists). */
export function actorTile(row: { id: number; name: string; age: number; isOnline: number }, language: Language): ActorTile {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    isOnline: row.isOnline === 1,
    profileLink: buildPath('actorProfile', { actorName: row.name.toLowerCase() }, language),
    previewPicture: actorPicture(row.id),
  };
}

export async function actorRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { actorIdOrName: string }; Querystring: { qmday?: string; language?: Language } }>(
    '/actor/getActorDataByIdOrName/:actorIdOrName',
    {
      schema: {
        params: idOrNameParams,
        querystring: { type: 'object', properties: { ...languageQuery.properties, qmday: { type: 'string', maxLength: 32 } } },
      },
    },
    async (request) => {
      const row = await findActor(app.db, request.params.actorIdOrName);
      const actor = await actorEntity(app.db, row, { guestId: request.access.guestId, country: guestCountry(request), language: languageOf(request) });
      return { success: true, actor };
    },
  );

  app.get<IdParams>('/actor/getActorStateById/:actorId', { schema: { params: actorIdParams } }, async (request) => {
    return { success: true, state: actorState(await findActor(app.db, request.params.actorId)) };
  });

  app.get<{ Params: { actorIdOrName: string } }>('/actor/getActorPreviewImage/:actorIdOrName', { schema: { params: idOrNameParams } }, async (request) => {
    const actor = await findActor(app.db, request.params.actorIdOrName);
    return { success: true, previewImage: actorPicture(actor.id) };
  });

  app.get<IdParams>('/actor/getActorTVLivestreamDataById/:actorId', { schema: { params: actorIdParams } }, async (request) => {
    return { success: true, livestream: actorLivestream(await findActor(app.db, request.params.actorId), app.config.liveStreamUrl) };
  });

  app.get<{ Params: { actorId: string; tagGroup: string }; Querystring: { language?: Language } }>(
    '/seo/getActorSeoContent/:actorId/:tagGroup',
    {
      schema: {
        params: { type: 'object', properties: { actorId: ID, tagGroup: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['actorId', 'tagGroup'] },
        querystring: languageQuery,
      },
    },
    async (request) => {
      const actor = await findActor(app.db, request.params.actorId);
      return { success: true, seo: await actorSeoContent(app.db, actor, request.params.tagGroup, languageOf(request)) };
    },
  );

  app.get('/monitoringActors/onlineActorsAmount', async () => ({ success: true, amount: await countOnlineActors(app.db) }));

  app.get<IdParams>('/phoenix/get_profile_preview/:actorId', { schema: { params: actorIdParams, querystring: languageQuery } }, async (request) => {
    return { success: true, actor: actorTile(await findActor(app.db, request.params.actorId), languageOf(request)) };
  });

  app.get<IdParams>('/sales/actor/:actorId', { schema: { params: actorIdParams } }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, videos: await bestSellingVideos(app.db, actor.id, request.access.guestId, languageOf(request)) };
  });

  await app.register(loggedIn(actorNoteRoutes));
}

/** The guest's private note on an actor. */
async function actorNoteRoutes(app: FastifyInstance): Promise<void> {
  app.get<IdParams>('/actor/getActorNoteById/:actorId', { schema: { params: actorIdParams } }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, note: await actorNote(app.db, request.guestId, actor.id) };
  });

  app.post<{ Body: { actorId: number; comment: string } }>(
    '/actor/storeActorNote',
    {
      schema: {
        body: {
          type: 'object',
          properties: { actorId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, comment: { type: 'string', maxLength: ACTOR_NOTE_MAX_CHARS } },
          required: ['actorId', 'comment'],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const note = await storeActorNote(app.db, request.guestId, request.body.actorId, request.body.comment);
      return { success: true, note };
    },
  );
}
