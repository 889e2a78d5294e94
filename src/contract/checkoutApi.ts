// The JSON API the checkout frame calls on its own origin (CHECKOUT_ORIGIN, under /api/; spec
// part 2 §7.13, §8): the session header, the guest and payment shapes, and each call's body and
// answer. Types and constants only.
import type { PaymentAttribution } from './attribution.ts';
import type { ActiveAbo, AvsRejectReason, DeclineReason } from './checkout.ts';
import type { AvsStatus, BonusCodeBenefitType, Language, PaymentFlow } from './enums.ts';

/** Header carrying the frame's session id on every checkout API call but /api/session. */
export const CHECKOUT_SESSION_HEADER = 'x-checkout-session';

export interface SavedPaymentMethod {
  kind: 'card' | 'ls';
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
}

/** The logged-in guest as the frame sees it. */
export interface CheckoutGuest {
  id: number;
  name: string;
  email: string;
  language: Language;
  balanceCents: number;
  balanceFormatted: string;
  isPayingCustomer: boolean;
  isVip: boolean;
  /** VIP counts as TV subscriber. */
  isVXTVAboSubscriber: boolean;
  hasUsedVipTrial: boolean;
  hasUsedTrialMoneyCharge: boolean;
  abos: ActiveAbo[];
  avsStatus: AvsStatus;
  avsRejectMessage: AvsRejectReason | null;
  isRestricted: boolean;
  restrictionLevel: number;
  /** What a restricted guest owes (opcompensation), cents. */
  compensationCents: number;
  savedMethod: SavedPaymentMethod | null;
  autoRecharge: { amountCents: number; thresholdCents: number } | null;
  oneClickAmounts: number[];
  monthlyLimitCents: number | null;
}

export type PaymentMethodInput =
  | { kind: 'card'; number: string; expiry: string; cvc: string; holder: string; save: boolean }
  | { kind: 'saved' }
  | { kind: 'ls'; iban: string; holder: string }
  | { kind: 'carrier'; phoneNumber: string }
  | { kind: 'balance' };

export interface PaymentOutcome {
  status: 'succeeded' | 'declined';
  declineReason: DeclineReason | null;
  amountCents: number;
  bonusCents: number;
}

/** Checkout API calls: path (under /api/) -> body and answer. Every answer also has success: true. */
export interface CheckoutCalls {
  session: {
    body: { transferToken: string };
    answer: { session: string; guest: CheckoutGuest | null; hasLoginCookie: boolean; loginCookieName: string | null };
  };
  guest: { body: Record<string, never>; answer: { guest: CheckoutGuest | null } };
  login: { body: { email: string; password: string; stayLoggedIn: boolean }; answer: { accessToken: string; guest: CheckoutGuest } };
  'login/cookie': { body: Record<string, never>; answer: { accessToken: string; guest: CheckoutGuest } };
  signup: {
    body: {
      email: string;
      name: string;
      password: string;
      language: Language;
      acceptTerms: true;
      stayLoggedIn: boolean;
      extToken?: string;
    };
    answer: { accessToken: string; guest: CheckoutGuest };
  };
  logout: { body: { clearToken: boolean }; answer: Record<string, never> };
  'password/lost': { body: { email: string; language: Language }; answer: Record<string, never> };
  'password/reset': { body: { code: string; password: string }; answer: Record<string, never> };
  payments: {
    body: { flow: PaymentFlow; amountCents: number; method: PaymentMethodInput; idempotencyKey: string; attribution?: PaymentAttribution };
    answer: { payment: PaymentOutcome; guest: CheckoutGuest };
  };
  'payment-method': {
    body: { method: Extract<PaymentMethodInput, { kind: 'card' | 'ls' }> };
    answer: { outcome: PaymentOutcome; guest: CheckoutGuest };
  };
  settings: {
    body: {
      autoRecharge: { amountCents: number; thresholdCents: number } | null;
      oneClickAmounts: number[];
      monthlyLimitCents: number | null;
    };
    answer: { guest: CheckoutGuest };
  };
  abos: {
    body: { plan: 'vip' | 'vxtv'; trial: boolean; method: PaymentMethodInput; idempotencyKey: string; attribution?: PaymentAttribution };
    answer: { payment: PaymentOutcome; guest: CheckoutGuest };
  };
  'abos/cancel': {
    body: { plan: 'vip' | 'vxtv' };
    answer: { guest: CheckoutGuest; offer: { priceCents: number; platformText: string } | null };
  };
  avs: {
    body: { method: 'idcard'; fullName: string; birthDate: string; documentNumber: string };
    answer: { guest: CheckoutGuest };
  };
  codes: {
    body: { code: string; kind: 'promocode' | 'scratchcard' };
    answer: { bonus: { type: BonusCodeBenefitType; amount: number; text: string }; guest: CheckoutGuest };
  };
  compensation: { body: { method: PaymentMethodInput; idempotencyKey: string }; answer: { payment: PaymentOutcome; guest: CheckoutGuest } };
}
export type CheckoutCall = keyof CheckoutCalls;
