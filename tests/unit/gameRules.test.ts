// The spin wheel's client rules (spec part 1 §4 Reward redeem): the redeemed entry in the
// history, and where the wheel stops.
import { describe, expect, test } from 'vitest';
import type { RewardHistoryEntry } from '../../src/contract/entities/engagement.ts';
import { markRedeemed, wheelTurn } from '../../src/features/games/gameRules.ts';

const entry = (optionCode: string, canRedeem: boolean, created: string): RewardHistoryEntry => ({
  optionCode,
  canRedeem,
  created,
  reward: { type: 'coins', value: null, optionCode, amount: 20 },
});

describe('reward redeem', () => {
  test('the last redeemable entry with that option code (the newest, first in the history) becomes not redeemable', () => {
    const history = [entry('a', true, '3'), entry('b', true, '2'), entry('a', true, '1')];
    expect(markRedeemed(history, 'a').map((e) => e.canRedeem)).toEqual([false, true, true]);
    expect(markRedeemed(markRedeemed(history, 'a'), 'a').map((e) => e.canRedeem)).toEqual([false, true, false]);
  });

  test('nothing changes when no entry with that code is redeemable', () => {
    const history = [entry('a', false, '1')];
    expect(markRedeemed(history, 'a')).toEqual(history);
    expect(markRedeemed(history, 'zzz')).toEqual(history);
  });
});

describe('the wheel', () => {
  test('stops with the won segment under the pointer after whole turns', () => {
    expect(wheelTurn(['a', 'b', 'c', 'd'], 'a', 4)).toBe(4 * 360 + 315);
    expect(wheelTurn(['a', 'b', 'c', 'd'], 'c', 4)).toBe(4 * 360 + 135);
    expect(wheelTurn(['a', 'b'], null, 0)).toBe(0);
    expect(wheelTurn([], 'a', 2)).toBe(720);
  });
});
