// Favourites (spec part 2 §7.1 guest/favorite/actors, default 50 per spec part 1 §9) and our
// per pinned actor notification settings. All need a logged-in guest: pins are the guest's.
import type { FastifyInstance } from 'fastify';
import { DEFAULTS } from '../../src/contract/constants.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { favoriteActorSettings, favoriteActors, saveFavoriteActorSettings } from '../domain/favorites.ts';
import { id, languageText, paging, token } from '../schemas/common.ts';
import { boolean, object, openObject, type RouteTypes, shapeOf } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const favoritesPage = {
  querystring: openObject({ ...paging(100, 1_000_000), language: languageText, token }, ['limit', 'offset', 'language', 'token']),
};
const saveSettings = {
  body: shapeOf<RestPayload<'guest/favorite/actorSettings/save'>>()(
    object({ actorId: id, emailNotification: boolean, smsNotification: boolean, pushNotification: boolean }, ['pushNotification']),
  ),
};

export const favoriteRoutes = loggedIn(async (app: FastifyInstance) => {
  app.get<RouteTypes<typeof favoritesPage>>('/guest/favorite/actors', { schema: favoritesPage }, async (request) => {
    const language = requestLanguage(request);
    const page = await favoriteActors(
      app.db,
      request.guestId,
      { limit: request.query.limit ?? DEFAULTS.favoritesList, offset: request.query.offset ?? 0 },
      language,
    );
    return { success: true, actors: page.items, total: page.total };
  });

  app.get('/guest/favorite/actorSettings', async (request) => ({
    success: true,
    settings: await favoriteActorSettings(app.db, request.guestId),
  }));

  app.post<RouteTypes<typeof saveSettings>>('/guest/favorite/actorSettings/save', { schema: saveSettings }, async (request) => {
    await saveFavoriteActorSettings(app.db, request.guestId, request.body);
    return { success: true };
  });
});
