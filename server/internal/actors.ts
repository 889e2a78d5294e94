// Internal routes for what actors do that the guest side only sees: the chat ratings of the last
// ninety days at an exact value (spec part 1 §5: shown only from 10 ratings, so the boundary is
// testable on the seeded database), and an actor's gift of a video or album to a guest.
import type { FastifyInstance } from 'fastify';
import { giftAlbumToGuest, setChatRatings } from '../domain/performerActions.ts';
import { idText, object, type JsonSchema } from '../realtime/jsonSchema.ts';

const actorParams = object<{ actorId: string }>({ actorId: idText });
const ratingsBody: JsonSchema = object<{ countRatings: number; satisfactionRate: number }>({
  countRatings: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  satisfactionRate: { type: 'integer', minimum: 0, maximum: 100 },
});

const giftBody: JsonSchema = object<{ guestId: number; albumId: number }>({
  guestId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  albumId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
});

export async function internalActorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { guestId: number; albumId: number } }>('/internal/album_gift', { config: { public: true }, schema: { body: giftBody } }, async (request) => {
    const gift = await giftAlbumToGuest(app.db, app.bus, request.body);
    return { success: true, ...gift };
  });

  app.post<{ Params: { actorId: string }; Body: { countRatings: number; satisfactionRate: number } }>(
    '/internal/actors/:actorId/chatRatings',
    { config: { public: true }, schema: { params: actorParams, body: ratingsBody } },
    async (request) => {
      await setChatRatings(app.db, Number(request.params.actorId), request.body);
      return { success: true };
    },
  );
}
