// The request rate limit of the REST calls (/api/v1) and the query service (issue 19): a token
// bucket per access token (keyed by its hash), and one per client address for every call that
// has no valid token and for minting anonymous tokens (else minting a fresh token would escape
// the per-token limit). Past its budget a call is answered 429 RATE_LIMITED with Retry-After,
// before its body is even read. In memory, per server process (docs/decisions.md); the budgets
// are the settings RATE_LIMIT_PER_TOKEN and RATE_LIMIT_PER_ADDRESS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, errorAnswer } from '../../src/contract/errors.ts';
import type { Config } from '../config.ts';
import { hashToken, resolveToken } from '../domain/accessTokens.ts';
import { type TakeDecision, TokenBuckets } from '../domain/tokenBuckets.ts';
import { bearerToken, tokenOf } from './requestToken.ts';

interface RequestLimiter {
  byToken: TokenBuckets;
  byAddress: TokenBuckets;
}

/** One limiter per server (its config object): tests run several servers in one process. */
const limiters = new WeakMap<Config, RequestLimiter>();

function limiterOf(config: Config): RequestLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = { byToken: new TokenBuckets(config.rateLimitPerToken), byAddress: new TokenBuckets(config.rateLimitPerAddress) };
    limiters.set(config, limiter);
  }
  return limiter;
}

/** Whether the settings limit anything at all (the bench turns both off). */
function limitsRequests(config: Config): boolean {
  return config.rateLimitPerToken > 0 || config.rateLimitPerAddress > 0;
}

/**
 * Takes one request from the caller's bucket: its token's once the token is known valid (looked
 * up on its first call, then known while it keeps calling), else its address's.
 */
async function take(request: FastifyRequest, token: string | null, now: number): Promise<TakeDecision> {
  const { config, db } = request.server;
  const limiter = limiterOf(config);
  // A public call (minting an anonymous token) counts against the address whatever it carries.
  if (token && !request.routeOptions.config.public) {
    const tokenHash = hashToken(token);
    if (limiter.byToken.has(tokenHash) || (await resolveToken(db, token, config.tokenLifetimes)))
      return limiter.byToken.take(tokenHash, now);
  }
  return limiter.byAddress.take(request.ip, now);
}

function refuse(reply: FastifyReply, decision: TakeDecision, style: 'rest' | 'query') {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  const message = `Too many requests: try again in ${seconds} s.`;
  const body =
    style === 'rest'
      ? errorAnswer('RATE_LIMITED', message, { retryAfterMs: decision.retryAfterMs })
      : { errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterMs: decision.retryAfterMs } }] };
  return reply.status(ERROR_STATUS.RATE_LIMITED).header('retry-after', String(seconds)).send(body);
}

/** The onRequest hook of the REST scope: the token of the Authorization header or of ?token=. */
export async function limitRestRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!limitsRequests(request.server.config)) return undefined;
  const decision = await take(request, tokenOf(request)?.token ?? null, Date.now());
  return decision.allowed ? undefined : refuse(reply, decision, 'rest');
}

/** The onRequest hook of the query service: the bearer token (the beacon's web token is in its body: by address). */
export async function limitQueryRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!limitsRequests(request.server.config)) return undefined;
  const decision = await take(request, bearerToken(request.headers.authorization), Date.now());
  return decision.allowed ? undefined : refuse(reply, decision, 'query');
}
