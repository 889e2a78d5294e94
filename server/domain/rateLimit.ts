// A fixed-window rate limiter in the `rate_limits` table: one row per key (`login:email:…`,
// `login:ip:…`, `code:{guestId}`), counting attempts since the window started. Kept in the
// database, not in memory, so every server process sees the same count, on SQLite and PG.
// Each hit is one upsert, so parallel attempts cannot both slip under the limit.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** 0 when allowed; else how long until the window ends. */
  retryAfterMs: number;
  /** Attempts counted in the current window (this one included for a hit). */
  count: number;
  /** When the window this attempt was counted in started (giveBack names it). */
  windowStart: number;
}

function decide(count: number, windowStart: number, limit: RateLimit, now: number): RateDecision {
  const allowed = count <= limit.max;
  return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, windowStart + limit.windowMs - now), count, windowStart };
}

/**
 * Counts one attempt under `key` and says whether it is within the limit. A window that has
 * ended starts over with this attempt.
 */
export async function hit(db: Kysely<Database>, key: string, limit: RateLimit, now = Date.now()): Promise<RateDecision> {
  const expired = sql<boolean>`rate_limits.window_start + ${limit.windowMs} <= ${now}`;
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        windowStart: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  return decide(Number(row.count), Number(row.windowStart), limit, now);
}

/**
 * Takes back one attempt that `hit` counted, in the window it was counted in (a later window
 * is left alone): a login that succeeded, or an attempt another key refused.
 */
export async function giveBack(db: Kysely<Database>, key: string, windowStart: number): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Forgets the key's window (a successful login clears its e-mail's failures). */
export async function reset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** The RATE_LIMITED refusal for a decision that is not allowed; details carry retryAfterMs. */
export function rateLimited(decision: RateDecision, what: string): ApiError {
  return new ApiError('RATE_LIMITED', `Too many ${what}: try again in ${Math.ceil(decision.retryAfterMs / 1000)} s.`, {
    retryAfterMs: decision.retryAfterMs,
  });
}

/** Counts one attempt and throws RATE_LIMITED when it is over the limit. */
export async function hitOrThrow(db: Kysely<Database>, key: string, limit: RateLimit, what: string, now = Date.now()): Promise<void> {
  const decision = await hit(db, key, limit, now);
  if (!decision.allowed) throw rateLimited(decision, what);
}
