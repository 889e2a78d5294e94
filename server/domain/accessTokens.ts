import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The stored form of a token: its SHA-256. The token itself is never stored or logged. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are 32 random bytes, base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

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
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('accessTokens')
    .select(['tokenHash', 'guestId', 'revokedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revokedAt !== null) return null;
  return { tokenHash: row.tokenHash, guestId: row.guestId };
}
