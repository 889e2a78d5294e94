import { describe, expect, test } from 'vitest';
import { REFILL_OFFER } from '../../src/contract/incentives.ts';
import {
  choosePromo,
  incentiveAsk,
  incentivePromo,
  isOfferedInGrace,
  isPromoEligible,
  PROMO_INPUT_GRACE_MS,
  PROMO_PRIORITY,
  type PromoCandidate,
  type PromoContext,
  type PromoKind,
  statusPromoKind,
  WELCOME_CHAT_PRIORITY,
} from '../../src/features/promos/promoRules.ts';

// The promo manager's rules (issue 20): one promo at a time by a documented priority, and none
// that contradicts the guest's state.

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

const loggedIn = (extra: Partial<PromoContext> = {}): PromoContext => ({
  isLoggedIn: true,
  balanceCents: 0,
  lastTopUpAt: null,
  isCookieBannerShown: false,
  now: NOW,
  ...extra,
});
const anonymous = (extra: Partial<PromoContext> = {}): PromoContext => ({ ...loggedIn(extra), isLoggedIn: false, ...extra });

let seq = 0;
const candidate = (kind: PromoKind, extra: Partial<PromoCandidate> = {}): PromoCandidate => ({
  id: `${kind}:${++seq}`,
  kind,
  ask: 'none',
  priority: 0,
  seq,
  released: true,
  ...extra,
});

describe('the promo priority', () => {
  test('is written down in this order: notices, account tasks, context offers, plan offer, incentives, welcome chat, greeting, teasers, install', () => {
    expect(PROMO_PRIORITY).toEqual([
      'notice',
      'accountTask',
      'contextOffer',
      'planOffer',
      'incentive',
      'welcomeChat',
      'greeting',
      'teasers',
      'install',
    ]);
  });

  test('of all on offer exactly one shows: the highest kind, whatever the order they came in', () => {
    const offered = PROMO_PRIORITY.map((kind) => candidate(kind));
    for (let i = 0; i < PROMO_PRIORITY.length; i += 1) {
      const rest = offered.slice(i);
      expect(choosePromo([...rest].reverse(), loggedIn())?.kind).toBe(PROMO_PRIORITY[i]);
      expect(choosePromo(rest, loggedIn())?.kind).toBe(PROMO_PRIORITY[i]);
    }
    expect(choosePromo([], loggedIn())).toBeNull();
  });

  test('the welcome chat offer gives way to the page incentive and the greeting to the welcome chat', () => {
    const welcome = candidate('welcomeChat');
    const greeting = candidate('greeting');
    const incentive = candidate('incentive');
    expect(choosePromo([welcome, greeting], loggedIn())).toBe(welcome);
    expect(choosePromo([greeting, welcome, incentive], loggedIn())).toBe(incentive);
  });

  test('within a kind the higher own priority wins, then the later offered', () => {
    const low = candidate('incentive', { priority: 1, seq: 10 });
    const high = candidate('incentive', { priority: 2, seq: 5 });
    const later = candidate('incentive', { priority: 2, seq: 11 });
    expect(choosePromo([low, high], loggedIn())).toBe(high);
    expect(choosePromo([later, high, low], loggedIn())).toBe(later);
  });

  test('the welcome chat offer goes before the chat trial code, whichever was offered later', () => {
    const welcome = candidate('welcomeChat', { id: 'welcomeChat', priority: WELCOME_CHAT_PRIORITY.welcomeChat });
    const trial = candidate('welcomeChat', { id: 'chatTrial', priority: WELCOME_CHAT_PRIORITY.chatTrial });
    expect(choosePromo([welcome, trial], loggedIn())).toBe(welcome);
    expect(choosePromo([trial, welcome], loggedIn())).toBe(welcome);
    expect(choosePromo([trial], loggedIn())).toBe(trial);
  });

  test('while the cookie banner asks, only a notice shows', () => {
    const notice = candidate('notice');
    const offer = candidate('incentive');
    expect(choosePromo([offer], anonymous({ isCookieBannerShown: true }))).toBeNull();
    expect(choosePromo([offer, notice], anonymous({ isCookieBannerShown: true }))).toBe(notice);
    expect(choosePromo([offer], anonymous())).toBe(offer);
  });

  test('a promo that no click or key press has released waits; a notice needs none', () => {
    const notice = candidate('notice', { released: false });
    const task = candidate('accountTask', { released: false });
    const offer = candidate('incentive', { released: false });
    expect(choosePromo([task, offer], loggedIn())).toBeNull();
    expect(choosePromo([task, offer, notice], loggedIn())).toBe(notice);
    const releasedTask = { ...task, released: true };
    expect(choosePromo([releasedTask, offer], loggedIn())).toBe(releasedTask);
    // a released one of a lower kind shows while a higher one waits for the next input
    const releasedOffer = { ...offer, released: true };
    expect(choosePromo([task, releasedOffer], loggedIn())).toBe(releasedOffer);
  });

  test('an offer shows as it comes only within PROMO_INPUT_GRACE_MS (400 ms) after a click or key press, never before the first', () => {
    expect(PROMO_INPUT_GRACE_MS).toBe(400);
    expect(isOfferedInGrace(null, 1_000)).toBe(false);
    expect(isOfferedInGrace(1_000, 1_000)).toBe(true);
    expect(isOfferedInGrace(1_000, 1_400)).toBe(true);
    expect(isOfferedInGrace(1_000, 1_401)).toBe(false);
    // offered before the input: the input itself releases it (the store does), not the grace
    expect(isOfferedInGrace(1_000, 999)).toBe(false);
  });

  test('the status bar items sort into the kinds: errors and outcomes are notices, the age check and e-mail tasks, welcome back a greeting', () => {
    expect(statusPromoKind('error')).toBe('notice');
    expect(statusPromoKind('notFoundRedirect')).toBe('notice');
    expect(statusPromoKind('ageCheckAccepted')).toBe('notice');
    expect(statusPromoKind('noAgeCheck')).toBe('accountTask');
    expect(statusPromoKind('mailWelcomeLink')).toBe('accountTask');
    expect(statusPromoKind('cancellationOffer')).toBe('planOffer');
    expect(statusPromoKind('welcomeBack')).toBe('greeting');
  });
});

