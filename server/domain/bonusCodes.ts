// Bonus codes (spec part 1 §5: a code is first checked for redeemability, giving success and a
// reason; part 2 §7.12 lists the benefits). Redeeming is one transaction: the redemption row
// (unique per code and guest, so a parallel double redeem cannot both win), the guarded count
// of a limited code, and the benefit itself. Attempts are rate limited per guest, so codes
// cannot be guessed. An on-top code (onTopCodes.ts) exists only for the guests holding an
// instance of it: for anyone else it is unknown, and redeeming it claims the instance.

import { type Kysely, sql, type Transaction } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import type { BonusCodeBenefitType, Language, VoucherType } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { publishBalance } from './balancePublishing.ts';
import { credit, lockGuest } from './ledger.ts';
import { claimInstance, holdsUnredeemedInstance } from './onTopCodes.ts';
import { grantPlanDays, publishPlanFlags } from './plans.ts';
import { hit, rateLimited } from './rateLimit.ts';
import { localized, localizedOne } from './translations.ts';

export interface BonusCodeBenefit {
  type: BonusCodeBenefitType;
  /** Cents for bonusMoney; else a count (coins, credits, days, vouchers, minutes, messages, gifts). */
  amount: number;
  text: string;
}

/** Why a code cannot be redeemed. unknown -> NOT_FOUND, the others CONFLICT. */
type NotRedeemableReason = 'unknown' | 'notYetValid' | 'expired' | 'usedUp' | 'alreadyRedeemed';

export interface BonusCodeCheck {
  success: boolean;
  reason: NotRedeemableReason | null;
  benefit: BonusCodeBenefit | null;
}

/**
 * The voucher each voucher-like benefit becomes. A media voucher buys a video of the code's
 * actor; an actor subscription has no voucher type of its own (kept as a bonus-code voucher
 * with the actor, amount = days).
 */
const BENEFIT_VOUCHER: Partial<Record<BonusCodeBenefitType, VoucherType>> = {
  videoVoucher: VOUCHER_TYPE.video,
  photoVoucher: VOUCHER_TYPE.photoAlbum,
  freeMinutes: VOUCHER_TYPE.videoChat,
  freeMessages: VOUCHER_TYPE.messages,
  media: VOUCHER_TYPE.video,
  actorSubscription: VOUCHER_TYPE.bonusCode,
  messengerGifts: VOUCHER_TYPE.messengerGift,
  liveShow: VOUCHER_TYPE.liveShow,
};

/** Codes are typed in any case, with stray spaces; stored uppercased. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const CODE_SHAPE = /^[A-Z0-9-]{3,40}$/;

export type CodeRow = Awaited<ReturnType<typeof findCode>>;

export async function findCode(db: Kysely<Database> | Transaction<Database>, code: string) {
  return db.selectFrom('bonusCodes').selectAll().where('code', '=', code).executeTakeFirst();
}

const benefitOf = (row: NonNullable<CodeRow>): BonusCodeBenefit => ({
  type: row.benefitType as BonusCodeBenefitType,
  amount: row.amount,
  text: row.text,
});

/** What a code grants, its text in the language (English where it has no translation). */
async function benefitIn(db: Kysely<Database>, row: NonNullable<CodeRow>, language: Language): Promise<BonusCodeBenefit> {
  return benefitOf(await localizedOne(db, 'bonusCode', row, row.id, language));
}

function reasonFor(row: CodeRow, redeemed: boolean, now: number): NotRedeemableReason | null {
  if (!row) return 'unknown';
  if (redeemed) return 'alreadyRedeemed';
  if (row.validFrom > now) return 'notYetValid';
  if (row.validUntil !== null && row.validUntil <= now) return 'expired';
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return 'usedUp';
  return null;
}

/** The code as this guest may see it: an on-top code the guest holds no unredeemed instance of is not there. */
async function codeFor(db: Kysely<Database>, code: string, guestId: number): Promise<CodeRow> {
  const row = CODE_SHAPE.test(code) ? await findCode(db, code) : undefined;
  if (!row?.isOnTop) return row;
  // A redeemed instance still shows the code, so the guest hears 'alreadyRedeemed'.
  const instance = await db
    .selectFrom('onTopCodeInstances')
    .select('id')
    .where('guestId', '=', guestId)
    .where('codeId', '=', row.id)
    .executeTakeFirst();
  return instance ? row : undefined;
}

