// What a free daily bonus offer grants (issue 11; spec part 1 §3 daily bonus: offer, conditions,
// effect): its machine-readable `effect` (`free_minutes:5`) as one reward of the rewards code,
// so a claimed bonus lands in the account like a wheel's win. Offers that change prices or
// top-ups (topup_percent, video_discount_percent, loyalty_multiplier) are never free and
// grant nothing on claiming: they apply on their day in the top-up or purchase (offers.ts).
import type { Transaction } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import type { GameRewardOption } from '../../src/contract/games.ts';
import type { Database } from '../db/schema.ts';

const VOUCHERS: Record<string, number> = {
  free_messages: VOUCHER_TYPE.messages,
  free_minutes: VOUCHER_TYPE.videoChat,
  photo_voucher: VOUCHER_TYPE.photoAlbum,
  video_voucher: VOUCHER_TYPE.video,
};

/** The reward an effect grants, or null; `messenger_gift` needs a gift id (giftId). */
export function rewardOfEffect(effect: string, giftId: number | null = null): GameRewardOption | null {
  const match = /^([a-z_]+):(\d+)$/.exec(effect);
  if (!match) return null;
  const [, key, count] = match as unknown as [string, string, string];
  const amount = Number(count);
  if (!Number.isSafeInteger(amount) || amount < 1) return null;
  const optionCode = `daily-bonus:${key}`;
  if (key in VOUCHERS) return { optionCode, type: 'voucher', value: VOUCHERS[key]!, amount };
  if (key === 'spins') return { optionCode, type: 'spins', value: null, amount };
  if (key === 'messenger_gift' && giftId !== null) return { optionCode, type: 'messengerGift', value: giftId, amount };
  return null;
}

/** The reward of an offer's effect, looking up the cheapest active gift for a messenger gift. */
export async function dailyBonusReward(trx: Transaction<Database>, effect: string): Promise<GameRewardOption | null> {
  if (!effect.startsWith('messenger_gift:')) return rewardOfEffect(effect);
  const gift = await trx
    .selectFrom('gifts')
    .select('id')
    .where('active', '=', 1)
    .where('vip', '=', 0)
    .orderBy('priceValue')
    .orderBy('id')
    .executeTakeFirst();
  return rewardOfEffect(effect, gift?.id ?? null);
}
