import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hit } from '../../server/domain/rateLimit.ts';
import { checkoutCall, mailedLinks, openFrameSession, signUpGuest, startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL account tests skipped: DATABASE_URL is not set');

describe.skipIf(!url)('accounts on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The login sends its address in X-Forwarded-For: believed from a trusted proxy only.
    t = await startTestServer({ databaseUrl: url, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const logIn = async (email: string, password: string) => {
    const { session } = await openFrameSession(t, await t.anonymousToken());
    return checkoutCall(
      t.checkoutUrl,
      'login',
      { email, password, stayLoggedIn: false },
      { session, headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
  };

  test('after five wrong passwords the sixth attempt is refused, even with the right password', async () => {
    const guest = await signUpGuest(t);
    for (let i = 0; i < 5; i++) expect((await logIn(guest.email, `wrong ${i}`)).status).toBe(401);
    expect((await logIn(guest.email, guest.password)).status).toBe(429);
  });

  test('parallel attempts on one key are each counted once', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => hit(t.server.db, 'pg-parallel', { max: 5, windowMs: 60_000 }, 1_000)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  test('a name taken in another case is refused', async () => {
    const first = await signUpGuest(t);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const answer = await checkoutCall(
      t.checkoutUrl,
      'signup',
      {
        email: `x.${first.email}`,
        name: first.name.toUpperCase(),
        password: 'a fine password',
        language: 'en',
        acceptTerms: true,
        stayLoggedIn: false,
      },
      { session },
    );
    expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { field: 'name' } });
  });

  test('a reset link sets a new password once', async () => {
    const guest = await signUpGuest(t);
    await checkoutCall(t.checkoutUrl, 'password/lost', { email: guest.email, language: 'en' });
    const code = new URL(mailedLinks(t, 'password reset link', guest.email)[0]!).searchParams.get('resetCode')!;
    expect((await checkoutCall(t.checkoutUrl, 'password/reset', { code, password: 'new pg password' })).status).toBe(200);
    expect((await checkoutCall(t.checkoutUrl, 'password/reset', { code, password: 'new pg password' })).status).toBe(404);
    expect((await logIn(guest.email, 'new pg password')).status).toBe(200);
  });
});
