// Real accounts (accounts issue): signup, login with token rotation, the guest's login
// sessions, logout and locking. Password reset and e-mail verification links are in
// accountLinks.ts; the checkout frame's own tokens in server/checkout/tokens.ts.
//
// Access tokens stay what they were (random, stored as SHA-256): a login issues a NEW token
// bound to the guest and revokes the anonymous one the frame was opened with, so a token seen
// before login (in a log, a shared link, another tab's storage) is worth nothing after it.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { NAME_RULES } from '../../src/contract/checkoutRules.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { GuestSession } from '../../src/contract/restCalls.ts';
import { isValidEmail } from '../../src/contract/validation.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { hashToken, isTokenExpired, type TokenLifetimes } from './accessTokens.ts';
import { countLoginAttempt } from './loginAttempts.ts';
import { grantOnTopCodes } from './onTopCodes.ts';
import { checkNewPassword, dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const NAME_PATTERN = new RegExp(NAME_RULES.pattern);
/** The one answer for an unknown e-mail and a wrong password, so neither tells which e-mails exist. */
const WRONG_LOGIN = 'The e-mail or the password is wrong.';

/** E-mails are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A short name of the device for the sessions list: "Firefox on Windows", else the start of the user agent. */
export function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  const system = [
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Android', 'Android'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['Linux', 'Linux'],
  ].find(([mark]) => userAgent.includes(mark!))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return userAgent.replace(/[^\x20-\x7e]/g, '').slice(0, 60) || null;
}

/** Issues an access token bound to the guest (a login session). */
async function issueLoginToken(
  db: Kysely<Database> | Transaction<Database>,
  guestId: number,
  device: string | null,
  now = Date.now(),
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db.insertInto('accessTokens').values({ tokenHash, guestId, createdAt: now, lastSeenAt: now, revokedAt: null, device }).execute();
  return { token, tokenHash };
}

/** Revokes a token by its hash (keeping an earlier revocation time). */
async function revokeTokenHash(db: Kysely<Database> | Transaction<Database>, tokenHash: string, now = Date.now()): Promise<void> {
  await db.updateTable('accessTokens').set({ revokedAt: now }).where('tokenHash', '=', tokenHash).where('revokedAt', 'is', null).execute();
}

/** Revokes every live token of a guest and answers their hashes (to tell their sockets). */
export async function revokeAllTokens(db: Kysely<Database> | Transaction<Database>, guestId: number, now = Date.now()): Promise<string[]> {
  const rows = await db
    .updateTable('accessTokens')
    .set({ revokedAt: now })
    .where('guestId', '=', guestId)
    .where('revokedAt', 'is', null)
    .returning('tokenHash')
    .execute();
  return rows.map((row) => row.tokenHash);
}

/** Ends the sessions of these tokens on every socket (after the database change is committed). */
export async function expireSessions(bus: EventBus, tokenHashes: readonly string[]): Promise<void> {
  for (const tokenHash of tokenHashes)
    await bus.publish({ target: { kind: 'token', tokenHash }, frame: { type: 'session.expired', data: {} } });
}

export interface SignupInput {
  email: string;
  name: string;
  password: string;
  language: Language;
  device: string | null;
  /** The token the frame was opened with: revoked, the new login token replaces it. */
  replacesTokenHash: string | null;
  signupOrigin?: string;
  now?: number;
}

export interface LoginResult {
  guestId: number;
  accessToken: string;
  accessTokenHash: string;
}

/** Checks the signup fields; throws VALIDATION_FAILED naming the field. */
function checkSignupFields(email: string, name: string, password: string): void {
  if (!isValidEmail(email)) throw new ApiError('VALIDATION_FAILED', 'The e-mail address is not valid.', { field: 'email' });
  const nameLength = Array.from(name).length;
  if (nameLength < NAME_RULES.minLength || nameLength > NAME_RULES.maxLength || !NAME_PATTERN.test(name)) {
    throw new ApiError(
      'VALIDATION_FAILED',
      `The name needs ${NAME_RULES.minLength}-${NAME_RULES.maxLength} letters, digits, "_", "." or "-".`,
      { field: 'name' },
    );
  }
  checkNewPassword(password);
}

