// Web push between the server, the service worker and the app (PWA issue). Types and names
// only: the server sends PushMessage encrypted, sw/sw.ts shows it, the app subscribes.

/** The payload of a push, as the service worker reads it. */
export interface PushMessage {
  type: 'actorOnline' | 'message';
  title: string;
  body: string;
  icon: string;
  /** Where a click on the notification leads: a path of the app. */
  url: string;
  /** Notifications with one tag replace each other. */
  tag: string;
  /** Unread messages in all channels, for the app badge (message pushes only). */
  badge?: number;
}

export const PUSH_MESSAGE_TYPES = ['actorOnline', 'message'] as const satisfies readonly PushMessage['type'][];

export interface PushTopics {
  /** A pinned actor came online. */
  actorOnline: boolean;
  /** A messenger message arrived while no tab was open (messenger issue). */
  messages: boolean;
}

/**
 * IndexedDB (idb-keyval's default store) key of the resubscribe token the server gave at
 * subscribe: the service worker, which holds no access token, resubscribes with it.
 */
export const PUSH_RESUBSCRIBE_KEY = 'glimmer.push.resubscribeToken';
