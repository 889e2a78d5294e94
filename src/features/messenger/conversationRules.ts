// A conversation's messages as pages arrive (spec part 2 §7.10 messenger content: newest page
// first, older ones by offset) and as live messages come in: oldest first on screen, each once.
import type { MessengerMessage } from '../../contract/messenger.ts';

/** Messages per page of the conversation. */
export const CONVERSATION_PAGE = 30;

/** `messages` with `incoming` added, each message once (the newer copy wins), oldest first. */
export function mergeMessages(messages: readonly MessengerMessage[], incoming: readonly MessengerMessage[]): MessengerMessage[] {
  const byId = new Map(messages.map((message) => [message.messageId, message]));
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/**
 * The offset of the next older page: how many of the channel's messages are loaded. New ones
 * arriving live are counted too, so the next page starts right after the oldest one loaded (a
 * message that moved a place meanwhile comes twice and is merged once).
 */
export function olderOffset(messages: readonly unknown[]): number {
  return messages.length;
}

export function hasOlder(messages: readonly unknown[], total: number): boolean {
  return messages.length < total;
}

/** A UUID for a message's clientId; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(random: Crypto = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
