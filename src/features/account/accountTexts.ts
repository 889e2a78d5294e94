// The account area's sentences for codes and enums: phone verification errors (spec part 2 §8),
// age check rejection reasons, plan states, voucher, benefit and bonus-code kinds, status bar
// items. Message descriptors only; components translate them with i18n._().
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AvsRejectReason } from '../../contract/checkout.ts';
import type { PhoneVerificationCode } from '../../contract/codes.ts';
import type { AvsStatus, BenefitType, BonusCodeBenefitType, NewsletterType, VoucherType } from '../../contract/enums.ts';
import type { BonusCodeFailure } from './bonusCodeRules.ts';

export const PHONE_ERROR_TEXTS: Record<PhoneVerificationCode, MessageDescriptor> = {
  1: msg`This phone number is not valid. Please check it and try again.`,
  2: msg`Phone numbers from this country cannot be verified.`,
  3: msg`Please choose whether this is a mobile or a landline number.`,
  4: msg`The verification timed out. Please request a new call.`,
  5: msg`This phone number cannot be used for verification.`,
  6: msg`This phone number is already verified on another account.`,
  7: msg`This verification no longer exists. Please request a new call.`,
  8: msg`The code is not correct. Please try again.`,
  9: msg`Too many attempts. Please request a new call later.`,
  10: msg`The verification failed for an unknown reason. Please try again.`,
};

export const AVS_STATUS_TEXTS: Record<AvsStatus, MessageDescriptor> = {
  unknown: msg`Not verified`,
  pending: msg`Being checked`,
  accepted: msg`Verified`,
  rejected: msg`Rejected`,
};

export const AVS_REJECT_TEXTS: Record<AvsRejectReason | 'other', MessageDescriptor> = {
  underage: msg`The document shows an age under 18.`,
  document_unreadable: msg`The document could not be read.`,
  name_mismatch: msg`The name on the document does not match your account.`,
  other: msg`The check could not be completed.`,
};

export const NEWSLETTER_TEXTS: Record<NewsletterType, { title: MessageDescriptor; description: MessageDescriptor }> = {
  1024: { title: msg`VIP club`, description: msg`News and offers of the VIP club.` },
  512: { title: msg`Late night`, description: msg`Who is online late at night.` },
  2048: { title: msg`VR porn`, description: msg`New virtual reality videos.` },
  256: { title: msg`Contests`, description: msg`New contests and their winners.` },
};

export const VOUCHER_TEXTS: Record<VoucherType, MessageDescriptor> = {
  1: msg`Video vouchers`,
  2: msg`Video chat vouchers`,
  3: msg`Credit vouchers`,
  4: msg`Photo album vouchers`,
  5: msg`Message vouchers`,
  6: msg`Messenger gift vouchers`,
  7: msg`Live show vouchers`,
  8: msg`Private show vouchers`,
  9: msg`Bonus code vouchers`,
  10: msg`Spins`,
};

export const BENEFIT_TEXTS: Record<BenefitType, MessageDescriptor> = {
  bonus: msg`Bonus`,
  bonusCoins: msg`Bonus coins`,
  bonusCredits: msg`Bonus credits`,
  vip: msg`VIP`,
  premiumSubscription: msg`Premium subscription`,
  actorSubscription: msg`Performer subscription`,
  freeMessages: msg`Free messages`,
  freeMinutes: msg`Free minutes`,
  media: msg`Media`,
  videoVoucher: msg`Video voucher`,
  photoVoucher: msg`Photo voucher`,
  liveShow: msg`Live show`,
  messengerGifts: msg`Messenger gifts`,
};

export const BONUS_CODE_BENEFIT_TEXTS: Record<BonusCodeBenefitType, MessageDescriptor> = {
  bonusMoney: msg`Bonus money`,
  coins: msg`Coins`,
  credits: msg`Credits`,
  vipSubscriptionDays: msg`VIP days`,
  premiumSubscriptionDays: msg`Premium days`,
  videoVoucher: msg`Video vouchers`,
  photoVoucher: msg`Photo vouchers`,
  freeMinutes: msg`Free minutes`,
  freeMessages: msg`Free messages`,
  media: msg`Media`,
  actorSubscription: msg`Performer subscription`,
  messengerGifts: msg`Messenger gifts`,
  liveShow: msg`Live show`,
};

export const BONUS_CODE_FAILURE_TEXTS: Record<BonusCodeFailure, MessageDescriptor> = {
  alreadyRedeemed: msg`You have already redeemed this code.`,
  expired: msg`This code is not valid at this time.`,
  usedUp: msg`This code has been used up.`,
  unknown: msg`This code does not exist. Please check your typing.`,
  rateLimited: msg`Too many attempts. Please wait a while before you try another code.`,
  notAllowed: msg`This code cannot be redeemed on your account.`,
  failed: msg`The code could not be redeemed. Please try again.`,
};
