// Internal routes of accounts: lock a guest (support and tests). Its sessions end and its
// sockets get guest.locked, on which the app logs the tab out.
import type { FastifyInstance } from 'fastify';
import { lockGuest } from '../domain/accounts.ts';
import { idText } from '../schemas/common.ts';
import { object, type Static } from '../schemas/json.ts';

const guestParams = object({ guestId: idText });

export async function internalAccountRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: Static<typeof guestParams> }>(
    '/internal/guests/:guestId/lock',
    { config: { public: true }, schema: { params: guestParams } },
    async (request) => {
      await lockGuest(app.db, app.bus, Number(request.params.guestId));
      return { success: true };
    },
  );
}
