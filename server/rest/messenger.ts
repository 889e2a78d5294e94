// REST of the messenger (spec part 2 §7.3): a channel by id or by actor, an actor as the
// messenger shows it, and the recommended actors (strip: the first 9; grid) for the messenger
// page. Sending and reading go over the socket (server/realtime/messengerFrames.ts).
import type { FastifyInstance } from 'fastify';
import { messengerActor, recommendedActors } from '../domain/messengerActors.ts';
import { channelByActor, channelById } from '../domain/messengerChannels.ts';
import { id, idParams, language } from '../schemas/common.ts';
import { boolean, object, oneOf, type RouteTypes } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage as languageOf } from './requestLanguage.ts';

const languageQuery = object({ language }, ['language']);
const byActor = { params: idParams('actorId'), querystring: languageQuery };
const byChannel = { params: idParams('channelId'), querystring: languageQuery };
const recommendations = {
  querystring: object({ currentActorId: id, useGrid: boolean, fsk: oneOf(16, 18), language }, [
    'currentActorId',
    'useGrid',
    'fsk',
    'language',
  ]),
};

export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof byActor>>('/messenger/actor/:actorId', { schema: byActor }, async (request) => ({
    success: true,
    actor: await messengerActor(app.db, Number(request.params.actorId), languageOf(request)),
  }));

  // The strip shows the first 9, the grid a page of 8 (server/domain/messengerActors.ts).
  app.get<RouteTypes<typeof recommendations>>('/messenger/recommendations', { schema: recommendations }, async (request) => ({
    success: true,
    actors: await recommendedActors(
      app.db,
      {
        guestId: request.access.guestId,
        currentActorId: request.query.currentActorId,
        useGrid: request.query.useGrid,
        fsk: request.query.fsk ?? 16,
      },
      languageOf(request),
    ),
  }));

  await app.register(loggedIn(messengerChannelRoutes));
}

/** The guest's channels: a logged-in guest only. */
async function messengerChannelRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof byChannel>>('/messenger/channel/:channelId', { schema: byChannel }, async (request) => ({
    success: true,
    channel: await channelById(app.db, request.guestId, Number(request.params.channelId), languageOf(request)),
  }));

  app.get<RouteTypes<typeof byActor>>('/messenger/channel/actor/:actorId', { schema: byActor }, async (request) => ({
    success: true,
    channel: await channelByActor(app.db, request.guestId, Number(request.params.actorId), languageOf(request)),
  }));
}