describe('a promo never contradicts the guest', () => {
  test('a sign-up offer goes to a guest without an account only', () => {
    expect(isPromoEligible({ ask: 'signup' }, anonymous())).toBe(true);
    expect(isPromoEligible({ ask: 'signup' }, loggedIn())).toBe(false);
    const signup = candidate('contextOffer', { ask: 'signup' });
    const greeting = candidate('greeting');
    expect(choosePromo([signup, greeting], loggedIn())).toBe(greeting);
  });

  test('the balance-low offer shows only below the minimum chat balance of 0.50', () => {
    expect(REFILL_OFFER.belowCents).toBe(50);
    expect(isPromoEligible({ ask: 'refill' }, loggedIn({ balanceCents: 49 }))).toBe(true);
    expect(isPromoEligible({ ask: 'refill' }, loggedIn({ balanceCents: 50 }))).toBe(false);
    expect(isPromoEligible({ ask: 'refill' }, loggedIn({ balanceCents: 4_750 }))).toBe(false);
    expect(isPromoEligible({ ask: 'refill' }, anonymous({ balanceCents: 0 }))).toBe(false);
  });

  test('no top-up offer for a day after a top-up, balance low or not', () => {
    expect(REFILL_OFFER.quietAfterTopUpMs).toBe(24 * HOUR);
    const justPaid = loggedIn({ balanceCents: 10, lastTopUpAt: NOW - 23 * HOUR });
    expect(isPromoEligible({ ask: 'refill' }, justPaid)).toBe(false);
    expect(isPromoEligible({ ask: 'topUp' }, justPaid)).toBe(false);
    const dayAfter = loggedIn({ balanceCents: 10, lastTopUpAt: NOW - 24 * HOUR });
    expect(isPromoEligible({ ask: 'refill' }, dayAfter)).toBe(true);
    expect(isPromoEligible({ ask: 'topUp' }, dayAfter)).toBe(true);
    expect(isPromoEligible({ ask: 'topUp' }, anonymous())).toBe(true);
  });

  test('what an incentive asks: refill, sign-up for the preview end and sign-up dialogs, top-up for top-up dialogs', () => {
    expect(incentiveAsk({ type: 'refill', content: { modal: 'specialTopUp' } })).toBe('refill');
    expect(incentiveAsk({ type: 'videoPreviewEnd', content: {} })).toBe('signup');
    expect(incentiveAsk({ type: 'other', content: { modal: 'vxmodelsites-conversion' } })).toBe('signup');
    expect(incentiveAsk({ type: 'specialTopUp', content: { modal: 'specialTopUp' } })).toBe('topUp');
    expect(incentiveAsk({ type: 'other', content: { modal: 'exitIntent' } })).toBe('topUp');
    expect(incentiveAsk({ type: 'vip30', content: { modal: 'vip30' } })).toBe('none');
    expect(incentivePromo({ id: 8, type: 'videoPreviewEnd', content: {}, priority: 3 }, 'contextOffer')).toEqual({
      id: 'incentive:8',
      kind: 'contextOffer',
      ask: 'signup',
      priority: 3,
    });
  });

  test('after a top-up to 47.50 the refill incentive is passed over for the next promo', () => {
    const refill = candidate('incentive', { ask: 'refill', priority: 5 });
    const teasers = candidate('teasers');
    expect(choosePromo([refill, teasers], loggedIn({ balanceCents: 4_750, lastTopUpAt: NOW - 1_000 }))).toBe(teasers);
    expect(choosePromo([refill, teasers], loggedIn({ balanceCents: 20 }))).toBe(refill);
  });
});
