// The demo account's messenger (messenger issue): a set of channels that shows every view of the
// channel list (spec part 1 §5) — unread and read, with online and offline actors, one archived,
// one blocked — a few messages in each, gifts held in advance and notifications, hidden types
// included. Deterministic: the actors are the first ones online and offline by id. The lines and
// notifications are seeded content: English on their rows, the other languages in
// content_translations (issue 20), so the demo guest reads them in the page's language.
import type { Transaction } from 'kysely';
import type { Database, NewRow } from '../schema.ts';
import { type Localized, translationRows } from './localized.ts';

interface DemoChannel {
  key: 'onlineUnread' | 'offlineUnread' | 'onlineRead' | 'offlineRead' | 'archived' | 'blocked';
  online: boolean;
  unreadCount: number;
  archived: boolean;
  blocked: boolean;
}

/** Newest first: the list's order. */
const DEMO_CHANNELS: readonly DemoChannel[] = [
  { key: 'onlineUnread', online: true, unreadCount: 2, archived: false, blocked: false },
  { key: 'offlineUnread', online: false, unreadCount: 1, archived: false, blocked: false },
  { key: 'onlineRead', online: true, unreadCount: 0, archived: false, blocked: false },
  { key: 'offlineRead', online: false, unreadCount: 0, archived: false, blocked: false },
  { key: 'archived', online: false, unreadCount: 1, archived: true, blocked: false },
  { key: 'blocked', online: true, unreadCount: 0, archived: false, blocked: true },
];

/** The seeded actors start from this id, so tests that move actors 1-100 leave these alone. */
export const DEMO_CHANNEL_ACTORS_FROM = 200;

const LINES: readonly Localized[] = [
  { en: 'Hi, how are you?', de: 'Hallo, wie geht es dir?', nl: 'Hoi, hoe gaat het met je?', es: 'Hola, ¿cómo estás?' },
  { en: 'Thanks for the rose!', de: 'Danke für die Rose!', nl: 'Bedankt voor de roos!', es: '¡Gracias por la rosa!' },
  { en: 'See you tonight.', de: 'Bis heute Abend.', nl: 'Tot vanavond.', es: 'Nos vemos esta noche.' },
  { en: 'Good morning!', de: 'Guten Morgen!', nl: 'Goedemorgen!', es: '¡Buenos días!' },
  { en: 'That was a fun show.', de: 'Das war eine lustige Show.', nl: 'Dat was een leuke show.', es: 'Fue un show divertido.' },
];

/** Notifications of every kind the list shows and of two hidden types (never shown, so never translated). */
// biome-ignore format: data table, one row per line
const NOTIFICATIONS: readonly { type: number; text: Localized | string }[] = [
  { type: 1, text: { en: 'New message from a favourite', de: 'Neue Nachricht von einer Favoritin', nl: 'Nieuw bericht van een favoriet', es: 'Nuevo mensaje de una favorita' } },
  { type: 6, text: 'Internal: hidden type 6' },
  { type: 2, text: { en: 'A favourite is online now', de: 'Eine Favoritin ist jetzt online', nl: 'Een favoriet is nu online', es: 'Una favorita está en línea ahora' } },
  { type: 13, text: 'Internal: hidden type 13' },
  { type: 3, text: { en: 'A gift is waiting in your media library', de: 'In deiner Mediathek wartet ein Geschenk', nl: 'Er wacht een cadeau in je mediatheek', es: 'Un regalo te espera en tu videoteca' } },
];
const MINUTE = 60_000;

