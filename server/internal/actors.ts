// Internal route for actor data the tests need at an exact value: the chat ratings of the last
// ninety days (spec part 1 §5: shown only from 10 ratings), so the boundary is testable on the
// seeded database.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { object, type JsonSchema } from '../realtime/jsonSchema.ts';

const actorParams = object<{ actorId: string }>({ actorId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } });
const ratingsBody: JsonSchema = object<{ countRatings: number; satisfactionRate: number }>({
  countRatings: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  satisfactionRate: { type: 'integer', minimum: 0, maximum: 100 },
});

export async function internalActorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { actorId: string }; Body: { countRatings: number; satisfactionRate: number } }>(
    '/internal/actors/:actorId/chatRatings',
    { config: { public: true }, schema: { params: actorParams, body: ratingsBody } },
    async (request) => {
      const actorId = Number(request.params.actorId);
      const { countRatings, satisfactionRate } = request.body;
      const updated = await app.db
        .updateTable('actorChatRatings')
        .set({ countRatings, satisfactionRate, updatedAt: Date.now() })
        .where('actorId', '=', actorId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const actor = await app.db.selectFrom('actors').select('id').where('id', '=', actorId).executeTakeFirst();
        if (!actor) throw new ApiError('NOT_FOUND', `No actor ${actorId}.`);
        await app.db.insertInto('actorChatRatings').values({ actorId, countRatings, satisfactionRate, updatedAt: Date.now() }).execute();
      }
      return { success: true };
    },
  );
}
