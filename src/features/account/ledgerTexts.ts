// What each balance change was for, as the transactions tab says it (issue 21): the reason of a
// balance event (a payment flow, a purchase, an offer bonus of OFFER_REASONS) as a sentence.
// Message descriptors only; an unknown reason reads as a plain "Other".
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OFFER_REASONS } from '../../contract/incentives.ts';

const TOP_UP = msg`Top-up`;

const LEDGER_REASON_TEXTS: Record<string, MessageDescriptor> = {
  moneycharge: TOP_UP,
  limit: TOP_UP,
  oneclick: TOP_UP,
  carrier: TOP_UP,
  autorecharge: msg`Automatic top-up`,
  trialmoneycharge: msg`Trial top-up with bonus`,
  bonuscode: msg`Bonus code`,
  album: msg`Video or photo album`,
  message: msg`Message`,
  toy: msg`Toy control`,
  chat: msg`Live chat`,
  ticket: msg`Show ticket`,
  'ticket refund': msg`Show ticket refund`,
  'feed post': msg`Feed post`,
  'feed tip': msg`Tip`,
  [OFFER_REASONS.specialTopUp]: msg`Special top-up offer: extra credit`,
  [OFFER_REASONS.refill]: msg`Refill offer: extra credit`,
  [OFFER_REASONS.dailyBonus]: msg`Daily bonus: extra credit on your top-up`,
  [OFFER_REASONS.tagReward]: msg`Reward for today's activity`,
  [OFFER_REASONS.fiveDayBonus]: msg`Five-day bonus`,
  [OFFER_REASONS.videoDiscount]: msg`Video at the daily bonus half price`,
};

export function ledgerReasonText(reason: string): MessageDescriptor {
  return Object.hasOwn(LEDGER_REASON_TEXTS, reason) ? LEDGER_REASON_TEXTS[reason]! : msg`Other`;
}
