// Top-up amounts (contract TOP_UP_PACKAGES, TOP_UP_LIMITS): what the guest types, which amounts
// are allowed and which bonus comes with them.

import { CARRIER_MAX_CENTS, TOP_UP_LIMITS, TOP_UP_PACKAGES } from '../../../src/contract/checkout.ts';
import { formatCurrency } from '../../../src/lib/currency.ts';

/** Longest amount text taken: "50000,00". Anything longer is a typo, not an amount. */
const MAX_AMOUNT_TEXT = 12;

/**
 * A euro amount as typed, with a comma or a dot for the cents ("12", "12,5", "12.50") -> cents.
 * Null for anything else: more than two decimals, signs, thousands separators, letters.
 */
export function parseAmountCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_AMOUNT_TEXT) return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** A package's amount or any whole-cent amount within TOP_UP_LIMITS. */
export function isTopUpAmount(cents: number): boolean {
  return Number.isInteger(cents) && cents >= TOP_UP_LIMITS.minCents && cents <= TOP_UP_LIMITS.maxCents;
}

/** The bonus of a package; free amounts have none. */
export function bonusFor(cents: number): number {
  return TOP_UP_PACKAGES.find((p) => p.amountCents === cents)?.bonusCents ?? 0;
}

/** Phone-bill payments: at least the top-up minimum, at most CARRIER_MAX_CENTS. */
export function isCarrierAmount(cents: number): boolean {
  return Number.isInteger(cents) && cents >= TOP_UP_LIMITS.minCents && cents <= CARRIER_MAX_CENTS;
}

/**
 * The amount preselected by the `selectedAmount` option (euros): a package or an allowed free
 * amount; otherwise the second package, the one most guests pick.
 */
export function preselectedAmountCents(selectedAmount: number | undefined): number {
  const fallback = TOP_UP_PACKAGES[1].amountCents;
  if (selectedAmount === undefined || !Number.isFinite(selectedAmount)) return fallback;
  const cents = Math.round(selectedAmount * 100);
  return isTopUpAmount(cents) ? cents : fallback;
}

/** The text field's value for an amount in cents: "25" or "12.50". */
export function amountText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "€25.00" / "25,00 €" in the frame's language. */
export function formatCents(cents: number, language: string): string {
  return formatCurrency(cents / 100, 'EUR', language);
}