export async function seedDemoMessenger(trx: Transaction<Database>, guestId: number, now: number): Promise<void> {
  const actors = await trx
    .selectFrom('actors')
    .select(['id', 'isOnline'])
    .where('id', '>=', DEMO_CHANNEL_ACTORS_FROM)
    .orderBy('id')
    .limit(200)
    .execute();
  const taken = new Set<number>();
  for (const [index, channel] of DEMO_CHANNELS.entries()) {
    const actor = actors.find((row) => !taken.has(row.id) && (row.isOnline === 1) === channel.online);
    if (!actor) continue;
    taken.add(actor.id);
    const at = now - (index + 1) * 37 * MINUTE;
    const row = await trx
      .insertInto('channels')
      .values({
        guestId,
        actorId: actor.id,
        unreadCount: channel.unreadCount,
        archived: channel.archived ? 1 : 0,
        blocked: channel.blocked ? 1 : 0,
        freeMessagesLeft: 0,
        subject: LINES[index % LINES.length]!.en,
        messageTimestamp: at,
        lastViewedTimestamp: at - MINUTE,
        createdAt: at - 60 * MINUTE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let lastId = 0;
    for (let n = 0; n < 3; n++) {
      const sender = n % 2 === 0 ? 'actor' : 'guest';
      const line = LINES[(index + n) % LINES.length]!;
      const message = await trx
        .insertInto('messages')
        .values({ channelId: row.id, sender, text: line.en, createdAt: at - (2 - n) * MINUTE })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastId = message.id;
      // the first answers carry a picture and a voice message (the media library's messenger and audio views)
      if (n === 0 && index < 2) {
        await trx
          .insertInto('messageMedia')
          .values(
            index === 0
              ? { messageId: message.id, position: 0, type: 'image', width: 640, height: 480 }
              : { messageId: message.id, position: 0, type: 'audio', width: 0, height: 0, duration: 2 },
          )
          .execute();
      }
    }
    // The subject is the last message's text, which is how it reads in other languages (server/domain/messengerTexts.ts).
    await trx
      .updateTable('channels')
      .set({ lastMessageId: lastId, subject: LINES[(index + 2) % LINES.length]!.en })
      .where('id', '=', row.id)
      .execute();
  }
  await trx
    .insertInto('guestGifts')
    .values([{ guestId, giftId: 1, quantity: 2 }])
    .execute();
  // a paid clip and a paid photo post bought from the feed (the media library's feed views)
  for (const type of ['clip', 'photos'] as const) {
    const post = await trx
      .selectFrom('feedPosts')
      .select(['id', 'priceCoins'])
      .where('type', '=', type)
      .where('paidContent', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (post)
      await trx.insertInto('feedPostPurchases').values({ guestId, postId: post.id, priceCoins: post.priceCoins, createdAt: now }).execute();
  }
  for (const [index, { type, text }] of NOTIFICATIONS.entries()) {
    await trx
      .insertInto('notifications')
      .values({
        guestId,
        type,
        text: typeof text === 'string' ? text : text.en,
        link: null,
        createdAt: now - (NOTIFICATIONS.length - index) * MINUTE,
      })
      .execute();
  }
  const [messages, notifications] = await Promise.all([
    trx
      .selectFrom('messages')
      .innerJoin('channels', 'channels.id', 'messages.channelId')
      .select(['messages.id', 'messages.text'])
      .where('channels.guestId', '=', guestId)
      .execute(),
    trx.selectFrom('notifications').select(['id', 'text']).where('guestId', '=', guestId).execute(),
  ]);
  await trx.insertInto('contentTranslations').values(demoMessengerTranslations(messages, notifications)).execute();
}

const englishLines = new Map(LINES.map((line) => [line.en, line]));
const englishNotifications = new Map(NOTIFICATIONS.flatMap(({ text }) => (typeof text === 'string' ? [] : [[text.en, text] as const])));

/**
 * The translations of the demo account's seeded lines and notifications among these rows, each
 * recognised by its English text (the seed above, and migration 0030 for a database seeded before).
 */
export function demoMessengerTranslations(
  messages: readonly { id: number; text: string }[],
  notifications: readonly { id: number; text: string }[],
): NewRow<'contentTranslations'>[] {
  return [
    ...messages.flatMap((message) => {
      const text = englishLines.get(message.text);
      return text ? translationRows('message', message.id, { text }) : [];
    }),
    ...notifications.flatMap((notification) => {
      const text = englishNotifications.get(notification.text);
      return text ? translationRows('notification', notification.id, { text }) : [];
    }),
  ];
}
