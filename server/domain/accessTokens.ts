// Access tokens: random, stored as SHA-256, anonymous first and bound to the guest after login.
// A token ends when it is revoked, or when it outlives its lifetimes (issue 19): unused for the
// idle lifetime, or older than the absolute one, each per kind (anonymous, logged in) from the
// settings. An ended token gets the same answer as an unknown one everywhere it is resolved.
import { createHash, randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { ACCESS_TOKEN_TIMING_MS } from '../../src/contract/checkoutRules.ts';
import { reusableQuery } from '../db/reusableQuery.ts';
import type { Database } from '../db/schema.ts';

/** The stored form of a token: its SHA-256. The token itself is never stored or logged. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are 32 random bytes, base64url: 43 characters of [A-Za-z0-9_-]. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface TokenOwner {
  tokenHash: string;
  guestId: number | null;
}

export interface TokenLifetime {
  /** Unused this long (since lastSeenAt), the token ends. */
  idleMs: number;
  /** This long after it was issued, the token ends whatever its use. */
  maxAgeMs: number;
}

/** The lifetimes per kind of token (settings: server/config.ts). */
export interface TokenLifetimes {
  anonymous: TokenLifetime;
  login: TokenLifetime;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Whether a live (unrevoked) token row has outlived its idle or its absolute lifetime at `now`. */
export function isTokenExpired(
  row: { guestId: number | null; createdAt: number; lastSeenAt: number },
  lifetimes: TokenLifetimes,
  now: number,
): boolean {
  const lifetime = row.guestId === null ? lifetimes.anonymous : lifetimes.login;
  return now - row.lastSeenAt >= lifetime.idleMs || now - row.createdAt >= lifetime.maxAgeMs;
}

/** Issues an anonymous access token: every visitor gets one before any other call. Ended tokens of anybody go on the way (sweepTokens). */
export async function issueAnonymousToken(db: Kysely<Database>, lifetimes: TokenLifetimes, now = Date.now()): Promise<string> {
  await sweepTokens(db, lifetimes, now);
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accessTokens')
    .values({ tokenHash: hashToken(token), guestId: null, createdAt: now, lastSeenAt: now, revokedAt: null })
    .execute();
  return token;
}

/** The owner of a token, or null when the token is malformed, unknown, revoked or expired. */
export async function resolveToken(db: Db, token: string, lifetimes: TokenLifetimes, now = Date.now()): Promise<TokenOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return resolveTokenHash(db, hashToken(token), lifetimes, now);
}

/** The token's row: read on every request, so built once (server/db/reusableQuery.ts). */
const tokenRow = reusableQuery((db, tokenHash: string) =>
  db.selectFrom('accessTokens').select(['tokenHash', 'guestId', 'revokedAt', 'createdAt', 'lastSeenAt']).where('tokenHash', '=', tokenHash),
);

/**
 * The owner of a token by its stored hash, or null when unknown, revoked or expired (the socket
 * re-checks its session with it at every ping). A use is noted in lastSeenAt, at most once per
 * ACCESS_TOKEN_TIMING_MS.lastSeenStep: the read row says whether it is due, and the guarded
 * update lets only one of several requests at once (or server processes) write it.
 */
export async function resolveTokenHash(db: Db, tokenHash: string, lifetimes: TokenLifetimes, now = Date.now()): Promise<TokenOwner | null> {
  const [row] = await tokenRow(db, tokenHash);
  if (!row || row.revokedAt !== null) return null;
  const times = { guestId: row.guestId, createdAt: Number(row.createdAt), lastSeenAt: Number(row.lastSeenAt) };
  if (isTokenExpired(times, lifetimes, now)) return null;
  const dueBefore = now - ACCESS_TOKEN_TIMING_MS.lastSeenStep;
  if (times.lastSeenAt <= dueBefore) {
    await db
      .updateTable('accessTokens')
      .set({ lastSeenAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('lastSeenAt', '<=', dueBefore)
      .execute();
  }
  return { tokenHash: row.tokenHash, guestId: row.guestId };
}

const lastSweeps = new WeakMap<object, number>();

/**
 * Deletes the rows no request can use again: expired ones, and revoked ones older than
 * ACCESS_TOKEN_TIMING_MS.keepRevoked (kept a day for the sessions list and support). Runs at
 * most once per sweepEvery per database and process; answers how many rows went.
 */
export async function sweepTokens(db: Kysely<Database>, lifetimes: TokenLifetimes, now = Date.now()): Promise<number> {
  if (now - (lastSweeps.get(db) ?? -Infinity) < ACCESS_TOKEN_TIMING_MS.sweepEvery) return 0;
  lastSweeps.set(db, now);
  const ended = (eb: ExpressionBuilder<Database, 'accessTokens'>, lifetime: TokenLifetime) =>
    eb.or([eb('lastSeenAt', '<=', now - lifetime.idleMs), eb('createdAt', '<=', now - lifetime.maxAgeMs)]);
  const result = await db
    .deleteFrom('accessTokens')
    .where((eb) =>
      eb.or([
        eb('revokedAt', '<=', now - ACCESS_TOKEN_TIMING_MS.keepRevoked),
        eb.and([eb('guestId', 'is', null), ended(eb, lifetimes.anonymous)]),
        eb.and([eb('guestId', 'is not', null), ended(eb, lifetimes.login)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Revokes a token from now on; revoking twice keeps the first time. Answers the token's hash,
 * or null when the token is malformed or unknown. Telling its sockets is the caller's part.
 */
export async function revokeToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .updateTable('accessTokens')
    .set((eb) => ({ revokedAt: eb.fn.coalesce('revokedAt', eb.val(now)) }))
    .where('tokenHash', '=', tokenHash)
    .returning('tokenHash')
    .executeTakeFirst();
  return row ? row.tokenHash : null;
}
