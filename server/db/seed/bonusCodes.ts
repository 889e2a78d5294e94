// The demo bonus codes and scratch cards (README lists them): one code per benefit kind of
// spec part 2 §7.12, plus one expired, one used up, one limited to three guests and three
// scratch cards (single use). Validity is relative to the seed's `now`, so the same `now`
// always gives the same rows.
import type { NewRow } from '../schema.ts';
import type { BonusCodeBenefitType } from '../../../src/contract/enums.ts';

const DAY = 24 * 60 * 60 * 1000;

interface CodeSpec {
  code: string;
  type: BonusCodeBenefitType;
  amount: number;
  text: string;
  /** Codes bound to an actor (media, actor subscription) use the first seeded actor. */
  actor?: boolean;
  maxRedemptions?: number;
  redemptions?: number;
  /** Days relative to now; validUntil null when absent. */
  validFromDays?: number;
  validUntilDays?: number;
}

export const SEEDED_BONUS_CODES: readonly CodeSpec[] = [
  { code: 'WELCOME5', type: 'bonusMoney', amount: 500, text: '5 € welcome bonus' },
  { code: 'COINS100', type: 'coins', amount: 100, text: '100 coins' },
  { code: 'CREDITS50', type: 'credits', amount: 50, text: '50 credits' },
  { code: 'VIPWEEK', type: 'vipSubscriptionDays', amount: 7, text: '7 days VIP' },
  { code: 'TVWEEK', type: 'premiumSubscriptionDays', amount: 7, text: '7 days premium TV' },
  { code: 'VIDEO1', type: 'videoVoucher', amount: 1, text: 'One free video' },
  { code: 'PHOTO1', type: 'photoVoucher', amount: 1, text: 'One free photo album' },
  { code: 'MINUTES10', type: 'freeMinutes', amount: 10, text: '10 free chat minutes' },
  { code: 'MESSAGES5', type: 'freeMessages', amount: 5, text: '5 free messages' },
  { code: 'MEDIA1', type: 'media', amount: 1, text: 'One video of your favourite', actor: true },
  { code: 'FANCLUB30', type: 'actorSubscription', amount: 30, text: '30 days fan club', actor: true },
  { code: 'GIFTS3', type: 'messengerGifts', amount: 3, text: '3 messenger gifts' },
  { code: 'LIVESHOW1', type: 'liveShow', amount: 1, text: 'One live show ticket' },
  // The spin wheel's bonus code reward grants this code's benefit (server/domain/rewards.ts).
  { code: 'SPIN2', type: 'bonusMoney', amount: 200, text: '2 € from the spin wheel' },
  { code: 'LIMITED3', type: 'bonusMoney', amount: 200, text: '2 € for the first three', maxRedemptions: 3 },
  { code: 'EXPIRED10', type: 'bonusMoney', amount: 1000, text: '10 € (expired)', validFromDays: -60, validUntilDays: -1 },
  { code: 'USEDUP5', type: 'bonusMoney', amount: 500, text: '5 € (used up)', maxRedemptions: 1, redemptions: 1 },
  { code: 'SCRATCH-AB12-CD34', type: 'bonusMoney', amount: 1000, text: 'Scratch card: 10 €', maxRedemptions: 1 },
  { code: 'SCRATCH-EF56-GH78', type: 'videoVoucher', amount: 2, text: 'Scratch card: 2 free videos', maxRedemptions: 1 },
  { code: 'SCRATCH-JK90-LM12', type: 'coins', amount: 40, text: 'Scratch card: 40 coins', maxRedemptions: 1 },
];

export function generateBonusCodes(now: number, firstActorId: number): NewRow<'bonusCodes'>[] {
  return SEEDED_BONUS_CODES.map((spec, index) => ({
    id: index + 1,
    code: spec.code,
    benefitType: spec.type,
    amount: spec.amount,
    actorId: spec.actor ? firstActorId : null,
    maxRedemptions: spec.maxRedemptions ?? null,
    redemptions: spec.redemptions ?? 0,
    validFrom: now + (spec.validFromDays ?? -30) * DAY,
    validUntil: spec.validUntilDays === undefined ? null : now + spec.validUntilDays * DAY,
    text: spec.text,
  }));
}
