// Sending a guest's message (messenger issue; spec part 1 §4 Channel, Gift messages; part 2
// §7.13): what a message costs, and sending it. Sending is decided here in one transaction:
// the channel must not be blocked, the price (free messages first, then message vouchers, then
// the actor's price; a gift beyond the ones bought; a toy control) is taken from the balance with
// its ledger row, and the message is stored with the sending tab's id, so a message sent again
// after a reconnect is stored and charged once.
import { type Kysely, sql, type Transaction } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { MESSAGE_TEXT_MAX, type MessagePrice, messagePrice } from '../../src/contract/messenger.ts';
import type { MessageRefusalCode } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import { debit, lockGuest } from './ledger.ts';
import { touchChannel } from './messengerChannels.ts';
import { subjectOf } from './messengerTexts.ts';

/** A message.send that cannot be carried out; nothing was stored or charged. */
export class MessageRefusal extends Error {
  readonly code: MessageRefusalCode;
  readonly missingCents: number | null;
  constructor(code: MessageRefusalCode, message: string, missingCents: number | null = null) {
    super(message);
    this.code = code;
    this.missingCents = missingCents;
  }
}

export interface SendInput {
  guestId: number;
  actorId: number;
  clientId: string;
  text: string;
  attachments: readonly { type: 'picture' | 'video'; id: number }[];
  giftId: number | null;
  toyControlId: number | null;
  now?: number;
}

export interface SendResult {
  messageId: number;
  channelId: number;
  /** False when this clientId had been sent already: nothing was charged again. */
  isNew: boolean;
  price: MessagePrice | null;
}

/** Sends a guest's message: one transaction decides, charges and stores, or refuses and changes nothing. */
export async function sendMessage(db: Kysely<Database>, input: SendInput): Promise<SendResult> {
  const now = input.now ?? Date.now();
  const text = input.text.trim();
  if (text === '' && input.giftId === null && input.toyControlId === null && input.attachments.length === 0) {
    throw new MessageRefusal('VALIDATION_FAILED', 'A message needs text, a gift, a toy control or an attachment.');
  }
  if (text.length > MESSAGE_TEXT_MAX)
    throw new MessageRefusal('VALIDATION_FAILED', `A message has at most ${MESSAGE_TEXT_MAX} characters.`);
  const actor = await db
    .selectFrom('actors')
    .select(['id', 'priceMessage', 'isDildocontrolAvailable'])
    .where('id', '=', input.actorId)
    .executeTakeFirst();
  if (!actor) throw new MessageRefusal('NOT_FOUND', `There is no actor ${input.actorId}.`);
  const channelId = await touchChannel(db, input.guestId, actor.id, now);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockGuest(trx, input.guestId);
      const sent = await trx
        .selectFrom('messages')
        .select('id')
        .where('channelId', '=', channelId)
        .where('clientId', '=', input.clientId)
        .executeTakeFirst();
      if (sent) return { messageId: sent.id, channelId, isNew: false, price: null };
      const channel = await trx
        .selectFrom('channels')
        .select(['blocked', 'freeMessagesLeft'])
        .where('id', '=', channelId)
        .executeTakeFirstOrThrow();
      if (channel.blocked === 1) throw new MessageRefusal('CHANNEL_BLOCKED', 'This channel is blocked: messages cannot be sent.');
      const guest = await trx.selectFrom('guests').select('isVip').where('id', '=', input.guestId).executeTakeFirstOrThrow();
      const gift = input.giftId === null ? null : await giftFor(trx, input.guestId, input.giftId, guest.isVip === 1);
      const toy = input.toyControlId === null ? null : await toyControlFor(trx, input.toyControlId, actor.isDildocontrolAvailable === 1);
      await checkAttachments(trx, input.guestId, input.attachments);
      const messageVoucher = await trx
        .selectFrom('vouchers')
        .select(['id', 'amount'])
        .where('guestId', '=', input.guestId)
        .where('type', '=', VOUCHER_TYPE.messages)
        .where('amount', '>', 0)
        .where((eb) => eb.or([eb('actorId', 'is', null), eb('actorId', '=', actor.id)]))
        .orderBy('id')
        .executeTakeFirst();
      const price = messagePrice({
        freeMessagesLeft: channel.freeMessagesLeft,
        messageVouchers: messageVoucher?.amount ?? 0,
        messagePriceCents: actor.priceMessage,
        gift: gift ? { priceCents: gift.priceValue, boughtLeft: gift.boughtLeft } : null,
        toyControlPriceCents: toy?.price ?? null,
      });
      if (price.totalCents > 0) {
        try {
          await debit(trx, { guestId: input.guestId, amountCents: price.totalCents, reason: 'message', ref: `channel:${channelId}`, now });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
            const balance = await trx.selectFrom('guests').select('balanceCents').where('id', '=', input.guestId).executeTakeFirstOrThrow();
            throw new MessageRefusal(
              'NOT_ENOUGH_MONEY',
              'The balance does not cover this message: top up first.',
              price.totalCents - balance.balanceCents,
            );
          }
          throw error;
        }
      }
      if (price.messagePaidBy === 'freeMessage')
        await trx
          .updateTable('channels')
          .set({ freeMessagesLeft: sql<number>`free_messages_left - 1` })
          .where('id', '=', channelId)
          .execute();
      if (price.messagePaidBy === 'voucher')
        await trx.updateTable('vouchers').set({ amount: sql<number>`amount - 1` }).where('id', '=', messageVoucher!.id).execute();
      if (price.giftPaidBy === 'bought') {
        await trx
          .updateTable('guestGifts')
          .set({ quantity: sql<number>`quantity - 1` })
          .where('guestId', '=', input.guestId)
          .where('giftId', '=', gift!.id)
          .execute();
      }
      const message = await trx
        .insertInto('messages')
        .values({
          channelId,
          sender: 'guest',
          text,
          giftId: gift?.id ?? null,
          toyControlId: toy?.id ?? null,
          priceCents: price.totalCents,
          clientId: input.clientId,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, attachment] of input.attachments.entries()) {
        await trx
          .insertInto('messageMedia')
          .values({ messageId: message.id, position, type: attachment.type === 'picture' ? 'image' : 'video', width: 640, height: 480 })
          .execute();
      }
      await trx
        .updateTable('channels')
        .set({
          lastMessageId: message.id,
          messageTimestamp: now,
          lastViewedTimestamp: now,
          archived: 0,
          subject: subjectOf(text, gift?.name ?? toy?.displayName ?? ''),
        })
        .where('id', '=', channelId)
        .execute();
      return { messageId: message.id, channelId, isNew: true, price };
    });
  } catch (error) {
    // The same clientId sent twice at once: the other one stands and was charged once.
    if (!isUniqueViolation(error)) throw error;
    const sent = await db
      .selectFrom('messages')
      .select('id')
      .where('channelId', '=', channelId)
      .where('clientId', '=', input.clientId)
      .executeTakeFirstOrThrow();
    return { messageId: sent.id, channelId, isNew: false, price: null };
  }
}

