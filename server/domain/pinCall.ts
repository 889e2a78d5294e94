// Phone verification by pin call (spec part 2 §7.11, error codes §8): the guest gives a number
// and a type, the sandbox "calls" it with a pin (one log line: no telephony is configured) and
// the guest types the pin back. Every error code 1-10 has a documented way to happen (README):
//  1 not +8-15 digits, 2 outside the allowed countries, 3 type not mobile/fixed, 4 the pin's
//  time ran out, 5 on the sandbox blacklist, 6 verified by another guest, 7 no verification
//  waiting, 8 wrong pin, 9 the attempts used up, 10 the sandbox provider fails for one number.
// The pin is stored hashed, like every secret.

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PHONE_CODE_LENGTH, PHONE_TYPES } from '../../src/contract/account.ts';
import { CHECKOUT_TTL_MS, PIN_CALL_MAX_ATTEMPTS } from '../../src/contract/checkoutRules.ts';
import { PHONE_VERIFICATION_CODE, type PhoneVerificationCode } from '../../src/contract/codes.ts';

import type { PhoneType } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';

/** Country prefixes the pin call reaches: de, at, ch, nl, es, be, lu. Longest first. */
const PIN_CALL_COUNTRY_PREFIXES = ['+352', '+49', '+43', '+41', '+31', '+34', '+32'] as const;
/** Sandbox numbers: a blacklisted one (code 5) and one whose provider call fails (code 10). */
const SANDBOX_PIN_CALL = { blacklisted: ['+4915000000000'], providerFailure: '+4915000000010' } as const;

export interface PinCallAnswer {
  success: boolean;
  errorCode: PhoneVerificationCode | null;
}

export interface PinCallLogger {
  info(obj: object, msg: string): void;
}

const ok: PinCallAnswer = { success: true, errorCode: null };
const fail = (errorCode: PhoneVerificationCode): PinCallAnswer => ({ success: false, errorCode });

/** +4915112345678 from "+49 151 123-456 78"; spaces, dashes, dots and brackets dropped. */
const normalizePhone = (phoneNumber: string) => phoneNumber.replace(/[\s\-().]/g, '');

const hashPin = (verificationId: number, pin: string) => createHash('sha256').update(`${verificationId}:${pin}`).digest('hex');

export async function startPinCallVerification(
  db: Kysely<Database>,
  log: PinCallLogger,
  input: { guestId: number; phoneNumber: string; type: string; now?: number },
): Promise<PinCallAnswer> {
  const now = input.now ?? Date.now();
  const phone = normalizePhone(input.phoneNumber);
  if (!/^\+\d{8,15}$/.test(phone)) return fail(PHONE_VERIFICATION_CODE.invalidPhoneNumber);
  if (!PIN_CALL_COUNTRY_PREFIXES.some((prefix) => phone.startsWith(prefix))) return fail(PHONE_VERIFICATION_CODE.countryNotAllowed);
  if (!(PHONE_TYPES as readonly string[]).includes(input.type)) return fail(PHONE_VERIFICATION_CODE.invalidVerificationType);
  if ((SANDBOX_PIN_CALL.blacklisted as readonly string[]).includes(phone)) return fail(PHONE_VERIFICATION_CODE.phoneNumberBlacklisted);
  const taken = await db
    .selectFrom('pinVerifications')
    .select('id')
    .where('phoneNumber', '=', phone)
    .where('status', '=', 'verified')
    .where('guestId', '!=', input.guestId)
    .executeTakeFirst();
  if (taken) return fail(PHONE_VERIFICATION_CODE.phoneNumberNotUnique);
  if (phone === SANDBOX_PIN_CALL.providerFailure) return fail(PHONE_VERIFICATION_CODE.unknown);

  const type = input.type as PhoneType;
  const length = PHONE_CODE_LENGTH[type];
  const pin = String(randomInt(0, 10 ** length)).padStart(length, '0');
  await db.transaction().execute(async (trx) => {
    // A new call replaces any verification still waiting.
    await trx
      .updateTable('pinVerifications')
      .set({ status: 'failed' })
      .where('guestId', '=', input.guestId)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .insertInto('pinVerifications')
      .values({
        guestId: input.guestId,
        phoneNumber: phone,
        type,
        pinHash: '',
        attempts: 0,
        status: 'pending',
        expiresAt: now + CHECKOUT_TTL_MS.pinCall,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('pinVerifications')
      .set({ pinHash: hashPin(row.id, pin) })
      .where('id', '=', row.id)
      .execute();
  });
  // The sandbox's phone call: like the mail outbox, the one place this pin is written down.
  log.info({ area: 'pincall', type }, `pin call not placed (sandbox, no telephony configured): pin for ${phone}: ${pin}`);
  return ok;
}

export async function verifyPin(db: Kysely<Database>, input: { guestId: number; pin: string; now?: number }): Promise<PinCallAnswer> {
  const now = input.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('pinVerifications')
      .selectAll()
      .where('guestId', '=', input.guestId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!latest || latest.status === 'verified') return fail(PHONE_VERIFICATION_CODE.idDoesNotExist);
    if (latest.status === 'failed')
      return fail(
        latest.attempts >= PIN_CALL_MAX_ATTEMPTS
          ? PHONE_VERIFICATION_CODE.attemptLimitReached
          : PHONE_VERIFICATION_CODE.verificationTimeout,
      );
    if (latest.expiresAt <= now) {
      await trx.updateTable('pinVerifications').set({ status: 'failed' }).where('id', '=', latest.id).execute();
      return fail(PHONE_VERIFICATION_CODE.verificationTimeout);
    }
    const pin = input.pin.trim();
    const expectedLength = PHONE_CODE_LENGTH[latest.type as PhoneType] ?? PHONE_CODE_LENGTH.mobile;
    const isRight =
      pin.length === expectedLength &&
      /^\d+$/.test(pin) &&
      timingSafeEqual(Buffer.from(hashPin(latest.id, pin)), Buffer.from(latest.pinHash));
    if (!isRight) {
      const attempts = latest.attempts + 1;
      const usedUp = attempts >= PIN_CALL_MAX_ATTEMPTS;
      await trx
        .updateTable('pinVerifications')
        .set({ attempts, status: usedUp ? 'failed' : 'pending' })
        .where('id', '=', latest.id)
        .execute();
      return fail(usedUp ? PHONE_VERIFICATION_CODE.attemptLimitReached : PHONE_VERIFICATION_CODE.invalidCode);
    }
    const taken = await trx
      .selectFrom('pinVerifications')
      .select('id')
      .where('phoneNumber', '=', latest.phoneNumber)
      .where('status', '=', 'verified')
      .where('guestId', '!=', input.guestId)
      .executeTakeFirst();
    if (taken) {
      await trx.updateTable('pinVerifications').set({ status: 'failed' }).where('id', '=', latest.id).execute();
      return fail(PHONE_VERIFICATION_CODE.phoneNumberNotUnique);
    }
    await trx.updateTable('pinVerifications').set({ status: 'verified' }).where('id', '=', latest.id).execute();
    return ok;
  });
}

/** Lets the guest's waiting verification time out now (internal route; tests reach code 4 with it). */
export async function expirePinCall(db: Kysely<Database>, guestId: number, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('pinVerifications')
    .set({ expiresAt: now - 1 })
    .where('guestId', '=', guestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
