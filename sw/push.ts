/// <reference lib="webworker" />
// Web push in the service worker (PWA issue): a push shows its notification (the server wrote
// its text in the guest's language, src/contract/push.ts), and a message push sets the app
// badge to the unread count where the browser has the Badging API; a click focuses an open tab of ours
// and brings it to the notification's page, or opens one; a subscription the browser renewed
// is handed to the server with the resubscribe token (the worker holds no access token).
import { get, set } from 'idb-keyval';
import type { PushMessage } from '../src/contract/push.ts';
import { REST_BASE } from '../src/contract/rest.ts';
import { PUSH_LAST_SHOWN_KEY, PUSH_RESUBSCRIBE_KEY } from '../src/contract/storageKeys.ts';
import { readPushMessage } from './pushMessage.ts';

declare const self: ServiceWorkerGlobalScope;

async function showPush(message: PushMessage): Promise<void> {
  const badging = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (message.badge !== undefined && badging.setAppBadge) {
    await (message.badge > 0 ? badging.setAppBadge(message.badge) : badging.clearAppBadge?.())?.catch(() => undefined);
  }
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon: message.icon,
    badge: '/icon.svg',
    tag: message.tag,
    data: { url: message.url },
  });
  // The app compares it with when the server last handed a push over: alerts that stopped show.
  await set(PUSH_LAST_SHOWN_KEY, Date.now()).catch(() => undefined);
}

/** Brings an open tab of ours to `url` (focused where the browser allows), else opens one. */
async function openFromNotification(url: string): Promise<void> {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return; // only our own pages
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target.href);
    return;
  }
  try {
    await open.focus();
  } catch {
    // focusing needs the click's user activation; a tab brought to the page still counts
  }
  await open.navigate(target.href);
}

async function resubscribe(subscription: PushSubscription | null): Promise<void> {
  const token = await get<string>(PUSH_RESUBSCRIBE_KEY);
  if (!token || !subscription) return;
  await fetch(`${REST_BASE}web-push/resubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  });
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const message = readPushMessage(event.data?.text(), self.location.origin);
    if (message) event.waitUntil(showPush(message));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    if (typeof url === 'string') event.waitUntil(openFromNotification(url));
  });

  // The browser renewed the subscription (keys rotated, or it expired): the server learns the
  // new one. Without a new one there is nothing to hand in; the app subscribes again when the
  // guest next opens the settings.
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as Event & { newSubscription?: PushSubscription | null; waitUntil(promise: Promise<unknown>): void };
    change.waitUntil(resubscribe(change.newSubscription ?? null));
  });
}