async function giftFor(trx: Transaction<Database>, guestId: number, giftId: number, isVip: boolean) {
  const gift = await trx
    .selectFrom('gifts')
    .select(['id', 'name', 'priceValue', 'active', 'vip'])
    .where('id', '=', giftId)
    .executeTakeFirst();
  if (!gift || gift.active !== 1) throw new MessageRefusal('NOT_FOUND', `There is no gift ${giftId} to send.`);
  if (gift.vip === 1 && !isVip) throw new MessageRefusal('VIP_REQUIRED', 'This gift is for VIP members.');
  const held = await trx
    .selectFrom('guestGifts')
    .select('quantity')
    .where('guestId', '=', guestId)
    .where('giftId', '=', giftId)
    .executeTakeFirst();
  return { ...gift, boughtLeft: held?.quantity ?? 0 };
}

async function toyControlFor(trx: Transaction<Database>, toyControlId: number, actorHasToy: boolean) {
  if (!actorHasToy) throw new MessageRefusal('NOT_AVAILABLE', 'This actor has no toy to control.');
  const toy = await trx.selectFrom('toyControls').select(['id', 'displayName', 'price']).where('id', '=', toyControlId).executeTakeFirst();
  if (!toy) throw new MessageRefusal('NOT_FOUND', `There is no toy control ${toyControlId}.`);
  return toy;
}

/** A guest attaches only pictures and videos that are theirs to show: from free albums or ones they hold. */
async function checkAttachments(trx: Transaction<Database>, guestId: number, attachments: SendInput['attachments']): Promise<void> {
  for (const attachment of attachments) {
    const albumId =
      attachment.type === 'video'
        ? (await trx.selectFrom('albums').select('id').where('id', '=', attachment.id).where('type', '=', 'video').executeTakeFirst())?.id
        : (await trx.selectFrom('pictures').select('albumId').where('id', '=', attachment.id).executeTakeFirst())?.albumId;
    if (albumId === undefined) throw new MessageRefusal('NOT_FOUND', `There is no ${attachment.type} ${attachment.id}.`);
    const held = await trx
      .selectFrom('albums')
      .select('id')
      .where('id', '=', albumId)
      .where((eb) =>
        eb.or([
          eb('isFree', '=', 1),
          eb.exists(
            eb
              .selectFrom('albumPurchases')
              .select('id')
              .whereRef('albumPurchases.albumId', '=', 'albums.id')
              .where('albumPurchases.guestId', '=', guestId),
          ),
        ]),
      )
      .executeTakeFirst();
    if (!held) throw new MessageRefusal('NOT_FOUND', `The ${attachment.type} ${attachment.id} is not yours to send.`);
  }
}
