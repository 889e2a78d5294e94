// One valid input per call of the checkout origin's JSON API: the shapes the fuzz test
// (fuzz.test.ts) mutates into bad input. Typed by the contract (CheckoutCalls), so a call added
// without a sample here, or a sample that no longer fits its call, is a compile error.
import type { CheckoutCall, CheckoutCalls } from '../../src/contract/checkoutApi.ts';
import type { Shape } from './fuzzInput.ts';
import type { FuzzIds, Sample } from './fuzzSamples.ts';

type CheckoutSamples = { [K in CheckoutCall]: Sample<CheckoutCalls[K]['body']> };

const CARD = { kind: 'card', number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Fuzz Guest', save: false } as const;
/** The payment method is a union told apart by `kind`: another kind's fields are valid too. */
const METHOD_SHAPE: Shape = { kinds: { method: 'free' } };

export function checkoutSamples(ids: FuzzIds): CheckoutSamples {
  return {
    session: { input: { transferToken: 'not-a-transfer-token' } },
    guest: { input: {} },
    login: { input: { email: ids.guestEmail, password: 'wrong password', stayLoggedIn: false } },
    'login/cookie': { input: {} },
    // A signup logs the frame's session into the new account and revokes its token: a victim's.
    signup: {
      input: {
        email: 'fuzz-signup@example.com',
        name: 'fuzz_signup',
        password: 'a good password',
        language: 'en',
        acceptTerms: true,
        stayLoggedIn: false,
        extToken: '',
      },
      shape: { optional: ['extToken'] },
      caller: 'victim',
    },
    logout: { input: { clearToken: false }, caller: 'victim' },
    'password/lost': { input: { email: ids.guestEmail, language: 'en' } },
    'password/reset': { input: { code: 'not-a-reset-code', password: 'a new password' } },
    payments: { input: { flow: 'moneycharge', amountCents: 1_000, method: CARD, idempotencyKey: 'fuzz-payment-key' }, shape: METHOD_SHAPE },
    'payment-method': { input: { method: CARD }, shape: METHOD_SHAPE },
    settings: {
      input: { autoRecharge: { amountCents: 2_500, thresholdCents: 500 }, oneClickAmounts: [1_000, 2_500], monthlyLimitCents: null },
      shape: { kinds: { autoRecharge: 'free' } },
    },
    abos: { input: { plan: 'vip', trial: false, method: { kind: 'balance' }, idempotencyKey: 'fuzz-abo-key' }, shape: METHOD_SHAPE },
    'abos/cancel': { input: { plan: 'vxtv' } },
    avs: { input: { method: 'idcard', fullName: 'Fuzz Guest', birthDate: '1990-01-01', documentNumber: 'PEND123' } },
    codes: { input: { code: 'WELCOME5', kind: 'promocode' } },
    compensation: { input: { method: { kind: 'balance' }, idempotencyKey: 'fuzz-compensation-key' }, shape: METHOD_SHAPE },
  };
}