async function isRedeemedBy(db: Kysely<Database> | Transaction<Database>, codeId: number, guestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bonusCodeRedemptions')
    .select('id')
    .where('codeId', '=', codeId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The redeemability check (spec part 1 §5): success and a reason, plus what the code grants. */
export async function checkBonusCode(
  db: Kysely<Database>,
  guestId: number,
  code: string,
  now = Date.now(),
  language: Language = 'en',
): Promise<BonusCodeCheck> {
  const row = await codeFor(db, normalizeCode(code), guestId);
  const reason = reasonFor(row, row ? await isRedeemedBy(db, row.id, guestId) : false, now);
  // An unknown code tells nothing; a known one shows its benefit even when not redeemable.
  return { success: reason === null, reason, benefit: row ? await benefitIn(db, row, language) : null };
}

function notRedeemable(reason: NotRedeemableReason): ApiError {
  if (reason === 'unknown') return new ApiError('NOT_FOUND', 'There is no such bonus code.', { reason });
  const messages: Record<Exclude<NotRedeemableReason, 'unknown'>, string> = {
    alreadyRedeemed: 'This bonus code was already redeemed by this guest.',
    notYetValid: 'This bonus code is not valid yet.',
    expired: 'This bonus code has expired.',
    usedUp: 'This bonus code is used up.',
  };
  return new ApiError('CONFLICT', messages[reason], { reason });
}

/** What applying a benefit changed, told to the guest's tabs after the commit. */
export interface Applied {
  balance: boolean;
  loyaltyPoints: number | null;
  plans: { vip: boolean | null; tv: boolean | null };
  welcome: boolean;
}

/** Grants a code's benefit inside the caller's transaction (a redeem, or a game reward that is a bonus code). */
export async function applyBenefit(trx: Transaction<Database>, guestId: number, row: NonNullable<CodeRow>, now: number): Promise<Applied> {
  const applied: Applied = { balance: false, loyaltyPoints: null, plans: { vip: null, tv: null }, welcome: false };
  const type = row.benefitType as BonusCodeBenefitType;
  const voucherType = BENEFIT_VOUCHER[type];
  if (type === 'bonusMoney') {
    await credit(trx, { guestId, amountCents: row.amount, reason: 'bonuscode', ref: `code:${row.code}`, now });
    applied.balance = true;
  } else if (type === 'credits') {
    await trx
      .updateTable('guests')
      .set({ credits: sql<number>`credits + ${row.amount}` })
      .where('id', '=', guestId)
      .execute();
  } else if (type === 'coins') {
    // Coins are the loyalty currency of the guest (loyaltyPoints).
    const updated = await trx
      .updateTable('guests')
      .set({ loyaltyPoints: sql<number>`loyalty_points + ${row.amount}` })
      .where('id', '=', guestId)
      .returning('loyaltyPoints')
      .executeTakeFirstOrThrow();
    applied.loyaltyPoints = updated.loyaltyPoints;
  } else if (type === 'vipSubscriptionDays' || type === 'premiumSubscriptionDays') {
    applied.plans = await grantPlanDays(trx, guestId, type === 'vipSubscriptionDays' ? 'vip' : 'vxtv', row.amount, now);
  } else if (voucherType !== undefined) {
    await trx
      .insertInto('vouchers')
      .values({ guestId, type: voucherType, amount: row.amount, actorId: row.actorId, source: `code:${row.code}:${type}`, createdAt: now })
      .execute();
    applied.balance = true;
  }
  if (row.code.startsWith('WELCOME')) {
    await trx.updateTable('guests').set({ welcomeBonusRedeemed: 1 }).where('id', '=', guestId).execute();
    applied.welcome = true;
  }
  return applied;
}

/** Redeems a code for the guest: CONFLICT / NOT_FOUND with details.reason when it cannot be. */
export async function redeemBonusCode(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; code: string; now?: number; language?: Language },
): Promise<BonusCodeBenefit> {
  const { guestId } = input;
  const now = input.now ?? Date.now();
  const decision = await hit(db, `code:${guestId}`, RATE_LIMITS.codeAttempts, now);
  if (!decision.allowed) throw rateLimited(decision, 'bonus code attempts');
  const check = await checkBonusCode(db, guestId, input.code, now);
  if (!check.success) throw notRedeemable(check.reason!);
  const code = normalizeCode(input.code);
  let result: { row: NonNullable<CodeRow>; applied: Applied };
  try {
    result = await db.transaction().execute(async (trx) => {
      await lockGuest(trx, guestId);
      const row = await findCode(trx, code);
      if (!row) throw notRedeemable('unknown');
      if (row.isOnTop && !(await claimInstance(trx, guestId, row.id, now))) throw notRedeemable('alreadyRedeemed');
      await trx.insertInto('bonusCodeRedemptions').values({ codeId: row.id, guestId, createdAt: now }).execute();
      // Guarded count: a code with N redemptions left cannot be redeemed N+1 times in parallel.
      const counted = await trx
        .updateTable('bonusCodes')
        .set({ redemptions: sql<number>`redemptions + 1` })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('maxRedemptions', 'is', null), eb('redemptions', '<', eb.ref('maxRedemptions'))]))
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) === 0) throw notRedeemable('usedUp');
      return { row, applied: await applyBenefit(trx, guestId, row, now) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw notRedeemable('alreadyRedeemed');
    throw error;
  }
  const target = { kind: 'guest' as const, guestId };
  await bus.publish({ target, frame: { type: 'bonuscode.redeemed', data: { code } } });
  if (result.applied.balance) await publishBalance(db, bus, guestId);
  if (result.applied.loyaltyPoints !== null)
    await bus.publish({ target, frame: { type: 'loyalty.changed', data: { points: result.applied.loyaltyPoints } } });
  if (result.applied.welcome) await bus.publish({ target, frame: { type: 'welcomebonus.redeemed', data: {} } });
  await publishPlanFlags(bus, guestId, result.applied.plans);
  return benefitIn(db, result.row, input.language ?? 'en');
}

