// The spin wheel, the reward games and the special events (spec part 1 §2 menus, §3 Reward /
// game, §4 Reward redeem, §9 event ids; part 2 §7.7, §7.10 game config and use of an attempt,
// §8 "Game attempt error: errorMessage; missing game result gives null"). Plain values, pure
// rules and types, imported by the server and by the lazy game and event pages only.
import type { GameReward } from './entities.ts';
import type { GameRewardType, Language } from './enums.ts';
import { SPECIAL_EVENT_ID } from './enums.ts';
import type { SpecialRewardAnswer } from './restCalls.ts';

/** The spin wheel's game type (its row in the games table). */
export const SPINWHEEL = 'spinwheel';

/**
 * The special events of the menu (part 1 §2) by their type. The getReward games answer on
 * special/{type}/getReward/{eventId} (part 2 §7.7); Venus attacks (event 7) has no path of its
 * own in the spec: ours is special/venus-attacks/getReward/7.
 */
export const SPECIAL_EVENT_TYPES = [
  'vr-porn',
  'kickIt',
  'slotmachine',
  'wiesn-shooting',
  'wiesn-bude',
  'wet-and-wild',
  'halloween',
  'newsletter-unsubscribe',
  'venus-attacks',
  'easter',
  'reward-box',
  'advent-calendar',
  'goldrush',
  'actor-gift-calendar',
] as const;
export type SpecialEventType = (typeof SPECIAL_EVENT_TYPES)[number];

/** The events played with one getReward call per attempt. */
export const REWARD_EVENT_TYPES = [
  'slotmachine',
  'halloween',
  'reward-box',
  'wiesn-shooting',
  'wet-and-wild',
  'wiesn-bude',
  'kickIt',
  'venus-attacks',
  'goldrush',
] as const satisfies readonly SpecialEventType[];
export type RewardEventType = (typeof REWARD_EVENT_TYPES)[number];

/** Fixed event ids (part 1 §9): the event of each type that has one. */
export const FIXED_EVENT_ID: Partial<Record<SpecialEventType, number>> = {
  'venus-attacks': SPECIAL_EVENT_ID.venusAttacks,
  'wiesn-shooting': SPECIAL_EVENT_ID.wiesnShooting,
  'wiesn-bude': SPECIAL_EVENT_ID.wiesnBude,
};

export function isSpecialEventType(value: unknown): value is SpecialEventType {
  return typeof value === 'string' && (SPECIAL_EVENT_TYPES as readonly string[]).includes(value);
}
export function isRewardEventType(value: unknown): value is RewardEventType {
  return typeof value === 'string' && (REWARD_EVENT_TYPES as readonly string[]).includes(value);
}

/** Easter: eggs hidden per day; advent calendar: doors (one a day from the event's start). */
export const EASTER_EGGS_PER_DAY = 5;
export const ADVENT_DOORS = 24;

/**
 * A game day starts at midnight in Berlin, counted with the spec's fixed Berlin offset of one
 * hour (part 1 §9, the daily bonus timer), so "daily attempts" renew at the same moment as
 * the daily bonus.
 */
export const BERLIN_OFFSET_HOURS = 1;
const DAY_MS = 86_400_000;

/** The game day of a moment: days since the epoch in Berlin time. */
export function gameDayOf(now: number): number {
  return Math.floor((now + BERLIN_OFFSET_HOURS * 3_600_000) / DAY_MS);
}

/** A day as YYYY-MM-DD (the easter qmdate's shape). */
export function gameDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day of a YYYY-MM-DD date; null when it is not one. */
export function gameDayOfDate(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || gameDateOf(ms / DAY_MS) !== date ? null : ms / DAY_MS;
}

/** What a game option pays out (part 1 §3): the type, its value and how many. */
export interface GameRewardOption {
  optionCode: string;
  type: GameRewardType;
  /**
   * bonusCode: the code whose benefit is granted; video: an album id, or null for a video the
   * guest does not hold yet; voucher: the voucher type 1-10; messengerGift: the gift id;
   * coins and spins: null.
   */
  value: number | string | null;
  amount: number;
}

/** Tries as the server counts them (creditsAvailable, creditsTotal). */
export interface GameCredits {
  creditsAvailable: number;
  creditsTotal: number;
}

/** Tries available, total and used: used = total minus available (part 1 §3). */
export function triesOf(credits: GameCredits): { available: number; total: number; used: number } {
  return { available: credits.creditsAvailable, total: credits.creditsTotal, used: credits.creditsTotal - credits.creditsAvailable };
}

