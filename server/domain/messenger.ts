// The messenger (messenger issue; spec part 1 §3 Channel, Messenger content; §4 Channel, Gift
// messages; §5 gift count; part 2 §7.3, §7.10, §7.13): one channel per guest and actor, messages
// with media and gifts, and what a message costs. Sending is decided here in one transaction:
// the channel must not be blocked, the price (free messages first, then message vouchers, then
// the actor's price; a gift beyond the ones bought; a toy control) is taken from the balance with
// its ledger row, and the message is stored with the sending tab's id, so a message sent again
// after a reconnect is stored and charged once.
import { type Compilable, type CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { DEMO_CLIP_PATH } from '../../src/contract/albumAccess.ts';
import type { Channel } from '../../src/contract/entities/messenger.ts';
import type { Language } from '../../src/contract/enums.ts';
import { DEMO_VOICE_PATH, MESSAGE_TEXT_MAX, type MessagePrice, type MessengerMessage, messagePrice } from '../../src/contract/messenger.ts';
import type { MessageRefusalCode } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import { imageUrl } from './imageUrls.ts';
import { debit, lockGuest } from './ledger.ts';
import { subjectOf, withSubjectsIn } from './messengerTexts.ts';
import { sentDiffForHumans } from './relativeTime.ts';
import { localized, translationsOf } from './translations.ts';

type Db = Kysely<Database> | Transaction<Database>;

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

const CHANNEL_COLUMNS = [
  'channels.id',
  'channels.guestId',
  'channels.actorId',
  'channels.unreadCount',
  'channels.blocked',
  'channels.archived',
  'channels.freeMessagesLeft',
  'channels.lastMessageId',
  'channels.subject',
  'channels.messageTimestamp',
  'channels.lastViewedTimestamp',
  'actors.name as actorName',
  'actors.age as actorAge',
  'actors.isOnline',
  'actors.freeChat',
  'actors.priceMessage',
  'actors.priceSingle',
  'actors.isVoyeurChatAvailable',
  'actors.isVoyeurInSingleChatAllowed',
  'actors.isDildocontrolAvailable',
] as const;

const channelRows = (db: Db) => db.selectFrom('channels').innerJoin('actors', 'actors.id', 'channels.actorId');

/** A channel row under the database's own column names (CHANNEL_COLUMNS in snake_case): see channelRowsOf. */
interface ChannelRow {
  id: number;
  guest_id: number;
  actor_id: number;
  unread_count: number;
  blocked: number;
  archived: number;
  free_messages_left: number;
  last_message_id: number | null;
  subject: string;
  message_timestamp: number;
  last_viewed_timestamp: number;
  actor_name: string;
  actor_age: number;
  is_online: number;
  free_chat: number;
  price_message: number;
  price_single: number;
  is_voyeur_chat_available: number;
  is_voyeur_in_single_chat_allowed: number;
  is_dildocontrol_available: number;
}

/**
 * A channel query's rows, read past Kysely's CamelCasePlugin: renaming the 20 keys of each of 500
 * rows cost as much as the statement itself (issue 23, docs/performance.md), and toChannel names
 * every field anyway. The query is still built, and compiled to snake_case, with the plugin.
 */
async function channelRowsOf(db: Db, query: Compilable<unknown>): Promise<ChannelRow[]> {
  return (await db.withoutPlugins().executeQuery(query.compile() as CompiledQuery<ChannelRow>)).rows;
}

function toChannel(row: ChannelRow, language: Language, now: number): Channel {
  return {
    id: row.id,
    actorId: row.actor_id,
    guestId: row.guest_id,
    unread: row.unread_count > 0,
    unreadCount: row.unread_count,
    blocked: row.blocked === 1,
    archived: row.archived === 1,
    isActorOnline: row.is_online === 1,
    multiChatPrice: row.price_single / 100,
    canVoyeurChat: row.is_voyeur_chat_available === 1,
    isVoyeurInSingleChatAllowed: row.is_voyeur_in_single_chat_allowed === 1,
    isDildocontrolAvailable: row.is_dildocontrol_available === 1,
    freeMessagesAmount: row.free_messages_left,
    messagePrice: row.price_message / 100,
    isMessagingFree: row.free_messages_left > 0 || row.price_message === 0,
    freeChat: row.free_chat === 1,
    subject: row.subject,
    lastMessageId: row.last_message_id,
    messageTimestamp: row.message_timestamp,
    lastViewedTimestamp: row.last_viewed_timestamp,
    sentDiffForHumans: sentDiffForHumans(row.message_timestamp, now, language),
    previewPictureUrl: imageUrl('actor', row.actor_id, 'w120'),
    actorName: row.actor_name,
    actorAge: row.actor_age,
  };
}

/** Channel rows as the guest reads them: subjects in the language (messengerTexts.ts). */
const channelsIn = (db: Db, rows: readonly ChannelRow[], language: Language, now: number) =>
  withSubjectsIn(
    db,
    rows.map((row) => toChannel(row, language, now)),
    language,
  );

export async function channelById(db: Db, guestId: number, channelId: number, language: Language, now = Date.now()): Promise<Channel> {
  const [row] = await channelRowsOf(
    db,
    channelRows(db).select(CHANNEL_COLUMNS).where('channels.id', '=', channelId).where('channels.guestId', '=', guestId),
  );
  if (!row) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
  return (await channelsIn(db, [row], language, now))[0]!;
}

export async function channelByActor(
  db: Db,
  guestId: number,
  actorId: number,
  language: Language,
  now = Date.now(),
): Promise<Channel | null> {
  const [row] = await channelRowsOf(
    db,
    channelRows(db).select(CHANNEL_COLUMNS).where('channels.actorId', '=', actorId).where('channels.guestId', '=', guestId),
  );
  return row ? (await channelsIn(db, [row], language, now))[0]! : null;
}

/**
 * The guest's channels, newest message first (spec part 2 §7.10: 500 at a time from offset 0,
 * optionally only blocked or only not blocked). The list views filter these (channelFilters.ts).
 */
export async function listChannels(
  db: Db,
  guestId: number,
  options: { first: number; offset: number; blocked?: boolean | null; onlineOnly?: boolean },
  language: Language,
  now = Date.now(),
): Promise<Channel[]> {
  let query = channelRows(db).select(CHANNEL_COLUMNS).where('channels.guestId', '=', guestId);
  if (options.blocked !== undefined && options.blocked !== null) query = query.where('channels.blocked', '=', options.blocked ? 1 : 0);
  if (options.onlineOnly) query = query.where('actors.isOnline', '=', 1);
  const rows = await channelRowsOf(
    db,
    query.orderBy('channels.messageTimestamp', 'desc').orderBy('channels.id', 'desc').limit(options.first).offset(options.offset),
  );
  return channelsIn(db, rows, language, now);
}

/** Unread messages over all the guest's channels (the navbar's count). */
export async function unreadTotal(db: Db, guestId: number): Promise<number> {
  const row = await db
    .selectFrom('channels')
    .select((eb) => eb.fn.sum<number>('unreadCount').as('n'))
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The guest's channel with an actor, made on first use ("touch"): it starts with the actor's free messages. */
export async function touchChannel(db: Db, guestId: number, actorId: number, now = Date.now()): Promise<number> {
  const existing = await db
    .selectFrom('channels')
    .select('id')
    .where('guestId', '=', guestId)
    .where('actorId', '=', actorId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const actor = await db.selectFrom('actors').select(['id', 'priceFreeMessages']).where('id', '=', actorId).executeTakeFirst();
  if (!actor) throw new ApiError('NOT_FOUND', `There is no actor ${actorId}.`);
  try {
    const row = await db
      .insertInto('channels')
      .values({
        guestId,
        actorId,
        freeMessagesLeft: actor.priceFreeMessages,
        messageTimestamp: now,
        lastViewedTimestamp: now,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // made at the same moment by another tab or process
    return (
      await db.selectFrom('channels').select('id').where('guestId', '=', guestId).where('actorId', '=', actorId).executeTakeFirstOrThrow()
    ).id;
  }
}

/** Selecting a channel reads it: its unread count goes to 0 and it was viewed now. */
export async function markChannelRead(db: Db, guestId: number, channelId: number, now = Date.now()): Promise<void> {
  const updated = await db
    .updateTable('channels')
    .set({ unreadCount: 0, lastViewedTimestamp: now })
    .where('id', '=', channelId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
}

export async function archiveChannel(db: Db, guestId: number, channelId: number, archived: boolean): Promise<void> {
  const updated = await db
    .updateTable('channels')
    .set({ archived: archived ? 1 : 0 })
    .where('id', '=', channelId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
}

/** The gifts the guest holds in advance (spec part 1 §3 boughtGifts: gift id to quantity). */
export async function boughtGifts(db: Db, guestId: number): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('guestGifts')
    .select(['giftId', 'quantity'])
    .where('guestId', '=', guestId)
    .where('quantity', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.giftId, row.quantity]));
}

/** grantMessengerGifts: gifts put in the guest's hands in advance (internal route, bonus codes). */
export async function grantGifts(db: Db, guestId: number, giftId: number, quantity: number): Promise<void> {
  const gift = await db.selectFrom('gifts').select('id').where('id', '=', giftId).executeTakeFirst();
  if (!gift) throw new ApiError('NOT_FOUND', `There is no gift ${giftId}.`);
  await db
    .insertInto('guestGifts')
    .values({ guestId, giftId, quantity })
    .onConflict((oc) => oc.columns(['guestId', 'giftId']).doUpdateSet({ quantity: sql<number>`guest_gifts.quantity + ${quantity}` }))
    .execute();
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

/** An actor's message (the simulator answers): the channel's unread count goes up. */
export async function addActorMessage(
  db: Kysely<Database>,
  channelId: number,
  text: string,
  media: readonly { type: 'image' | 'audio'; width: number; height: number; duration: number }[],
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('messages')
      .values({ channelId, sender: 'actor', text, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, item] of media.entries())
      await trx
        .insertInto('messageMedia')
        .values({ messageId: message.id, position, ...item })
        .execute();
    await trx
      .updateTable('channels')
      .set({ lastMessageId: message.id, messageTimestamp: now, unreadCount: sql<number>`unread_count + 1`, subject: subjectOf(text, '') })
      .where('id', '=', channelId)
      .execute();
    return message.id;
  });
}

export type MessageOrder = 'newest' | 'oldest';
export type MessageFilter = 'all' | 'media' | 'gifts';

/** One channel's messages (spec part 2 §7.10 messenger content: first, offset, filter, order). */
export async function channelMessages(
  db: Db,
  guestId: number,
  channelId: number,
  options: { first: number; offset: number; filter: MessageFilter; order: MessageOrder; messageId?: number; language?: Language },
): Promise<{ total: number; items: MessengerMessage[] }> {
  const channel = await db
    .selectFrom('channels')
    .innerJoin('actors', 'actors.id', 'channels.actorId')
    .select(['channels.id', 'actors.id as actorId', 'actors.name'])
    .where('channels.id', '=', channelId)
    .where('channels.guestId', '=', guestId)
    .executeTakeFirst();
  if (!channel) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
  let base = db.selectFrom('messages').where('messages.channelId', '=', channelId);
  if (options.messageId !== undefined) base = base.where('messages.id', '=', options.messageId);
  if (options.filter === 'gifts') base = base.where('messages.giftId', 'is not', null);
  if (options.filter === 'media')
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('messageMedia').select('messageMedia.id').whereRef('messageMedia.messageId', '=', 'messages.id')),
    );
  const [stored, count] = await Promise.all([
    base
      .leftJoin('gifts', 'gifts.id', 'messages.giftId')
      .leftJoin('toyControls', 'toyControls.id', 'messages.toyControlId')
      .select([
        'messages.id',
        'messages.sender',
        'messages.text',
        'messages.priceCents',
        'messages.createdAt',
        'gifts.id as giftId',
        'gifts.name as giftName',
        'toyControls.id as toyId',
        'toyControls.displayName as toyName',
        'toyControls.duration as toyDuration',
      ])
      .orderBy('messages.id', options.order === 'newest' ? 'desc' : 'asc')
      .limit(options.first)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // Seeded lines and a toy's name in the guest's language (a gift's name the app takes from its own catalogue).
  const rows = await localized(db, 'message', stored, (row) => row.id, options.language ?? 'en');
  const toyIds = rows.flatMap((row) => (row.toyId === null ? [] : [row.toyId]));
  const toyNames = await translationsOf(db, 'toyControl', toyIds, options.language ?? 'en');
  const media =
    rows.length === 0
      ? []
      : await db
          .selectFrom('messageMedia')
          .selectAll()
          .where(
            'messageId',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('position')
          .execute();
  const items = rows.map((row) => ({
    messageId: row.id,
    channelId,
    sender: row.sender,
    text: row.text,
    date: new Date(row.createdAt).toISOString(),
    model: { id: channel.actorId, name: channel.name },
    media: media.filter((item) => item.messageId === row.id).map(mediaOf),
    gift: row.giftId === null ? null : { id: row.giftId, name: row.giftName!, imageUrl: `/img/gift/${row.giftId}.svg` },
    toyControl:
      row.toyId === null
        ? null
        : { id: row.toyId, displayName: toyNames.get(row.toyId)?.displayName ?? row.toyName!, duration: row.toyDuration! },
    priceCents: row.priceCents,
  }));
  return { total: Number(count.n), items };
}

/** A stored medium as the messenger shows it: generated previews, the demo clip and voice. */
export function mediaOf(item: { id: number; type: 'image' | 'video' | 'audio'; width: number; height: number; duration: number }) {
  const preview = imageUrl('message', item.id, 'w320');
  return {
    type: item.type,
    origSrc: item.type === 'audio' ? DEMO_VOICE_PATH : item.type === 'video' ? DEMO_CLIP_PATH : imageUrl('message', item.id, 'w1280'),
    src: item.type === 'image' ? imageUrl('message', item.id, 'w640') : item.type === 'audio' ? DEMO_VOICE_PATH : DEMO_CLIP_PATH,
    srcSet: item.type === 'image' ? `${imageUrl('message', item.id, 'w320')} 320w, ${imageUrl('message', item.id, 'w640')} 640w` : '',
    width: item.width,
    height: item.height,
    duration: item.duration,
    previewPicture: preview,
  };
}

/** One message as the conversation shows it (for the message.new frame). */
export async function messageById(
  db: Db,
  guestId: number,
  channelId: number,
  messageId: number,
  language: Language = 'en',
): Promise<MessengerMessage> {
  const { items } = await channelMessages(db, guestId, channelId, {
    first: 1,
    offset: 0,
    filter: 'all',
    order: 'newest',
    messageId,
    language,
  });
  if (!items[0]) throw new ApiError('NOT_FOUND', `There is no message ${messageId}.`);
  return items[0];
}
