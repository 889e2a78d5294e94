// The feed (issue 12; spec part 1 §3 Feed post, part 2 §7.10 feed service, §6 the feed
// authorization token): where the feed service answers, which of the query service's operations
// it runs, its limits, and the money rules of buying and tipping a post. Pure, shared by the
// server (which decides and charges) and the feed pages (which show the price first).

import { eurosToCoins } from '../lib/currency.ts';
import { MONEY, PAGING } from './constants.ts';
import type { FeedPostType, FeedType } from './enums.ts';

/**
 * The feed service: the query service's feed operations at their own address, where the feed
 * authorization token may be empty (an anonymous guest reads the feed; spec part 2 §6). A
 * logged-in guest sends the access token.
 */
export const FEED_SERVICE_PATH = '/api/vxql/feed';

/** The feed service's operations (spec part 2 §7.10), as the query service's root fields. */
export const FEED_SERVICE_FIELDS = {
  feed: 'feed',
  totals: 'feedTotals',
  viewedPost: 'viewedPost',
  buyPost: 'buyPost',
  likePost: 'likePost',
  unlikePost: 'unlikePost',
  commentPost: 'commentPost',
  deleteComment: 'deleteComment',
  tipPost: 'tipPost',
} as const;

/** Limits of the feed. Chosen where the spec is silent (marked). */
export const FEED = {
  /** Posts per page of /feed/ and per "show more". Chosen. */
  pageSize: 10,
  /** Posts in the home feed block. Chosen. */
  homeBlockSize: 4,
  /** Comments loaded with a post (spec part 1 §9: comments limit 500). */
  commentsLimit: PAGING.comments,
  /** Longest comment, in characters. Chosen. */
  commentMaxLength: 1_000,
  /** Largest single tip, in cents (1,000 €): a typo must not empty a balance. Chosen. */
  maxTipCents: 100_000,
  /** The amounts offered by the tip buttons, in coins. Chosen. */
  tipChoicesCoins: [4, 20, 40, 100],
} as const;

/** Why a buy or a tip was not carried out; nothing changed. */
export const FEED_ERROR_CODES = ['notFound', 'notPaid', 'alreadyBought', 'notEnoughMoney'] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

/** Which post type (clip, photos, text) each of the seven feed types is (part 1 §3). */
export const POST_TYPE_OF_FEED_TYPE: Record<FeedType, FeedPostType> = {
  clip: 'clip',
  hotClip: 'clip',
  photoGallery: 'photos',
  photos: 'photos',
  profileImage: 'photos',
  text: 'text',
  photoContest: 'photos',
};

/** Cents for coins: a coin is a quarter euro (part 1 §9: 4 coins per euro). */
export function coinsToCents(coins: number): number {
  return (coins * MONEY.centsPerEuro) / MONEY.coinsPerEuro;
}

/** A tip as the guest gives it (part 2 §7.10 tipPost: amount in euros, or amountCoins). */
export interface TipInput {
  amount?: number | null;
  amountCoins?: number | null;
}

/**
 * What a tip takes off the balance and counts toward the goal, or why it is refused: exactly
 * one of amount (euros, whole cents) and amountCoins (a whole number), above 0, at most
 * FEED.maxTipCents. An amount in euros counts 4 coins per euro, rounded up.
 */
export function tipOf(input: TipInput): { cents: number; coins: number } | { error: string } {
  const hasAmount = input.amount !== undefined && input.amount !== null;
  const hasCoins = input.amountCoins !== undefined && input.amountCoins !== null;
  if (hasAmount === hasCoins) return { error: 'Give exactly one of amount (euros) and amountCoins.' };
  let cents: number;
  let coins: number;
  if (hasCoins) {
    coins = input.amountCoins as number;
    if (!Number.isSafeInteger(coins) || coins <= 0) return { error: 'amountCoins must be a whole number above 0.' };
    cents = coinsToCents(coins);
  } else {
    const euros = input.amount as number;
    if (!Number.isFinite(euros) || euros <= 0) return { error: 'amount must be a number of euros above 0.' };
    cents = Math.round(euros * MONEY.centsPerEuro);
    if (Math.abs(cents - euros * MONEY.centsPerEuro) > 1e-6) return { error: 'amount must be whole cents.' };
    coins = eurosToCoins(euros);
  }
  if (cents > FEED.maxTipCents) return { error: `A tip is at most ${FEED.maxTipCents / MONEY.centsPerEuro} euros.` };
  return { cents, coins };
}

/** A tipping goal as the post shows it (part 1 §3): progress 0-100, achieved from the goal on. */
export function tippingGoalOf(
  goalCoins: number,
  tipsSumCoins: number,
): { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null {
  if (goalCoins <= 0) return null;
  return {
    goalCoins,
    tipsSumCoins,
    progressPercent: Math.min(100, Math.floor((tipsSumCoins * 100) / goalCoins)),
    achieved: tipsSumCoins >= goalCoins,
  };
}

/** A comment's text once trimmed, or why it is refused. */
export function commentTextOf(text: string): { text: string } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'A comment needs some text.' };
  if (trimmed.length > FEED.commentMaxLength) return { error: `A comment is at most ${FEED.commentMaxLength} characters.` };
  return { text: trimmed };
}
