// Actor calls of spec part 2 §7.2: the profile, its live state, the guest's note, the preview
// image, the livestream, SEO texts, the online count, the profile preview tile and the actor's
// best-selling videos. The rules live in server/domain/actors.ts; handlers translate HTTP to
// them and back.
import type { FastifyInstance } from 'fastify';
import { buildPath } from '../../src/app/routes.ts';
import type { ActorTile } from '../../src/contract/entities/actor.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import {
  ACTOR_NOTE_MAX_CHARS,
  actorEntity,
  actorLivestream,
  actorNote,
  actorPicture,
  actorSeoContent,
  actorState,
  countOnlineActors,
  findActor,
  storeActorNote,
} from '../domain/actors.ts';
import { bestSellingVideos } from '../domain/actorVideos.ts';
import { guestCountry } from '../domain/guestCountry.ts';
import { actorProfileAnswer, videoListAnswer } from '../schemas/answers.ts';
import { actorIdOrName, id, idParams, idText, language } from '../schemas/common.ts';
import { object, openObject, type RouteTypes, shapeOf, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage as languageOf } from './requestLanguage.ts';

const byId = { params: idParams('actorId') };
const byIdOrName = { params: openObject({ actorIdOrName }) };
/** The query string may also carry the token (spec part 2 §5), so it stays open. */
const languageQuery = openObject({ language }, ['language']);
const actorData = {
  params: byIdOrName.params,
  querystring: openObject({ language, qmday: string(undefined, 32) }, ['language', 'qmday']),
  response: { 200: actorProfileAnswer },
};
const seoContent = { params: openObject({ actorId: idText, tagGroup: string(1, 60) }), querystring: languageQuery };
const profilePreview = { params: byId.params, querystring: languageQuery };
const bestSellers = { params: byId.params, response: { 200: videoListAnswer } };
const storeNote = {
  body: shapeOf<RestPayload<'actor/storeActorNote'>>()(object({ actorId: id, comment: string(undefined, ACTOR_NOTE_MAX_CHARS) })),
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
  app.get<RouteTypes<typeof actorData>>('/actor/getActorDataByIdOrName/:actorIdOrName', { schema: actorData }, async (request) => {
    const row = await findActor(app.db, request.params.actorIdOrName);
    const actor = await actorEntity(app.db, row, {
      guestId: request.access.guestId,
      country: guestCountry(request),
      language: languageOf(request),
    });
    return { success: true, actor };
  });

  app.get<RouteTypes<typeof byId>>('/actor/getActorStateById/:actorId', { schema: byId }, async (request) => {
    return { success: true, state: actorState(await findActor(app.db, request.params.actorId)) };
  });

  app.get<RouteTypes<typeof byIdOrName>>('/actor/getActorPreviewImage/:actorIdOrName', { schema: byIdOrName }, async (request) => {
    const actor = await findActor(app.db, request.params.actorIdOrName);
    return { success: true, previewImage: actorPicture(actor.id) };
  });

  app.get<RouteTypes<typeof byId>>('/actor/getActorTVLivestreamDataById/:actorId', { schema: byId }, async (request) => {
    return { success: true, livestream: actorLivestream(await findActor(app.db, request.params.actorId), app.config.liveStreamUrl) };
  });

  app.get<RouteTypes<typeof seoContent>>('/seo/getActorSeoContent/:actorId/:tagGroup', { schema: seoContent }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, seo: await actorSeoContent(app.db, actor, request.params.tagGroup, languageOf(request)) };
  });

  app.get('/monitoringActors/onlineActorsAmount', async () => ({ success: true, amount: await countOnlineActors(app.db) }));

  app.get<RouteTypes<typeof profilePreview>>('/phoenix/get_profile_preview/:actorId', { schema: profilePreview }, async (request) => {
    return { success: true, actor: actorTile(await findActor(app.db, request.params.actorId), languageOf(request)) };
  });

  app.get<RouteTypes<typeof bestSellers>>('/sales/actor/:actorId', { schema: bestSellers }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, videos: await bestSellingVideos(app.db, actor.id, request.access.guestId, languageOf(request)) };
  });

  await app.register(loggedIn(actorNoteRoutes));
}

/** The guest's private note on an actor. */
async function actorNoteRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof byId>>('/actor/getActorNoteById/:actorId', { schema: byId }, async (request) => {
    const actor = await findActor(app.db, request.params.actorId);
    return { success: true, note: await actorNote(app.db, request.guestId, actor.id) };
  });

  app.post<RouteTypes<typeof storeNote>>('/actor/storeActorNote', { schema: storeNote }, async (request) => {
    const note = await storeActorNote(app.db, request.guestId, request.body.actorId, request.body.comment);
    return { success: true, note };
  });
}
