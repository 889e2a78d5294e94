// The spin wheel and the special events of the menu (spec part 1 §2, §3 Reward / game, §9 event
// ids 7, 22 and 30). Dates are relative to the seed's `now`: most events run now, the Wiesn
// ones (Oktoberfest) have ended, kick-it and the newsletter event are still to come, so every
// state can be seen. Rewards are the six game reward types; weights decide the wheel's odds.
import type { GameRewardOption } from '../../../src/contract/games.ts';
import { SPECIAL_EVENT_ID } from '../../../src/contract/enums.ts';
import type { NewRow } from '../schema.ts';
import { DAY } from './time.ts';

type Weighted = GameRewardOption & { weight: number };

const option = (optionCode: string, type: GameRewardOption['type'], value: GameRewardOption['value'], amount: number, weight: number): Weighted => ({ optionCode, type, value, amount, weight });

/** The spin wheel's segments: each reward type once, coins most often. */
export const SPINWHEEL_REWARDS: readonly Weighted[] = [
  option('wheel-coins-20', 'coins', null, 20, 30),
  option('wheel-video-voucher', 'voucher', 1, 1, 20),
  option('wheel-spin', 'spins', null, 1, 15),
  option('wheel-gift', 'messengerGift', 1, 1, 15),
  option('wheel-bonus-code', 'bonusCode', 'SPIN2', 1, 10),
  option('wheel-video', 'video', null, 1, 10),
];

const EVENT_REWARDS: readonly Weighted[] = [
  option('event-coins-10', 'coins', null, 10, 40),
  option('event-message-voucher', 'voucher', 5, 2, 25),
  option('event-spins', 'spins', null, 2, 20),
  option('event-gift', 'messengerGift', 2, 1, 15),
];

const ADVENT_REWARDS: readonly Weighted[] = [
  option('advent-coins-15', 'coins', null, 15, 1),
  option('advent-video-voucher', 'voucher', 1, 1, 1),
  option('advent-spins', 'spins', null, 2, 1),
  option('advent-gift', 'messengerGift', 3, 1, 1),
];

const EASTER_REWARDS: readonly Weighted[] = [option('easter-coins-5', 'coins', null, 5, 1)];

interface EventSpec {
  id: number;
  type: string;
  title: string;
  /** Days from now. */
  from: number;
  to: number;
  dailyAttempts?: number;
  rewards?: readonly Weighted[];
  config?: Record<string, unknown>;
}

const EVENTS: readonly EventSpec[] = [
  { id: SPECIAL_EVENT_ID.venusAttacks, type: 'venus-attacks', title: 'Venus attacks', from: -5, to: 25, dailyAttempts: 3 },
  { id: 11, type: 'slotmachine', title: 'Slot machine', from: -10, to: 50, dailyAttempts: 3 },
  { id: 12, type: 'halloween', title: 'Halloween', from: -40, to: -20, dailyAttempts: 3 },
  { id: 13, type: 'reward-box', title: 'Reward box', from: -2, to: 30, dailyAttempts: 1 },
  { id: 14, type: 'wet-and-wild', title: 'Wet and wild', from: -3, to: 40, dailyAttempts: 2 },
  { id: 15, type: 'kickIt', title: 'Kick-it 2025', from: 30, to: 60, dailyAttempts: 3 },
  { id: 16, type: 'easter', title: 'Easter egg hunt', from: -4, to: 10, rewards: EASTER_REWARDS },
  { id: 17, type: 'advent-calendar', title: 'Advent calendar', from: -2, to: 22, rewards: ADVENT_REWARDS },
  { id: 18, type: 'goldrush', title: 'Gold rush', from: -7, to: 21, dailyAttempts: 3 },
  { id: 19, type: 'actor-gift-calendar', title: 'Gift calendar', from: -1, to: 23, rewards: [] },
  { id: 20, type: 'vr-porn', title: 'VR week', from: -6, to: 8, rewards: [] },
  { id: 21, type: 'newsletter-unsubscribe', title: 'Stay with us', from: 5, to: 35, rewards: [] },
  { id: SPECIAL_EVENT_ID.wiesnShooting, type: 'wiesn-shooting', title: 'Oktoberfest shooting', from: -60, to: -44, dailyAttempts: 3 },
  { id: SPECIAL_EVENT_ID.wiesnBude, type: 'wiesn-bude', title: 'Oktoberfest booth', from: -60, to: -44, dailyAttempts: 3 },
];

/** Days start at the seed's midnight (UTC), so a calendar's door 1 is the first day's. */
export function generateGames(now: number, giftCalendarActorId: number): NewRow<'games'>[] {
  const midnight = Math.floor(now / DAY) * DAY;
  const rows: NewRow<'games'>[] = [
    { id: 1, type: 'spinwheel', title: 'Spin wheel', startsAt: midnight - 365 * DAY, endsAt: midnight + 3650 * DAY, dailyAttempts: 3, points: 5, rewards: JSON.stringify(SPINWHEEL_REWARDS), config: '{}' },
  ];
  for (const event of EVENTS) {
    rows.push({
      id: event.id,
      type: event.type,
      title: event.title,
      startsAt: midnight + event.from * DAY,
      endsAt: midnight + event.to * DAY,
      dailyAttempts: event.dailyAttempts ?? 0,
      points: 0,
      rewards: JSON.stringify(event.rewards ?? EVENT_REWARDS),
      config: JSON.stringify(event.type === 'actor-gift-calendar' ? { actorId: giftCalendarActorId } : (event.config ?? {})),
    });
  }
  return rows;
}
