// The spin wheel and the special events of the menu (spec part 1 §2, §3 Reward / game, §9 event
// ids 7, 22 and 30). Dates are relative to the seed's `now`: most events run now, the Wiesn
// ones (Oktoberfest) have ended, kick-it and the newsletter event are still to come, so every
// state can be seen. Rewards are the six game reward types; weights decide the wheel's odds.

import { SPECIAL_EVENT_ID } from '../../../src/contract/enums.ts';
import type { GameRewardOption } from '../../../src/contract/games.ts';
import type { NewRow } from '../schema.ts';
import { type Localized, translationRows } from './localized.ts';
import { DAY } from './time.ts';

type Weighted = GameRewardOption & { weight: number };

const option = (
  optionCode: string,
  type: GameRewardOption['type'],
  value: GameRewardOption['value'],
  amount: number,
  weight: number,
): Weighted => ({ optionCode, type, value, amount, weight });

/** The spin wheel's segments: each reward type once, coins most often. */
const SPINWHEEL_REWARDS: readonly Weighted[] = [
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
  title: Localized;
  /** Days from now. */
  from: number;
  to: number;
  dailyAttempts?: number;
  rewards?: readonly Weighted[];
  config?: Record<string, unknown>;
}

// biome-ignore format: data table, one row per line
const EVENTS: readonly EventSpec[] = [
  { id: SPECIAL_EVENT_ID.venusAttacks, type: 'venus-attacks', title: { en: 'Venus attacks', de: 'Venus greift an', nl: 'Venus valt aan', es: 'Venus ataca' }, from: -5, to: 25, dailyAttempts: 3 },
  { id: 11, type: 'slotmachine', title: { en: 'Slot machine', de: 'Spielautomat', nl: 'Gokautomaat', es: 'Tragaperras' }, from: -10, to: 50, dailyAttempts: 3 },
  { id: 12, type: 'halloween', title: { en: 'Halloween', de: 'Halloween', nl: 'Halloween', es: 'Halloween' }, from: -40, to: -20, dailyAttempts: 3 },
  { id: 13, type: 'reward-box', title: { en: 'Reward box', de: 'Belohnungsbox', nl: 'Beloningsdoos', es: 'Caja de premios' }, from: -2, to: 30, dailyAttempts: 1 },
  { id: 14, type: 'wet-and-wild', title: { en: 'Wet and wild', de: 'Wasserspaß', nl: 'Waterpret', es: 'Diversión acuática' }, from: -3, to: 40, dailyAttempts: 2 },
  { id: 15, type: 'kickIt', title: { en: 'Kick-it 2025', de: 'Kick-it 2025', nl: 'Kick-it 2025', es: 'Kick-it 2025' }, from: 30, to: 60, dailyAttempts: 3 },
  { id: 16, type: 'easter', title: { en: 'Easter egg hunt', de: 'Ostereiersuche', nl: 'Paaseieren zoeken', es: 'Búsqueda de huevos de Pascua' }, from: -4, to: 10, rewards: EASTER_REWARDS },
  { id: 17, type: 'advent-calendar', title: { en: 'Advent calendar', de: 'Adventskalender', nl: 'Adventskalender', es: 'Calendario de Adviento' }, from: -2, to: 22, rewards: ADVENT_REWARDS },
  { id: 18, type: 'goldrush', title: { en: 'Gold rush', de: 'Goldrausch', nl: 'Goudkoorts', es: 'Fiebre del oro' }, from: -7, to: 21, dailyAttempts: 3 },
  { id: 19, type: 'actor-gift-calendar', title: { en: 'Gift calendar', de: 'Geschenkekalender', nl: 'Cadeaukalender', es: 'Calendario de regalos' }, from: -1, to: 23, rewards: [] },
  { id: 20, type: 'vr-porn', title: { en: 'VR week', de: 'VR-Woche', nl: 'VR-week', es: 'Semana de realidad virtual' }, from: -6, to: 8, rewards: [] },
  { id: 21, type: 'newsletter-unsubscribe', title: { en: 'Stay with us', de: 'Bleib bei uns', nl: 'Blijf bij ons', es: 'Quédate con nosotros' }, from: 5, to: 35, rewards: [] },
  { id: SPECIAL_EVENT_ID.wiesnShooting, type: 'wiesn-shooting', title: { en: 'Oktoberfest shooting', de: 'Wiesn-Schießbude', nl: 'Oktoberfest-schiettent', es: 'Tiro al blanco del Oktoberfest' }, from: -60, to: -44, dailyAttempts: 3 },
  { id: SPECIAL_EVENT_ID.wiesnBude, type: 'wiesn-bude', title: { en: 'Oktoberfest booth', de: 'Wiesn-Bude', nl: 'Oktoberfest-kraam', es: 'Caseta del Oktoberfest' }, from: -60, to: -44, dailyAttempts: 3 },
];

/** Days start at the seed's midnight (UTC), so a calendar's door 1 is the first day's. */
const SPINWHEEL_TITLE: Localized = { en: 'Spin wheel', de: 'Glücksrad', nl: 'Rad van fortuin', es: 'Ruleta de premios' };

export function generateGames(
  now: number,
  giftCalendarActorId: number,
): { games: NewRow<'games'>[]; translations: NewRow<'contentTranslations'>[] } {
  const midnight = Math.floor(now / DAY) * DAY;
  const translations = translationRows('game', 1, { title: SPINWHEEL_TITLE });
  const rows: NewRow<'games'>[] = [
    {
      id: 1,
      type: 'spinwheel',
      title: SPINWHEEL_TITLE.en,
      startsAt: midnight - 365 * DAY,
      endsAt: midnight + 3650 * DAY,
      dailyAttempts: 3,
      points: 5,
      rewards: JSON.stringify(SPINWHEEL_REWARDS),
      config: '{}',
    },
  ];
  for (const event of EVENTS) {
    rows.push({
      id: event.id,
      type: event.type,
      title: event.title.en,
      startsAt: midnight + event.from * DAY,
      endsAt: midnight + event.to * DAY,
      dailyAttempts: event.dailyAttempts ?? 0,
      points: 0,
      rewards: JSON.stringify(event.rewards ?? EVENT_REWARDS),
      config: JSON.stringify(event.type === 'actor-gift-calendar' ? { actorId: giftCalendarActorId } : (event.config ?? {})),
    });
    translations.push(...translationRows('game', event.id, { title: event.title }));
  }
  return { games: rows, translations };
}
