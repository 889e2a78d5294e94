import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERNAL_TOKEN, newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, openSession } from './socketClient.ts';

// Issue 21 point 7: support revokes an accepted age check through the internal route; the
// guest's snapshot says hasAvs false from then on and its open sockets hear avs.revoked.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const revoke = (guestId: number | string, token: string | null = INTERNAL_TOKEN) =>
  internal(t.baseUrl, token, 'POST', `guests/${guestId}/avs/revoke`);
const avsChecks = (guestId: number) =>
  t.server.db.selectFrom('avsChecks').select(['status', 'method']).where('guestId', '=', guestId).execute();

describe('revoking an age check', () => {
  test('a revoked guest hears avs.revoked and its next snapshot has no age check', async () => {
    const { token, guestId } = await newGuest(t, { avsStatus: 'accepted' });
    const socket = await openSession(t.baseUrl, token);
    expect(socket.ack.data.guest).toMatchObject({ hasAvs: true, avsStatus: 'accepted' });
    expect(await revoke(guestId)).toEqual({ status: 200, body: { success: true } });
    await socket.next('avs.revoked');
    await socket.close();
    const again = await openSession(t.baseUrl, token);
    expect(again.ack.data.guest).toMatchObject({ hasAvs: false, avsStatus: 'unknown' });
    await again.close();
    expect(await avsChecks(guestId)).toEqual([{ status: 'revoked', method: 'revoke' }]);
  });

  test('a guest without an accepted age check cannot be revoked and hears nothing', async () => {
    const { token, guestId } = await newGuest(t, { avsStatus: 'pending' });
    const socket = await openSession(t.baseUrl, token);
    const answer = await revoke(guestId);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'notAccepted' } });
    const row = await t.server.db.selectFrom('guests').select('avsStatus').where('id', '=', guestId).executeTakeFirstOrThrow();
    expect(row.avsStatus).toBe('pending');
    expect(await avsChecks(guestId)).toEqual([]);
    expect(socket.received.some((frame) => frame.type === 'avs.revoked')).toBe(false);
    await socket.close();
  });

  test('revoking twice revokes once', async () => {
    const { guestId } = await newGuest(t, { avsStatus: 'accepted' });
    const answers = await Promise.all([revoke(guestId), revoke(guestId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await avsChecks(guestId)).toHaveLength(1);
  });

  test('an unknown or malformed guest id is refused', async () => {
    expect((await revoke(999_999)).status).toBe(404);
    expect((await revoke('abc')).status).toBe(400);
  });

  test('without the internal token the route refuses and changes nothing', async () => {
    const { guestId } = await newGuest(t, { avsStatus: 'accepted' });
    expect((await revoke(guestId, null)).status).toBe(403);
    expect((await revoke(guestId, 'wrong')).status).toBe(403);
    expect(await avsChecks(guestId)).toEqual([]);
  });
});
