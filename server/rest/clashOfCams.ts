// REST of clash of cams (ours; src/contract/clashOfCams.ts): the current clash with its standing
// and the asking guest's vote, and the vote itself (decided in server/domain/clashOfCams.ts).
// An anonymous guest is refused with UNAUTHORIZED: the screen asks them to log in.
import type { FastifyInstance } from 'fastify';
import type { RestPayload } from '../../src/contract/rest.ts';
import { currentClash, voteInClash } from '../domain/clashOfCams.ts';
import { id } from '../schemas/common.ts';
import { object, type RouteTypes, shapeOf } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const vote = { body: shapeOf<RestPayload<'clashofcams/vote'>>()(object({ clashId: id, actorId: id })) };

export async function clashOfCamsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/clashofcams/current', async (request) => ({
    success: true,
    clash: await currentClash(app.db, { guestId: request.access.guestId, language: requestLanguage(request), now: Date.now() }),
  }));

  await app.register(loggedIn(clashVoteRoutes));
}

/** A vote needs a logged-in guest: the screen asks an anonymous one to log in. */
async function clashVoteRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof vote>>('/clashofcams/vote', { schema: vote }, async (request) => {
    return { success: true, ...(await voteInClash(app.db, app.bus, { guestId: request.guestId, ...request.body })) };
  });
}
