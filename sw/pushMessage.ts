// What the service worker accepts from a push (pure, no worker globals, so a unit test reads it):
// the Declarative Web Push format the server sends (src/contract/push.ts declarativePush) and the
// classic one (a PushMessage as JSON), our kinds only, an address of our own, and for a message
// push the unread count for the badge.
import { PUSH_MESSAGE_TYPES, type PushMessage } from '../src/contract/push.ts';

type Loose = Partial<Record<keyof PushMessage, unknown>>;

/** The classic fields of a declarative payload (its absolute address made a path of ours), or null. */
function fromDeclarative(value: Record<string, unknown>, origin: string): Loose | null {
  const notification = value.notification as Record<string, unknown> | undefined;
  if (!notification || typeof notification !== 'object' || typeof notification.navigate !== 'string') return null;
  let target: URL;
  try {
    target = new URL(notification.navigate);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const data = notification.data as { type?: unknown } | undefined;
  return { ...notification, type: data?.type, url: `${target.pathname}${target.search}${target.hash}`, badge: value.app_badge };
}

/** A push's payload, or null when it is not ours (nothing is shown for it). */
export function readPushMessage(text: string | null | undefined, origin: string): PushMessage | null {
  if (!text) return null;
  let value: Loose | null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    value = parsed && typeof parsed === 'object' && parsed.web_push === 8030 ? fromDeclarative(parsed, origin) : (parsed as Loose);
  } catch {
    return null;
  }
  if (
    !value ||
    !PUSH_MESSAGE_TYPES.includes(value.type as PushMessage['type']) ||
    typeof value.title !== 'string' ||
    typeof value.url !== 'string' ||
    !value.url.startsWith('/') ||
    value.url.startsWith('//')
  ) {
    return null;
  }
  return {
    type: value.type as PushMessage['type'],
    title: value.title,
    body: typeof value.body === 'string' ? value.body : '',
    icon: typeof value.icon === 'string' ? value.icon : '/icon.svg',
    url: value.url,
    tag: typeof value.tag === 'string' ? value.tag : value.url,
    ...(Number.isInteger(value.badge) && (value.badge as number) >= 0 ? { badge: value.badge as number } : {}),
  };
}
