// The server for the web push tests, its push service a local stand-in (tests/pushStandIn.ts)
// whose pushes and answers the tests read and set, and the moves the tests repeat: pinning an
// actor over the socket and switching an actor online over the internal API.
import { afterAll, beforeAll } from 'vitest';
import { INTERNAL_TOKEN } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pinOverSocket as pinTo, type Received, startPushStandIn } from './pushHelpers.ts';
import { internal } from './socketClient.ts';

export let t: TestServer;
let pushService: Awaited<ReturnType<typeof startPushStandIn>>;
export let pushHost = '';
export let received: Received[] = [];
export let statusFor = new Map<string, number>();

/** Starts the stand-in push service and a test server sending to it, for the calling test file. */
export function startWebPushServer(): void {
  beforeAll(async () => {
    pushService = await startPushStandIn();
    ({ host: pushHost, received, statusFor } = pushService);
    t = await startTestServer({ env: { INTERNAL_TOKEN, PUSH_TEST_HOSTS: pushHost } });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });
}

export const pinOverSocket = (token: string, actorId: number) => pinTo(t, token, actorId);
export const setOnline = (actorId: number, online: boolean) =>
  internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${actorId}/online`, { online });