/** Which of e-mail and name another guest already has, or null. */
async function takenField(db: Kysely<Database> | Transaction<Database>, email: string, name: string): Promise<'email' | 'name' | null> {
  const byEmail = await db.selectFrom('guests').select('id').where('email', '=', email).executeTakeFirst();
  if (byEmail) return 'email';
  const byName = await db
    .selectFrom('guests')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return byName ? 'name' : null;
}

function conflict(field: 'email' | 'name'): ApiError {
  return new ApiError('CONFLICT', field === 'email' ? 'This e-mail address already has an account.' : 'This name is taken.', { field });
}

/** Creates the account and logs it in: a new login token, the frame's anonymous token revoked. */
export async function signup(db: Kysely<Database>, input: SignupInput): Promise<LoginResult> {
  const now = input.now ?? Date.now();
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  checkSignupFields(email, name, input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await takenField(trx, email, name);
      if (taken) throw conflict(taken);
      const guest = await trx
        .insertInto('guests')
        .values({
          name,
          email,
          passwordHash,
          balanceCents: 0,
          credits: 0,
          isVip: 0,
          isVxtv: 0,
          avsStatus: 'unknown',
          language: input.language,
          // signing up accepts the terms and the data protection notice: nothing left to show
          createdAt: now,
          agbAcceptedAt: now,
          dataProtectionAcceptedAt: now,
          showDataProtection: 0,
          signupOrigin: input.signupOrigin ?? 'checkout',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A new guest is handed the on-top codes of the welcome bonus tile and the chat trial (issue 21).
      await grantOnTopCodes(trx, guest.id, now);
      if (input.replacesTokenHash) await revokeTokenHash(trx, input.replacesTokenHash, now);
      const { token, tokenHash } = await issueLoginToken(trx, guest.id, input.device, now);
      return { guestId: guest.id, accessToken: token, accessTokenHash: tokenHash };
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Two signups with the same e-mail or name at once: the unique index refused the second.
    const taken = await takenField(db, email, name);
    if (taken) throw conflict(taken);
    throw error;
  }
}

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address, for the per-address failure window. */
  ip: string;
  device: string | null;
  replacesTokenHash: string | null;
  now?: number;
}

/**
 * Logs in by e-mail and password. The attempt is counted before the password is looked at
 * (loginAttempts.ts: per pair of e-mail and address, per address, the e-mail slowed down across
 * addresses); a limited one is refused with RATE_LIMITED and checks no password.
 */
export async function login(db: Kysely<Database>, input: LoginInput): Promise<LoginResult> {
  const now = input.now ?? Date.now();
  const email = normalizeEmail(input.email);
  const attempt = await countLoginAttempt(db, email, input.ip, now);
  const guest = await db.selectFrom('guests').select(['id', 'passwordHash', 'isLocked']).where('email', '=', email).executeTakeFirst();
  // An unknown e-mail costs one hash too, so the answer time does not tell it apart.
  const matches = await verifyPassword(input.password, guest?.passwordHash ?? (await dummyPasswordHash()));
  if (!guest || !guest.passwordHash || !matches) throw new ApiError('UNAUTHORIZED', WRONG_LOGIN);
  await attempt.succeeded();
  if (guest.isLocked) throw new ApiError('FORBIDDEN', 'This account is locked.');
  const rehash = needsRehash(guest.passwordHash) ? await hashPassword(input.password) : null;
  return db.transaction().execute(async (trx) => {
    if (rehash) await trx.updateTable('guests').set({ passwordHash: rehash }).where('id', '=', guest.id).execute();
    if (input.replacesTokenHash) await revokeTokenHash(trx, input.replacesTokenHash, now);
    const { token, tokenHash } = await issueLoginToken(trx, guest.id, input.device, now);
    return { guestId: guest.id, accessToken: token, accessTokenHash: tokenHash };
  });
}

/** Logs in with a guest already proven (the checkout login cookie): a new token, the old one revoked. */
export async function loginAs(
  db: Kysely<Database>,
  guestId: number,
  device: string | null,
  replacesTokenHash: string | null,
  now = Date.now(),
): Promise<LoginResult> {
  return db.transaction().execute(async (trx) => {
    const guest = await trx.selectFrom('guests').select('isLocked').where('id', '=', guestId).executeTakeFirst();
    if (!guest) throw new ApiError('UNAUTHORIZED', 'The account no longer exists.');
    if (guest.isLocked) throw new ApiError('FORBIDDEN', 'This account is locked.');
    if (replacesTokenHash) await revokeTokenHash(trx, replacesTokenHash, now);
    const { token, tokenHash } = await issueLoginToken(trx, guestId, device, now);
    return { guestId, accessToken: token, accessTokenHash: tokenHash };
  });
}

/** The public id of a session: the first 16 hex digits of its token's hash. */
const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

/** The guest's live login sessions (neither revoked nor expired), newest first. */
export async function listSessions(
  db: Kysely<Database>,
  guestId: number,
  currentTokenHash: string,
  lifetimes: TokenLifetimes,
  now = Date.now(),
): Promise<GuestSession[]> {
  const rows = await db
    .selectFrom('accessTokens')
    .select(['tokenHash', 'device', 'createdAt', 'lastSeenAt'])
    .where('guestId', '=', guestId)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .execute();
  const live = rows.filter(
    (row) => !isTokenExpired({ guestId, createdAt: Number(row.createdAt), lastSeenAt: Number(row.lastSeenAt) }, lifetimes, now),
  );
  return live.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    device: row.device,
    createdAt: Number(row.createdAt),
    lastSeenAt: Number(row.lastSeenAt),
    isCurrent: row.tokenHash === currentTokenHash,
  }));
}

