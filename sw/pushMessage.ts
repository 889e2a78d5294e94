// What the service worker accepts from a push (pure, no worker globals, so a unit test reads it):
// our two kinds, an address of our own, and for a message push the unread count for the badge.
import { PUSH_MESSAGE_TYPES, type PushMessage } from '../src/contract/push.ts';

/** A push's payload, or null when it is not ours (nothing is shown for it). */
export function readPushMessage(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PushMessage>;
    if (!PUSH_MESSAGE_TYPES.includes(value.type as PushMessage['type']) || typeof value.title !== 'string' || typeof value.url !== 'string' || !value.url.startsWith('/') || value.url.startsWith('//')) {
      return null;
    }
    return {
      type: value.type!,
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      icon: typeof value.icon === 'string' ? value.icon : '/icon.svg',
      url: value.url,
      tag: typeof value.tag === 'string' ? value.tag : value.url,
      ...(Number.isInteger(value.badge) && value.badge! >= 0 ? { badge: value.badge } : {}),
    };
  } catch {
    return null;
  }
}
