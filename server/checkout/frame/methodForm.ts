// The payment method form: what the guest typed, checked before sending, turned into the
// checkout API's PaymentMethodInput.
import type { PaymentMethodInput } from '../../../src/contract/checkoutApi.ts';
import {
  digitsOf,
  isExpiryInFuture,
  isValidCvc,
  isValidIban,
  normalizeExpiry,
  normalizeIban,
  parseExpiry,
  passesLuhn,
} from './cardInput.ts';

export type MethodKind = 'saved' | 'card' | 'ls' | 'balance';

export interface MethodDraft {
  kind: MethodKind;
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
  save: boolean;
  iban: string;
}

export const EMPTY_METHOD: MethodDraft = { kind: 'card', number: '', expiry: '', cvc: '', holder: '', save: false, iban: '' };

/** Why a field is not accepted yet; the form translates each. */
export type FieldProblem = 'required' | 'invalid' | 'expired';
export type MethodProblems = Partial<Record<'number' | 'expiry' | 'cvc' | 'holder' | 'iban', FieldProblem>>;

/** Longest holder name taken. */
const MAX_HOLDER_LENGTH = 100;

function holderProblem(holder: string): FieldProblem | undefined {
  const trimmed = holder.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > MAX_HOLDER_LENGTH ? 'invalid' : undefined;
}

export function methodProblems(draft: MethodDraft, now: Date): MethodProblems {
  const problems: MethodProblems = {};
  if (draft.kind === 'card') {
    if (digitsOf(draft.number) === '') problems.number = 'required';
    else if (!passesLuhn(draft.number)) problems.number = 'invalid';
    if (draft.expiry.trim() === '') problems.expiry = 'required';
    else if (!parseExpiry(draft.expiry)) problems.expiry = 'invalid';
    else if (!isExpiryInFuture(draft.expiry, now)) problems.expiry = 'expired';
    if (draft.cvc.trim() === '') problems.cvc = 'required';
    else if (!isValidCvc(draft.cvc)) problems.cvc = 'invalid';
    const holder = holderProblem(draft.holder);
    if (holder) problems.holder = holder;
  } else if (draft.kind === 'ls') {
    if (draft.iban.trim() === '') problems.iban = 'required';
    else if (!isValidIban(draft.iban)) problems.iban = 'invalid';
    const holder = holderProblem(draft.holder);
    if (holder) problems.holder = holder;
  }
  return problems;
}

export function hasProblems(problems: MethodProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The method as the checkout API takes it (call only when methodProblems found none). */
export function methodInput(draft: MethodDraft): Extract<PaymentMethodInput, { kind: MethodKind }> {
  switch (draft.kind) {
    case 'card':
      return {
        kind: 'card',
        number: digitsOf(draft.number),
        expiry: normalizeExpiry(draft.expiry),
        cvc: draft.cvc.trim(),
        holder: draft.holder.trim(),
        save: draft.save,
      };
    case 'ls':
      return { kind: 'ls', iban: normalizeIban(draft.iban), holder: draft.holder.trim() };
    case 'saved':
      return { kind: 'saved' };
    case 'balance':
      return { kind: 'balance' };
  }
}
