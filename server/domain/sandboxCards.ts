// The sandbox payment provider (spec part 1 §3 payment options; numbers in src/contract/checkout.ts,
// README): it knows a handful of test cards, one declining IBAN and a phone-bill rule. Pure
// rules, no I/O: the wallet asks it for the outcome of a charge before touching any balance.
// Input that is malformed (fails Luhn, expiry not MM/YY, bad IBAN checksum) is refused as
// VALIDATION_FAILED; input that is well formed but refused by the "bank" is a decline.
import {
  CARRIER_MAX_CENTS,
  type DeclineReason,
  SANDBOX_CARDS,
  SANDBOX_CARRIER_DECLINE_DIGIT,
  SANDBOX_DECLINED_IBAN,
} from '../../src/contract/checkout.ts';
import type { PaymentMethodInput } from '../../src/contract/checkoutApi.ts';
import { ApiError } from '../errors.ts';

export type SandboxOutcome = 'success' | DeclineReason;

/** What may be stored of a card or account: never the full number, never the CVC. */
export interface StorableMethod {
  kind: 'card' | 'ls';
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
}

/** Digits only, spaces and dashes (as guests type them) removed. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY; a card is valid through the last day of its month (UTC). Null when malformed. */
export function expiryEnd(expiry: string): number | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return Date.UTC(year, month, 1) - 1;
}

function isExpired(expiry: string, now: number): boolean {
  const end = expiryEnd(expiry);
  return end === null || end < now;
}

/** ISO 13616: move the country and check digits to the end, letters to numbers, mod 97 = 1. */
export function isIbanValid(iban: string): boolean {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function invalid(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message);
}

export type CardInput = Extract<PaymentMethodInput, { kind: 'card' }>;
export type AccountInput = Extract<PaymentMethodInput, { kind: 'ls' }>;

/** The sandbox's answer for a card; throws VALIDATION_FAILED for malformed input. */
export function chargeCard(card: CardInput, now: number): { outcome: SandboxOutcome; stored: StorableMethod } {
  const number = digitsOf(card.number);
  if (!isLuhnValid(number)) throw invalid('The card number is not valid (checksum).');
  if (expiryEnd(card.expiry) === null) throw invalid('The expiry must be MM/YY.');
  if (!/^\d{3}$/.test(card.cvc)) throw invalid('The CVC must be 3 digits.');
  if (card.holder.trim() === '') throw invalid('The card holder is required.');
  const known = (SANDBOX_CARDS as Record<string, { brand: string; outcome: SandboxOutcome }>)[number];
  const stored: StorableMethod = {
    kind: 'card',
    brand: known?.brand ?? 'card',
    last4: number.slice(-4),
    expiry: card.expiry.trim(),
    holder: card.holder.trim(),
  };
  if (isExpired(card.expiry, now)) return { outcome: 'expired_card', stored };
  // The sandbox knows only its documented cards: any other valid number is not supported.
  return { outcome: known ? known.outcome : 'card_not_supported', stored };
}

/** Direct debit ('ls'): a valid IBAN succeeds unless it is the sandbox's declining one. */
export function chargeAccount(account: AccountInput): { outcome: SandboxOutcome; stored: StorableMethod } {
  const iban = account.iban.replace(/\s/g, '').toUpperCase();
  if (!isIbanValid(iban)) throw invalid('The IBAN is not valid (checksum).');
  if (account.holder.trim() === '') throw invalid('The account holder is required.');
  const stored: StorableMethod = { kind: 'ls', brand: 'sepa', last4: iban.slice(-4), expiry: '', holder: account.holder.trim() };
  return { outcome: iban === SANDBOX_DECLINED_IBAN ? 'account_declined' : 'success', stored };
}

/** Phone bill: capped per payment; numbers ending in the sandbox digit are declined. */
export function chargeCarrier(phoneNumber: string, amountCents: number): SandboxOutcome {
  const number = digitsOf(phoneNumber);
  if (!/^\+?\d{8,15}$/.test(number)) throw invalid('The phone number must have 8 to 15 digits.');
  if (amountCents > CARRIER_MAX_CENTS) throw invalid(`Phone-bill payments are capped at ${CARRIER_MAX_CENTS} cents.`);
  return number.endsWith(SANDBOX_CARRIER_DECLINE_DIGIT) ? 'carrier_declined' : 'success';
}

/** A saved method charges like its kind: a saved card that has expired since is declined. */
export function chargeSaved(saved: StorableMethod, now: number): SandboxOutcome {
  return saved.kind === 'card' && isExpired(saved.expiry, now) ? 'expired_card' : 'success';
}
