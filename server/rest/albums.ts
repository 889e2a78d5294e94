// album/{albumId}/buy (spec part 2 §7.4, part 1 §4 Album purchase): the rules live in
// server/domain/purchases.ts; the answer carries the new balance for the navbar.
import type { FastifyInstance } from 'fastify';
import { buyAlbum } from '../domain/purchases.ts';
import { idParams } from '../schemas/common.ts';
import type { RouteTypes } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

const buy = { params: idParams('albumId') };

export const albumRoutes = loggedIn(async (app: FastifyInstance) => {
  app.post<RouteTypes<typeof buy>>('/album/:albumId/buy', { schema: buy }, async (request) => {
    const result = await buyAlbum(app.db, app.bus, { guestId: request.guestId, albumId: Number(request.params.albumId) });
    return { success: true, balance: result.balance, balanceFormatted: result.balanceFormatted, kind: result.kind };
  });
});
