// Issue 19 point 3: a client claims no address and no country of its own. X-Forwarded-For and
// the country header count only when the request's direct peer is a trusted proxy (TRUST_PROXY);
// here the test itself is the peer, 127.0.0.1, trusted by one server and not by the other.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutCall, openFrameSession, startTestServer, type TestServer } from './harness.ts';

let direct: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  direct = await startTestServer();
  behindProxy = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

/**
 * Failed logins, each for its own e-mail from its own claimed address: more than an address may
 * fail (20 today), so the per-address window is full before the last one.
 */
const ATTEMPTS = 23;
/** Each failed login checks a password (scrypt): about 0.1 s, over a second on a machine as busy as CI's can be. */
const LOGINS_TIMEOUT_MS = 180_000;
let attempt = 0;

/** A wrong password for an e-mail of its own, claiming an address of its own in X-Forwarded-For. */
async function wrongLoginFromNewAddress(t: TestServer, session: string) {
  attempt += 1;
  const headers = { 'x-forwarded-for': `203.0.113.${attempt % 250}, 198.51.100.${attempt % 250}` };
  return checkoutCall(
    t.checkoutUrl,
    'login',
    { email: `nobody.${attempt}@example.com`, password: 'not the password', stayLoggedIn: false },
    { session, headers },
  );
}

async function actorNine(t: TestServer, headers: Record<string, string>) {
  await t.server.db.updateTable('actors').set({ bannedCountryCodes: '["AT","CH"]' }).where('id', '=', 9).execute();
  const response = await fetch(`${t.baseUrl}/api/v1/actor/getActorDataByIdOrName/9`, {
    headers: { authorization: `Bearer ${await t.anonymousToken()}`, ...headers },
  });
  return ((await response.json()) as { actor: { isBanned: boolean } }).actor;
}

describe('no proxy trusted (the default)', () => {
  test(
    'a client rotating X-Forwarded-For is still one address: its failed logins are limited all the same',
    async () => {
      const { session } = await openFrameSession(direct, await direct.anonymousToken());
      const statuses: number[] = [];
      for (let n = 0; n < ATTEMPTS; n++) statuses.push((await wrongLoginFromNewAddress(direct, session)).status);
      const refusedFrom = statuses.indexOf(429);
      expect(refusedFrom).toBeGreaterThan(0);
      expect(statuses.slice(0, refusedFrom).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(refusedFrom).every((status) => status === 429)).toBe(true);
      const refused = await wrongLoginFromNewAddress(direct, session);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
    },
    LOGINS_TIMEOUT_MS,
  );

  test('the country header is ignored: an actor banned in that country is not flagged', async () => {
    expect((await actorNine(direct, { 'cf-ipcountry': 'CH' })).isBanned).toBe(false);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  test(
    'the forwarded address is the client address: as many failed logins from as many addresses are each answered',
    async () => {
      const { session } = await openFrameSession(behindProxy, await behindProxy.anonymousToken());
      for (let n = 0; n < ATTEMPTS; n++) expect((await wrongLoginFromNewAddress(behindProxy, session)).status).toBe(401);
    },
    LOGINS_TIMEOUT_MS,
  );

  test('the country header decides: an actor banned in that country is flagged, elsewhere not', async () => {
    expect((await actorNine(behindProxy, { 'cf-ipcountry': 'CH' })).isBanned).toBe(true);
    expect((await actorNine(behindProxy, { 'cf-ipcountry': 'DE' })).isBanned).toBe(false);
  });
});
