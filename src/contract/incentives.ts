// Incentives (spec part 1 §4 Incentives; part 2 §7.6): the events that load them. The cookie
// that keeps a blocked group 30 days (§9) is BLOCKED_INCENTIVES_COOKIE in storageKeys.ts.
import { LIMITS, MONEY } from './constants.ts';

/** What loads incentives: the page load, an album's buy button, a video preview's end; other events by name. */
export const INCENTIVE_EVENTS = {
  pageLoad: 'pageLoad',
  buyImageAlbum: 'buyImageAlbum',
  videoPreviewEnd: 'videoPreviewEnd',
  /** The balance event reloads the conversion incentives (spec part 1 §4 payment-related events). */
  balance: 'balance',
} as const;

export type CloseResult = 'closed' | 'accepted' | 'blocked';

/**
 * When the balance-low (refill) offer may show, decided the same way by the server (which
 * offers it) and the app (which shows it against the live balance). The spec gives no
 * threshold of its own for "running low"; its one balance limit is the least a chat needs
 * (part 1 §5: 0.5), so "low" means below that: the guest can no longer start a chat.
 */
export const REFILL_OFFER = {
  /** The offer shows only while the balance is below this, in cents (spec part 1 §5 minimum chat balance). */
  belowCents: Math.round(LIMITS.minChatBalance * MONEY.centsPerEuro),
  /**
   * No top-up offer (refill or special top-up) for this long after money came onto the balance.
   * Chosen: a guest who just paid is not asked to pay again the same day; a day also covers the
   * time zones of one evening's visit and the next morning's.
   */
  quietAfterTopUpMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * The five-day bonus (spec part 1 §2 modal five-days-bonus: "an extra reward on the fifth day").
 * The spec names no reward; chosen (docs/decisions.md): 2 € credit on the balance, granted in the
 * claim of a daily bonus that makes five Berlin days in a row, once per such fifth day. The
 * dialog shows this amount: one source for the text and the effect.
 */
export const FIVE_DAY_BONUS = { days: 5, bonusCents: 200 } as const;

/** What an offer bonus writes as the reason of its balance event, and the ledger translates. */
export const OFFER_REASONS = {
  specialTopUp: 'offer:specialTopUp',
  refill: 'offer:refill',
  dailyBonus: 'offer:dailyBonus',
  tagReward: 'offer:tagReward',
  fiveDayBonus: 'offer:fiveDayBonus',
  videoDiscount: 'offer:videoDiscount',
} as const;

export type OfferKind = keyof typeof OFFER_REASONS;

/**
 * Loyalty points a paid purchase earns (the daily bonus "Double loyalty points on all purchases
 * today" presumes purchases earn points; the spec gives no rate). Chosen: one point per whole
 * euro paid from the balance, times the multiplier of a loyalty_multiplier offer of the day.
 */
export const PURCHASE_LOYALTY_POINTS_PER_EURO = 1;
