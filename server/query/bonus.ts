// The daily bonus and feature feedback on the query service (issue 11; spec part 2 §7.10 daily
// bonus (yesterday, today, tomorrow), consumed offers, bonus models, feature feedback; part 1 §9
// consumed offers 31). A guest takes a free offer of today once per Berlin day; what the offer
// grants (server/domain/dailyBonusRewards.ts) is applied by the rewards code in the same
// transaction as the claim.
import { GraphQLError } from 'graphql';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { berlinDay } from '../../src/contract/dailyBonus.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { dailyBonusReward } from '../domain/dailyBonusRewards.ts';
import { dailyOfferRefusal, grantFiveDayBonus } from '../domain/offers.ts';
import { applyReward, noEffects, publishRewardEffects, type RewardEffects } from '../domain/rewards.ts';
import { storeFeatureFeedback } from '../domain/surveys.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { actorPreview, bool, loggedInGuestOf, paging } from './context.ts';

export const BONUS_QUERY_FIELDS = /* GraphQL */ `
    "Yesterday, today and tomorrow (day -1, 0, 1); purchased: the guest took the offer on its day."
    dailyBonus: [DailyBonus!]!
    "The daily bonus offers the guest took, newest first (spec part 1 §9: 31)."
    consumedOffers(first: Int = ${DEFAULTS.consumedOffers}): [ConsumedOffer!]!
    "The models today's bonus can be used with: online, best ranked first."
    bonusModels(first: Int = 10): [BonusModel!]!
`;

export const BONUS_MUTATION_FIELDS = /* GraphQL */ `
    "Takes a free offer of today, once per Berlin day; errorCode: notFound, notToday, notFree, alreadyTaken or conditionsNotMet (the offer's conditions)."
    claimDailyBonus(offerId: Int!): DailyBonusClaim!
    "Feedback on a feature; the client counts it as failed unless result is true."
    featureFeedback(featureId: String!, rating: Int!, text: String!, url: String!): FeatureFeedbackResult!
`;

export const BONUS_QUERY_TYPES = /* GraphQL */ `
  type DailyBonus { id: Int! day: Int! offer: String! conditions: String! effect: String! quantity: Int! purchased: Boolean! free: Boolean! }
  type ConsumedOffer { offerId: Int! day: String! offer: String! effect: String! created: Float! }
  type BonusModel { id: Int! name: String! isOnline: Boolean! preview: String! }
  type DailyBonusClaim { success: Boolean! errorCode: String }
  type FeatureFeedbackResult { result: Boolean! }
`;

export async function dailyBonus(_args: unknown, ctx: QueryContext) {
  const rows = await localized(
    ctx.db,
    'dailyBonusOffer',
    await ctx.db.selectFrom('dailyBonusOffers').selectAll().orderBy('dayOffset').orderBy('position').execute(),
    (row) => row.id,
    ctx.language,
  );
  const taken = new Set<string>();
  if (ctx.guestId !== null) {
    const days = [-1, 0, 1].map((offset) => berlinDay(ctx.now, offset));
    const claims = await ctx.db
      .selectFrom('dailyBonusClaims')
      .select(['offerId', 'day'])
      .where('guestId', '=', ctx.guestId)
      .where('day', 'in', days)
      .execute();
    for (const claim of claims) taken.add(`${claim.offerId}:${claim.day}`);
  }
  return rows.map((row) => ({
    id: row.id,
    day: row.dayOffset,
    offer: row.offer,
    conditions: row.conditions,
    effect: row.effect,
    quantity: row.quantity,
    purchased: taken.has(`${row.id}:${berlinDay(ctx.now, row.dayOffset)}`),
    free: bool(row.isFree),
  }));
}

