import { describe, expect, test } from 'vitest';
import { PHONE_VERIFICATION_CODE } from '../../src/contract/codes.ts';
import {
  isPhoneVerificationCode,
  isPinValid,
  normalizePhoneNumber,
  pinCallAnswerError,
  pinCallErrorCode,
  pinLength,
  stepAfterError,
} from '../../src/features/account/phoneVerificationRules.ts';

describe('phone number', () => {
  test('a number typed with spaces, dashes and brackets is sent as digits', () => {
    expect(normalizePhoneNumber(' +49 (170) 123-45/67 ')).toBe('+491701234567');
  });

  test('a leading 00 is written as +', () => {
    expect(normalizePhoneNumber('0049 170 1234567')).toBe('+491701234567');
  });

  test('a national number without country code is kept', () => {
    expect(normalizePhoneNumber('0170 1234567')).toBe('01701234567');
  });

  test('letters make it no phone number', () => {
    expect(normalizePhoneNumber('0170 CALLME')).toBeNull();
  });

  test('fewer than 6 digits is too short', () => {
    expect(normalizePhoneNumber('12345')).toBeNull();
    expect(normalizePhoneNumber('123456')).toBe('123456');
  });

  test('more than 15 digits is too long', () => {
    expect(normalizePhoneNumber('+1234567890123456')).toBeNull();
    expect(normalizePhoneNumber('+123456789012345')).toBe('+123456789012345');
  });
});

describe('pin', () => {
  test('a mobile number gets a 6-digit code', () => {
    expect(pinLength('mobile')).toBe(6);
    expect(isPinValid('123456', 'mobile')).toBe(true);
    expect(isPinValid('12345', 'mobile')).toBe(false);
  });

  test('a fixed number gets a 5-digit code', () => {
    expect(pinLength('fixed')).toBe(5);
    expect(isPinValid('12345', 'fixed')).toBe(true);
    expect(isPinValid('123456', 'fixed')).toBe(false);
  });

  test('a pin with letters is refused', () => {
    expect(isPinValid('12a456', 'mobile')).toBe(false);
  });
});

describe('pin-call errors (spec part 2 §8)', () => {
  test('the first error’s errorCode is the code', () => {
    expect(pinCallErrorCode([{ errorCode: 6 }, { errorCode: 2 }])).toBe(PHONE_VERIFICATION_CODE.phoneNumberNotUnique);
  });

  test('without errors the code is unknown (10)', () => {
    expect(pinCallErrorCode([])).toBe(10);
    expect(pinCallErrorCode(null)).toBe(10);
  });

  test('a first error without errorCode is unknown', () => {
    expect(pinCallErrorCode([{}, { errorCode: 3 }])).toBe(10);
  });

  test('a code outside 1-10 counts as unknown', () => {
    expect(pinCallErrorCode([{ errorCode: 42 }])).toBe(10);
    expect(pinCallErrorCode([{ errorCode: 0 }])).toBe(10);
  });

  test('every code 1 to 10 is a phone verification code', () => {
    for (let code = 1; code <= 10; code++) expect(isPhoneVerificationCode(code)).toBe(true);
    expect(isPhoneVerificationCode(11)).toBe(false);
  });

  test('a successful answer has no error', () => {
    expect(pinCallAnswerError({ success: true, errorCode: null })).toBeNull();
  });

  test('a failed answer without a code is unknown', () => {
    expect(pinCallAnswerError({ success: false, errorCode: null })).toBe(10);
    expect(pinCallAnswerError({ success: false, errorCode: 9 })).toBe(PHONE_VERIFICATION_CODE.attemptLimitReached);
  });
});

describe('what the form shows after an error', () => {
  test('a wrong pin lets the guest type it again', () => {
    expect(stepAfterError('pin', PHONE_VERIFICATION_CODE.invalidCode)).toBe('pin');
  });

  test('a timed-out call starts over with the number', () => {
    expect(stepAfterError('pin', PHONE_VERIFICATION_CODE.verificationTimeout)).toBe('number');
  });

  test('the attempt limit starts over with the number', () => {
    expect(stepAfterError('pin', PHONE_VERIFICATION_CODE.attemptLimitReached)).toBe('number');
  });

  test('a refused number stays on the number', () => {
    expect(stepAfterError('number', PHONE_VERIFICATION_CODE.invalidCode)).toBe('number');
    expect(stepAfterError('number', PHONE_VERIFICATION_CODE.countryNotAllowed)).toBe('number');
  });
});
