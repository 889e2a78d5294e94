// The checkout frame's own credentials, all random and stored only as SHA-256:
// - transfer token: the app swaps its access token for one (single use, one minute) and hands
//   it to the frame in `session.init`, so the access token never travels in a frame URL;
// - checkout session: what the frame gets for the transfer token; it names the app's access
//   token and guest, and is sent in the x-checkout-session header of every frame call;
// - login cookie: "stay logged in" on the checkout origin, HttpOnly, revocable.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHECKOUT_TTL_MS } from '../../src/contract/checkoutRules.ts';
import type { Database } from '../db/schema.ts';
import { hashToken, resolveTokenHash, type TokenLifetimes } from '../domain/accessTokens.ts';

const newSecret = () => randomBytes(32).toString('base64url');
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface CheckoutSession {
  sessionHash: string;
  accessTokenHash: string;
  guestId: number | null;
}

/** A transfer token for the caller's access token (auth/transfer on the app origin). */
export async function createTransferToken(db: Kysely<Database>, accessTokenHash: string, now = Date.now()): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('checkoutTransferTokens')
    .values({ tokenHash: hashToken(token), accessTokenHash, expiresAt: now + CHECKOUT_TTL_MS.transferToken, usedAt: null })
    .execute();
  return token;
}

/**
 * Swaps a transfer token for a new checkout session bound to the token's access token and its
 * guest. Null when the transfer token is unknown, used, expired, or its access token has ended.
 */
export async function openCheckoutSession(
  db: Kysely<Database>,
  transferToken: string,
  lifetimes: TokenLifetimes,
  now = Date.now(),
): Promise<(CheckoutSession & { session: string }) | null> {
  if (!SECRET_SHAPE.test(transferToken)) return null;
  return db.transaction().execute(async (trx) => {
    // Used in the statement that finds it, so two frames cannot both use one token.
    const transfer = await trx
      .updateTable('checkoutTransferTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashToken(transferToken))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('accessTokenHash')
      .executeTakeFirst();
    if (!transfer) return null;
    const access = await resolveTokenHash(trx, transfer.accessTokenHash, lifetimes, now);
    if (!access) return null;
    const session = newSecret();
    const sessionHash = hashToken(session);
    await trx
      .insertInto('checkoutSessions')
      .values({
        sessionHash,
        accessTokenHash: transfer.accessTokenHash,
        guestId: access.guestId,
        createdAt: now,
        expiresAt: now + CHECKOUT_TTL_MS.checkoutSession,
      })
      .execute();
    return { session, sessionHash, accessTokenHash: transfer.accessTokenHash, guestId: access.guestId };
  });
}

/** The live session of a header value: unexpired, and its access token not revoked or expired meanwhile (a frame call is a use of it). */
export async function resolveCheckoutSession(
  db: Kysely<Database>,
  session: string,
  lifetimes: TokenLifetimes,
  now = Date.now(),
): Promise<CheckoutSession | null> {
  if (!SECRET_SHAPE.test(session)) return null;
  const row = await db
    .selectFrom('checkoutSessions')
    .select(['sessionHash', 'accessTokenHash', 'guestId'])
    .where('sessionHash', '=', hashToken(session))
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!row || !(await resolveTokenHash(db, row.accessTokenHash, lifetimes, now))) return null;
  return row;
}

/** After a login in the frame: the session follows the new access token and its guest. */
export async function rebindCheckoutSession(
  db: Kysely<Database>,
  sessionHash: string,
  accessTokenHash: string,
  guestId: number,
): Promise<void> {
  await db.updateTable('checkoutSessions').set({ accessTokenHash, guestId }).where('sessionHash', '=', sessionHash).execute();
}

export async function endCheckoutSession(db: Kysely<Database>, sessionHash: string): Promise<void> {
  await db.deleteFrom('checkoutSessions').where('sessionHash', '=', sessionHash).execute();
}

/** A new "stay logged in" cookie value for the guest. */
export async function createLoginCookie(db: Kysely<Database>, guestId: number, now = Date.now()): Promise<string> {
  const value = newSecret();
  await db
    .insertInto('loginCookies')
    .values({ cookieHash: hashToken(value), guestId, createdAt: now, expiresAt: now + CHECKOUT_TTL_MS.loginCookie, revokedAt: null })
    .execute();
  return value;
}

/** The guest of a live login cookie (not revoked, not expired, guest not locked), or null. */
export async function resolveLoginCookie(
  db: Kysely<Database>,
  value: string | undefined,
  now = Date.now(),
): Promise<{ guestId: number; name: string } | null> {
  if (!value || !SECRET_SHAPE.test(value)) return null;
  const row = await db
    .selectFrom('loginCookies')
    .innerJoin('guests', 'guests.id', 'loginCookies.guestId')
    .select(['guests.id as guestId', 'guests.name'])
    .where('loginCookies.cookieHash', '=', hashToken(value))
    .where('loginCookies.revokedAt', 'is', null)
    .where('loginCookies.expiresAt', '>', now)
    .where('guests.isLocked', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeLoginCookie(db: Kysely<Database>, value: string | undefined, now = Date.now()): Promise<void> {
  if (!value || !SECRET_SHAPE.test(value)) return;
  await db
    .updateTable('loginCookies')
    .set({ revokedAt: now })
    .where('cookieHash', '=', hashToken(value))
    .where('revokedAt', 'is', null)
    .execute();
}
