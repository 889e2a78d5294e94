import { describe, expect, test } from 'vitest';
import { ageOn, decideAgeCheck } from '../../server/domain/avs.ts';
import { monthStart } from '../../server/domain/calendarMonth.ts';
import { topUpBonus } from '../../server/domain/wallet.ts';
import { TOP_UP_LIMITS, TOP_UP_PACKAGES, TRIAL_MONEY_CHARGE } from '../../src/contract/checkout.ts';

describe('top-up amounts', () => {
  test.each(TOP_UP_PACKAGES.map((p) => [p.amountCents, p.bonusCents]))('the %i cent package earns %i cents bonus', (amount, bonus) => {
    expect(topUpBonus('moneycharge', amount)).toBe(bonus);
  });

  test('a free amount within the limits earns no bonus; outside them it is refused', () => {
    expect(topUpBonus('moneycharge', 1_234)).toBe(0);
    expect(topUpBonus('moneycharge', TOP_UP_LIMITS.minCents)).toBe(0);
    expect(topUpBonus('moneycharge', TOP_UP_LIMITS.maxCents)).toBe(0);
    expect(() => topUpBonus('moneycharge', TOP_UP_LIMITS.minCents - 1)).toThrow();
    expect(() => topUpBonus('moneycharge', TOP_UP_LIMITS.maxCents + 1)).toThrow();
    expect(() => topUpBonus('moneycharge', 1_000.5)).toThrow();
  });

  test('the trial top-up is exactly its amount and earns its bonus', () => {
    expect(topUpBonus('trialmoneycharge', TRIAL_MONEY_CHARGE.amountCents)).toBe(TRIAL_MONEY_CHARGE.bonusCents);
    expect(() => topUpBonus('trialmoneycharge', 1_000)).toThrow();
  });

  test('the monthly limit counts from the first of the month (UTC)', () => {
    expect(monthStart(Date.UTC(2026, 1, 17, 13))).toBe(Date.UTC(2026, 1, 1));
  });
});

describe('age check sandbox', () => {
  const NOW = Date.UTC(2026, 5, 15);
  test('age is counted in full years up to the birthday', () => {
    expect(ageOn('2008-06-15', NOW)).toBe(18);
    expect(ageOn('2008-06-16', NOW)).toBe(17);
    expect(ageOn('2026-02-30', NOW)).toBeNull();
  });

  test('under 18 is rejected, PEND stays pending, REJ is unreadable, else accepted', () => {
    expect(decideAgeCheck('2008-06-16', 'AB123456', NOW)).toEqual({ status: 'rejected', reason: 'underage' });
    expect(decideAgeCheck('1990-01-01', 'PEND1234', NOW)).toEqual({ status: 'pending' });
    expect(decideAgeCheck('1990-01-01', 'rej-1234', NOW)).toEqual({ status: 'rejected', reason: 'document_unreadable' });
    expect(decideAgeCheck('1990-01-01', 'AB123456', NOW)).toEqual({ status: 'accepted' });
  });
});
