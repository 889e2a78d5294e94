// Every checkout API call but a few carries the frame's session id in the x-checkout-session
// header and runs as that session's guest. The session is bound to the app's access token:
// once that token is revoked (logout, lock, password reset) the session is worth nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_SESSION_HEADER } from '../../src/contract/checkoutApi.ts';
import { ApiError } from '../errors.ts';
import { type CheckoutSession, resolveCheckoutSession } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The frame's session; set by the session guard on every call that needs one. */
    checkoutSession: CheckoutSession;
  }
  interface FastifyContextConfig {
    /**
     * The checkout call works without a frame session: `session` itself, and the password
     * calls, since a reset link opens the frame on its own, outside the app.
     */
    withoutCheckoutSession?: boolean;
  }
}

export async function checkoutSessionGuard(api: FastifyInstance): Promise<void> {
  api.decorateRequest('checkoutSession', null as unknown as CheckoutSession);
  api.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.withoutCheckoutSession) return;
    const header = request.headers[CHECKOUT_SESSION_HEADER];
    if (typeof header !== 'string' || header === '') {
      throw new ApiError(
        'MISSING_TOKEN',
        `This call needs the frame's session in the ${CHECKOUT_SESSION_HEADER} header: get one from POST /api/session.`,
      );
    }
    const session = await resolveCheckoutSession(api.db, header, api.config.tokenLifetimes);
    if (!session) throw new ApiError('INVALID_TOKEN', 'The checkout session is unknown, expired or ended: open the frame again.');
    request.checkoutSession = session;
  });
}

/** The session's guest id; UNAUTHORIZED when nobody is logged in in this frame. */
export function guestOf(request: FastifyRequest): number {
  const guestId = request.checkoutSession.guestId;
  if (guestId === null) throw new ApiError('UNAUTHORIZED', 'This call needs a logged-in guest: log in or sign up first.');
  return guestId;
}
