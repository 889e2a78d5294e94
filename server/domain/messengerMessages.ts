// The messenger's messages (messenger issue; spec part 1 §3 Messenger content; part 2 §7.10
// messenger content): an actor's message coming in, one channel's messages as the conversation
// shows them (filtered, ordered, in the guest's language) with their media, and one message by id.
import { type Kysely, sql, type Transaction } from 'kysely';
import { DEMO_CLIP_PATH } from '../../src/contract/albumAccess.ts';
import type { Language } from '../../src/contract/enums.ts';
import { DEMO_VOICE_PATH, type MessengerMessage } from '../../src/contract/messenger.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { imageUrl } from './imageUrls.ts';
import { subjectOf } from './messengerTexts.ts';
import { localized, translationsOf } from './translations.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
