// The guest's notifications in this tab (spec part 1 §4 Notifications): the navbar list (the
// newest 5), the floating ones that arrive while the page is open, and the unread count, kept
// current from the socket in every tab. Asked for once per session of the tab.
import { proxy } from 'valtio';
import { PAGING } from '../../contract/constants.ts';
import type { Notification } from '../../contract/entities/messenger.ts';
import { onServerFrame, sendFrame } from '../../realtime/client.ts';
import { markModuleReady } from '../../state/modules.ts';
import { isShown, withMark, withNew } from './notificationRules.ts';

/** A floating notification stays this long unless the guest closes it. */
export const FLOATING_MS = 8_000;

export const notifications = proxy({
  items: [] as Notification[],
  loaded: false,
  /** New ones shown as floating notifications, newest first. */
  floating: [] as Notification[],
});

let listening = false;

/** Starts listening (once) and asks the server for the navbar list. */
export function startNotifications(): void {
  if (!listening) {
    listening = true;
    onServerFrame('notifications', (data) => {
      if (data.kind !== 'navbar') return;
      notifications.items = data.items.filter(isShown);
      notifications.loaded = true;
      markModuleReady('notification'); // spec part 1 §4 module readiness
    });
    onServerFrame('notification.new', (data) => {
      notifications.items = withNew(notifications.items, data.notification, PAGING.navbarNotifications);
      if (!isShown(data.notification)) return;
      notifications.floating = [data.notification, ...notifications.floating];
      setTimeout(() => dismissFloating(data.notification.id), FLOATING_MS);
    });
    onServerFrame('notifications.marked', (data) => {
      notifications.items = withMark(notifications.items, data.mark, data.id);
      // what was seen (or all of it) no longer floats
      if (data.mark === 'seen')
        notifications.floating = data.id === null ? [] : notifications.floating.filter((item) => item.id !== data.id);
    });
    // A new session (a reconnect, another login) may have missed changes: ask again.
    onServerFrame('session.ack', (data) => {
      if (data.guest.isLoggedIn) requestNotifications();
    });
  }
  requestNotifications();
}

export function requestNotifications(): void {
  sendFrame({ type: 'notifications.request', data: { kind: 'navbar', limit: PAGING.navbarNotifications } });
}

export function markRead(id: number | null): void {
  sendFrame({ type: 'notification.read', data: { id } });
}

export function markAllSeen(): void {
  sendFrame({ type: 'notification.seen', data: { id: null } });
}

export function dismissFloating(id: number): void {
  notifications.floating = notifications.floating.filter((item) => item.id !== id);
}
