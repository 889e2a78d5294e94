// Applying a won reward (spec part 1 §3 Reward / game: video, bonus code, coins, voucher, spins,
// messenger gift). The one place the spin wheel, the special events, the advent calendar and
// the loyalty points reward hand a reward to the guest: inside the caller's transaction, with
// the wallet's, bonus codes', messenger gifts' and album purchases' own rules. What changed is
// told to the guest's tabs after the commit (publishRewardEffects), like a top-up is.
import type { Transaction } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { type GameRewardOption, gameDayOf, SPINWHEEL } from '../../src/contract/games.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { publishBalance } from './balancePublishing.ts';
import { applyBenefit, findCode, normalizeCode } from './bonusCodes.ts';
import { addCredits } from './gameCredits.ts';
import { addLoyaltyPoints, publishLoyaltyPoints } from './loyaltyPoints.ts';
import { grantGifts } from './messengerGifts.ts';
import { publishPlanFlags } from './plans.ts';

/** What a reward changed: the balance or vouchers, the loyalty points, plans. */
export interface RewardEffects {
  balance: boolean;
  loyaltyPoints: number | null;
  plans: { vip: boolean | null; tv: boolean | null };
}

export const noEffects = (): RewardEffects => ({ balance: false, loyaltyPoints: null, plans: { vip: null, tv: null } });

/** Both effects together (several rewards in one transaction). */
export function mergeEffects(a: RewardEffects, b: RewardEffects): RewardEffects {
  return {
    balance: a.balance || b.balance,
    loyaltyPoints: b.loyaltyPoints ?? a.loyaltyPoints,
    plans: { vip: b.plans.vip ?? a.plans.vip, tv: b.plans.tv ?? a.plans.tv },
  };
}

async function giveVoucher(
  trx: Transaction<Database>,
  guestId: number,
  type: number,
  amount: number,
  actorId: number | null,
  source: string,
  now: number,
) {
  await trx.insertInto('vouchers').values({ guestId, type, amount, actorId, source, createdAt: now }).execute();
}

/**
 * A video the guest does not hold: the reward's album, else the newest published video not
 * bought yet. One the guest holds already becomes a video voucher instead (nothing is lost).
 */
async function giveVideo(trx: Transaction<Database>, guestId: number, albumId: number | null, source: string, now: number): Promise<void> {
  let query = trx.selectFrom('albums').select('id').where('type', '=', 'video').where('publishedAt', '<=', now);
  if (albumId !== null) query = query.where('id', '=', albumId);
  else
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('albumPurchases')
            .select('id')
            .whereRef('albumPurchases.albumId', '=', 'albums.id')
            .where('albumPurchases.guestId', '=', guestId),
        ),
      ),
    );
  const album = await query.orderBy('publishedAt', 'desc').orderBy('id').limit(1).executeTakeFirst();
  const inserted = album
    ? await trx
        .insertInto('albumPurchases')
        .values({ guestId, albumId: album.id, priceCents: 0, kind: 'gift', giftFromActorId: null, createdAt: now })
        .onConflict((oc) => oc.columns(['guestId', 'albumId']).doNothing())
        .executeTakeFirst()
    : undefined;
  if (Number(inserted?.numInsertedOrUpdatedRows ?? 0) !== 1) await giveVoucher(trx, guestId, VOUCHER_TYPE.video, 1, null, source, now);
}

/** Hands one reward to the guest inside the caller's transaction; answers what changed. */
export async function applyReward(
  trx: Transaction<Database>,
  guestId: number,
  reward: GameRewardOption,
  now = Date.now(),
): Promise<RewardEffects> {
  const effects = noEffects();
  const source = `reward:${reward.optionCode}`;
  const amount = reward.amount;
  if (!Number.isSafeInteger(amount) || amount < 1) throw new ApiError('INTERNAL', `Reward ${reward.optionCode} has no positive amount.`);
  switch (reward.type) {
    case 'coins':
      // Coins are the guest's loyalty currency, as a coins bonus code's are (decisions: Money, plans and codes).
      effects.loyaltyPoints = await addLoyaltyPoints(trx, guestId, amount);
      return effects;
    case 'voucher':
      if (typeof reward.value !== 'number' || !(Object.values(VOUCHER_TYPE) as number[]).includes(reward.value))
        throw new ApiError('INTERNAL', `Reward ${reward.optionCode} names no voucher type.`);
      await giveVoucher(trx, guestId, reward.value, amount, null, source, now);
      effects.balance = true;
      return effects;
    case 'video':
      await giveVideo(trx, guestId, typeof reward.value === 'number' ? reward.value : null, source, now);
      effects.balance = true;
      return effects;
    case 'spins': {
      const wheel = await trx
        .selectFrom('games')
        .select(['id', 'dailyAttempts'])
        .where('type', '=', SPINWHEEL)
        .orderBy('id')
        .executeTakeFirst();
      if (!wheel) throw new ApiError('INTERNAL', 'There is no spin wheel to add spins to.');
      await addCredits(trx, guestId, wheel, gameDayOf(now), amount);
      return effects;
    }
    case 'messengerGift':
      if (typeof reward.value !== 'number') throw new ApiError('INTERNAL', `Reward ${reward.optionCode} names no gift.`);
      await grantGifts(trx, guestId, reward.value, amount);
      return effects;
    case 'bonusCode': {
      // The benefit of the named code, granted as a redeem grants it (no redemption row: the
      // guest may still redeem the code itself once).
      const row = typeof reward.value === 'string' ? await findCode(trx, normalizeCode(reward.value)) : undefined;
      if (!row) throw new ApiError('INTERNAL', `Reward ${reward.optionCode} names no known bonus code.`);
      const applied = await applyBenefit(trx, guestId, row, now);
      return { balance: applied.balance, loyaltyPoints: applied.loyaltyPoints, plans: applied.plans };
    }
  }
}

/** Tells the guest's tabs what a committed reward changed: balance and vouchers, loyalty points, plans. */
export async function publishRewardEffects(
  db: Parameters<typeof publishBalance>[0],
  bus: EventBus,
  guestId: number,
  effects: RewardEffects,
): Promise<void> {
  if (effects.balance) await publishBalance(db, bus, guestId);
  if (effects.loyaltyPoints !== null) await publishLoyaltyPoints(bus, guestId, effects.loyaltyPoints);
  await publishPlanFlags(bus, guestId, effects.plans);
}
