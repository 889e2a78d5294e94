import { describe, expect, test } from 'vitest';
import {
  chargeAccount,
  chargeCard,
  chargeCarrier,
  chargeSaved,
  expiryEnd,
  isIbanValid,
  isLuhnValid,
} from '../../server/domain/sandboxCards.ts';
import { CARRIER_MAX_CENTS, SANDBOX_CARDS, SANDBOX_DECLINED_IBAN } from '../../src/contract/checkout.ts';

const NOW = Date.UTC(2026, 10, 23);
const card = (number: string, expiry = '12/30', cvc = '123') => ({
  kind: 'card' as const,
  number,
  expiry,
  cvc,
  holder: 'Ann Example',
  save: false,
});

describe('sandbox cards', () => {
  test.each(Object.entries(SANDBOX_CARDS))('card %s answers its documented outcome', (number, { outcome, brand }) => {
    const result = chargeCard(card(number), NOW);
    expect(result.outcome).toBe(outcome);
    expect(result.stored).toEqual({ kind: 'card', brand, last4: number.slice(-4), expiry: '12/30', holder: 'Ann Example' });
  });

  test('another number that passes the Luhn check is not supported', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(chargeCard(card('4111 1111 1111 1111'), NOW).outcome).toBe('card_not_supported');
  });

  test('a number failing the Luhn check is refused as invalid input', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(() => chargeCard(card('4242424242424241'), NOW)).toThrow(/checksum/);
  });

  test('an expiry in the past declines as expired_card; this month still works', () => {
    expect(chargeCard(card('4242424242424242', '10/26'), NOW).outcome).toBe('expired_card');
    expect(chargeCard(card('4242424242424242', '11/26'), NOW).outcome).toBe('success');
  });

  test('an expiry that is not MM/YY and a CVC that is not 3 digits are refused', () => {
    expect(expiryEnd('13/30')).toBeNull();
    expect(() => chargeCard(card('4242424242424242', '1230'), NOW)).toThrow(/MM\/YY/);
    expect(() => chargeCard(card('4242424242424242', '12/30', '12'), NOW)).toThrow(/CVC/);
    expect(() => chargeCard(card('4242424242424242', '12/30', '1234'), NOW)).toThrow(/CVC/);
  });

  test('a saved card that expired since declines; a saved account does not', () => {
    expect(chargeSaved({ kind: 'card', brand: 'visa', last4: '4242', expiry: '01/20', holder: 'A' }, NOW)).toBe('expired_card');
    expect(chargeSaved({ kind: 'ls', brand: 'sepa', last4: '3000', expiry: '', holder: 'A' }, NOW)).toBe('success');
  });
});

describe('sandbox direct debit and phone bill', () => {
  test('IBANs are checked mod 97', () => {
    expect(isIbanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIbanValid('DE89370400440532013001')).toBe(false);
    expect(isIbanValid(SANDBOX_DECLINED_IBAN)).toBe(true);
  });

  test('the sandbox IBAN declines, any other valid one succeeds, an invalid one is refused', () => {
    expect(chargeAccount({ kind: 'ls', iban: SANDBOX_DECLINED_IBAN, holder: 'A' }).outcome).toBe('account_declined');
    expect(chargeAccount({ kind: 'ls', iban: 'DE89370400440532013000', holder: 'A' })).toEqual({
      outcome: 'success',
      stored: { kind: 'ls', brand: 'sepa', last4: '3000', expiry: '', holder: 'A' },
    });
    expect(() => chargeAccount({ kind: 'ls', iban: 'DE00370400440532013000', holder: 'A' })).toThrow(/IBAN/);
  });

  test('phone numbers ending in 9 are declined and the cap holds', () => {
    expect(chargeCarrier('+49 151 1234567', 1_000)).toBe('success');
    expect(chargeCarrier('+491511234569', 1_000)).toBe('carrier_declined');
    expect(chargeCarrier('+491511234567', CARRIER_MAX_CENTS)).toBe('success');
    expect(() => chargeCarrier('+491511234567', CARRIER_MAX_CENTS + 1)).toThrow(/capped/);
    expect(() => chargeCarrier('12', 500)).toThrow(/digits/);
  });
});
