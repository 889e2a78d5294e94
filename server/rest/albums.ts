// album/{albumId}/buy (spec part 2 §7.4, part 1 §4 Album purchase): the rules live in
// server/domain/purchases.ts; the answer carries the new balance for the navbar.
import type { FastifyInstance } from 'fastify';
import { buyAlbum } from '../domain/purchases.ts';
import { loggedIn } from './loggedInScope.ts';
import { ID_PATTERN } from '../../src/contract/validation.ts';

const params = { type: 'object', properties: { albumId: { type: 'string', pattern: ID_PATTERN } }, required: ['albumId'], additionalProperties: false };

export const albumRoutes = loggedIn(async (app: FastifyInstance) => {
  app.post<{ Params: { albumId: string } }>('/album/:albumId/buy', { schema: { params } }, async (request) => {
    const result = await buyAlbum(app.db, app.bus, { guestId: request.guestId, albumId: Number(request.params.albumId) });
    return { success: true, balance: result.balance, balanceFormatted: result.balanceFormatted, kind: result.kind };
  });
});
