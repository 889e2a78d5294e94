// The notification lists' rules (spec part 1 §3 Notification, §4 Notifications, §9): pure, so a
// unit test covers them. Hidden types never show; the newest 5 are asked for; marking one or
// all read or seen changes only those.

import type { Notification } from '../../contract/entities/messenger.ts';
import { HIDDEN_NOTIFICATION_TYPES } from '../../contract/enums.ts';

export function isShown(notification: Pick<Notification, 'type'>): boolean {
  return !(HIDDEN_NOTIFICATION_TYPES as readonly number[]).includes(notification.type);
}

/** A new notification joins the front of the list (never twice), which keeps `limit` entries. */
export function withNew(list: readonly Notification[], notification: Notification, limit: number): Notification[] {
  if (!isShown(notification)) return [...list];
  return [notification, ...list.filter((item) => item.id !== notification.id)].slice(0, limit);
}

/** One (id) or all (null) marked read or seen; all seen also reads all (the count goes to 0 everywhere). */
export function withMark(list: readonly Notification[], mark: 'read' | 'seen', id: number | null): Notification[] {
  return list.map((item) => {
    if (id !== null && item.id !== id) return item;
    if (mark === 'read') return { ...item, unread: false };
    return id === null ? { ...item, unseen: false, unread: false } : { ...item, unseen: false };
  });
}
