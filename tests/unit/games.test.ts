// The game and special event constants and rules of the contract (spec part 1 §3 Reward / game,
// §9 event ids; part 2 §7.7, §8 "missing game result gives null").
import { describe, expect, test } from 'vitest';
import { GAME_REWARD_TYPES, LANGUAGES, REWARD_TYPES, SPECIAL_EVENT_ID } from '../../src/contract/enums.ts';
import {
  ADVENT_DOORS,
  BERLIN_OFFSET_HOURS,
  EASTER_EGGS_PER_DAY,
  FIXED_EVENT_ID,
  GAME_ERROR_CODES,
  GAME_ERROR_MESSAGES,
  gameDateOf,
  gameDayOf,
  gameDayOfDate,
  gameResultOf,
  isRewardEventType,
  LOYALTY_POINTS_REWARD,
  REWARD_EVENT_TYPES,
  SPECIAL_EVENT_TYPES,
  triesOf,
} from '../../src/contract/games.ts';

describe('game constants', () => {
  test('a game pays the six reward types of part 1 §3', () => {
    expect([...GAME_REWARD_TYPES].sort()).toEqual(['bonusCode', 'coins', 'messengerGift', 'spins', 'video', 'voucher']);
  });

  test('the reward types of part 1 §3 are all there, in order', () => {
    expect(REWARD_TYPES).toEqual([
      'bonusCode',
      'bonus',
      'topUpPercent',
      'topUpFlat',
      'video',
      'liveShow',
      'ticketShow',
      'vipBonus',
      'vipSubscription',
      'chatRoses',
      'merchandise',
      'messengerGift',
      'photoAlbum',
      'videoVoucher',
      'freeSpins',
      'freeMessages',
    ]);
  });

  test('events use the fixed ids 7, 22 and 30', () => {
    expect(SPECIAL_EVENT_ID).toEqual({ venusAttacks: 7, wiesnShooting: 22, wiesnBude: 30 });
    expect(FIXED_EVENT_ID).toEqual({ 'venus-attacks': 7, 'wiesn-shooting': 22, 'wiesn-bude': 30 });
  });

  test("the getReward games are the spec's seven paths plus Venus attacks and the gold rush, all special events", () => {
    expect(REWARD_EVENT_TYPES).toEqual([
      'slotmachine',
      'halloween',
      'reward-box',
      'wiesn-shooting',
      'wet-and-wild',
      'wiesn-bude',
      'kickIt',
      'venus-attacks',
      'goldrush',
    ]);
    expect(REWARD_EVENT_TYPES.every((type) => (SPECIAL_EVENT_TYPES as readonly string[]).includes(type))).toBe(true);
    expect(isRewardEventType('easter')).toBe(false);
    expect(isRewardEventType('kickIt')).toBe(true);
  });

  test('eggs per day, advent doors, the Berlin offset and the loyalty points reward', () => {
    expect(EASTER_EGGS_PER_DAY).toBe(5);
    expect(ADVENT_DOORS).toBe(24);
    expect(BERLIN_OFFSET_HOURS).toBe(1);
    expect(LOYALTY_POINTS_REWARD).toEqual({
      cost: 100,
      reward: { optionCode: 'loyalty-video-voucher', type: 'voucher', value: 1, amount: 1 },
    });
  });

  test('every error code has a message in every language', () => {
    for (const language of LANGUAGES) {
      for (const code of GAME_ERROR_CODES) expect(GAME_ERROR_MESSAGES[language][code]).toMatch(/\S/);
    }
  });
});

describe('game rules', () => {
  test('used = total minus available, from creditsAvailable and creditsTotal', () => {
    expect(triesOf({ creditsAvailable: 1, creditsTotal: 3 })).toEqual({ available: 1, total: 3, used: 2 });
    expect(triesOf({ creditsAvailable: 5, creditsTotal: 5 })).toEqual({ available: 5, total: 5, used: 0 });
  });

  test('a missing game result gives null', () => {
    expect(gameResultOf({})).toBeNull();
    expect(gameResultOf({ result: null })).toBeNull();
    expect(gameResultOf(null)).toBeNull();
    expect(gameResultOf({ result: { reward: 1 } })).toEqual({ reward: 1 });
  });

  test('a game day starts at midnight Berlin time (UTC+1)', () => {
    const day = gameDayOf(Date.UTC(2026, 11, 24, 22, 59));
    expect(gameDateOf(day)).toBe('2026-12-24');
    expect(gameDateOf(gameDayOf(Date.UTC(2026, 11, 24, 23, 0)))).toBe('2026-12-25');
    expect(gameDayOfDate('2026-12-24')).toBe(day);
    expect(gameDayOfDate('2026-02-30')).toBeNull();
    expect(gameDayOfDate('24.12.2026')).toBeNull();
  });
});
