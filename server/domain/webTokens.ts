// Web tokens (spec part 2 §7.6: the tracking mutation "sent as a beacon with a web token").
// navigator.sendBeacon cannot set an Authorization header, and the access token does not belong
// in a beacon: it spends the guest's money, and whatever carries it far (a URL in a proxy's
// log) leaks a session. A web token is random like an access token, stored as its SHA-256,
// lives WEB_TOKEN_TTL_MS and opens nothing but trackEvent's beacon form (server/query/index.ts).
// It acts for the access token it was issued for, so a logout or a login's token rotation ends
// it as well.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEB_TOKEN_TTL_MS, type WebToken } from '../../src/contract/tracking.ts';
import type { Database } from '../db/schema.ts';
import { hashToken, resolveTokenHash, TOKEN_SHAPE, type TokenLifetimes, type TokenOwner } from './accessTokens.ts';

/** Issues a web token for an access token (by its hash); expired ones of anybody go on the way. */
export async function issueWebToken(db: Kysely<Database>, accessTokenHash: string, now = Date.now()): Promise<WebToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + WEB_TOKEN_TTL_MS;
  await db.deleteFrom('webTokens').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('webTokens')
    .values({ tokenHash: hashToken(token), accessTokenHash, expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The owner a web token acts for, or null when it is malformed, unknown, expired or its access token ended. */
export async function resolveWebToken(
  db: Kysely<Database>,
  token: string,
  lifetimes: TokenLifetimes,
  now = Date.now(),
): Promise<TokenOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('webTokens')
    .select('accessTokenHash')
    .where('tokenHash', '=', hashToken(token))
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row ? resolveTokenHash(db, row.accessTokenHash, lifetimes, now) : null;
}
