// guest/benefits (ours, src/contract/restCalls.ts): what the guest holds from running plans and
// from redeemed bonus codes, each with where it came from.
import type { Kysely } from 'kysely';
import type { BenefitType, BonusCodeBenefitType } from '../../src/contract/enums.ts';
import type { GuestBenefit } from '../../src/contract/restCalls.ts';
import type { Database } from '../db/schema.ts';

const BENEFIT_OF_CODE: Record<BonusCodeBenefitType, BenefitType> = {
  bonusMoney: 'bonus',
  coins: 'bonusCoins',
  credits: 'bonusCredits',
  vipSubscriptionDays: 'vip',
  premiumSubscriptionDays: 'premiumSubscription',
  videoVoucher: 'videoVoucher',
  photoVoucher: 'photoVoucher',
  freeMinutes: 'freeMinutes',
  freeMessages: 'freeMessages',
  media: 'media',
  actorSubscription: 'actorSubscription',
  messengerGifts: 'messengerGifts',
  liveShow: 'liveShow',
};

/** Running plans first (a cancelled plan runs to its end), then the codes in the order redeemed. */
export async function guestBenefits(db: Kysely<Database>, guestId: number, now: number): Promise<GuestBenefit[]> {
  const [redeemed, plans] = await Promise.all([
    db
      .selectFrom('bonusCodeRedemptions')
      .innerJoin('bonusCodes', 'bonusCodes.id', 'bonusCodeRedemptions.codeId')
      .select(['bonusCodes.code', 'bonusCodes.benefitType', 'bonusCodes.amount', 'bonusCodes.actorId'])
      .where('bonusCodeRedemptions.guestId', '=', guestId)
      .orderBy('bonusCodeRedemptions.id')
      .execute(),
    db
      .selectFrom('subscriptions')
      .select(['plan', 'endsAt'])
      .where('guestId', '=', guestId)
      .where('status', 'in', ['active', 'cancelled'])
      .where('endsAt', '>', now)
      .execute(),
  ]);
  return [
    ...plans.map(
      (plan): GuestBenefit => ({
        type: plan.plan === 'vip' ? 'vip' : 'premiumSubscription',
        amount: 1,
        actorId: null,
        validUntil: plan.endsAt,
        source: `plan:${plan.plan}`,
      }),
    ),
    ...redeemed.map(
      (code): GuestBenefit => ({
        type: BENEFIT_OF_CODE[code.benefitType as BonusCodeBenefitType],
        amount: code.amount,
        actorId: code.actorId,
        validUntil: null,
        source: `code:${code.code}`,
      }),
    ),
  ];
}
