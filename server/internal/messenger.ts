// Internal routes of the messenger (spec part 2 §7.9 grantMessengerGifts; the rest ours): gifts
// put in a guest's hands in advance, an actor writing to a guest or blocking or unblocking a
// guest's channel (performer side), and a notification made for a guest (tests and demos).
import type { FastifyInstance } from 'fastify';
import { grantGifts } from '../domain/messengerGifts.ts';
import { notify } from '../domain/notifications.ts';
import { blockChannel, findGuest, writeAsActor } from '../domain/performerActions.ts';
import { id, idText } from '../schemas/common.ts';
import { boolean, integer, nullable, object, oneOf, type Static, string } from '../schemas/json.ts';

const grantBody = object({ guestId: id, giftId: id, quantity: integer(1, 1_000) });
const blockParams = object({ channelId: idText });
const blockBody = object({ blocked: boolean });
const actorMessageParams = object({ actorId: idText });
const actorMessageBody = object({ guestId: id, text: string(1, 2_000), media: oneOf('image', 'audio') }, ['media']);
const notifyBody = object({ guestId: id, type: integer(1, 1_000), text: string(1, 500), link: nullable(string(1, 500)) });

export async function internalMessengerRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true };

  app.post<{ Body: Static<typeof grantBody> }>(
    '/internal/grantMessengerGifts',
    { config, schema: { body: grantBody } },
    async (request) => {
      await findGuest(app.db, request.body.guestId);
      await grantGifts(app.db, request.body.guestId, request.body.giftId, request.body.quantity);
      return { success: true };
    },
  );

  app.post<{ Params: Static<typeof blockParams>; Body: Static<typeof blockBody> }>(
    '/internal/channels/:channelId/block',
    { config, schema: { params: blockParams, body: blockBody } },
    async (request) => {
      await blockChannel(app.db, app.bus, Number(request.params.channelId), request.body.blocked);
      return { success: true };
    },
  );

  app.post<{ Params: Static<typeof actorMessageParams>; Body: Static<typeof actorMessageBody> }>(
    '/internal/actors/:actorId/message',
    { config, schema: { params: actorMessageParams, body: actorMessageBody } },
    async (request) => ({
      success: true,
      ...(await writeAsActor(app.db, app.bus, { actorId: Number(request.params.actorId), ...request.body })),
    }),
  );

  app.post<{ Body: Static<typeof notifyBody> }>('/internal/notify', { config, schema: { body: notifyBody } }, async (request) => {
    await findGuest(app.db, request.body.guestId);
    return { success: true, notification: await notify(app.db, app.bus, request.body) };
  });
}
