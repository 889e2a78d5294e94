// REST of the messenger (spec part 2 §7.3): a channel by id or by actor, an actor as the
// messenger shows it, and the recommended actors (strip: the first 9; grid) for the messenger
// page. Sending and reading go over the socket (server/realtime/messengerFrames.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../src/contract/enums.ts';
import { channelByActor, channelById } from '../domain/messenger.ts';
import { messengerActor, recommendedActors } from '../domain/messengerActors.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN, MAX_ID } from '../../src/contract/validation.ts';

const ID = { type: 'string', pattern: ID_PATTERN };
const params = (name: string) => ({ type: 'object', properties: { [name]: ID }, required: [name], additionalProperties: false });
const languageQuery = { type: 'object', properties: { language: { type: 'string', enum: ['de', 'en', 'nl', 'es'] } }, additionalProperties: false };
const languageOf = (request: FastifyRequest): Language => {
  const language = (request.query as { language?: string } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
};

export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { actorId: string }; Querystring: { language?: Language } }>(
    '/messenger/actor/:actorId',
    { schema: { params: params('actorId'), querystring: languageQuery } },
    async (request) => ({ success: true, actor: await messengerActor(app.db, Number(request.params.actorId), languageOf(request)) }),
  );

  // The strip shows the first 9, the grid a page of 8 (server/domain/messengerActors.ts).
  app.get<{ Querystring: { currentActorId?: number; useGrid?: boolean; fsk?: 16 | 18; language?: Language } }>(
    '/messenger/recommendations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            currentActorId: { type: 'integer', minimum: 1, maximum: MAX_ID },
            useGrid: { type: 'boolean' },
            fsk: { type: 'integer', enum: [16, 18] },
            language: languageQuery.properties.language,
          },
        },
      },
    },
    async (request) => ({
      success: true,
      actors: await recommendedActors(app.db, { guestId: request.access.guestId, currentActorId: request.query.currentActorId, useGrid: request.query.useGrid, fsk: request.query.fsk ?? 16 }, languageOf(request)),
    }),
  );

  await app.register(loggedIn(messengerChannelRoutes));
}

/** The guest's channels: a logged-in guest only. */
async function messengerChannelRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { channelId: string }; Querystring: { language?: Language } }>(
    '/messenger/channel/:channelId',
    { schema: { params: params('channelId'), querystring: languageQuery } },
    async (request) => ({ success: true, channel: await channelById(app.db, request.guestId, Number(request.params.channelId), languageOf(request)) }),
  );

  app.get<{ Params: { actorId: string }; Querystring: { language?: Language } }>(
    '/messenger/channel/actor/:actorId',
    { schema: { params: params('actorId'), querystring: languageQuery } },
    async (request) => ({ success: true, channel: await channelByActor(app.db, request.guestId, Number(request.params.actorId), languageOf(request)) }),
  );
}
