// After a live chat (live chat issue; spec part 1 §4, part 2 §7.6 survey/chatexit): the guest
// rates the chat that just ended, once; the actor's chat ratings of the last ninety days follow
// (a rating of 4 or 5 counts as satisfied).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../errors.ts';
import { CHAT_RATING_TEXT_MAX } from '../../src/contract/chat.ts';
import { loggedIn } from './loggedInScope.ts';
import { MAX_ID } from '../../src/contract/validation.ts';

/** A chat can be rated this long after it ended. */
const RATING_WINDOW_MS = 24 * 3_600_000;

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
      const guestId = request.guestId;
      const now = Date.now();
      const { actorId, exitCode, rating } = request.body;
      const text = request.body.text?.trim() || null;
      await app.db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('chatSessions')
          .select('id')
          .where('guestId', '=', guestId)
          .where('actorId', '=', actorId)
          .where('endCode', '=', exitCode)
          .where('endedAt', '>=', now - RATING_WINDOW_MS)
          .where('rating', 'is', null)
          .orderBy('endedAt', 'desc')
          .executeTakeFirst();
        if (!session) throw new ApiError('NOT_FOUND', 'There is no ended chat with this actor to rate (or it was rated already).');
        const rated = await trx.updateTable('chatSessions').set({ rating, ratingText: text }).where('id', '=', session.id).where('rating', 'is', null).executeTakeFirst();
        if (Number(rated.numUpdatedRows) !== 1) throw new ApiError('CONFLICT', 'This chat was rated already.');
        const satisfied = rating >= 4 ? 100 : 0;
        const updated = await trx
          .updateTable('actorChatRatings')
          .set({
            satisfactionRate: sql<number>`(satisfaction_rate * count_ratings + ${satisfied}) / (count_ratings + 1)`,
            countRatings: sql<number>`count_ratings + 1`,
            updatedAt: now,
          })
          .where('actorId', '=', actorId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('actorChatRatings').values({ actorId, countRatings: 1, satisfactionRate: satisfied, updatedAt: now }).execute();
      });
      return { success: true };
    },
  );
});
