// The promo manager's rules (issue 20): which of the banners, strips, teasers and offers that
// the app shows on its own is on screen. Plain rules, no React, no I/O; the store and the unit
// tests use them.
//
// At most ONE promo shows at a time. Every source (the status bar, the incentives, the teaser
// strip, the welcome chat offer, the install offer, an album's or a video's offer) offers its
// candidates to the manager; the manager leaves out those that would contradict the guest's
// state and shows the first of the rest in this priority, highest first:
//
//   1. notice       what the guest must know now: an error, a not-found redirect, the outcome of
//                   something they did or that happened to their money (age check accepted,
//                   automatic recharge, monthly bonus credited, a failed plan offer)
//   2. accountTask  what unlocks the product for this guest: age check to do, pending or
//                   rejected; e-mail address to verify
//   3. contextOffer an offer about the content on screen (an album's buy button, a video
//                   preview's end): it answers what the guest is looking at
//   4. planOffer    the offer to keep a cancelled plan (it is gone once the month ends)
//   5. incentive    the page's and the balance's incentives (special top-up, refill, VIP club,
//                   onboarding, rewards, coin info), among themselves by their own priority
//   6. welcomeChat  the free welcome chat, free preview minutes or chat trial of a new guest
//   7. greeting     "welcome back": courtesy, worth less than anything the guest can use
//   8. teasers      links to the daily bonus or the contests
//   9. install      the offer to add the app to the home screen: the site works without it
//
// Within a kind the higher own priority wins, then the one offered later (as incentives of
// one region already did). While the cookie banner asks for consent only notices show: one
// question at a time, and the legal one first. Any other promo shows only right after the
// guest's own click or key press: one offered before it shows with it, one offered within
// PROMO_INPUT_GRACE_MS after it shows as it comes, one offered later waits for the next click or
// key press. A guest who just arrived reads the page without an offer pushing it down, and an
// offer whose data came late never moves what the guest is already reading (a shift right after
// the guest's own input is expected, one on its own is not: layout shifts within half a second
// of an input do not count as unexpected, Web Vitals' CLS).
//
// A promo never contradicts the guest's state (isPromoEligible): no sign-up offer to a
// logged-in guest; no balance-low offer at or above REFILL_OFFER.belowCents; no top-up offer
// (refill or special top-up) within REFILL_OFFER.quietAfterTopUpMs after money came onto the
// balance. Placement is the host's: promos sit in the page's flow below the navbar (or beside
// the content they are about), never floating over the navbar, the balance, the Top up button
// or a page's primary action.
import { DEFAULTS } from '../../contract/constants.ts';
import type { Incentive } from '../../contract/entities.ts';
import type { StatusBarType } from '../../contract/enums.ts';
import { REFILL_OFFER } from '../../contract/incentives.ts';

/** The kinds of promo, highest priority first (see the file's head for why this order). */
export const PROMO_PRIORITY = [
  'notice',
  'accountTask',
  'contextOffer',
  'planOffer',
  'incentive',
  'welcomeChat',
  'greeting',
  'teasers',
  'install',
] as const;
export type PromoKind = (typeof PROMO_PRIORITY)[number];

/**
 * Own priorities within welcomeChat: the welcome chat offer (the free welcome chat, whose
 * countdown runs, or the preview minutes) before the chat trial code (it keeps). Without them
 * the later offered won, and which answer came later decided what a new guest saw.
 */
export const WELCOME_CHAT_PRIORITY = { welcomeChat: 1, chatTrial: 0 } as const;

/** What a promo asks of the guest, where the guest's state decides whether it may be asked. */
export type PromoAsk = 'signup' | 'topUp' | 'refill' | 'none';

export interface PromoOffer {
  /** Unique over all sources, e.g. `status:welcomeBack`, `incentive:7`, `welcomeChat`. */
  id: string;
  kind: PromoKind;
  ask: PromoAsk;
  /** Within a kind, higher first (an incentive's own priority). */
  priority: number;
}

export interface PromoCandidate extends PromoOffer {
  /** When it was offered (a counter): on a tie the later one wins. */
  seq: number;
  /** A click or key press has come since it was offered, or just before (see the file's head); notices need none. */
  released: boolean;
}

/** How long after the guest's click or key press an offer may still appear at once (CLS forgives shifts within 500 ms of an input). */
export const PROMO_INPUT_GRACE_MS = 400;

/** Whether an offer made at `offeredAt` follows the guest's last click or key press closely enough to show as it comes. */
export function isOfferedInGrace(lastInputAt: number | null, offeredAt: number): boolean {
  return lastInputAt !== null && offeredAt >= lastInputAt && offeredAt - lastInputAt <= PROMO_INPUT_GRACE_MS;
}

