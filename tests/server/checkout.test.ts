import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compressFolder } from '../../scripts/compress.ts';
import { loginCookieHeader } from '../../server/checkout/accountCalls.ts';
import { openCheckoutSession } from '../../server/checkout/tokens.ts';
import { loadConfig } from '../../server/config.ts';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { CHECKOUT_TTL_MS, RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import { checkoutCall, openFrameSession, restPost, signUpGuest, startTestServer, type TestServer } from './harness.ts';

const files = mkdtempSync(path.join(tmpdir(), 'glimmer-checkout-files-'));
const frameDir = path.join(files, 'frame');
const clientDir = path.join(files, 'client');
mkdirSync(path.join(frameDir, 'assets'), { recursive: true });
mkdirSync(clientDir, { recursive: true });
writeFileSync(path.join(frameDir, 'index.html'), '<!doctype html><html><head><title>frame</title></head><body></body></html>');
writeFileSync(path.join(frameDir, 'assets', 'main-AbCdEf12.js'), 'console.log("frame")');
const bigScript = `console.log(${JSON.stringify('frame '.repeat(1000))});\n`;
writeFileSync(path.join(frameDir, 'assets', 'big-AbCdEf12.js'), bigScript);
compressFolder(frameDir);
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
writeFileSync(path.join(files, 'secret.txt'), 'outside the frame folder');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { CHECKOUT_DIR: frameDir, CLIENT_DIR: clientDir, SEXOLE_HOSTS: 'sexole.localhost,sexole.example' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(files, { recursive: true, force: true });
});

describe('transfer tokens and frame sessions', () => {
  test('the app gets a transfer token and the address of the frame on the checkout origin', async () => {
    const answer = await restPost(t.baseUrl, 'auth/transfer', await t.anonymousToken());
    expect(answer.status).toBe(200);
    expect(answer.body.transferToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.checkoutUrl).toBe(`${t.checkoutUrl}/frame/`);
  });

  test('a transfer token opens one frame session only', async () => {
    const transfer = await restPost(t.baseUrl, 'auth/transfer', await t.anonymousToken());
    const first = await checkoutCall(t.checkoutUrl, 'session', { transferToken: transfer.body.transferToken });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, guest: null, hasLoginCookie: false, loginCookieName: null });
    const second = await checkoutCall(t.checkoutUrl, 'session', { transferToken: transfer.body.transferToken });
    expect(second.status).toBe(401);
    expect(second.body.error.code).toBe('INVALID_TOKEN');
  });

  test('a transfer token is refused after its minute', async () => {
    const token = await t.anonymousToken();
    const transfer = await restPost(t.baseUrl, 'auth/transfer', token);
    expect(CHECKOUT_TTL_MS.transferToken).toBe(60_000);
    expect(
      await openCheckoutSession(t.server.db, transfer.body.transferToken, t.server.app.config.tokenLifetimes, Date.now() + 60_001),
    ).toBeNull();
    expect(
      await openCheckoutSession(t.server.db, transfer.body.transferToken, t.server.app.config.tokenLifetimes, Date.now() + 50_000),
    ).not.toBeNull();
  });

  test('a frame session ends after two hours', async () => {
    expect(CHECKOUT_TTL_MS.checkoutSession).toBe(2 * 60 * 60_000);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const row = await t.server.db
      .selectFrom('checkoutSessions')
      .select(['createdAt', 'expiresAt'])
      .where('sessionHash', '=', hashToken(session))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(2 * 60 * 60_000);
  });

  test('an unknown transfer token is refused', async () => {
    const answer = await checkoutCall(t.checkoutUrl, 'session', { transferToken: 'A'.repeat(43) });
    expect(answer.body.error.code).toBe('INVALID_TOKEN');
  });

  test('a logged-in guest opening the frame is known to it at once', async () => {
    const guest = await signUpGuest(t);
    const { body } = await openFrameSession(t, guest.token);
    expect(body.guest).toMatchObject({ id: guest.guestId, name: guest.name, email: guest.email });
  });

  test('frame calls without the session header are refused', async () => {
    const missing = await checkoutCall(t.checkoutUrl, 'guest', {});
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('MISSING_TOKEN');
    const unknown = await checkoutCall(t.checkoutUrl, 'guest', {}, { session: 'B'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('INVALID_TOKEN');
  });

  test('a frame session stops working once the app logs its token out', async () => {
    const guest = await signUpGuest(t);
    const { session } = await openFrameSession(t, guest.token);
    await restPost(t.baseUrl, 'vxpay/logout', guest.token);
    expect((await checkoutCall(t.checkoutUrl, 'guest', {}, { session })).status).toBe(401);
  });

  test('a payment call without a logged-in guest is refused', async () => {
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const answer = await checkoutCall(
      t.checkoutUrl,
      'settings',
      { autoRecharge: null, oneClickAmounts: [], monthlyLimitCents: null },
      { session },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  test('an amount sent as text is refused, not read as a number', async () => {
    const guest = await signUpGuest(t);
    const body = { flow: 'moneycharge', amountCents: '1000', method: { kind: 'saved' }, idempotencyKey: 'text-amount-1' };
    const answer = await checkoutCall(t.checkoutUrl, 'payments', body, { session: guest.session });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'amountCents' } });
  });

  test('a top-up with a succeeding test card raises the balance the frame shows', async () => {
    const guest = await signUpGuest(t);
    const method = { kind: 'card', number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Test Guest', save: false };
    const answer = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method, idempotencyKey: 'checkout-smoke-1' },
      { session: guest.session },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.payment.status).toBe('succeeded');
    expect(answer.body.guest.balanceCents).toBe(1_000);
    expect(t.logs.join('')).not.toContain('4242424242424242');
  });

  test(`the eleventh code attempt within the hour is refused`, async () => {
    expect(RATE_LIMITS.codeAttempts.max).toBe(10);
    const guest = await signUpGuest(t);
    for (let i = 0; i < 10; i++) {
      const attempt = await checkoutCall(t.checkoutUrl, 'codes', { code: `NOSUCHCODE${i}`, kind: 'promocode' }, { session: guest.session });
      expect(attempt.status).not.toBe(429);
    }
    const eleventh = await checkoutCall(t.checkoutUrl, 'codes', { code: 'NOSUCHCODE', kind: 'promocode' }, { session: guest.session });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.details.retryAfterMs).toBeGreaterThan(0);
  });
});

