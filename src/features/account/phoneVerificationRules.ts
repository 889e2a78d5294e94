// Pin-call phone verification (spec part 1 §5, part 2 §7.11, §8): the phone number and the pin
// a guest types, and the error code a failed step reports. Plain rules, no React, no I/O.
import { PHONE_CODE_LENGTH } from '../../contract/account.ts';
import { PHONE_VERIFICATION_CODE, type PhoneVerificationCode } from '../../contract/codes.ts';

import type { PhoneType } from '../../contract/enums.ts';

/** International numbers have at most 15 digits (E.164); fewer than 6 is no phone number. Chosen. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** Where the form is: typing the number, typing the pin of the call, or done. */
export type PhoneVerificationStep = 'number' | 'pin' | 'verified';

/**
 * The number as the service gets it: spaces, dashes, dots, slashes and brackets dropped, a
 * leading `00` written as `+`. Null when what is left is not `+` and 6-15 digits.
 */
export function normalizePhoneNumber(input: string): string | null {
  let number = input.trim().replace(/[\s\-./()]/g, '');
  if (number.startsWith('00')) number = `+${number.slice(2)}`;
  const digits = number.startsWith('+') ? number.slice(1) : number;
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return null;
  return number;
}

/** The pin's length: 6 digits for mobile numbers, 5 for fixed ones (spec part 1 §5). */
export function pinLength(type: PhoneType): number {
  return PHONE_CODE_LENGTH[type];
}

/** A pin is exactly the type's number of digits. */
export function isPinValid(pin: string, type: PhoneType): boolean {
  return new RegExp(`^\\d{${pinLength(type)}}$`).test(pin.trim());
}

export function isPhoneVerificationCode(value: unknown): value is PhoneVerificationCode {
  return typeof value === 'number' && (Object.values(PHONE_VERIFICATION_CODE) as number[]).includes(value);
}

/**
 * The code of a failed pin-call step (spec part 2 §8): the first error's errorCode, else the
 * unknown code. A code outside 1-10 counts as unknown too.
 */
export function pinCallErrorCode(errors: readonly { errorCode?: number | null }[] | null | undefined): PhoneVerificationCode {
  const code = errors?.[0]?.errorCode;
  return isPhoneVerificationCode(code) ? code : PHONE_VERIFICATION_CODE.unknown;
}

/** The code of one step's answer `{ success, errorCode }`, or null when it succeeded. */
export function pinCallAnswerError(answer: { success: boolean; errorCode?: number | null }): PhoneVerificationCode | null {
  return answer.success ? null : pinCallErrorCode([answer]);
}

/**
 * Where the form goes after an error in `step`: while typing the pin, a wrong pin or an unknown
 * failure lets the guest type it again; every other code (the number, the call or its attempts
 * are used up) starts over with the number. A failed start stays on the number.
 */
export function stepAfterError(step: PhoneVerificationStep, code: PhoneVerificationCode): PhoneVerificationStep {
  if (step !== 'pin') return 'number';
  return code === PHONE_VERIFICATION_CODE.invalidCode || code === PHONE_VERIFICATION_CODE.unknown ? 'pin' : 'number';
}
