// The two links an account gets by mail: the password reset link (password lost) and the
// e-mail verification link (sent at signup). Their codes are random, single use and stored
// only as SHA-256; the mail itself goes through the mail outbox (a log line for now).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CHECKOUT_FRAME_PATH } from '../../src/contract/checkout.ts';
import { CHECKOUT_TTL_MS, RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { hashToken } from './accessTokens.ts';
import { expireSessions, normalizeEmail, revokeAllTokens } from './accounts.ts';
import { type MailLogger, sendMail } from './mailOutbox.ts';
import { checkNewPassword, hashPassword } from './passwords.ts';
import { hitOrThrow, type RateLimit } from './rateLimit.ts';

/** A verification link stays good for a week (chosen: long enough for a guest who reads mail rarely). */
const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Password-lost requests per client address: four e-mails' worth, like failed logins. Chosen. */
export const PASSWORD_LOST_PER_ADDRESS: RateLimit = { max: RATE_LIMITS.passwordLost.max * 4, windowMs: RATE_LIMITS.passwordLost.windowMs };

const newCode = () => randomBytes(32).toString('base64url');
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface PasswordLostInput {
  email: string;
  language: Language;
  ip: string;
  /** Origin of the checkout frame, where the reset link leads. */
  checkoutOrigin: string;
  now?: number;
}

/**
 * Password lost: when the e-mail has an unlocked account, a reset link is mailed. The caller
 * answers success either way, so the call never tells whether an e-mail has an account; the
 * rate limit counts every request, known e-mail or not.
 */
export async function requestPasswordReset(db: Kysely<Database>, log: MailLogger, input: PasswordLostInput): Promise<void> {
  const now = input.now ?? Date.now();
  const email = normalizeEmail(input.email);
  await hitOrThrow(db, `pwdlost:email:${email}`, RATE_LIMITS.passwordLost, 'password reset requests', now);
  await hitOrThrow(db, `pwdlost:ip:${input.ip}`, PASSWORD_LOST_PER_ADDRESS, 'password reset requests', now);
  const guest = await db.selectFrom('guests').select(['id', 'isLocked']).where('email', '=', email).executeTakeFirst();
  if (!guest || guest.isLocked) return;
  const code = newCode();
  await db
    .insertInto('passwordResets')
    .values({ codeHash: hashToken(code), guestId: guest.id, expiresAt: now + CHECKOUT_TTL_MS.passwordReset, usedAt: null })
    .execute();
  const link = new URL(CHECKOUT_FRAME_PATH, input.checkoutOrigin);
  link.search = new URLSearchParams({ flow: 'pwdreset', resetCode: code, language: input.language }).toString();
  sendMail(log, { kind: 'password reset link', to: email, link: link.href });
}

/**
 * Sets a new password with the code of a reset link: once, within CHECKOUT_TTL_MS.passwordReset.
 * Every session of the guest ends (tokens, login cookies, checkout sessions).
 */
export async function resetPassword(
  db: Kysely<Database>,
  bus: EventBus,
  input: { code: string; password: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  checkNewPassword(input.password);
  const invalid = new ApiError('NOT_FOUND', 'The reset link is unknown, used or expired: ask for a new one.', {
    reason: 'reset_code_invalid',
  });
  if (!CODE_SHAPE.test(input.code)) throw invalid;
  const passwordHash = await hashPassword(input.password);
  const tokenHashes = await db.transaction().execute(async (trx) => {
    // Marking it used in the same statement that finds it: two requests cannot both use it.
    const reset = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('codeHash', '=', hashToken(input.code))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('guestId')
      .executeTakeFirst();
    if (!reset) throw invalid;
    await trx.updateTable('guests').set({ passwordHash }).where('id', '=', reset.guestId).execute();
    await trx
      .updateTable('loginCookies')
      .set({ revokedAt: now })
      .where('guestId', '=', reset.guestId)
      .where('revokedAt', 'is', null)
      .execute();
    await trx.deleteFrom('checkoutSessions').where('guestId', '=', reset.guestId).execute();
    return revokeAllTokens(trx, reset.guestId, now);
  });
  await expireSessions(bus, tokenHashes);
}

export interface VerificationMailInput {
  guestId: number;
  email: string;
  language: Language;
  /** The public app origin (first of APP_ORIGIN), where the link leads. */
  appOrigin: string;
  now?: number;
}

/** Mails the e-mail verification link `{appOrigin}/{language}/?verifyEmail=<code>` (at signup). */
export async function sendVerificationMail(db: Kysely<Database>, log: MailLogger, input: VerificationMailInput): Promise<void> {
  const now = input.now ?? Date.now();
  const code = newCode();
  await db
    .insertInto('emailVerifications')
    .values({ codeHash: hashToken(code), guestId: input.guestId, email: input.email, createdAt: now, usedAt: null })
    .execute();
  const link = new URL(`/${input.language}/`, input.appOrigin);
  link.search = new URLSearchParams({ verifyEmail: code }).toString();
  sendMail(log, { kind: 'e-mail verification link', to: input.email, link: link.href });
}

/** Confirms the e-mail of the link's guest (single use, for the address it was sent to); emits email.verified. */
export async function verifyEmail(db: Kysely<Database>, bus: EventBus, input: { code: string; now?: number }): Promise<void> {
  const now = input.now ?? Date.now();
  const invalid = new ApiError('NOT_FOUND', 'The verification link is unknown, used or expired.', { reason: 'verification_code_invalid' });
  if (!CODE_SHAPE.test(input.code)) throw invalid;
  const guestId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('emailVerifications')
      .set({ usedAt: now })
      .where('codeHash', '=', hashToken(input.code))
      .where('usedAt', 'is', null)
      .where('createdAt', '>', now - EMAIL_VERIFICATION_TTL_MS)
      .returning(['guestId', 'email'])
      .executeTakeFirst();
    if (!row) throw invalid;
    const updated = await trx
      .updateTable('guests')
      .set({ isEmailVerified: 1 })
      .where('id', '=', row.guestId)
      .where('email', '=', row.email)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw invalid;
    return row.guestId;
  });
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'email.verified', data: {} } });
}
