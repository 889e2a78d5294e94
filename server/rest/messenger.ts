// REST of the messenger (spec part 2 §7.3): a channel by id or by actor, an actor as the
// messenger shows it, and the recommended actors (strip: the first 9; grid) for the messenger
// page. Sending and reading go over the socket (server/realtime/messengerFrames.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGING } from '../../src/contract/constants.ts';
import { isLanguage, type Language } from '../../src/contract/enums.ts';
import { ApiError } from '../errors.ts';
import { channelByActor, channelById } from '../domain/messenger.ts';
import { actorTile } from '../domain/tileGrid.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN, MAX_ID } from '../../src/contract/validation.ts';

const ID = { type: 'string', pattern: ID_PATTERN };
const params = (name: string) => ({ type: 'object', properties: { [name]: ID }, required: [name], additionalProperties: false });
const languageQuery = { type: 'object', properties: { language: { type: 'string', enum: ['de', 'en', 'nl', 'es'] } }, additionalProperties: false };
const languageOf = (request: FastifyRequest): Language => {
  const language = (request.query as { language?: string } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
};
const ACTOR_COLUMNS = ['actors.id', 'actors.name', 'actors.nameLower', 'actors.age', 'actors.isOnline'] as const;

export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { actorId: string }; Querystring: { language?: Language } }>(
    '/messenger/actor/:actorId',
    { schema: { params: params('actorId'), querystring: languageQuery } },
    async (request) => {
      const row = await app.db.selectFrom('actors').select(ACTOR_COLUMNS).where('id', '=', Number(request.params.actorId)).executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND', `There is no actor ${request.params.actorId}.`);
      return { success: true, actor: actorTile(row, languageOf(request)) };
    },
  );

  // Online actors first, best ranked, never the one the guest is writing to nor one who blocked
  // the guest; the strip shows the first 9, the grid a page of 8 (spec part 1 §2, §9).
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
    async (request) => {
      const guestId = request.access.guestId;
      const fsk = request.query.fsk ?? 16;
      let query = app.db
        .selectFrom('actors')
        .select(ACTOR_COLUMNS)
        .where('actors.isOnline', '=', 1)
        .where((eb) => eb.exists(eb.selectFrom('albums').select('albums.id').whereRef('albums.actorId', '=', 'actors.id').where('albums.type', '=', 'sedcard').where('albums.ageRating', '<=', fsk)));
      if (request.query.currentActorId !== undefined) query = query.where('actors.id', '!=', request.query.currentActorId);
      if (guestId !== null) {
        query = query.where((eb) => eb.not(eb.exists(eb.selectFrom('channels').select('channels.id').whereRef('channels.actorId', '=', 'actors.id').where('channels.guestId', '=', guestId).where('channels.blocked', '=', 1))));
      }
      const rows = await query
        .orderBy('actors.rankPoints', 'desc')
        .orderBy('actors.id')
        .limit(request.query.useGrid ? PAGING.recommendationsPerGrid : PAGING.messengerRecommendedActors)
        .execute();
      return { success: true, actors: rows.map((row) => actorTile(row, languageOf(request))) };
    },
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
