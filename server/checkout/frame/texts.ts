// Translated sentences for the codes the checkout API answers: decline reasons, age-check
// reasons, bonus benefits and error codes. Rendered with `i18n._(...)` (or `t(...)`).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AvsRejectReason, DeclineReason } from '../../../src/contract/checkout.ts';
import type { BonusCodeBenefitType } from '../../../src/contract/enums.ts';

export const DECLINE_TEXT: Record<DeclineReason, MessageDescriptor> = {
  card_declined: msg`Your card was declined by the bank.`,
  insufficient_funds: msg`There is not enough money on the card.`,
  expired_card: msg`The card has expired.`,
  incorrect_cvc: msg`The security code (CVC) is wrong.`,
  card_not_supported: msg`This card is not supported. Please use another card.`,
  limit_exceeded: msg`This payment would exceed your monthly limit.`,
  carrier_declined: msg`Your phone carrier declined the payment.`,
  account_declined: msg`The bank declined the direct debit from this account.`,
};

export const AVS_REJECT_TEXT: Record<AvsRejectReason, MessageDescriptor> = {
  underage: msg`You must be at least 18 years old.`,
  document_unreadable: msg`The document could not be read. Please check the number and try again.`,
  name_mismatch: msg`The name does not match the document.`,
};

/** What a redeemed code gave; `amount` is cents for bonus money, else a count. */
export const BENEFIT_TEXT: Record<BonusCodeBenefitType, MessageDescriptor> = {
  bonusMoney: msg({ message: '{money} bonus credit on your balance' }),
  coins: msg({ message: '{amount} coins' }),
  credits: msg({ message: '{amount} credits' }),
  vipSubscriptionDays: msg({ message: '{amount} days of VIP' }),
  premiumSubscriptionDays: msg({ message: '{amount} days of Premium' }),
  videoVoucher: msg({ message: '{amount} video vouchers' }),
  photoVoucher: msg({ message: '{amount} photo album vouchers' }),
  freeMinutes: msg({ message: '{amount} free chat minutes' }),
  freeMessages: msg({ message: '{amount} free messages' }),
  media: msg({ message: '{amount} free media items' }),
  actorSubscription: msg({ message: '{amount} days of a performer subscription' }),
  messengerGifts: msg({ message: '{amount} messenger gifts' }),
  liveShow: msg({ message: '{amount} free live show tickets' }),
};
