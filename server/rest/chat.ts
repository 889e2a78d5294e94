// After a live chat (live chat issue; spec part 1 §4, part 2 §7.6 survey/chatexit): the guest
// rates the chat that just ended, once; the actor's chat ratings of the last ninety days follow
// (a rating of 4 or 5 counts as satisfied).
import type { FastifyInstance } from 'fastify';
import { CHAT_RATING_TEXT_MAX } from '../../src/contract/chat.ts';
import { rateEndedChat } from '../domain/chat.ts';
import { loggedIn } from './loggedInScope.ts';
import { MAX_ID } from '../../src/contract/validation.ts';

export const chatRoutes = loggedIn(async (app: FastifyInstance) => {
  app.post<{ Body: { actorId: number; exitCode: number; rating: number; text?: string } }>(
    '/survey/chatexit',
    {
      schema: {
        body: {
          type: 'object',
          required: ['actorId', 'exitCode', 'rating'],
          additionalProperties: false,
          properties: {
            actorId: { type: 'integer', minimum: 1, maximum: MAX_ID },
            exitCode: { type: 'integer', minimum: 100, maximum: 999 },
            rating: { type: 'integer', minimum: 1, maximum: 5 },
            text: { type: 'string', maxLength: CHAT_RATING_TEXT_MAX },
          },
        },
      },
    },
    async (request) => {
      const { actorId, exitCode, rating } = request.body;
      await rateEndedChat(app.db, { guestId: request.guestId, actorId, exitCode, rating, text: request.body.text?.trim() || null, now: Date.now() });
      return { success: true };
    },
  );
});
