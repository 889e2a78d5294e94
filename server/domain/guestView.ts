// Read models of one guest: what the checkout frame shows (CheckoutGuest), the full Guest entity
// of the account screens (spec part 1 §3), with the vouchers and the balance formatted as the
// guest.balance event has them (balancePublishing.ts). Reading a guest runs the lazy plan
// renewal first, so a plan whose period ended is renewed or ended before anything shows it; the
// account screens' read then credits a VIP's monthly bonus.
import type { Kysely } from 'kysely';
import type { ActiveAbo, AvsRejectReason } from '../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../src/contract/checkoutApi.ts';
import type { Guest, NotificationsSettings } from '../../src/contract/entities.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type NewsletterType } from '../../src/contract/enums.ts';
import { centsToEuros } from '../../src/lib/currency.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { formatBalance, guestVouchers, publishBalance } from './balancePublishing.ts';
import { processMonthlyBonus } from './monthlyBonus.ts';
import { parseAutoRecharge } from './paymentSettings.ts';
import { activeAbos, hasUsedVipTrial, renewPlans } from './plans.ts';
import { hasUsedTrialMoneyCharge, savedMethodOf } from './wallet.ts';

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

async function guestRow(db: Kysely<Database>, guestId: number) {
  const guest = await db.selectFrom('guests').selectAll().where('id', '=', guestId).executeTakeFirst();
  if (!guest) throw new ApiError('NOT_FOUND', 'No such guest.');
  return guest;
}

/** The logged-in guest as the checkout frame sees it (plans renewed lazily first). */
export async function checkoutGuest(
  db: Kysely<Database>,
  guestId: number,
  bus: EventBus | null = null,
  now = Date.now(),
): Promise<CheckoutGuest> {
  await renewPlans(db, bus, guestId, now);
  const guest = await guestRow(db, guestId);
  const language: Language = isLanguage(guest.language) ? guest.language : DEFAULT_LANGUAGE;
  const [abos, savedMethod, usedVipTrial, usedTrialMoneyCharge] = await Promise.all([
    activeAbos(db, guestId, now),
    savedMethodOf(db, guestId),
    hasUsedVipTrial(db, guestId),
    hasUsedTrialMoneyCharge(db, guestId),
  ]);
  const isVip = guest.isVip === 1;
  return {
    id: guest.id,
    name: guest.name,
    email: guest.email,
    language,
    balanceCents: guest.balanceCents,
    balanceFormatted: formatBalance(guest.balanceCents, language).balanceFormatted,
    isPayingCustomer: guest.isPayingCustomer === 1,
    isVip,
    isVXTVAboSubscriber: isVip || guest.isVxtv === 1,
    hasUsedVipTrial: usedVipTrial,
    hasUsedTrialMoneyCharge: usedTrialMoneyCharge,
    abos,
    avsStatus: guest.avsStatus,
    avsRejectMessage: guest.avsRejectMessage as AvsRejectReason | null,
    isRestricted: guest.restrictionLevel > 0,
    restrictionLevel: guest.restrictionLevel,
    compensationCents: guest.compensationCents,
    savedMethod,
    autoRecharge: parseAutoRecharge(guest.autoRecharge),
    oneClickAmounts: parseJson<number[]>(guest.oneClickAmounts, []),
    monthlyLimitCents: guest.monthlyLimitCents,
  };
}