export interface PromoContext {
  isLoggedIn: boolean;
  balanceCents: number;
  /** When money last came onto the balance (epoch ms), or null when not known. */
  lastTopUpAt: number | null;
  /** The cookie banner asks for consent. */
  isCookieBannerShown: boolean;
  now: number;
}

/** Money came onto the balance less than REFILL_OFFER.quietAfterTopUpMs ago. */
function isRecentTopUp(context: Pick<PromoContext, 'lastTopUpAt' | 'now'>): boolean {
  return context.lastTopUpAt !== null && context.now - context.lastTopUpAt < REFILL_OFFER.quietAfterTopUpMs;
}

/** Whether a promo may show to this guest now, whatever else is on offer. */
export function isPromoEligible(offer: Pick<PromoOffer, 'ask'>, context: PromoContext): boolean {
  switch (offer.ask) {
    case 'signup':
      return !context.isLoggedIn;
    case 'refill':
      return context.isLoggedIn && context.balanceCents < REFILL_OFFER.belowCents && !isRecentTopUp(context);
    case 'topUp':
      return !isRecentTopUp(context);
    case 'none':
      return true;
  }
}

const rankOf = (kind: PromoKind) => PROMO_PRIORITY.indexOf(kind);

/** True when `a` goes before `b`: kind first, then own priority, then the later offered. */
function outranks(a: PromoCandidate, b: PromoCandidate): boolean {
  if (rankOf(a.kind) !== rankOf(b.kind)) return rankOf(a.kind) < rankOf(b.kind);
  if (a.priority !== b.priority) return a.priority > b.priority;
  return a.seq > b.seq;
}

/** The one promo to show now, or null. */
export function choosePromo(candidates: readonly PromoCandidate[], context: PromoContext): PromoCandidate | null {
  let shown: PromoCandidate | null = null;
  for (const candidate of candidates) {
    if (candidate.kind !== 'notice' && (context.isCookieBannerShown || !candidate.released)) continue;
    if (!isPromoEligible(candidate, context)) continue;
    if (shown === null || outranks(candidate, shown)) shown = candidate;
  }
  return shown;
}

// ---- how each source's items map onto the manager's kinds ----

/** Dialogs whose button signs the guest up, and those whose button opens a top-up. */
const SIGNUP_MODALS: readonly string[] = ['vxmodelsites-conversion', 'feed-signup', 'sexole-login'];
const TOP_UP_MODALS: readonly string[] = ['specialTopUp', 'exitIntent', 'black-friday-2020'];

/** What an incentive asks: the balance-low one a refill, a preview's end or a sign-up dialog a sign-up, a top-up dialog a top-up. */
export function incentiveAsk(incentive: Pick<Incentive, 'type' | 'content'>): PromoAsk {
  if (incentive.type === 'refill') return 'refill';
  if (incentive.type === 'videoPreviewEnd') return 'signup';
  const modal = typeof incentive.content.modal === 'string' ? incentive.content.modal : '';
  if (SIGNUP_MODALS.includes(modal)) return 'signup';
  if (incentive.type === 'specialTopUp' || TOP_UP_MODALS.includes(modal)) return 'topUp';
  return 'none';
}

/** An incentive as the manager sees it: a page's or the balance's incentive, or a context offer beside an album or a video. */
export function incentivePromo(
  incentive: Pick<Incentive, 'id' | 'type' | 'content' | 'priority'>,
  kind: 'incentive' | 'contextOffer' = 'incentive',
): PromoOffer {
  return {
    id: `incentive:${incentive.id}`,
    kind,
    ask: incentiveAsk(incentive),
    priority: incentive.priority ?? DEFAULTS.incentivePriority,
  };
}

const STATUS_KINDS: Record<StatusBarType, PromoKind> = {
  error: 'notice',
  cancellationOfferError: 'notice',
  notFoundRedirect: 'notice',
  ageCheckAccepted: 'notice',
  automaticRecharge: 'notice',
  monthlyBonusProcessed: 'notice',
  noAgeCheck: 'accountTask',
  ageCheckStatus: 'accountTask',
  mailWelcomeLink: 'accountTask',
  mailNotVerified: 'accountTask',
  cancellationOffer: 'planOffer',
  welcomeBack: 'greeting',
};

/** The kind of a status bar item. */
export function statusPromoKind(type: StatusBarType): PromoKind {
  return STATUS_KINDS[type];
}
