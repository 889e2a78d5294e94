// A payment key (the idempotencyKey of a top-up, plan or compensation) names ONE request: sent
// again with the same request it answers the first result and charges nothing more; sent with
// another request (amount, method, flow) it is refused with CONFLICT, never answered with a
// payment the guest did not ask for. Keys belong to one guest, so another guest's key is simply
// another payment. The fingerprint kept with the key hashes what the guest asked: the flow,
// the amount where the guest chose it (null where the server sets it: plan prices, what is
// owed), and the method by its kind, the last four characters of its number and the card's
// expiry and save choice. Never a whole card number, IBAN or phone number: an unsalted hash of
// one is reversed by trying them all.
import { createHash } from 'node:crypto';
import type { PaymentMethodInput } from '../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../src/contract/enums.ts';
import { ApiError } from '../errors.ts';

export interface PaymentAsked {
  flow: PaymentFlow;
  /** The amount the guest chose; null where the server sets it (plan prices, what is owed). */
  amountCents: number | null;
  method: PaymentMethodInput;
}

const lastFour = (text: string) =>
  text
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(-4)
    .toUpperCase();

function methodSummary(method: PaymentMethodInput): unknown[] {
  switch (method.kind) {
    case 'card':
      return ['card', lastFour(method.number), method.expiry.replace(/\s/g, ''), method.save];
    case 'ls':
      return ['ls', lastFour(method.iban)];
    case 'carrier':
      return ['carrier', lastFour(method.phoneNumber)];
    case 'saved':
    case 'balance':
      return [method.kind];
  }
}

/** The request's fingerprint, stored with its payment key. */
export function paymentFingerprint(asked: PaymentAsked): string {
  return createHash('sha256')
    .update(JSON.stringify([asked.flow, asked.amountCents, methodSummary(asked.method)]))
    .digest('base64url');
}

/**
 * Whether a stored payment answers this request: yes for the same fingerprint (or a payment
 * stored before fingerprints were kept); CONFLICT for another request under the same key.
 */
export function checkPaymentKey(stored: string | null, asked: string): void {
  if (stored !== null && stored !== asked) {
    throw new ApiError('CONFLICT', 'This payment key was used for another payment: send a new key with a new payment.', {
      reason: 'paymentKeyReused',
    });
  }
}
