// The frame's account calls: open a session with a transfer token, log in (password or login
// cookie), sign up, log out, password lost and reset. A login in the frame rotates the app's
// token: the answer carries the NEW access token, which the frame posts to the app.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutCalls, CheckoutGuest } from '../../src/contract/checkoutApi.ts';
import { CHECKOUT_TTL_MS } from '../../src/contract/checkoutRules.ts';
import { LOGIN_COOKIE } from '../../src/contract/storageKeys.ts';
import { requestPasswordReset, resetPassword, sendVerificationMail } from '../domain/accountLinks.ts';
import { deviceOf, type LoginResult, login, loginAs, signup } from '../domain/accounts.ts';
import { checkoutGuest } from '../domain/guestView.ts';
import { ApiError } from '../errors.ts';
import { audited } from './authLog.ts';
import { CHECKOUT_BODIES } from './schemas.ts';
import {
  createLoginCookie,
  endCheckoutSession,
  openCheckoutSession,
  rebindCheckoutSession,
  resolveLoginCookie,
  revokeLoginCookie,
} from './tokens.ts';

type Body<C extends keyof CheckoutCalls> = { Body: CheckoutCalls[C]['body'] };

/** The value of one cookie of the request, or undefined. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The Set-Cookie value: HttpOnly, SameSite=Lax over http (local runs: app and frame are the
 * same site). Over https the frame is usually a third-party frame, so the cookie needs
 * SameSite=None and Secure, and Partitioned keeps it to this app's top-level site (CHIPS).
 */
export function loginCookieHeader(checkoutOrigin: string, value: string | null): string {
  const maxAge = value === null ? 0 : Math.floor(CHECKOUT_TTL_MS.loginCookie / 1000);
  const attributes = [`${LOGIN_COOKIE.name}=${value ?? ''}`, 'Path=/', 'HttpOnly', `Max-Age=${maxAge}`];
  attributes.push(checkoutOrigin.startsWith('https:') ? 'Secure; SameSite=None; Partitioned' : 'SameSite=Lax');
  return attributes.join('; ');
}

export async function accountCalls(api: FastifyInstance): Promise<void> {
  const withoutCheckoutSession = { withoutCheckoutSession: true };
  const { db, bus } = api;

  /** After any login: the frame session follows the new token, the cookie is set if asked. */
  async function loggedIn(request: FastifyRequest, reply: FastifyReply, result: LoginResult, stayLoggedIn: boolean) {
    await rebindCheckoutSession(db, request.checkoutSession.sessionHash, result.accessTokenHash, result.guestId);
    if (stayLoggedIn) {
      const value = await createLoginCookie(db, result.guestId);
      reply.header('Set-Cookie', loginCookieHeader(api.config.checkoutOrigin, value));
    }
    const guest: CheckoutGuest = await checkoutGuest(db, result.guestId);
    return { success: true as const, accessToken: result.accessToken, guest };
  }

  api.post<Body<'session'>>('/session', { config: withoutCheckoutSession, schema: { body: CHECKOUT_BODIES.session } }, async (request) => {
    const opened = await openCheckoutSession(db, request.body.transferToken, api.config.tokenLifetimes);
    if (!opened)
      throw new ApiError(
        'INVALID_TOKEN',
        'The transfer token is unknown, used or expired: ask the app for a new one (POST /api/v1/auth/transfer).',
      );
    const cookieGuest = await resolveLoginCookie(db, cookieOf(request, LOGIN_COOKIE.name));
    return {
      success: true,
      session: opened.session,
      guest: opened.guestId === null ? null : await checkoutGuest(db, opened.guestId),
      hasLoginCookie: cookieGuest !== null,
      loginCookieName: cookieGuest?.name ?? null,
    };
  });

  api.post('/guest', { schema: { body: CHECKOUT_BODIES.guest } }, async (request) => {
    const guestId = request.checkoutSession.guestId;
    return { success: true, guest: guestId === null ? null : await checkoutGuest(db, guestId) };
  });

  api.post<Body<'login'>>('/login', { schema: { body: CHECKOUT_BODIES.login } }, async (request, reply) => {
    const result = await audited(request, 'login', request.body.email, () =>
      login(db, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        device: deviceOf(request.headers['user-agent']),
        replacesTokenHash: request.checkoutSession.accessTokenHash,
      }),
    );
    return loggedIn(request, reply, result, request.body.stayLoggedIn);
  });

  api.post('/login/cookie', { schema: { body: CHECKOUT_BODIES['login/cookie'] } }, async (request, reply) => {
    const result = await audited(request, 'login.cookie', null, async () => {
      const cookieGuest = await resolveLoginCookie(db, cookieOf(request, LOGIN_COOKIE.name));
      if (!cookieGuest) throw new ApiError('UNAUTHORIZED', 'No valid login cookie: log in with e-mail and password.');
      return loginAs(db, cookieGuest.guestId, deviceOf(request.headers['user-agent']), request.checkoutSession.accessTokenHash);
    });
    return loggedIn(request, reply, result, false);
  });

  api.post<Body<'signup'>>('/signup', { schema: { body: CHECKOUT_BODIES.signup } }, async (request, reply) => {
    const { email, name, password, language, stayLoggedIn } = request.body;
    const result = await audited(request, 'signup', email, () =>
      signup(db, {
        email,
        name,
        password,
        language,
        device: deviceOf(request.headers['user-agent']),
        replacesTokenHash: request.checkoutSession.accessTokenHash,
        signupOrigin: request.body.extToken ? 'external' : 'checkout',
      }),
    );
    const guest = await db.selectFrom('guests').select('email').where('id', '=', result.guestId).executeTakeFirstOrThrow();
    await sendVerificationMail(db, request.log, {
      guestId: result.guestId,
      email: guest.email,
      language,
      appOrigin: api.config.appOrigins[0]!,
    });
    return loggedIn(request, reply, result, stayLoggedIn);
  });

  api.post<Body<'logout'>>('/logout', { schema: { body: CHECKOUT_BODIES.logout } }, async (request, reply) => {
    await endCheckoutSession(db, request.checkoutSession.sessionHash);
    if (request.body.clearToken) {
      await revokeLoginCookie(db, cookieOf(request, LOGIN_COOKIE.name));
      reply.header('Set-Cookie', loginCookieHeader(api.config.checkoutOrigin, null));
    }
    return { success: true };
  });

  api.post<Body<'password/lost'>>(
    '/password/lost',
    { config: withoutCheckoutSession, schema: { body: CHECKOUT_BODIES['password/lost'] } },
    async (request) => {
      await requestPasswordReset(db, request.log, {
        email: request.body.email,
        language: request.body.language,
        ip: request.ip,
        checkoutOrigin: api.config.checkoutOrigin,
      });
      return { success: true };
    },
  );

  api.post<Body<'password/reset'>>(
    '/password/reset',
    { config: withoutCheckoutSession, schema: { body: CHECKOUT_BODIES['password/reset'] } },
    async (request) => {
      await audited(request, 'password.reset', null, () =>
        resetPassword(db, bus, { code: request.body.code, password: request.body.password }),
      );
      return { success: true };
    },
  );
}
