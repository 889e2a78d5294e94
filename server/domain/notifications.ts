// The guest's notifications (messenger issue; spec part 1 §3 Notification, §4 Notifications;
// part 2 §9): the navbar list (newest first, 5 asked for) and the floating ones (the unseen);
// types 6, 7, 13, 14, 15 and 22 are never shown; one or all are marked read or seen, and every
// tab of the guest hears of it. Texts are written in the guest's language when they are made;
// the demo account's seeded ones read in the reader's language (content_translations).
import type { Kysely } from 'kysely';
import type { Notification } from '../../src/contract/entities/messenger.ts';
import { HIDDEN_NOTIFICATION_TYPES, type Language, type NotificationKind } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { localized } from './translations.ts';

/** The kinds of notification the server makes (types 6, 7, 13, 14, 15, 22 are hidden ones). */
export const NOTIFICATION_TYPE = { message: 1, actorOnline: 2, gift: 3 } as const;

const TEXTS: Record<Language, { message: (actor: string) => string; gift: (actor: string) => string }> = {
  en: { message: (actor) => `New message from ${actor}`, gift: (actor) => `${actor} gave you a video` },
  de: { message: (actor) => `Neue Nachricht von ${actor}`, gift: (actor) => `${actor} hat dir ein Video geschenkt` },
  nl: { message: (actor) => `Nieuw bericht van ${actor}`, gift: (actor) => `${actor} heeft je een video gegeven` },
  es: { message: (actor) => `Nuevo mensaje de ${actor}`, gift: (actor) => `${actor} te ha regalado un vídeo` },
};
export const NOTIFICATION_TEXTS = TEXTS;

const visible = (db: Kysely<Database>, guestId: number) =>
  db
    .selectFrom('notifications')
    .where('guestId', '=', guestId)
    .where('type', 'not in', [...HIDDEN_NOTIFICATION_TYPES]);

function toNotification(row: {
  id: number;
  type: number;
  unread: number;
  unseen: number;
  text: string;
  link: string | null;
  createdAt: number;
}): Notification {
  return {
    id: row.id,
    type: row.type,
    unread: row.unread === 1,
    unseen: row.unseen === 1,
    text: row.text,
    link: row.link,
    created: new Date(row.createdAt).toISOString(),
  };
}

const COLUMNS = ['id', 'type', 'unread', 'unseen', 'text', 'link', 'createdAt'] as const;

/** The navbar list (newest first) or the floating ones (the unseen), `limit` at most, in the reader's language. */
export async function listNotifications(
  db: Kysely<Database>,
  guestId: number,
  kind: NotificationKind,
  limit: number,
  language: Language,
): Promise<Notification[]> {
  let query = visible(db, guestId).select(COLUMNS);
  if (kind === 'floating') query = query.where('unseen', '=', 1);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return (await localized(db, 'notification', rows, (row) => row.id, language)).map(toNotification);
}

export async function unreadNotifications(db: Kysely<Database>, guestId: number): Promise<number> {
  const row = await visible(db, guestId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unread', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one (id) or all (null) read or seen; every tab of the guest hears of it. */
export async function markNotifications(
  db: Kysely<Database>,
  bus: EventBus,
  guestId: number,
  mark: 'read' | 'seen',
  id: number | null,
): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set(mark === 'read' ? { unread: 0 } : { unseen: 0 })
    .where('guestId', '=', guestId);
  if (id !== null) update = update.where('id', '=', id);
  await update.execute();
  // spec part 1 §4: an all-seen notice clears unread everywhere
  if (mark === 'seen' && id === null) await db.updateTable('notifications').set({ unread: 0 }).where('guestId', '=', guestId).execute();
  const unreadCount = await unreadNotifications(db, guestId);
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'notifications.marked', data: { mark, id, unreadCount } } });
}

/** Makes a notification and tells the guest's tabs (a hidden type is stored but never sent). */
export async function notify(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; type: number; text: string; link: string | null; now?: number },
): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({ guestId: input.guestId, type: input.type, text: input.text, link: input.link, createdAt: input.now ?? Date.now() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  const notification = toNotification(row);
  if (!(HIDDEN_NOTIFICATION_TYPES as readonly number[]).includes(input.type)) {
    await bus.publish({
      target: { kind: 'guest', guestId: input.guestId },
      frame: { type: 'notification.new', data: { notification, unreadCount: await unreadNotifications(db, input.guestId) } },
    });
  }
  return notification;
}