describe('stay logged in', () => {
  test('login with stay logged in sets an HttpOnly cookie that logs the next frame in', async () => {
    const guest = await signUpGuest(t);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const login = await checkoutCall(
      t.checkoutUrl,
      'login',
      { email: guest.email, password: guest.password, stayLoggedIn: true },
      { session },
    );
    const setCookie = login.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^glimmer_login=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Max-Age=2592000; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;

    const anonymous = await t.anonymousToken();
    const next = await openFrameSession(t, anonymous, { cookie });
    expect(next.body).toMatchObject({ guest: null, hasLoginCookie: true, loginCookieName: guest.name });
    const byCookie = await checkoutCall(t.checkoutUrl, 'login/cookie', {}, { session: next.session, headers: { cookie } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.guest.id).toBe(guest.guestId);
    expect(byCookie.body.accessToken).not.toBe(anonymous);
    expect((await restPost(t.baseUrl, 'auth/transfer', anonymous)).status).toBe(401);
  });

  test('logout with clearToken ends the frame session and clears the cookie', async () => {
    const guest = await signUpGuest(t);
    const { session } = await openFrameSession(t, await t.anonymousToken());
    const login = await checkoutCall(
      t.checkoutUrl,
      'login',
      { email: guest.email, password: guest.password, stayLoggedIn: true },
      { session },
    );
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const logout = await checkoutCall(t.checkoutUrl, 'logout', { clearToken: true }, { session, headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^glimmer_login=; .*Max-Age=0/);
    expect((await checkoutCall(t.checkoutUrl, 'guest', {}, { session })).status).toBe(401);
    const next = await openFrameSession(t, await t.anonymousToken(), { cookie });
    expect(next.body.hasLoginCookie).toBe(false);
    const byCookie = await checkoutCall(t.checkoutUrl, 'login/cookie', {}, { session: next.session, headers: { cookie } });
    expect(byCookie.status).toBe(401);
  });
});

describe('the frame page', () => {
  test('the frame may be embedded by the app origins only and names them in a meta tag', async () => {
    const response = await fetch(`${t.checkoutUrl}/frame/?flow=login`);
    expect(response.status).toBe(200);
    const appOrigins = t.server.app.config.appOrigins;
    expect(appOrigins).toEqual([t.baseUrl, t.baseUrl.replace('127.0.0.1', 'localhost')]);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`frame-ancestors ${appOrigins.join(' ')}`);
    expect(csp).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<meta name="checkout-app-origins" content="${appOrigins.join(',')}"></head>`);
  });

  test('a reset link opening the frame keeps its code out of the request log', async () => {
    expect((await fetch(`${t.checkoutUrl}/frame/?flow=pwdreset&resetCode=never-logged-reset-code`)).status).toBe(200);
    expect(t.logs.join('')).toContain('resetCode=[redacted]');
    expect(t.logs.join('')).not.toContain('never-logged-reset-code');
  });

  test('hashed frame assets are cached for a year', async () => {
    const response = await fetch(`${t.checkoutUrl}/frame/assets/main-AbCdEf12.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  test("the frame's script goes out compressed to a browser that takes it, plain to one that does not", async () => {
    const brotli = await fetch(`${t.checkoutUrl}/frame/assets/big-AbCdEf12.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(await brotli.text()).toBe(bigScript); // fetch decodes it
    const gzip = await fetch(`${t.checkoutUrl}/frame/assets/big-AbCdEf12.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(bigScript);
    const plain = await fetch(`${t.checkoutUrl}/frame/assets/big-AbCdEf12.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  test('no file outside the frame folder is served', async () => {
    const response = await fetch(`${t.checkoutUrl}/frame/..%2Fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the frame folder');
  });

  test('an unbuilt frame answers 503 saying how to build it', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.checkoutUrl}/frame/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('the app shell', () => {
  test('the shell carries the app config in an escaped meta tag and is never cached stale', async () => {
    for (const pathname of ['/', '/en/', '/index.html']) {
      const response = await fetch(`${t.baseUrl}${pathname}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      const content = /<meta name="glimmer-config" content="([^"]*)">/.exec(html)?.[1];
      expect(content, pathname).toBeDefined();
      expect(content).toContain('&quot;checkoutUrl&quot;');
      const config = JSON.parse(
        content!
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
      expect(config).toEqual({
        checkoutUrl: `${t.checkoutUrl}/frame/`,
        forceAvs: false,
        loginEnabled: true,
        sexoleHosts: ['sexole.localhost', 'sexole.example'],
        trackerUrl: '/api/vxql',
        serviceWorker: true,
      });
    }
  });
});

describe('after the frame: vxpay/onsuccess', () => {
  test.each([
    ['/en/actors/', '/en/actors/'],
    ['/de/?modal=vip30', '/de/?modal=vip30'],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('the target %j leads to %j', async (targetUrl, url) => {
    const guest = await signUpGuest(t);
    const answer = await restPost(t.baseUrl, 'vxpay/onsuccess', guest.token, { result: { flow: 'login', success: true }, targetUrl });
    expect(answer).toEqual({ status: 200, body: { success: true, data: { url } } });
  });

  test('a successful login posted with an anonymous token is refused', async () => {
    const answer = await restPost(t.baseUrl, 'vxpay/onsuccess', await t.anonymousToken(), {
      result: { flow: 'login', success: true },
      targetUrl: '/en/',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });

  test('a finished password flow may be posted with an anonymous token', async () => {
    const answer = await restPost(t.baseUrl, 'vxpay/onsuccess', await t.anonymousToken(), {
      result: { flow: 'pwdreset', success: true },
      targetUrl: null,
    });
    expect(answer).toEqual({ status: 200, body: { success: true, data: { url: null } } });
  });
});

describe('checkout settings', () => {
  test('by default the app on PORT may embed the frame, login is on, force-AVS off and sexole.localhost is the sexole host', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config.appOrigins).toEqual(['http://127.0.0.1:9000', 'http://localhost:9000']);
    expect(config.checkoutDir).toMatch(/dist-checkout$/);
    expect(config).toMatchObject({ forceAvs: false, loginEnabled: true, sexoleHosts: ['sexole.localhost'] });
  });

  test('APP_ORIGIN, FORCE_AVS, LOGIN_ENABLED and SEXOLE_HOSTS are read from the environment', () => {
    const config = loadConfig({
      APP_ORIGIN: 'https://glimmer.example, https://www.glimmer.example',
      FORCE_AVS: 'on',
      LOGIN_ENABLED: 'off',
      SEXOLE_HOSTS: 'Sexole.example',
    });
    expect(config).toMatchObject({
      appOrigins: ['https://glimmer.example', 'https://www.glimmer.example'],
      forceAvs: true,
      loginEnabled: false,
      sexoleHosts: ['sexole.example'],
    });
  });

  test('an APP_ORIGIN with a path is refused at start', () => {
    expect(() => loadConfig({ APP_ORIGIN: 'https://glimmer.example/app' })).toThrow(/APP_ORIGIN/);
  });

  test('over https the login cookie is Secure, SameSite=None and Partitioned for the third-party frame', () => {
    expect(loginCookieHeader('https://pay.glimmer.example', 'v')).toBe(
      'glimmer_login=v; Path=/; HttpOnly; Max-Age=2592000; Secure; SameSite=None; Partitioned',
    );
  });
});
