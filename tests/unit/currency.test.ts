// Money display and coins (spec part 1 §9, part 2 §8).
import { describe, expect, test } from 'vitest';
import type { Currency } from '../../src/contract/enums.ts';
import { centsToEuros, coinsToEuros, eurosToCents, eurosToCoins, formatCurrency } from '../../src/lib/currency.ts';

/** Intl separates number and sign with no-break spaces; compare with plain spaces. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCurrency', () => {
  test('EUR shows 2 decimals with the locale sign', () => {
    expect(plain(formatCurrency(12.5, 'EUR', 'en'))).toBe('€12.50');
    expect(plain(formatCurrency(12.5, 'EUR', 'de'))).toBe('12,50 €');
    expect(plain(formatCurrency(3, 'EUR', 'en'))).toBe('€3.00');
  });

  test('EUR rounds to the cent', () => {
    expect(plain(formatCurrency(1.005, 'EUR', 'en'))).toMatch(/^€1\.0[01]$/);
    expect(plain(formatCurrency(1.239, 'EUR', 'en'))).toBe('€1.24');
  });

  test('CHF shows 2 decimals', () => {
    expect(plain(formatCurrency(3, 'CHF', 'en'))).toBe('CHF 3.00');
    expect(plain(formatCurrency(1234.5, 'CHF', 'de'))).toBe('1.234,50 CHF');
  });

  test('Credits, Voucher and VXC show no decimals and their name', () => {
    expect(formatCurrency(12, 'Credits', 'en')).toBe('12 Credits');
    expect(formatCurrency(3, 'Voucher', 'en')).toBe('3 Voucher');
    expect(formatCurrency(40, 'VXC', 'en')).toBe('40 VXC');
    expect(formatCurrency(40.6, 'VXC', 'en')).toBe('41 VXC');
    expect(plain(formatCurrency(1200, 'Credits', 'de'))).toBe('1.200 Credits');
  });

  test('an unknown currency raises an error naming it', () => {
    expect(() => formatCurrency(1, 'USD' as Currency, 'en')).toThrow('Unknown currency: USD');
    expect(() => formatCurrency(1, 'toString' as Currency, 'en')).toThrow(/Unknown currency/);
  });

  test('an amount that is not a number raises', () => {
    expect(() => formatCurrency(Number.NaN, 'EUR', 'en')).toThrow(RangeError);
    expect(() => formatCurrency(Number.POSITIVE_INFINITY, 'VXC', 'en')).toThrow(RangeError);
  });
});

describe('eurosToCoins', () => {
  test.each([
    [0, 0],
    [1, 4],
    [2.5, 10],
    [0.25, 1],
    [0.3, 2],
    [0.26, 2],
    [0.01, 1],
    [0.1 + 0.2, 2],
    [0.7 + 0.05, 3],
    [19.99, 80],
    [1.1 * 3, 14],
    [1_000_000, 4_000_000],
  ])('%d euros are %d coins, rounded up', (euros, coins) => {
    expect(eurosToCoins(euros)).toBe(coins);
  });

  test('negative and non-finite amounts raise', () => {
    expect(() => eurosToCoins(-1)).toThrow(RangeError);
    expect(() => eurosToCoins(Number.NaN)).toThrow(RangeError);
  });

  test('coins go back to euros at a quarter each', () => {
    expect(coinsToEuros(10)).toBe(2.5);
  });
});

describe('cents', () => {
  test('cents become euros and back', () => {
    expect(centsToEuros(1250)).toBe(12.5);
    expect(centsToEuros(1)).toBe(0.01);
    expect(eurosToCents(12.5)).toBe(1250);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });
});