/** The full Guest entity of spec part 1 §3 for a logged-in guest, plus its abos. */
export async function guestEntity(
  db: Kysely<Database>,
  guestId: number,
  bus: EventBus | null,
  now = Date.now(),
): Promise<{ guest: Guest; abos: ActiveAbo[]; row: Awaited<ReturnType<typeof guestRow>> }> {
  await renewPlans(db, bus, guestId, now);
  // The month's first read of a VIP guest credits the monthly bonus (issue 21; after the renewal: an ended plan earns none).
  if ((await processMonthlyBonus(db, guestId, now)) && bus) await publishBalance(db, bus, guestId);
  const row = await guestRow(db, guestId);
  const [vouchers, pins, newsletters, pincalls, abos, welcome, gifts] = await Promise.all([
    guestVouchers(db, guestId),
    db
      .selectFrom('guestPins')
      .select(['kind', 'targetId', 'emailNotification', 'smsNotification'])
      .where('guestId', '=', guestId)
      .orderBy('createdAt')
      .execute(),
    db.selectFrom('newsletterSubscriptions').select('typeId').where('guestId', '=', guestId).orderBy('typeId').execute(),
    db
      .selectFrom('pinVerifications')
      .select(['phoneNumber', 'type', 'status'])
      .where('guestId', '=', guestId)
      .where('status', '=', 'verified')
      .execute(),
    activeAbos(db, guestId, now),
    db
      .selectFrom('bonusCodeRedemptions')
      .innerJoin('bonusCodes', 'bonusCodes.id', 'bonusCodeRedemptions.codeId')
      .select(['bonusCodes.amount'])
      .where('bonusCodeRedemptions.guestId', '=', guestId)
      .where('bonusCodes.code', 'like', 'WELCOME%')
      .executeTakeFirst(),
    db.selectFrom('guestGifts').select(['giftId', 'quantity']).where('guestId', '=', guestId).where('quantity', '>', 0).execute(),
  ]);
  const favoritesOf = (kind: string) => pins.filter((pin) => pin.kind === kind).map((pin) => pin.targetId);
  const autoRecharge = parseAutoRecharge(row.autoRecharge);
  const oneClickAmounts = parseJson<number[]>(row.oneClickAmounts, []);
  const isVip = row.isVip === 1;
  const guest: Guest = {
    isLoggedIn: true,
    id: row.id,
    name: row.name,
    email: row.email,
    ...formatBalance(row.balanceCents, row.language),
    vouchers,
    favorites: {
      actors: favoritesOf('actor'),
      albums: favoritesOf('album'),
      pictures: favoritesOf('picture'),
      sedcards: favoritesOf('sedcard'),
    },
    pinnedActors: pins
      .filter((pin) => pin.kind === 'actor')
      .map((pin) => ({
        actorId: pin.targetId,
        emailNotification: pin.emailNotification === 1,
        smsNotification: pin.smsNotification === 1,
      })),
    newsletterSubscriptions: newsletters.map((n) => n.typeId as NewsletterType),
    isVip,
    isVXTVAboSubscriber: isVip || row.isVxtv === 1,
    hasAvs: row.avsStatus === 'accepted',
    avsStatus: row.avsStatus,
    avsRejectMessage: row.avsRejectMessage,
    isLocked: row.isLocked === 1,
    isRestricted: row.restrictionLevel > 0,
    restrictionLevel: row.restrictionLevel,
    isBlockedForComments: row.isBlockedForComments === 1,
    isPayingCustomer: row.isPayingCustomer === 1,
    isForcePayment: row.isForcePayment === 1,
    autoRecharge: autoRecharge
      ? {
          amount: centsToEuros(autoRecharge.amountCents),
          config: { thresholdCents: autoRecharge.thresholdCents, amountCents: autoRecharge.amountCents },
        }
      : null,
    oneClick: oneClickAmounts.length ? { amounts: oneClickAmounts.map(centsToEuros), config: {} } : null,
    isVoiceCallActive: false,
    isAnonymousVoiceCall: false,
    showDataProtection: row.showDataProtection === 1,
    testGroups: parseJson<string[]>(row.testGroups, []),
    geoLocation: null,
    notificationsSettings: notificationsSettingsOf(row.notificationsSettings),
    signupOrigin: row.signupOrigin,
    boughtGifts: Object.fromEntries(gifts.map((gift) => [gift.giftId, gift.quantity])),
    pincallVerifications: pincalls.map((p) => ({
      phoneNumber: p.phoneNumber,
      type: p.type === 'fixed' ? 'fixed' : 'mobile',
      verified: true,
    })),
    loyaltyPoints: row.loyaltyPoints,
    welcomeBonus: { isRedeemed: row.welcomeBonusRedeemed === 1, amount: welcome ? centsToEuros(welcome.amount) : null },
    preferences: parseJson<Record<string, unknown>>(row.preferences, {}),
  };
  return { guest, abos, row };
}

export function notificationsSettingsOf(text: string): NotificationsSettings {
  const value = parseJson<Partial<NotificationsSettings>>(text, {});
  return { email: value.email !== false, push: value.push !== false, sms: value.sms === true, discreet: value.discreet === true };
}
