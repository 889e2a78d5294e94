import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_FRAME_PATH } from '../../src/contract/checkout.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { createTransferToken } from '../checkout/tokens.ts';
import { issueAnonymousToken, resolveToken, type TokenOwner } from '../domain/accessTokens.ts';
import { verifyEmail } from '../domain/accountLinks.ts';
import { ApiError } from '../errors.ts';
import { tokenOf } from '../http/requestToken.ts';
import { object, type RouteTypes, shapeOf, string } from '../schemas/json.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's token owner; set by the token guard on every guarded route. */
    access: TokenOwner;
  }
  interface FastifyContextConfig {
    /** The route needs no access token (only auth/anonymous). */
    public?: boolean;
    /**
     * A GET that changes state (grants a reward, records a view): like every other method it
     * refuses the token query parameter and takes the token from the Authorization header only.
     */
    changesState?: boolean;
  }
}

/**
 * Whether the token may come in the query string: only on reads the browser makes without our
 * headers (images, downloads: GET and HEAD). A token in a URL ends up in logs, histories and
 * Referer headers; on a call that changes state it would let whoever reads it act as the guest.
 */
function acceptsQueryToken(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.routeOptions.config.changesState;
}

/** Every REST call carries an access token; a missing or bad one is refused with a clear error. */
export async function tokenGuard(app: FastifyInstance): Promise<void> {
  app.decorateRequest('access', null as unknown as TokenOwner);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.public) return;
    const found = tokenOf(request);
    if (!found) throw new ApiError('MISSING_TOKEN', 'This call needs an access token: get one from POST /api/v1/auth/anonymous.');
    if (found.fromQuery && !acceptsQueryToken(request)) {
      throw new ApiError(
        'MISSING_TOKEN',
        'This call changes state: send the access token in the Authorization header (Bearer). The token query parameter is accepted only on reads.',
      );
    }
    const owner = await resolveToken(app.db, found.token, app.config.tokenLifetimes);
    if (!owner)
      throw new ApiError(
        'INVALID_TOKEN',
        'The access token is unknown, malformed, expired or revoked: get a new one from POST /api/v1/auth/anonymous.',
      );
    request.access = owner;
  });
}

const verifyEmailCode = { body: shapeOf<RestPayload<'auth/verifyEmail'>>()(object({ code: string(1, 256) })) };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/auth/anonymous', { config: { public: true } }, async () => {
    const accessToken = await issueAnonymousToken(app.db, app.config.tokenLifetimes);
    return { accessToken, guestId: null };
  });

  // The checkout frame gets a single-use transfer token instead of the access token itself
  // (accounts issue): the frame swaps it for its own session on its own origin.
  app.post('/auth/transfer', async (request) => {
    const transferToken = await createTransferToken(app.db, request.access.tokenHash);
    return { success: true, transferToken, checkoutUrl: new URL(CHECKOUT_FRAME_PATH, app.config.checkoutOrigin).href };
  });

  // The link of the signup mail; any token may carry it (the guest may open the mail elsewhere).
  app.post<RouteTypes<typeof verifyEmailCode>>('/auth/verifyEmail', { schema: verifyEmailCode }, async (request) => {
    await verifyEmail(app.db, app.bus, { code: request.body.code });
    return { success: true };
  });
}
