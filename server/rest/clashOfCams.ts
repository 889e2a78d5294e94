// REST of clash of cams (ours; src/contract/clashOfCams.ts): the current clash with its standing
// and the asking guest's vote, and the vote itself (decided in server/domain/clashOfCams.ts).
// An anonymous guest is refused with UNAUTHORIZED: the screen asks them to log in.
import type { FastifyInstance } from 'fastify';
import { currentClash, voteInClash } from '../domain/clashOfCams.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

export async function clashOfCamsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/clashofcams/current', async (request) => ({
    success: true,
    clash: await currentClash(app.db, { guestId: request.access.guestId, language: requestLanguage(request), now: Date.now() }),
  }));

  await app.register(loggedIn(clashVoteRoutes));
}

/** A vote needs a logged-in guest: the screen asks an anonymous one to log in. */
async function clashVoteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { clashId: number; actorId: number } }>(
    '/clashofcams/vote',
    { schema: { body: { type: 'object', properties: { clashId: id, actorId: id }, required: ['clashId', 'actorId'], additionalProperties: false } } },
    async (request) => {
      return { success: true, ...(await voteInClash(app.db, app.bus, { guestId: request.guestId, ...request.body })) };
    },
  );
}
