// Internal routes for what actors do that the guest side only sees: the chat ratings of the last
// ninety days at an exact value (spec part 1 §5: shown only from 10 ratings, so the boundary is
// testable on the seeded database), and an actor's gift of a video or album to a guest.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { giftAlbum } from '../domain/purchases.ts';
import { notify, NOTIFICATION_TEXTS, NOTIFICATION_TYPE } from '../domain/notifications.ts';
import { buildPath } from '../../src/app/routes.ts';
import type { Language } from '../../src/contract/enums.ts';
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
    const guest = await app.db.selectFrom('guests').select(['id', 'language']).where('id', '=', request.body.guestId).executeTakeFirst();
    if (!guest) throw new ApiError('NOT_FOUND', `No guest ${request.body.guestId}.`);
    const gift = await giftAlbum(app.db, request.body);
    if (gift.isNew) {
      // the guest hears of it: a notification leading to the media library
      const album = await app.db.selectFrom('albums').innerJoin('actors', 'actors.id', 'albums.actorId').select('actors.name').where('albums.id', '=', request.body.albumId).executeTakeFirstOrThrow();
      const language = guest.language as Language;
      await notify(app.db, app.bus, { guestId: guest.id, type: NOTIFICATION_TYPE.gift, text: (NOTIFICATION_TEXTS[language] ?? NOTIFICATION_TEXTS.en).gift(album.name), link: buildPath('myMediathek', {}, language) });
    }
    return { success: true, ...gift };
  });

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
