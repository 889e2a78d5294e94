// The logged-in route scope: routes registered through loggedIn() are answered only for a
// logged-in guest, checked once by the scope's hook instead of in each handler, and their
// handlers read the guest as `request.guestId` (a number, never null).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in guest; set by the loggedIn() scope's hook, so only its routes may read it. */
    guestId: number;
  }
}

/**
 * A plugin registering `routes` behind the login check. The hook is a preHandler inside the
 * scope, so it runs after schema validation and after the token guard (server/rest/auth.ts):
 * bad input is still refused first, then an anonymous token with UNAUTHORIZED.
 */
export function loggedIn(routes: (app: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('guestId', 0);
    app.addHook('preHandler', async (request) => {
      const { guestId } = request.access;
      if (guestId === null) throw new ApiError('UNAUTHORIZED', 'This call needs a logged-in guest: log in first.');
      request.guestId = guestId;
    });
    await routes(app);
  };
}
