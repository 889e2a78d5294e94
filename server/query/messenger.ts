// The messenger on the query service (messenger issue; spec part 2 §7.10: messenger channels,
// first 500 from offset 0 with the optional blocked filter; messenger content with first, offset,
// filter and order; touch messenger channel by actor; the guest's unread message count; gifts
// and toy controls). Everything but the catalogues is the logged-in guest's own.
import { PAGING } from '../../src/contract/constants.ts';
import { channelById, listChannels, touchChannel, unreadTotal } from '../domain/messengerChannels.ts';
import { boughtGifts } from '../domain/messengerGifts.ts';
import { channelMessages, type MessageFilter, type MessageOrder, mediaOf } from '../domain/messengerMessages.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, paging, withTotal } from './context.ts';

export const MESSENGER_QUERY_FIELDS = /* GraphQL */ `
    "The guest's channels, newest message first: 500 at a time from offset 0 (spec part 2 §7.10); blocked: only blocked (true) or only not blocked (false)."
    messengerChannels(first: Int = ${PAGING.messengerChannels}, offset: Int = 0, blocked: Boolean): [Channel!]!
    "One channel's messages (first 1-100)."
    messengerContent(channelId: Int!, first: Int = 30, offset: Int = 0, filter: MessageFilter = all, order: MessageOrder = newest): MessagePage!
    "Unread messages over all the guest's channels; 0 for an anonymous guest."
    guestUnreadMessageCount: Int!
    "The navbar's message preview: the newest channels (spec part 1 §9: 5 at most)."
    navbarMessages(first: Int = ${PAGING.navbarMessagePreviews}): [NavbarMessage!]!
    "Every gift that can be sent, in the request's language."
    gifts: [Gift!]!
    "Gifts the guest holds in advance (spec part 1 §3 boughtGifts)."
    boughtGifts: [BoughtGift!]!
    toyControls: [ToyControl!]!
`;

export const MESSENGER_MUTATION_FIELDS = /* GraphQL */ `
    "The guest's channel with an actor, made on first use (spec part 2 §7.10 touch messenger channel)."
    touchMessengerChannel(actorId: Int!): Channel!
`;

export const MESSENGER_QUERY_TYPES = /* GraphQL */ `
  enum MessageFilter { all media gifts }
  enum MessageOrder { newest oldest }
  type Channel {
    id: Int! actorId: Int! guestId: Int! unread: Boolean! unreadCount: Int! blocked: Boolean! archived: Boolean! isActorOnline: Boolean!
    multiChatPrice: Float! canVoyeurChat: Boolean! isVoyeurInSingleChatAllowed: Boolean! isDildocontrolAvailable: Boolean!
    freeMessagesAmount: Int! messagePrice: Float! isMessagingFree: Boolean! freeChat: Boolean! subject: String!
    lastMessageId: Int messageTimestamp: Float! lastViewedTimestamp: Float! sentDiffForHumans: String! previewPictureUrl: String
    actorName: String! actorAge: Int
  }
  type NavbarMessage {
    id: Int! isActorOnline: Boolean! unread: Boolean! unreadCount: Int! channelId: Int! actorId: Int! pictureUrl: String
    actorName: String! actorAge: Int sentDiffForHumans: String! subject: String!
  }
  type MessengerMedia { type: String! origSrc: String! src: String! srcSet: String! width: Int! height: Int! duration: Int! previewPicture: String }
  type MessageGift { id: Int! name: String! imageUrl: String! }
  type MessageToyControl { id: Int! displayName: String! duration: Int! }
  type MessengerMessage {
    messageId: Int! channelId: Int! sender: String! text: String! date: String! model: VideoModel! media: [MessengerMedia!]!
    gift: MessageGift toyControl: MessageToyControl priceCents: Int!
  }
  type MessagePage { total: Int! items: [MessengerMessage!]! }
  type GiftPrice { value: Float! currency: Currency! symbol: String! }
  type GiftTranslation { language: String! name: String! value: String! }
  type Gift { id: Int! categoryId: Int! name: String! price: GiftPrice! imageUrl: String! active: Boolean! vip: Boolean! translations: [GiftTranslation!]! }
  type BoughtGift { giftId: Int! quantity: Int! }
  type ToyControl { id: Int! duration: Int! displayName: String! random: Boolean! price: GiftPrice! }
`;

const SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF', Credits: 'Credits', Voucher: 'Voucher', VXC: 'VXC' };
const priceOf = (minor: number, currency: string) => ({
  value: currency === 'EUR' || currency === 'CHF' ? minor / 100 : minor,
  currency,
  symbol: SYMBOLS[currency] ?? currency,
});

const guestOf = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'The messenger');

export async function messengerChannels(args: { first: number; offset: number; blocked?: boolean | null }, ctx: QueryContext) {
  const page = paging(args.first, args.offset, PAGING.messengerChannels);
  return listChannels(ctx.db, guestOf(ctx), { first: page.limit, offset: page.offset, blocked: args.blocked }, ctx.language, ctx.now);
}

