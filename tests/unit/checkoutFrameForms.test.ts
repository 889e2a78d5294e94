import { describe, expect, test } from 'vitest';
import { loginProblems, problemOfRefusal, resetProblems, signupProblems } from '../../server/checkout/frame/accountForm.ts';
import { CheckoutApiError, fieldOfError, retryAfterMinutes } from '../../server/checkout/frame/api.ts';
import { avsBody, avsProblems, parseBirthDate } from '../../server/checkout/frame/avsForm.ts';
import { codeRefusal, normalizeCode } from '../../server/checkout/frame/codeRefusal.ts';
import { EMPTY_METHOD, methodInput, methodProblems } from '../../server/checkout/frame/methodForm.ts';
import { NAME_RULES, PASSWORD_RULES } from '../../src/contract/checkoutRules.ts';

const now = new Date(2026, 4, 15);

describe('payment method form', () => {
  const card = { ...EMPTY_METHOD, kind: 'card' as const, number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: ' Ann Lee ' };

  test('a complete card is sent without spaces and with MM/YY', () => {
    expect(methodProblems(card, now)).toEqual({});
    expect(methodInput(card)).toEqual({
      kind: 'card',
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      holder: 'Ann Lee',
      save: false,
    });
  });

  test('a new card is not saved unless the guest ticks "Save this card"', () => {
    expect(EMPTY_METHOD.save).toBe(false);
    expect(methodInput({ ...card, save: true })).toMatchObject({ kind: 'card', save: true });
  });

  test('a mistyped card number, a past expiry and a short code are named per field', () => {
    expect(methodProblems({ ...card, number: '4242 4242 4242 4241', expiry: '01/26', cvc: '12', holder: '' }, now)).toEqual({
      number: 'invalid',
      expiry: 'expired',
      cvc: 'invalid',
      holder: 'required',
    });
  });

  test('direct debit needs a valid IBAN and a holder', () => {
    const ls = { ...EMPTY_METHOD, kind: 'ls' as const, iban: 'DE89 3704 0044 0532 0130 00', holder: 'Ann' };
    expect(methodProblems(ls, now)).toEqual({});
    expect(methodInput(ls)).toEqual({ kind: 'ls', iban: 'DE89370400440532013000', holder: 'Ann' });
    expect(methodProblems({ ...ls, iban: 'DE00 1234' }, now)).toEqual({ iban: 'invalid' });
  });

  test('the saved method and the balance need no fields', () => {
    expect(methodProblems({ ...EMPTY_METHOD, kind: 'saved' }, now)).toEqual({});
    expect(methodInput({ ...EMPTY_METHOD, kind: 'balance' })).toEqual({ kind: 'balance' });
  });
});

describe('login, signup and reset forms', () => {
  test('login needs an e-mail address and a password', () => {
    expect(loginProblems({ email: 'ann@example', password: '' })).toEqual({ email: 'invalid', password: 'required' });
    expect(loginProblems({ email: 'ann@example.com', password: 'x' })).toEqual({});
  });

  test('signup applies the password and name rules of the contract', () => {
    const ok = { email: 'ann@example.com', name: 'Ann_Lee', password: 'p'.repeat(PASSWORD_RULES.minLength), acceptTerms: true };
    expect(signupProblems(ok)).toEqual({});
    expect(signupProblems({ ...ok, password: 'p'.repeat(PASSWORD_RULES.minLength - 1) })).toEqual({ password: 'tooShort' });
    expect(signupProblems({ ...ok, password: 'p'.repeat(PASSWORD_RULES.maxLength + 1) })).toEqual({ password: 'tooLong' });
    expect(signupProblems({ ...ok, name: 'A'.repeat(NAME_RULES.minLength - 1) })).toEqual({ name: 'tooShort' });
    expect(signupProblems({ ...ok, name: 'A'.repeat(NAME_RULES.maxLength + 1) })).toEqual({ name: 'tooLong' });
    expect(signupProblems({ ...ok, name: 'Ann Lee' })).toEqual({ name: 'invalid' });
  });

  test('a password of spaces only is refused before sending, at signup and at reset', () => {
    const ok = { email: 'ann@example.com', name: 'Ann_Lee', password: ' '.repeat(PASSWORD_RULES.minLength), acceptTerms: true };
    expect(signupProblems(ok)).toEqual({ password: 'blank' });
    expect(resetProblems({ password: ' \t ', passwordRepeat: ' \t ' })).toEqual({ password: 'blank' });
  });

  test("the server's refusal of a field becomes that field's problem: a common password, a taken name", () => {
    expect(problemOfRefusal('VALIDATION_FAILED', { field: 'password', reason: 'common' })).toBe('common');
    expect(problemOfRefusal('VALIDATION_FAILED', { field: 'password', reason: 'blank' })).toBe('blank');
    expect(problemOfRefusal('CONFLICT', { field: 'name' })).toBe('taken');
    expect(problemOfRefusal('VALIDATION_FAILED', { field: 'name' })).toBe('invalid');
    expect(problemOfRefusal('VALIDATION_FAILED', { field: 'password', reason: 'no such reason' })).toBe('invalid');
  });

  test('signup is refused without accepting the terms', () => {
    expect(signupProblems({ email: 'ann@example.com', name: 'Ann', password: 'long-enough', acceptTerms: false })).toEqual({
      acceptTerms: 'required',
    });
  });

  test('the new password must be typed twice the same', () => {
    expect(resetProblems({ password: 'long-enough', passwordRepeat: 'long-enougH' })).toEqual({ passwordRepeat: 'mismatch' });
    expect(resetProblems({ password: 'long-enough', passwordRepeat: 'long-enough' })).toEqual({});
  });
});

