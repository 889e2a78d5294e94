// After a live chat (live chat issue; spec part 1 §4, part 2 §7.6 survey/chatexit): the guest
// rates the chat that just ended, once; the actor's chat ratings of the last ninety days follow
// (a rating of 4 or 5 counts as satisfied).
import type { FastifyInstance } from 'fastify';
import { CHAT_RATING_TEXT_MAX } from '../../src/contract/chat.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { rateEndedChat } from '../domain/chat.ts';
import { id } from '../schemas/common.ts';
import { integer, object, type RouteTypes, shapeOf, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

const chatExit = {
  body: shapeOf<RestPayload<'survey/chatexit'>>()(
    object({ actorId: id, exitCode: integer(100, 999), rating: integer(1, 5), text: string(undefined, CHAT_RATING_TEXT_MAX) }, ['text']),
  ),
};

export const chatRoutes = loggedIn(async (app: FastifyInstance) => {
  app.post<RouteTypes<typeof chatExit>>('/survey/chatexit', { schema: chatExit }, async (request) => {
    const { actorId, exitCode, rating } = request.body;
    await rateEndedChat(app.db, {
      guestId: request.guestId,
      actorId,
      exitCode,
      rating,
      text: request.body.text?.trim() || null,
      now: Date.now(),
    });
    return { success: true };
  });
});
