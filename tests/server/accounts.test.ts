import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { resetPassword } from '../../server/domain/accountLinks.ts';
import { listSessions, revokeSessions } from '../../server/domain/accounts.ts';
import { CHECKOUT_TTL_MS } from '../../src/contract/checkoutRules.ts';
import { checkoutCall, mailedLinks, openFrameSession, restPost, signUpGuest, startTestServer, type TestServer } from './harness.ts';
import { internal, openSession } from './socketClient.ts';

const INTERNAL_TOKEN = 'accounts-test-internal-token';
let t: TestServer;
beforeAll(async () => {
  // Each test sends its own address in X-Forwarded-For: believed from a trusted proxy only.
  t = await startTestServer({ env: { INTERNAL_TOKEN, TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
});

let addressNumber = 0;
/** A client address of its own, so the per-address failure window of one test does not reach another. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressNumber}` });

async function logIn(email: string, password: string, headers: Record<string, string> = {}, stayLoggedIn = false) {
  const { session } = await openFrameSession(t, await t.anonymousToken());
  return checkoutCall(t.checkoutUrl, 'login', { email, password, stayLoggedIn }, { session, headers });
}

const balanceWith = (token: string) =>
  fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: `Bearer ${token}` } });

describe('signup', () => {
  test('signing up logs the guest in with a new token and the anonymous one stops working', async () => {
    const guest = await signUpGuest(t);
    expect(guest.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(guest.token).not.toBe(guest.anonymousToken);
    expect((await balanceWith(guest.token)).status).toBe(200);
    const old = await balanceWith(guest.anonymousToken);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
  });

  test('an e-mail that already has an account is refused, whatever its case', async () => {
    const first = await signUpGuest(t);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const answer = await checkoutCall(
      t.checkoutUrl,
      'signup',
      {
        email: first.email.toUpperCase(),
        name: `other_${first.name}`,
        password: 'another password',
        language: 'en',
        acceptTerms: true,
        stayLoggedIn: false,
      },
      { session },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { field: 'email' } });
  });

  test('a name that is taken is refused, whatever its case', async () => {
    const first = await signUpGuest(t);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const answer = await checkoutCall(
      t.checkoutUrl,
      'signup',
      {
        email: `other.${first.email}`,
        name: first.name.toUpperCase(),
        password: 'another password',
        language: 'en',
        acceptTerms: true,
        stayLoggedIn: false,
      },
      { session },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { field: 'name' } });
  });

  test.each([
    ['email', { email: 'not-an-email' }],
    ['name', { name: 'no spaces allowed' }],
    ['name', { name: 'ab' }],
    ['password', { password: 'short' }],
  ])('a signup with a bad %s is refused and names the field', async (field, change) => {
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const body = {
      email: 'fine@example.com',
      name: 'fine_name',
      password: 'a fine password',
      language: 'en',
      acceptTerms: true,
      stayLoggedIn: false,
      ...change,
    };
    const answer = await checkoutCall(t.checkoutUrl, 'signup', body, { session });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field } });
  });

  test('a signup without accepting the terms is refused', async () => {
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const answer = await checkoutCall(
      t.checkoutUrl,
      'signup',
      {
        email: 'terms@example.com',
        name: 'terms_name',
        password: 'a fine password',
        language: 'en',
        acceptTerms: false,
        stayLoggedIn: false,
      },
      { session },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('the password never reaches the log', async () => {
    await signUpGuest(t, { password: 'secret-in-no-log-line' });
    expect(t.logs.join('')).not.toContain('secret-in-no-log-line');
  });
});

describe('login', () => {
  test('the right password logs in with a new token bound to the guest, replacing the anonymous one', async () => {
    const guest = await signUpGuest(t);
    const anonymous = await t.anonymousToken();
    const { session } = await openFrameSession(t, anonymous);
    const answer = await checkoutCall(
      t.checkoutUrl,
      'login',
      { email: guest.email, password: guest.password, stayLoggedIn: false },
      { session, headers: ownAddress() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.guest).toMatchObject({ id: guest.guestId, name: guest.name });
    expect(answer.body.accessToken).not.toBe(guest.token);
    expect((await balanceWith(answer.body.accessToken)).status).toBe(200);
    expect((await balanceWith(anonymous)).status).toBe(401);
    // The frame's session now runs as the guest.
    const frameGuest = await checkoutCall(t.checkoutUrl, 'guest', {}, { session });
    expect(frameGuest.body.guest.id).toBe(guest.guestId);
  });

  test('the demo account of the seed logs in with its documented password and holds 20 €', async () => {
    const answer = await logIn('demo@example.com', 'demo-password', ownAddress());
    expect(answer.status).toBe(200);
    expect(answer.body.guest).toMatchObject({ name: 'DemoGuest', balanceCents: 2_000 });
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const guest = await signUpGuest(t);
    const wrongPassword = await logIn(guest.email, 'not the password', ownAddress());
    const unknownEmail = await logIn(`nobody.${guest.email}`, 'not the password', ownAddress());
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error.code).toBe('UNAUTHORIZED');
  });

  test('after five wrong passwords the sixth attempt is refused, even with the right password', async () => {
    const guest = await signUpGuest(t);
    const address = ownAddress();
    for (let i = 0; i < 5; i++) expect((await logIn(guest.email, `wrong ${i}`, address)).status).toBe(401);
    const sixth = await logIn(guest.email, guest.password, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
    expect(sixth.body.error.details.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect(sixth.body.error.details.retryAfterMs).toBeLessThanOrEqual(15 * 60_000);
  });

  test('a refused login does not count or log in: the window stays as it was', async () => {
    const guest = await signUpGuest(t);
    const address = ownAddress();
    for (let i = 0; i < 5; i++) await logIn(guest.email, `wrong ${i}`, address);
    const refused = await logIn(guest.email, guest.password, address);
    expect(refused.body.accessToken).toBeUndefined();
    const row = await t.server.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', `login:email:${guest.email}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(5);
  });

  test("another e-mail's logins are not affected by a limited e-mail", async () => {
    const limited = await signUpGuest(t);
    const other = await signUpGuest(t);
    const address = ownAddress();
    for (let i = 0; i < 5; i++) await logIn(limited.email, `wrong ${i}`, address);
    expect((await logIn(limited.email, limited.password, address)).status).toBe(429);
    expect((await logIn(other.email, other.password, address)).status).toBe(200);
  });

  test('twenty failed logins from one address refuse every e-mail from that address', async () => {
    const guest = await signUpGuest(t);
    const address = ownAddress();
    for (let i = 0; i < 20; i++) expect((await logIn(`nobody${i}@example.com`, 'wrong password', address)).status).toBe(401);
    expect((await logIn(guest.email, guest.password, address)).status).toBe(429);
    expect((await logIn(guest.email, guest.password, ownAddress())).status).toBe(200);
  });

  test("a successful login clears the e-mail's failures", async () => {
    const guest = await signUpGuest(t);
    const address = ownAddress();
    for (let i = 0; i < 4; i++) await logIn(guest.email, `wrong ${i}`, address);
    expect((await logIn(guest.email, guest.password, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await logIn(guest.email, `wrong again ${i}`, address)).status).toBe(401);
    expect((await logIn(guest.email, guest.password, address)).status).toBe(200);
  });
});

describe('locking a guest', () => {
  test("a locked guest's socket gets guest.locked, its token is refused and it cannot log in again", async () => {
    const guest = await signUpGuest(t);
    const socket = await openSession(t.baseUrl, guest.token);
    const lock = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `guests/${guest.guestId}/lock`);
    expect(lock.status).toBe(200);
    await socket.next('guest.locked');
    await socket.next('session.expired');
    expect((await balanceWith(guest.token)).status).toBe(401);
    const again = await logIn(guest.email, guest.password, ownAddress());
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('FORBIDDEN');
    // Its frame session ended too.
    expect((await checkoutCall(t.checkoutUrl, 'guest', {}, { session: guest.session })).status).toBe(401);
    await socket.close();
  });

  test('locking an unknown guest answers NOT_FOUND', async () => {
    const lock = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'guests/999999/lock');
    expect(lock.status).toBe(404);
  });
});

describe('sessions and logout', () => {
  test("the guest's sessions list each login with its device and marks the current one", async () => {
    const guest = await signUpGuest(t);
    const second = await logIn(guest.email, guest.password, {
      ...ownAddress(),
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/130.0',
    });
    const sessions = await listSessions(t.server.db, guest.guestId, hashToken(second.body.accessToken), t.server.app.config.tokenLifetimes);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.isCurrent);
    expect(current).toMatchObject({ id: hashToken(second.body.accessToken).slice(0, 16), device: 'Firefox on Windows' });
  });

  test("revoking the other sessions refuses their tokens and ends their sockets' sessions", async () => {
    const guest = await signUpGuest(t);
    const other = await logIn(guest.email, guest.password, ownAddress());
    const socket = await openSession(t.baseUrl, guest.token);
    const revoked = await revokeSessions(t.server.db, guest.guestId, null, hashToken(other.body.accessToken), t.server.app.bus);
    expect(revoked).toBe(1);
    await socket.next('session.expired');
    expect((await balanceWith(guest.token)).status).toBe(401);
    expect((await balanceWith(other.body.accessToken)).status).toBe(200);
    await socket.close();
  });

  test("logging out revokes the token, tells its socket and revokes the guest's login cookies", async () => {
    const guest = await signUpGuest(t);
    const withCookie = await logIn(guest.email, guest.password, ownAddress(), true);
    const cookie = withCookie.headers.get('set-cookie')!.split(';')[0]!;
    const socket = await openSession(t.baseUrl, withCookie.body.accessToken);
    const answer = await restPost(t.baseUrl, 'vxpay/logout', withCookie.body.accessToken);
    expect(answer).toEqual({ status: 200, body: { success: true } });
    await socket.next('session.expired');
    expect((await balanceWith(withCookie.body.accessToken)).status).toBe(401);
    const next = await openFrameSession(t, await t.anonymousToken(), { cookie });
    expect(next.body).toMatchObject({ hasLoginCookie: false, loginCookieName: null });
    await socket.close();
  });
});

describe('password lost and reset', () => {
  test('password lost mails one reset link to the log, and the link sets a new password once', async () => {
    const guest = await signUpGuest(t);
    const socket = await openSession(t.baseUrl, guest.token);
    const lost = await checkoutCall(t.checkoutUrl, 'password/lost', { email: guest.email, language: 'de' }, { headers: ownAddress() });
    expect(lost).toMatchObject({ status: 200, body: { success: true } });
    const links = mailedLinks(t, 'password reset link', guest.email);
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe(t.checkoutUrl);
    expect(link.pathname).toBe('/frame/');
    expect(link.searchParams.get('flow')).toBe('pwdreset');
    expect(link.searchParams.get('language')).toBe('de');
    const code = link.searchParams.get('resetCode')!;
    // The code appears in that one line only.
    expect(t.logs.filter((line) => line.includes(code))).toHaveLength(1);

    const reset = await checkoutCall(t.checkoutUrl, 'password/reset', { code, password: 'a brand new password' });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    await socket.next('session.expired');
    expect((await balanceWith(guest.token)).status).toBe(401);
    expect((await logIn(guest.email, 'a brand new password', ownAddress())).status).toBe(200);
    expect((await logIn(guest.email, guest.password, ownAddress())).status).toBe(401);

    const again = await checkoutCall(t.checkoutUrl, 'password/reset', { code, password: 'yet another password' });
    expect(again.status).toBe(404);
    await socket.close();
  });

  test('password lost for an unknown e-mail answers the same and mails nothing', async () => {
    const answer = await checkoutCall(
      t.checkoutUrl,
      'password/lost',
      { email: 'nobody-here@example.com', language: 'en' },
      { headers: ownAddress() },
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(mailedLinks(t, 'password reset link', 'nobody-here@example.com')).toHaveLength(0);
  });

  test('a fourth password-lost request for one e-mail within the hour is refused', async () => {
    const email = 'often-lost@example.com';
    for (let i = 0; i < 3; i++)
      expect((await checkoutCall(t.checkoutUrl, 'password/lost', { email, language: 'en' }, { headers: ownAddress() })).status).toBe(200);
    const fourth = await checkoutCall(t.checkoutUrl, 'password/lost', { email, language: 'en' }, { headers: ownAddress() });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.details.retryAfterMs).toBeGreaterThan(0);
  });

  test('a reset link is refused after its 30 minutes', async () => {
    const guest = await signUpGuest(t);
    await checkoutCall(t.checkoutUrl, 'password/lost', { email: guest.email, language: 'en' }, { headers: ownAddress() });
    const code = new URL(mailedLinks(t, 'password reset link', guest.email)[0]!).searchParams.get('resetCode')!;
    expect(CHECKOUT_TTL_MS.passwordReset).toBe(30 * 60_000);
    const late = resetPassword(t.server.db, t.server.app.bus, {
      code,
      password: 'too late password',
      now: Date.now() + CHECKOUT_TTL_MS.passwordReset + 1,
    });
    await expect(late).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test('a reset password still has to follow the password rules', async () => {
    const answer = await checkoutCall(t.checkoutUrl, 'password/reset', { code: 'x'.repeat(43), password: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'password' } });
  });
});

describe('e-mail verification', () => {
  test("the signup mail's link verifies the e-mail once and the guest's tabs hear email.verified", async () => {
    const guest = await signUpGuest(t, { email: `Verify.${process.pid}@Example.com` });
    const links = mailedLinks(t, 'e-mail verification link', guest.email.toLowerCase());
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.origin).toBe(t.baseUrl);
    expect(link.pathname).toBe('/en/');
    const code = link.searchParams.get('verifyEmail')!;
    const socket = await openSession(t.baseUrl, guest.token);
    const answer = await restPost(t.baseUrl, 'auth/verifyEmail', guest.token, { code });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    await socket.next('email.verified');
    const row = await t.server.db.selectFrom('guests').select('isEmailVerified').where('id', '=', guest.guestId).executeTakeFirstOrThrow();
    expect(row.isEmailVerified).toBe(1);
    expect((await restPost(t.baseUrl, 'auth/verifyEmail', guest.token, { code })).status).toBe(404);
    await socket.close();
  });

  test('a request for the verification link keeps its code out of the request log', async () => {
    await fetch(`${t.baseUrl}/en/?verifyEmail=never-logged-code-123`);
    expect(t.logs.join('')).not.toContain('never-logged-code-123');
  });
});