describe('age check form', () => {
  test('a birth date must exist and lie in the past', () => {
    expect(parseBirthDate('2000-02-29', now)).not.toBeNull();
    expect(parseBirthDate('2001-02-29', now)).toBeNull();
    expect(parseBirthDate('2030-01-01', now)).toBeNull();
    expect(parseBirthDate('01.02.2000', now)).toBeNull();
  });

  test('full name, birth date and document number are checked and normalised', () => {
    const draft = { fullName: ' Ann  Lee ', birthDate: '1990-01-31', documentNumber: 'pend-12 345' };
    expect(avsProblems(draft, now)).toEqual({});
    expect(avsBody(draft)).toEqual({ method: 'idcard', fullName: 'Ann Lee', birthDate: '1990-01-31', documentNumber: 'PEND12345' });
    expect(avsProblems({ fullName: 'Ann', birthDate: '', documentNumber: 'AB' }, now)).toEqual({
      fullName: 'invalid',
      birthDate: 'required',
      documentNumber: 'invalid',
    });
  });
});

describe('refusals of the checkout API', () => {
  test('a rate-limited answer says how many minutes to wait, rounded up', () => {
    expect(retryAfterMinutes(new CheckoutApiError('RATE_LIMITED', 'x', { retryAfterMs: 61_000 }))).toBe(2);
    expect(retryAfterMinutes(new CheckoutApiError('RATE_LIMITED', 'x', { retryAfterMs: 5_000 }))).toBe(1);
  });

  test('a taken e-mail or name names its field', () => {
    expect(fieldOfError(new CheckoutApiError('CONFLICT', 'x', { field: 'email' }))).toBe('email');
    expect(fieldOfError(new CheckoutApiError('VALIDATION_FAILED', 'x', [{ instancePath: '/body/name' }]))).toBe('name');
    expect(fieldOfError(new CheckoutApiError('VALIDATION_FAILED', 'x'))).toBeNull();
  });

  test('code refusals are told apart', () => {
    expect(codeRefusal(new CheckoutApiError('NOT_FOUND', 'x'))).toBe('unknown');
    for (const reason of ['alreadyRedeemed', 'expired', 'usedUp', 'notYetValid'] as const) {
      expect(codeRefusal(new CheckoutApiError('CONFLICT', 'x', { reason }))).toBe(reason);
    }
    expect(codeRefusal(new CheckoutApiError('CONFLICT', 'x'))).toBe('notRedeemable');
    expect(codeRefusal(new CheckoutApiError('RATE_LIMITED', 'x'))).toBeNull();
  });

  test('a code is sent uppercased without spaces', () => {
    expect(normalizeCode(' welcome 5 ')).toBe('WELCOME5');
  });
});
