// A payment key names one request (issue 19, point 8): the fingerprint kept with it tells the
// same request from another one, and holds no whole card number, IBAN or phone number.
import { describe, expect, test } from 'vitest';
import { checkPaymentKey, type PaymentAsked, paymentFingerprint } from '../../server/domain/paymentKeys.ts';
import type { PaymentMethodInput } from '../../src/contract/checkoutApi.ts';

const card = (number: string, extra: Partial<{ expiry: string; save: boolean }> = {}): PaymentMethodInput => ({
  kind: 'card',
  number,
  expiry: extra.expiry ?? '12/40',
  cvc: '123',
  holder: 'Test Guest',
  save: extra.save ?? false,
});
const asked: PaymentAsked = { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242') };

describe('payment fingerprints', () => {
  test('the same request gives the same fingerprint', () => {
    expect(paymentFingerprint({ ...asked, method: card('4242 4242 4242 4242') })).toBe(paymentFingerprint(asked));
    // the cvc and the holder are not part of it
    expect(
      paymentFingerprint({
        ...asked,
        method: { kind: 'card', number: '4242424242424242', expiry: '12/40', cvc: '999', holder: 'T', save: false },
      }),
    ).toBe(paymentFingerprint(asked));
  });

  test('another amount, flow or method gives another fingerprint', () => {
    const others: PaymentAsked[] = [
      { ...asked, amountCents: 2_000 },
      { ...asked, amountCents: null },
      { ...asked, flow: 'oneclick' },
      { ...asked, method: card('5555555555554444') },
      { ...asked, method: card('4242424242424242', { expiry: '11/40' }) },
      { ...asked, method: card('4242424242424242', { save: true }) },
      { ...asked, method: { kind: 'saved' } },
      { ...asked, method: { kind: 'ls', iban: 'DE89370400440532013000', holder: 'Test Guest' } },
      { ...asked, method: { kind: 'ls', iban: 'DE89370400440532013001', holder: 'Test Guest' } },
      { ...asked, flow: 'carrier', method: { kind: 'carrier', phoneNumber: '+491701234567' } },
      { ...asked, flow: 'carrier', method: { kind: 'carrier', phoneNumber: '+491701234568' } },
    ];
    const fingerprints = new Set([asked, ...others].map(paymentFingerprint));
    expect(fingerprints.size).toBe(others.length + 1);
  });

  test('a fingerprint is a SHA-256 hash, not the request', () => {
    expect(paymentFingerprint(asked)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a stored payment answers the same request, or one stored before fingerprints; another request is a conflict', () => {
    const fingerprint = paymentFingerprint(asked);
    expect(() => checkPaymentKey(fingerprint, fingerprint)).not.toThrow();
    expect(() => checkPaymentKey(null, fingerprint)).not.toThrow();
    expect(() => checkPaymentKey(paymentFingerprint({ ...asked, amountCents: 5_000 }), fingerprint)).toThrow(
      expect.objectContaining({ code: 'CONFLICT', details: { reason: 'paymentKeyReused' } }),
    );
  });
});