export async function consumedOffers(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, DEFAULTS.consumedOffers);
  if (ctx.guestId === null) return [];
  const rows = await ctx.db
    .selectFrom('dailyBonusClaims')
    .innerJoin('dailyBonusOffers', 'dailyBonusOffers.id', 'dailyBonusClaims.offerId')
    .select([
      'dailyBonusClaims.offerId',
      'dailyBonusClaims.day',
      'dailyBonusClaims.createdAt',
      'dailyBonusOffers.offer',
      'dailyBonusOffers.effect',
    ])
    .where('dailyBonusClaims.guestId', '=', ctx.guestId)
    .orderBy('dailyBonusClaims.createdAt', 'desc')
    .orderBy('dailyBonusClaims.id', 'desc')
    .limit(page.limit)
    .execute();
  const texts = await localized(ctx.db, 'dailyBonusOffer', rows, (row) => row.offerId, ctx.language);
  return texts.map((row) => ({ offerId: row.offerId, day: row.day, offer: row.offer, effect: row.effect, created: row.createdAt }));
}

export async function bonusModels(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, 30);
  const rows = await ctx.db
    .selectFrom('actors')
    .select(['id', 'name', 'isOnline'])
    .where('isOnline', '=', 1)
    .orderBy('rankPoints', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, isOnline: bool(row.isOnline), preview: actorPreview(row.id) }));
}

export async function claimDailyBonus(args: { offerId: number }, ctx: QueryContext) {
  const guestId = loggedInGuestOf(ctx, 'Taking a daily bonus');
  const offer = await ctx.db
    .selectFrom('dailyBonusOffers')
    .select(['id', 'dayOffset', 'isFree', 'effect', 'conditionRule'])
    .where('id', '=', args.offerId)
    .executeTakeFirst();
  if (!offer) return { success: false, errorCode: 'notFound' };
  if (offer.dayOffset !== 0) return { success: false, errorCode: 'notToday' };
  if (offer.isFree !== 1) return { success: false, errorCode: 'notFree' };
  // The claim and what it grants in one transaction: a second claim fails on the claim's
  // unique key and rolls back, so the bonus lands once.
  let effects: RewardEffects | 'alreadyTaken' | 'conditionsNotMet';
  try {
    effects = await ctx.db.transaction().execute(async (trx) => {
      // the rule the offer's conditions text states (offers.ts)
      const refusal = await dailyOfferRefusal(trx, guestId, offer, ctx.now);
      if (refusal) return refusal;
      await trx
        .insertInto('dailyBonusClaims')
        .values({ guestId, offerId: offer.id, day: berlinDay(ctx.now), createdAt: ctx.now })
        .execute();
      const reward = await dailyBonusReward(trx, offer.effect);
      const effects = reward ? await applyReward(trx, guestId, reward, ctx.now) : noEffects();
      // the fifth day in a row with a daily bonus earns the five-day bonus (offers.ts)
      if (await grantFiveDayBonus(trx, guestId, ctx.now)) effects.balance = true;
      return effects;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { success: false, errorCode: 'alreadyTaken' };
    throw error;
  }
  if (typeof effects === 'string') return { success: false, errorCode: effects };
  await publishRewardEffects(ctx.db, ctx.bus, guestId, effects);
  return { success: true, errorCode: null };
}

const FEEDBACK_TEXT_MAX = 2000;
const FEEDBACK_ID = /^[A-Za-z][A-Za-z0-9_.-]{0,59}$/;

export async function featureFeedback(args: { featureId: string; rating: number; text: string; url: string }, ctx: QueryContext) {
  const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });
  if (!FEEDBACK_ID.test(args.featureId)) throw invalid('featureId must be a short name of letters, digits, dots, dashes or underscores.');
  if (!Number.isInteger(args.rating) || args.rating < 1 || args.rating > 5) throw invalid('rating must be 1 to 5.');
  if (args.text.length > FEEDBACK_TEXT_MAX) throw invalid(`text must be at most ${FEEDBACK_TEXT_MAX} characters.`);
  if (args.url.length > 500 || !args.url.startsWith('/')) throw invalid('url must be a path of this site.');
  await storeFeatureFeedback(ctx.db, {
    guestId: ctx.guestId,
    featureId: args.featureId,
    rating: args.rating,
    text: args.text,
    url: args.url,
    now: ctx.now,
  });
  return { result: true };
}