/**
 * Revokes one session of the guest by id, or every session but the current one with null;
 * their sockets get session.expired. Answers how many were revoked.
 */
export async function revokeSessions(
  db: Kysely<Database>,
  guestId: number,
  id: string | null,
  currentTokenHash: string,
  bus: EventBus,
  now = Date.now(),
): Promise<number> {
  const live = await db
    .selectFrom('accessTokens')
    .select('tokenHash')
    .where('guestId', '=', guestId)
    .where('revokedAt', 'is', null)
    .execute();
  const chosen = live.map((row) => row.tokenHash).filter((hash) => (id === null ? hash !== currentTokenHash : sessionIdOf(hash) === id));
  if (chosen.length === 0) return 0;
  const revoked = await db
    .updateTable('accessTokens')
    .set({ revokedAt: now })
    .where('tokenHash', 'in', chosen)
    .where('revokedAt', 'is', null)
    .returning('tokenHash')
    .execute();
  await expireSessions(
    bus,
    revoked.map((row) => row.tokenHash),
  );
  return revoked.length;
}

/** vxpay/logout: the caller's token and the guest's login cookies are revoked; its sockets are told. */
export async function logout(
  db: Kysely<Database>,
  bus: EventBus,
  caller: { tokenHash: string; guestId: number | null },
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeTokenHash(trx, caller.tokenHash, now);
    await trx.deleteFrom('checkoutSessions').where('accessTokenHash', '=', caller.tokenHash).execute();
    if (caller.guestId !== null) {
      await trx
        .updateTable('loginCookies')
        .set({ revokedAt: now })
        .where('guestId', '=', caller.guestId)
        .where('revokedAt', 'is', null)
        .execute();
    }
  });
  await expireSessions(bus, [caller.tokenHash]);
}

/**
 * Locks a guest: every token, login cookie and checkout session ends. The guest's sockets get
 * guest.locked first (the app logs the tab out on it), then session.expired.
 */
export async function lockGuest(db: Kysely<Database>, bus: EventBus, guestId: number, now = Date.now()): Promise<void> {
  const tokenHashes = await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('guests').set({ isLocked: 1 }).where('id', '=', guestId).returning('id').executeTakeFirst();
    if (!updated) throw new ApiError('NOT_FOUND', `No guest ${guestId}.`);
    await trx.updateTable('loginCookies').set({ revokedAt: now }).where('guestId', '=', guestId).where('revokedAt', 'is', null).execute();
    await trx.deleteFrom('checkoutSessions').where('guestId', '=', guestId).execute();
    return revokeAllTokens(trx, guestId, now);
  });
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'guest.locked', data: {} } });
  await expireSessions(bus, tokenHashes);
}
