import { describe, expect, test } from 'vitest';
import {
  amountText,
  bonusFor,
  isCarrierAmount,
  isTopUpAmount,
  parseAmountCents,
  preselectedAmountCents,
} from '../../server/checkout/frame/amounts.ts';
import {
  MAX_ONE_CLICK_AMOUNTS,
  type SettingsDraft,
  settingsBody,
  settingsProblems,
  toggleOneClickAmount,
} from '../../server/checkout/frame/settingsForm.ts';
import { CARRIER_MAX_CENTS, TOP_UP_LIMITS, TOP_UP_PACKAGES } from '../../src/contract/checkout.ts';

describe('typed amounts', () => {
  test('euros with a comma or a dot become cents', () => {
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents('12,5')).toBe(1250);
    expect(parseAmountCents('12.05')).toBe(1205);
    expect(parseAmountCents(' 7 ')).toBe(700);
  });

  test('more than two decimals, signs, separators and letters are not amounts', () => {
    for (const text of ['12.345', '-5', '+5', '1.000,00', '12€', 'ten', '', '1e3']) expect(parseAmountCents(text), text).toBeNull();
  });

  test('the free amount must lie within the top-up limits', () => {
    expect(isTopUpAmount(TOP_UP_LIMITS.minCents)).toBe(true);
    expect(isTopUpAmount(TOP_UP_LIMITS.minCents - 1)).toBe(false);
    expect(isTopUpAmount(TOP_UP_LIMITS.maxCents)).toBe(true);
    expect(isTopUpAmount(TOP_UP_LIMITS.maxCents + 1)).toBe(false);
  });

  test('each package brings its own bonus and a free amount none', () => {
    for (const p of TOP_UP_PACKAGES) expect(bonusFor(p.amountCents)).toBe(p.bonusCents);
    expect(bonusFor(1234)).toBe(0);
  });

  test('selectedAmount in euros preselects that amount, an unusable one the second package', () => {
    expect(preselectedAmountCents(50)).toBe(5000);
    expect(preselectedAmountCents(12.5)).toBe(1250);
    expect(preselectedAmountCents(1)).toBe(TOP_UP_PACKAGES[1].amountCents);
    expect(preselectedAmountCents(undefined)).toBe(TOP_UP_PACKAGES[1].amountCents);
  });

  test('a phone bill pays at most the carrier cap', () => {
    expect(isCarrierAmount(CARRIER_MAX_CENTS)).toBe(true);
    expect(isCarrierAmount(CARRIER_MAX_CENTS + 1)).toBe(false);
  });

  test('an amount goes back into the field without needless decimals', () => {
    expect(amountText(2500)).toBe('25');
    expect(amountText(1250)).toBe('12.50');
  });
});

describe('payment settings', () => {
  const draft: SettingsDraft = {
    oneClickAmounts: [1000, 2500],
    autoRechargeOn: true,
    autoRechargeAmount: '25',
    autoRechargeThreshold: '5',
    limitOn: true,
    limit: '200',
  };

  test('valid settings become the settings call in cents', () => {
    expect(settingsProblems(draft)).toEqual([]);
    expect(settingsBody(draft)).toEqual({
      oneClickAmounts: [1000, 2500],
      autoRecharge: { amountCents: 2500, thresholdCents: 500 },
      monthlyLimitCents: 20000,
    });
  });

  test('auto recharge and limit switched off are sent as null', () => {
    expect(settingsBody({ ...draft, autoRechargeOn: false, limitOn: false })).toMatchObject({
      autoRecharge: null,
      monthlyLimitCents: null,
    });
  });

  test('a threshold at or above the top-up amount is refused', () => {
    expect(settingsProblems({ ...draft, autoRechargeThreshold: '25' })).toEqual(['autoRechargeThreshold']);
  });

  test('an auto recharge amount outside the top-up limits is refused', () => {
    expect(settingsProblems({ ...draft, autoRechargeAmount: '4' })).toContain('autoRechargeAmount');
  });

  test('a monthly limit below the smallest top-up is refused', () => {
    expect(settingsProblems({ ...draft, limit: '4.99' })).toEqual(['limit']);
  });

  test('at least one and at most three one-click amounts are kept', () => {
    expect(settingsProblems({ ...draft, oneClickAmounts: [] })).toEqual(['oneClickCount']);
    const full = [500, 1000, 2500];
    expect(MAX_ONE_CLICK_AMOUNTS).toBe(3);
    expect(toggleOneClickAmount(full, 5000)).toEqual(full);
    expect(toggleOneClickAmount(full, 1000)).toEqual([500, 2500]);
    expect(toggleOneClickAmount([2500], 1000)).toEqual([1000, 2500]);
  });
});
