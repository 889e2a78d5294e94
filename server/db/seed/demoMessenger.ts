// The demo account's messenger (messenger issue): a set of channels that shows every view of the
// channel list (spec part 1 §5) — unread and read, with online and offline actors, one archived,
// one blocked — a few messages in each, gifts held in advance and notifications, hidden types
// included. Deterministic: the actors are the first ones online and offline by id.
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

export interface DemoChannel {
  key: 'onlineUnread' | 'offlineUnread' | 'onlineRead' | 'offlineRead' | 'archived' | 'blocked';
  online: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
}

/** Newest first: the list's order. */
export const DEMO_CHANNELS: readonly DemoChannel[] = [
  { key: 'onlineUnread', online: true, unreadCount: 2, archived: false, blocked: false },
  { key: 'offlineUnread', online: false, unreadCount: 1, archived: false, blocked: false },
  { key: 'onlineRead', online: true, unreadCount: 0, archived: false, blocked: false },
  { key: 'offlineRead', online: false, unreadCount: 0, archived: false, blocked: false },
  { key: 'archived', online: false, unreadCount: 1, archived: true, blocked: false },
  { key: 'blocked', online: true, unreadCount: 0, archived: false, blocked: true },
];

/** The seeded actors start from this id, so tests that move actors 1-100 leave these alone. */
export const DEMO_CHANNEL_ACTORS_FROM = 200;

const LINES = ['Hi, how are you?', 'Thanks for the rose!', 'See you tonight.', 'Good morning!', 'That was a fun show.'];
const MINUTE = 60_000;

export async function seedDemoMessenger(trx: Transaction<Database>, guestId: number, now: number): Promise<void> {
  const actors = await trx.selectFrom('actors').select(['id', 'isOnline']).where('id', '>=', DEMO_CHANNEL_ACTORS_FROM).orderBy('id').limit(200).execute();
  const taken = new Set<number>();
  for (const [index, channel] of DEMO_CHANNELS.entries()) {
    const actor = actors.find((row) => !taken.has(row.id) && (row.isOnline === 1) === channel.online);
    if (!actor) continue;
    taken.add(actor.id);
    const at = now - (index + 1) * 37 * MINUTE;
    const row = await trx
      .insertInto('channels')
      .values({
        guestId, actorId: actor.id, unreadCount: channel.unreadCount, archived: channel.archived ? 1 : 0, blocked: channel.blocked ? 1 : 0,
        freeMessagesLeft: 0, subject: LINES[index % LINES.length]!, messageTimestamp: at, lastViewedTimestamp: at - MINUTE, createdAt: at - 60 * MINUTE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let lastId = 0;
    for (let n = 0; n < 3; n++) {
      const sender = n % 2 === 0 ? 'actor' : 'guest';
      const message = await trx
        .insertInto('messages')
        .values({ channelId: row.id, sender, text: LINES[(index + n) % LINES.length]!, createdAt: at - (2 - n) * MINUTE })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastId = message.id;
      // the first answers carry a picture and a voice message (the media library's messenger and audio views)
      if (n === 0 && index < 2) {
        await trx
          .insertInto('messageMedia')
          .values(index === 0 ? { messageId: message.id, position: 0, type: 'image', width: 640, height: 480 } : { messageId: message.id, position: 0, type: 'audio', width: 0, height: 0, duration: 2 })
          .execute();
      }
    }
    await trx.updateTable('channels').set({ lastMessageId: lastId, subject: LINES[(index + 2) % LINES.length]! }).where('id', '=', row.id).execute();
  }
  await trx.insertInto('guestGifts').values([{ guestId, giftId: 1, quantity: 2 }]).execute();
  // a paid clip and a paid photo post bought from the feed (the media library's feed views)
  for (const type of ['clip', 'photos'] as const) {
    const post = await trx.selectFrom('feedPosts').select(['id', 'priceCoins']).where('type', '=', type).where('paidContent', '=', 1).orderBy('id').executeTakeFirst();
    if (post) await trx.insertInto('feedPostPurchases').values({ guestId, postId: post.id, priceCoins: post.priceCoins, createdAt: now }).execute();
  }
  const notifications = [
    { type: 1, text: 'New message from a favourite' },
    { type: 6, text: 'Internal: hidden type 6' },
    { type: 2, text: 'A favourite is online now' },
    { type: 13, text: 'Internal: hidden type 13' },
    { type: 3, text: 'A gift is waiting in your media library' },
  ];
  for (const [index, notification] of notifications.entries()) {
    await trx.insertInto('notifications').values({ guestId, ...notification, link: null, createdAt: now - (notifications.length - index) * MINUTE }).execute();
  }
}
