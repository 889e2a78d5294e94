// Favourites (spec part 2 §7.1 guest/favorite/actors, default 50 per spec part 1 §9) and our
// per pinned actor notification settings. All need a logged-in guest: pins are the guest's.
import type { FastifyInstance } from 'fastify';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { isLanguage } from '../../src/contract/enums.ts';
import type { FavoriteActorSettings } from '../../src/contract/restCalls.ts';
import { favoriteActors, favoriteActorSettings, saveFavoriteActorSettings } from '../domain/favorites.ts';
import { loggedIn } from './loggedInScope.ts';

export const favoriteRoutes = loggedIn(async (app: FastifyInstance) => {
  app.get<{ Querystring: { limit?: number; offset?: number; language?: string } }>(
    '/guest/favorite/actors',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100 }, offset: { type: 'integer', minimum: 0, maximum: 1_000_000 }, language: { type: 'string' }, token: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const language = isLanguage(request.query.language) ? request.query.language : 'en';
      const page = await favoriteActors(app.db, request.guestId, { limit: request.query.limit ?? DEFAULTS.favoritesList, offset: request.query.offset ?? 0 }, language);
      return { success: true, actors: page.items, total: page.total };
    },
  );

  app.get('/guest/favorite/actorSettings', async (request) => ({ success: true, settings: await favoriteActorSettings(app.db, request.guestId) }));

  app.post<{ Body: FavoriteActorSettings }>(
    '/guest/favorite/actorSettings/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['actorId', 'emailNotification', 'smsNotification'],
          additionalProperties: false,
          properties: { actorId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, emailNotification: { type: 'boolean' }, smsNotification: { type: 'boolean' }, pushNotification: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      await saveFavoriteActorSettings(app.db, request.guestId, request.body);
      return { success: true };
    },
  );
});