/** Codes valid now, not used up and not yet redeemed by this guest (public ones only: no scratch cards). */
export async function remainingBonusCodes(db: Kysely<Database>, guestId: number, now = Date.now(), language: Language = 'en') {
  const rows = await db
    .selectFrom('bonusCodes')
    .selectAll()
    .where('validFrom', '<=', now)
    .where((eb) => eb.or([eb('validUntil', 'is', null), eb('validUntil', '>', now)]))
    .where((eb) => eb.or([eb('maxRedemptions', 'is', null), eb('redemptions', '<', eb.ref('maxRedemptions'))]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bonusCodeRedemptions')
            .select('id')
            .whereRef('bonusCodeRedemptions.codeId', '=', 'bonusCodes.id')
            .where('bonusCodeRedemptions.guestId', '=', guestId),
        ),
      ),
    )
    .where('code', 'not like', 'SCRATCH-%')
    .where('isOnTop', '=', 0)
    .orderBy('code')
    .execute();
  const texts = await localized(db, 'bonusCode', rows, (row) => row.id, language);
  return texts.map((row) => ({ code: row.code, benefit: benefitOf(row), validUntil: row.validUntil }));
}

/**
 * promo/hasGuestNotRedeemedOnTopCodeInstance: whether the guest holds an instance of the on-top
 * code that is not redeemed yet (a logged-out visitor holds none), and then what it grants in the
 * guest's language, so the tile's text and the reward have one source. A code that is not an
 * on-top code is NOT_FOUND: the app asks only about its own promo codes.
 */
export async function onTopCodeState(
  db: Kysely<Database>,
  guestId: number | null,
  code: string,
  language: Language,
  now = Date.now(),
): Promise<{ hasNotRedeemed: boolean; bonus: BonusCodeBenefit | null }> {
  const normalized = normalizeCode(code);
  const row = CODE_SHAPE.test(normalized) ? await findCode(db, normalized) : undefined;
  if (!row?.isOnTop) throw new ApiError('NOT_FOUND', 'There is no such on-top code.');
  const hasNotRedeemed = guestId !== null && reasonFor(row, false, now) === null && (await holdsUnredeemedInstance(db, guestId, row.id));
  return { hasNotRedeemed, bonus: hasNotRedeemed ? await benefitIn(db, row, language) : null };
}