/** Why an attempt, a redeem or a claim was refused. */
export const GAME_ERROR_CODES = [
  'noAttemptsLeft',
  'notActive',
  'notFound',
  'alreadyCollected',
  'notRedeemable',
  'notEnoughPoints',
  'invalidToken',
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/**
 * The errorMessage of a refused attempt (part 2 §8), in the query's language: the page shows it
 * as it comes.
 */
export const GAME_ERROR_MESSAGES: Record<Language, Record<GameErrorCode, string>> = {
  en: {
    noAttemptsLeft: 'You have used all your attempts for today. Come back tomorrow!',
    notActive: 'This game is not running at the moment.',
    notFound: 'There is no such game.',
    alreadyCollected: 'You have collected this already.',
    notRedeemable: 'There is nothing to redeem for this reward.',
    notEnoughPoints: 'You do not have enough loyalty points yet.',
    invalidToken: 'This egg is not valid.',
  },
  de: {
    noAttemptsLeft: 'Du hast alle Versuche für heute verbraucht. Komm morgen wieder!',
    notActive: 'Dieses Spiel läuft gerade nicht.',
    notFound: 'Dieses Spiel gibt es nicht.',
    alreadyCollected: 'Das hast du schon eingesammelt.',
    notRedeemable: 'Für diesen Gewinn gibt es nichts einzulösen.',
    notEnoughPoints: 'Du hast noch nicht genug Treuepunkte.',
    invalidToken: 'Dieses Ei ist ungültig.',
  },
  nl: {
    noAttemptsLeft: 'Je hebt al je pogingen voor vandaag gebruikt. Kom morgen terug!',
    notActive: 'Dit spel loopt op dit moment niet.',
    notFound: 'Dit spel bestaat niet.',
    alreadyCollected: 'Dit heb je al verzameld.',
    notRedeemable: 'Er is niets in te wisselen voor deze prijs.',
    notEnoughPoints: 'Je hebt nog niet genoeg loyaliteitspunten.',
    invalidToken: 'Dit ei is niet geldig.',
  },
  es: {
    noAttemptsLeft: 'Has usado todos tus intentos de hoy. ¡Vuelve mañana!',
    notActive: 'Este juego no está activo en este momento.',
    notFound: 'Este juego no existe.',
    alreadyCollected: 'Ya lo has recogido.',
    notRedeemable: 'No hay nada que canjear para este premio.',
    notEnoughPoints: 'Todavía no tienes suficientes puntos de fidelidad.',
    invalidToken: 'Este huevo no es válido.',
  },
};

/** The loyalty points reward (part 1 §3): this many points buy the reward below, once per claim. */
export const LOYALTY_POINTS_REWARD = {
  cost: 100,
  reward: { optionCode: 'loyalty-video-voucher', type: 'voucher', value: 1, amount: 1 } satisfies GameRewardOption,
} as const;

/** A game answer's result, or null when the answer has none (part 2 §8). */
export function gameResultOf<T>(answer: { result?: T | null } | null | undefined): T | null {
  return answer?.result ?? null;
}

/**
 * One thing of an event to collect (special/getData/{eventType}): an easter egg of the day, an
 * advent calendar door, a day of the actor gift calendar. verificationToken: what
 * special/easter/collectEgg takes (null for an anonymous guest and other events).
 */
export interface SpecialEventItem {
  key: string;
  /** The door or calendar day (1-based); null for eggs. */
  day: number | null;
  isCollected: boolean;
  canCollect: boolean;
  verificationToken: string | null;
  /** What it gave (collected) or gives (advent doors and calendar days show it once open). */
  reward: GameReward | null;
}

/** The REST calls of this area the spec does not list (ours; the route table is in rest.ts). */
export interface GameRestCalls {
  /** Venus attacks (event 7): the spec gives the event id but no path of its own. */
  'special/venus-attacks/getReward/{eventId}': { payload: Record<never, never>; answer: SpecialRewardAnswer };
  /** The gold rush: a getReward game like the others (the spec names its page, not its call). */
  'special/goldrush/getReward/{eventId}': { payload: Record<never, never>; answer: SpecialRewardAnswer };
  /** Opens today's door of the advent calendar, once. */
  'special/adventcalendar/open': { payload: { day: number }; answer: { reward: GameReward } };
}