export async function messengerContent(
  args: { channelId: number; first: number; offset: number; filter: MessageFilter; order: MessageOrder },
  ctx: QueryContext,
) {
  const page = paging(args.first, args.offset);
  return channelMessages(ctx.db, guestOf(ctx), args.channelId, {
    first: page.limit,
    offset: page.offset,
    filter: args.filter,
    order: args.order,
    language: ctx.language,
  });
}

export const guestUnreadMessageCount = (_args: unknown, ctx: QueryContext) => (ctx.guestId === null ? 0 : unreadTotal(ctx.db, ctx.guestId));

export async function navbarMessages(args: { first: number }, ctx: QueryContext) {
  if (ctx.guestId === null) return [];
  const page = paging(args.first, 0, PAGING.navbarMessagePreviews);
  const channels = await listChannels(ctx.db, ctx.guestId, { first: page.limit, offset: 0, blocked: false }, ctx.language, ctx.now);
  return channels.map((channel) => ({
    id: channel.lastMessageId ?? channel.id,
    isActorOnline: channel.isActorOnline,
    unread: channel.unread,
    unreadCount: channel.unreadCount,
    channelId: channel.id,
    actorId: channel.actorId,
    pictureUrl: channel.previewPictureUrl,
    actorName: channel.actorName,
    actorAge: channel.actorAge,
    sentDiffForHumans: channel.sentDiffForHumans,
    subject: channel.subject,
  }));
}

export async function gifts(_args: unknown, ctx: QueryContext) {
  const [rows, translations] = await Promise.all([
    ctx.db.selectFrom('gifts').selectAll().where('active', '=', 1).orderBy('position').execute(),
    ctx.db.selectFrom('giftTranslations').selectAll().execute(),
  ]);
  return rows.map((row) => {
    const own = translations.filter((item) => item.giftId === row.id);
    return {
      id: row.id,
      categoryId: row.categoryId,
      name: own.find((item) => item.language === ctx.language)?.name ?? row.name,
      price: priceOf(row.priceValue, row.priceCurrency),
      imageUrl: row.imageUrl,
      active: row.active === 1,
      vip: row.vip === 1,
      translations: own.map((item) => ({ language: item.language, name: item.name, value: item.value })),
    };
  });
}

export async function boughtGiftsOf(_args: unknown, ctx: QueryContext) {
  const held = await boughtGifts(ctx.db, guestOf(ctx));
  return Object.entries(held).map(([giftId, quantity]) => ({ giftId: Number(giftId), quantity }));
}

export async function toyControls(_args: unknown, ctx: QueryContext) {
  const rows = await localized(
    ctx.db,
    'toyControl',
    await ctx.db.selectFrom('toyControls').selectAll().orderBy('position').execute(),
    (row) => row.id,
    ctx.language,
  );
  return rows.map((row) => ({
    id: row.id,
    duration: row.duration,
    displayName: row.displayName,
    random: row.random === 1,
    price: priceOf(row.price, 'EUR'),
  }));
}

export async function touchMessengerChannel(args: { actorId: number }, ctx: QueryContext) {
  const guestId = guestOf(ctx);
  const channelId = await touchChannel(ctx.db, guestId, args.actorId, ctx.now);
  return channelById(ctx.db, guestId, channelId, ctx.language, ctx.now);
}

export const LIBRARY_MEDIA_FIELDS = /* GraphQL */ `
    "Media the guest got in messenger messages, newest first (the media library's messenger and audio views): visual (images and videos) or audio."
    messengerMedia(kind: MessengerMediaKind!, first: Int = 30, offset: Int = 0): LibraryMediaPage!
`;

export const LIBRARY_MEDIA_TYPES = /* GraphQL */ `
  enum MessengerMediaKind { visual audio }
  type LibraryMedia { messageId: Int! channelId: Int! actorId: Int! actorName: String! date: String! media: MessengerMedia! }
  type LibraryMediaPage { total: Int! items: [LibraryMedia!]! }
`;

export async function messengerMedia(args: { kind: 'visual' | 'audio'; first: number; offset: number }, ctx: QueryContext) {
  const guestId = guestOf(ctx);
  const page = paging(args.first, args.offset);
  const base = ctx.db
    .selectFrom('messageMedia')
    .innerJoin('messages', 'messages.id', 'messageMedia.messageId')
    .innerJoin('channels', 'channels.id', 'messages.channelId')
    .innerJoin('actors', 'actors.id', 'channels.actorId')
    .where('channels.guestId', '=', guestId)
    .where('messages.sender', '=', 'actor')
    .where('messageMedia.type', args.kind === 'audio' ? '=' : '!=', 'audio');
  return withTotal(
    base
      .select([
        'messageMedia.id',
        'messageMedia.type',
        'messageMedia.width',
        'messageMedia.height',
        'messageMedia.duration',
        'messages.id as messageId',
        'messages.createdAt',
        'channels.id as channelId',
        'actors.id as actorId',
        'actors.name as actorName',
      ])
      .orderBy('messageMedia.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (row) => ({
      messageId: row.messageId,
      channelId: row.channelId,
      actorId: row.actorId,
      actorName: row.actorName,
      date: new Date(row.createdAt).toISOString(),
      media: mediaOf(row),
    }),
  );
}
