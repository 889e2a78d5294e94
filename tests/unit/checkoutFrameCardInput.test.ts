import { describe, expect, test } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  formatIban,
  isExpiryInFuture,
  isValidCvc,
  isValidIban,
  isValidPhoneNumber,
  normalizeExpiry,
  normalizePhoneNumber,
  parseExpiry,
  passesLuhn,
} from '../../server/checkout/frame/cardInput.ts';
import { SANDBOX_CARDS, SANDBOX_DECLINED_IBAN } from '../../src/contract/checkout.ts';

describe('card number', () => {
  test('every documented sandbox card number passes the Luhn check', () => {
    for (const number of Object.keys(SANDBOX_CARDS)) expect(passesLuhn(number), number).toBe(true);
  });

  test('a card number with one wrong digit fails the Luhn check', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  test('spaces typed between the digit groups do not matter', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
  });

  test('too few digits are not a card number even when the checksum fits', () => {
    expect(passesLuhn('00000000000')).toBe(false);
    expect(passesLuhn('000000000000')).toBe(true);
  });

  test('the number is shown in groups of four and cut at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  test('the brand is recognised from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221 0000')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
  });
});

describe('expiry and security code', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026

  test('MM/YY and MMYY are read as month and year', () => {
    expect(parseExpiry('05/27')).toEqual({ month: 5, year: 2027 });
    expect(parseExpiry('0527')).toEqual({ month: 5, year: 2027 });
  });

  test('a month outside 1 to 12 is not an expiry', () => {
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('5/27')).toBeNull();
  });

  test('a card is valid through the last day of its expiry month', () => {
    expect(isExpiryInFuture('05/26', now)).toBe(true);
    expect(isExpiryInFuture('04/26', now)).toBe(false);
    expect(isExpiryInFuture('01/27', now)).toBe(true);
  });

  test('the slash appears after the month while typing and can be deleted', () => {
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  test('the expiry is sent as MM/YY', () => {
    expect(normalizeExpiry('0527')).toBe('05/27');
  });

  test('the security code has exactly three digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('1234')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});

describe('IBAN and phone number', () => {
  test('the sandbox IBAN that declines is still a valid IBAN', () => {
    expect(isValidIban(SANDBOX_DECLINED_IBAN)).toBe(true);
  });

  test('a valid IBAN typed in lower case with spaces is accepted', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  test('an IBAN with a wrong check digit is refused', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
  });

  test('the IBAN is shown in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  test('a phone number needs the country code and 8 to 15 digits', () => {
    expect(isValidPhoneNumber('+49 170 1234567')).toBe(true);
    expect(isValidPhoneNumber('0049 170 1234567')).toBe(true);
    expect(isValidPhoneNumber('0170 1234567')).toBe(false);
    expect(isValidPhoneNumber('+1234567')).toBe(false);
    expect(isValidPhoneNumber(`+${'1'.repeat(16)}`)).toBe(false);
    expect(normalizePhoneNumber('0049 (170) 123-45.67')).toBe('+491701234567');
  });
});
