// Internal routes for what actors do that the guest side only sees: the chat ratings of the last
// ninety days at an exact value (spec part 1 §5: shown only from 10 ratings, so the boundary is
// testable on the seeded database), and an actor's gift of a video or album to a guest.
import type { FastifyInstance } from 'fastify';
import { giftAlbumToGuest, setChatRatings } from '../domain/performerActions.ts';
import { id, idText } from '../schemas/common.ts';
import { integer, object, type Static } from '../schemas/json.ts';

const actorParams = object({ actorId: idText });
const ratingsBody = object({ countRatings: integer(0, 1_000_000), satisfactionRate: integer(0, 100) });

const giftBody = object({ guestId: id, albumId: id });

export async function internalActorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Static<typeof giftBody> }>(
    '/internal/album_gift',
    { config: { public: true }, schema: { body: giftBody } },
    async (request) => {
      const gift = await giftAlbumToGuest(app.db, app.bus, request.body);
      return { success: true, ...gift };
    },
  );

  app.post<{ Params: Static<typeof actorParams>; Body: Static<typeof ratingsBody> }>(
    '/internal/actors/:actorId/chatRatings',
    { config: { public: true }, schema: { params: actorParams, body: ratingsBody } },
    async (request) => {
      await setChatRatings(app.db, Number(request.params.actorId), request.body);
      return { success: true };
    },
  );
}
