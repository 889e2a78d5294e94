// Web push seen from outside, for the server tests: the stand-in push service, a browser's keys
// and decryption (tests/pushStandIn.ts, shared with the end-to-end tests), and pinning.
import type { TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

export { browserKeys, decrypt, type Received, startPushStandIn } from '../pushStandIn.ts';

/** Pins an actor as the guest does, over the socket. */
export async function pinOverSocket(t: TestServer, token: string, actorId: number): Promise<void> {
  const socket = await openSession(t.baseUrl, token);
  socket.send({ type: 'pin', data: { kind: 'actor', id: actorId } });
  socket.send({ type: 'ping', data: {} });
  await socket.next('pong');
  socket.close();
}
