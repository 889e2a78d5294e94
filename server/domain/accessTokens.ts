import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
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

/** Issues an anonymous access token: every visitor gets one before any other call. */
export async function issueAnonymousToken(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accessTokens')
    .values({ tokenHash: hashToken(token), guestId: null, createdAt: now, lastSeenAt: now, revokedAt: null })
    .execute();
  return token;
}

/** The owner of a token, or null when the token is malformed, unknown or revoked. */
export async function resolveToken(db: Kysely<Database>, token: string): Promise<TokenOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return resolveTokenHash(db, hashToken(token));
}

/** The owner of a token by its stored hash, or null when unknown or revoked (the socket re-checks its session with it). */
export async function resolveTokenHash(db: Kysely<Database>, tokenHash: string): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('accessTokens')
    .select(['tokenHash', 'guestId', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revokedAt !== null) return null;
  return { tokenHash: row.tokenHash, guestId: row.guestId };
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
