// Login attempts (issue 19): each attempt is counted BEFORE its password is checked, one upsert
// per key (rateLimit.ts `hit`), so attempts sent at once cannot all slip under the limit while
// their passwords are being hashed. A success gives its attempt back.
//
// - the pair (e-mail, address) is locked after RATE_LIMITS.loginFailures: the guest's own
//   typos, or one attacker at one e-mail;
// - the address after LOGIN_FAILURES_PER_ADDRESS, whatever the e-mails (one address spraying);
// - the e-mail across addresses is only slowed down past RATE_LIMITS.loginFailures (one attempt
//   per growing interval, LOGIN_SLOWDOWN), never shut: five wrong passwords sent from elsewhere
//   must not lock the guest out of its own account.
import type { Kysely } from 'kysely';
import { LOGIN_SLOWDOWN, RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import type { Database } from '../db/schema.ts';
import type { ApiError } from '../errors.ts';
import { giveBack, hit, type RateDecision, type RateLimit, rateLimited, reset } from './rateLimit.ts';

/**
 * Failed logins per client address: an address is shared by a household, an office or a
 * carrier's NAT, so it gets four e-mails' worth of failures in the same window. Chosen.
 */
export const LOGIN_FAILURES_PER_ADDRESS: RateLimit = {
  max: RATE_LIMITS.loginFailures.max * 4,
  windowMs: RATE_LIMITS.loginFailures.windowMs,
};

const loginKeys = {
  address: (ip: string) => `login:ip:${ip}`,
  pair: (email: string, ip: string) => `login:pair:${ip}:${email}`,
  email: (email: string) => `login:email:${email}`,
  /** The e-mail's last allowed attempt from its limit on: the next one waits slowdownDelayMs after it. */
  emailSlowdown: (email: string) => `login:slow:${email}`,
};

/**
 * How long the e-mail's attempt `excess` places past its limit (1 for the first) waits after the
 * e-mail's previous allowed attempt: LOGIN_SLOWDOWN.firstDelayMs, doubling, at most maxDelayMs;
 * 0 within the limit.
 */
export function slowdownDelayMs(excess: number): number {
  if (excess <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.firstDelayMs * 2 ** Math.min(excess - 1, 30));
}

export interface LoginAttempt {
  /** The password was right: the pair's and the e-mail's failures are forgotten, the address gets its attempt back. */
  succeeded(): Promise<void>;
}

interface Counted {
  key: string;
  windowStart: number;
}

/**
 * Counts one login attempt of `email` from `ip` (e-mail normalized by the caller). Throws
 * RATE_LIMITED with retryAfterMs when any limit refuses it; a refused attempt is given back on
 * every key, so refusals never lengthen a lock.
 */
export async function countLoginAttempt(db: Kysely<Database>, email: string, ip: string, now = Date.now()): Promise<LoginAttempt> {
  const counted: Counted[] = [];
  const refuse = async (decision: RateDecision): Promise<ApiError> => {
    for (const { key, windowStart } of counted) await giveBack(db, key, windowStart);
    return rateLimited(decision, 'failed logins');
  };
  const count = async (key: string, limit: RateLimit): Promise<RateDecision> => {
    const decision = await hit(db, key, limit, now);
    counted.push({ key, windowStart: decision.windowStart });
    return decision;
  };

  for (const [key, limit] of [
    [loginKeys.address(ip), LOGIN_FAILURES_PER_ADDRESS],
    [loginKeys.pair(email, ip), RATE_LIMITS.loginFailures],
  ] as const) {
    const decision = await count(key, limit);
    if (!decision.allowed) throw await refuse(decision);
  }
  const byEmail = await count(loginKeys.email(email), { max: Number.MAX_SAFE_INTEGER, windowMs: RATE_LIMITS.loginFailures.windowMs });
  const excess = byEmail.count - RATE_LIMITS.loginFailures.max;
  if (excess >= 0) {
    // One attempt per interval, timed from the last one the e-mail was allowed (the attempt that
    // reached the limit starts the first interval): the first in a new interval counts as 1.
    const slow = await hit(db, loginKeys.emailSlowdown(email), { max: 1, windowMs: slowdownDelayMs(excess) }, now);
    if (!slow.allowed) throw await refuse(slow);
  }

  return {
    async succeeded() {
      await reset(db, loginKeys.pair(email, ip));
      await reset(db, loginKeys.email(email));
      await reset(db, loginKeys.emailSlowdown(email));
      const address = counted.find((entry) => entry.key === loginKeys.address(ip))!;
      await giveBack(db, address.key, address.windowStart);
    },
  };
}
