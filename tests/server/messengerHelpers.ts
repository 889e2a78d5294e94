// Helpers of the messenger tests (messenger issue): a guest's tab as a socket, a message.send
// frame, an actor with a known message price, and a call to the internal routes.
import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN } from './guestHelpers.ts';
import type { TestServer } from './harness.ts';
import { openSession, type TestSocket } from './socketClient.ts';

export const tab = (t: TestServer, token: string): Promise<TestSocket> => openSession(t.baseUrl, token);

export const send = (
  socket: TestSocket,
  actorId: number,
  extra: Partial<{ clientId: string; text: string; giftId: number | null; toyControlId: number | null }> = {},
) => {
  const clientId = extra.clientId ?? randomUUID();
  socket.send({
    type: 'message.send',
    data: {
      clientId,
      actorId,
      text: extra.text ?? 'Hello there',
      attachments: [],
      giftId: extra.giftId ?? null,
      toyControlId: extra.toyControlId ?? null,
    },
  });
  return clientId;
};

/** An actor with a known message price and no free messages, so prices are exact. */
export async function pricedActor(t: TestServer, priceCents: number, skip = 0, fields: Record<string, number> = {}) {
  const actor = await t.server.db
    .selectFrom('actors')
    .select('id')
    .orderBy('id')
    .offset(10 + skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.server.db
    .updateTable('actors')
    .set({ priceMessage: priceCents, priceFreeMessages: 0, ...fields })
    .where('id', '=', actor.id)
    .execute();
  return actor.id;
}

export const internal = (t: TestServer, path: string, body: unknown) =>
  fetch(`${t.baseUrl}/api/v1/internal/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
    body: JSON.stringify(body),
  });
