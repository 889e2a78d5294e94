// Album purchases (spec part 1 §4 Album purchase, part 2 §7.4 album/{albumId}/buy): free albums
// cost nothing, VIP videos are free for VIP guests (the flatrate: how "VIP makes VIP videos
// free" holds on the server), a matching voucher is used before money (a video voucher for a
// video, a photo-album voucher for a photo album; one bound to an actor only for that actor),
// else the price is debited. Buying again answers the same success without charging. All in
// one transaction: a purchase that cannot be paid changes nothing.

import { type Kysely, sql } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';

import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { formatBalance, publishBalance } from './balancePublishing.ts';
import { debit, lockGuest } from './ledger.ts';
import { publishLoyaltyPoints } from './loyaltyPoints.ts';
import { videoOfferPrice } from './offers.ts';
import { autoRechargeAfterDebit } from './wallet.ts';

export type PurchaseKind = 'bought' | 'flatrate' | 'free' | 'voucher' | 'gift';

export interface PurchaseResult {
  kind: PurchaseKind;
  /** False when the album was already the guest's: nothing was charged. */
  isNew: boolean;
  balance: number;
  balanceFormatted: string;
}

export async function buyAlbum(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; albumId: number; now?: number },
): Promise<PurchaseResult> {
  const { guestId, albumId } = input;
  const now = input.now ?? Date.now();
  const album = await db
    .selectFrom('albums')
    .select(['id', 'actorId', 'type', 'isVip', 'isFree', 'price', 'basePrice', 'ageRating'])
    .where('id', '=', albumId)
    .where('type', 'in', ['video', 'photo_album'])
    .where('publishedAt', '<=', now)
    .executeTakeFirst();
  if (!album) throw new ApiError('NOT_FOUND', 'There is no such video or photo album.');

  let charged: { kind: PurchaseKind; eventId: number | null; isNew: boolean; loyaltyPoints: number | null };
  try {
    charged = await db.transaction().execute(async (trx) => {
      await lockGuest(trx, guestId);
      const owned = await trx
        .selectFrom('albumPurchases')
        .select('kind')
        .where('guestId', '=', guestId)
        .where('albumId', '=', albumId)
        .executeTakeFirst();
      if (owned) return { kind: owned.kind, eventId: null, isNew: false, loyaltyPoints: null };
      const guest = await trx.selectFrom('guests').select(['isVip', 'avsStatus']).where('id', '=', guestId).executeTakeFirstOrThrow();
      // Content rated 18 is sold to age-checked guests only (src/contract/albumAccess.ts).
      if (album.ageRating >= 18 && guest.avsStatus !== 'accepted')
        throw new ApiError('AGE_CHECK_REQUIRED', 'This content needs a verified age.');
      let kind: PurchaseKind = 'bought';
      let priceCents = 0;
      let eventId: number | null = null;
      let loyaltyPoints: number | null = null;
      if (album.isFree === 1 || album.price <= 0) kind = 'free';
      else if (album.isVip === 1 && album.type === 'video' && guest.isVip === 1) kind = 'flatrate';
      else if (await useVoucher(trx, guestId, album.type === 'video' ? VOUCHER_TYPE.video : VOUCHER_TYPE.photoAlbum, album.actorId))
        kind = 'voucher';
      else {
        // a video on sale at the price of today's daily bonus offer (offers.ts)
        const offer = await videoOfferPrice(trx, { guestId, album, now });
        priceCents = offer.priceCents;
        ({ eventId, loyaltyPoints } = await debit(trx, {
          guestId,
          amountCents: priceCents,
          reason: offer.reason ?? 'album',
          ref: `album:${albumId}`,
          now,
        }));
      }
      await trx.insertInto('albumPurchases').values({ guestId, albumId, priceCents, kind, createdAt: now }).execute();
      await trx.updateTable('albums').set({ salesCount: sql<number>`sales_count + 1` }).where('id', '=', albumId).execute();
      return { kind, eventId, isNew: true, loyaltyPoints };
    });
  } catch (error) {
    // The same album bought twice at once: the other purchase stands, this one charged nothing.
    if (!isUniqueViolation(error)) throw error;
    charged = { kind: 'bought', eventId: null, isNew: false, loyaltyPoints: null };
  }
  if (charged.loyaltyPoints !== null) await publishLoyaltyPoints(bus, guestId, charged.loyaltyPoints);
  if (charged.kind === 'bought' || charged.kind === 'voucher') {
    if (charged.isNew) await publishBalance(db, bus, guestId);
    if (charged.eventId !== null) await autoRechargeAfterDebit(db, bus, guestId, charged.eventId);
  }
  const guest = await db.selectFrom('guests').select(['balanceCents', 'language']).where('id', '=', guestId).executeTakeFirstOrThrow();
  return { kind: charged.kind, isNew: charged.isNew, ...formatBalance(guest.balanceCents, guest.language) };
}

/**
 * An actor gives a guest one of the actor's videos or photo albums (spec part 1 §3
 * guestInfo.gifted): it becomes the guest's at no cost, once; one the guest holds already stays
 * as it is. Performer-side: the simulator and the internal route give, a guest never does.
 */
export async function giftAlbum(
  db: Kysely<Database>,
  input: { guestId: number; albumId: number; now?: number },
): Promise<{ isNew: boolean }> {
  const now = input.now ?? Date.now();
  const album = await db
    .selectFrom('albums')
    .select(['id', 'actorId'])
    .where('id', '=', input.albumId)
    .where('type', 'in', ['video', 'photo_album'])
    .executeTakeFirst();
  if (!album) throw new ApiError('NOT_FOUND', 'There is no such video or photo album.');
  const inserted = await db
    .insertInto('albumPurchases')
    .values({ guestId: input.guestId, albumId: album.id, priceCents: 0, kind: 'gift', giftFromActorId: album.actorId, createdAt: now })
    .onConflict((oc) => oc.columns(['guestId', 'albumId']).doNothing())
    .executeTakeFirst();
  return { isNew: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
}

/** Takes one unit of a matching voucher (the oldest first); false when the guest has none. */
async function useVoucher(trx: Parameters<typeof lockGuest>[0], guestId: number, type: number, actorId: number): Promise<boolean> {
  const voucher = await trx
    .selectFrom('vouchers')
    .select('id')
    .where('guestId', '=', guestId)
    .where('type', '=', type)
    .where('amount', '>', 0)
    .where((eb) => eb.or([eb('actorId', 'is', null), eb('actorId', '=', actorId)]))
    .orderBy('id')
    .executeTakeFirst();
  if (!voucher) return false;
  const used = await trx
    .updateTable('vouchers')
    .set({ amount: sql<number>`amount - 1` })
    .where('id', '=', voucher.id)
    .where('amount', '>', 0)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** What the guest holds of these albums: bought (any kind) and whether by flatrate. */
export async function purchasesOf(db: Kysely<Database>, guestId: number, albumIds: readonly number[]): Promise<Map<number, PurchaseKind>> {
  if (albumIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('albumPurchases')
    .select(['albumId', 'kind'])
    .where('guestId', '=', guestId)
    .where('albumId', 'in', [...albumIds])
    .execute();
  return new Map(rows.map((row) => [row.albumId, row.kind]));
}
