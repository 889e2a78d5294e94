// Money display and conversion (spec part 1 §9): EUR and CHF with 2 decimals, Credits,
// Voucher and VXC with 0; 4 coins per euro, rounded up. An unknown currency raises
// (part 2 §8).
import { CURRENCY_DECIMALS, MONEY } from '../contract/constants.ts';
import type { Currency } from '../contract/enums.ts';
import { UNKNOWN_CURRENCY_MESSAGE } from '../contract/errors.ts';

/** EUR and CHF show the locale's currency sign; the others get their name as suffix. */
function hasCurrencySign(currency: Currency): boolean {
  return currency === 'EUR' || currency === 'CHF';
}

/**
 * Tolerance for float noise when deciding whether an amount times a rate is a whole number:
 * 0.7 + 0.05 is 0.7500000000000001, which must still give 3 coins, not 4.
 */
const FLOAT_TOLERANCE = 1e-9;

const formatters = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Currency): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    const decimals = CURRENCY_DECIMALS[currency];
    formatter = new Intl.NumberFormat(locale, {
      ...(hasCurrencySign(currency) ? { style: 'currency', currency } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_DECIMALS, value);
}

/**
 * "€12.50" / "12,50 €" / "CHF 3.00" for EUR and CHF; "12 Credits", "3 Voucher", "40 VXC" for
 * the others (number formatted for the locale). Throws for a currency the contract does not
 * know and for an amount that is not a finite number.
 */
export function formatCurrency(amount: number, currency: Currency, locale: string): string {
  if (!isCurrency(currency)) throw new Error(`${UNKNOWN_CURRENCY_MESSAGE}: ${String(currency)}`);
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${String(amount)} ${currency}`);
  const formatted = formatterFor(locale, currency).format(amount);
  return hasCurrencySign(currency) ? formatted : `${formatted} ${currency}`;
}

/** Coins for a euro amount: 4 per euro, rounded up (0.3 -> 2, 2.5 -> 10). */
export function eurosToCoins(euros: number): number {
  if (!Number.isFinite(euros) || euros < 0) throw new RangeError(`Cannot convert ${String(euros)} euros to coins`);
  const exact = euros * MONEY.coinsPerEuro;
  const whole = Math.round(exact);
  // A product within float noise of a whole number is that number; anything else rounds up.
  if (Math.abs(exact - whole) <= FLOAT_TOLERANCE * Math.max(1, exact)) return whole;
  return Math.ceil(exact);
}

/** Euros worth of coins (exact: a coin is a quarter euro). */
export function coinsToEuros(coins: number): number {
  return coins / MONEY.coinsPerEuro;
}

/** Euros for an amount in cents. */
export function centsToEuros(cents: number): number {
  return cents / MONEY.centsPerEuro;
}

/** Whole cents for a euro amount, rounded to the nearest cent. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * MONEY.centsPerEuro);
}
