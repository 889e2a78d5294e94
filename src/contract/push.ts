// Web push between the server, the service worker and the app (PWA issue). Types and names
// only: the server sends PushMessage encrypted, sw/sw.ts shows it, the app subscribes.

/** The payload of a push, as the service worker reads it. */
export interface PushMessage {
  /** actorsOnline: several pinned actors came online within the grouping window, in one push. */
  type: 'actorOnline' | 'actorsOnline' | 'message';
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

export const PUSH_MESSAGE_TYPES = ['actorOnline', 'actorsOnline', 'message'] as const satisfies readonly PushMessage['type'][];

export interface PushTopics {
  /** A pinned actor came online. */
  actorOnline: boolean;
  /** A messenger message arrived while no tab was open (messenger issue). */
  messages: boolean;
}

/**
 * A push as it travels: the Declarative Web Push format (WebKit, RFC 8030 magic number), which
 * Safari shows by itself without a service worker, and which our worker reads on the other
 * browsers (sw/pushMessage.ts). `navigate` is absolute, as the format requires; `mutable` lets
 * the worker adjust it where the browser asks it to. The kind travels in `data.type`.
 */
export interface DeclarativePush {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    navigate: string;
    lang: string;
    tag: string;
    icon: string;
    data: { type: PushMessage['type'] };
  };
  app_badge?: number;
  mutable: true;
}

/** The declarative form of `message`; `origin` makes its address absolute. */
export function declarativePush(message: PushMessage, origin: string, lang: string): DeclarativePush {
  return {
    web_push: 8030,
    notification: {
      title: message.title,
      body: message.body,
      navigate: new URL(message.url, origin).href,
      lang,
      tag: message.tag,
      icon: message.icon,
      data: { type: message.type },
    },
    ...(message.badge === undefined ? {} : { app_badge: message.badge }),
    mutable: true,
  };
}
