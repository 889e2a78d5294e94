// The messages this tab sent that the server has not confirmed yet (messenger issue: a message
// sent while the socket is down waits, visibly pending, and goes out once when it is back).
//
// A message is posted to the socket owner only while the session is live and the browser online;
// otherwise it is held (store.ts decides which).
// Each session.ack starts a new session (a number counted by the tab): every message still
// pending that was not posted in this session goes out then — the held ones, and the ones posted
// on a session that ended before the server answered (the server stores and charges a clientId
// once, and answers a repeat with the stored message). A message posted in the current session
// is never posted again. `message.new` with its clientId confirms it; `message.refused` marks it
// failed with the code, and only the guest's retry sends it again (same clientId: nothing was
// stored).
import type { MessagePrice } from '../../contract/messenger.ts';
import type { ClientMessages, MessageRefusalCode } from '../../contract/socket.ts';

/** Why a message failed: the server's refusal, or a send the server could not take at all. */
export type FailureCode = MessageRefusalCode | 'NOT_SENT';

export interface PendingMessage {
  clientId: string;
  channelId: number;
  actorId: number;
  text: string;
  gift: { id: number; name: string; imageUrl: string; fromBought: boolean } | null;
  toyControl: { id: number; displayName: string; duration: number } | null;
  /** The price shown when it was sent. */
  price: MessagePrice;
  createdAt: number;
  status: 'pending' | 'failed';
  /** The session it was last posted in; null while held. */
  postedInSession: number | null;
  failure: { code: FailureCode; missingCents: number | null } | null;
}

/** The socket frame of a pending message. */
export function sendFrameOf(message: PendingMessage): { type: 'message.send'; data: ClientMessages['message.send'] } {
  return {
    type: 'message.send',
    data: {
      clientId: message.clientId,
      actorId: message.actorId,
      text: message.text,
      attachments: [],
      giftId: message.gift?.id ?? null,
      toyControlId: message.toyControl?.id ?? null,
    },
  };
}

/** The messages to post now, in session `session`: pending and not posted in it yet. */
export function toPost(messages: readonly PendingMessage[], session: number): PendingMessage[] {
  return messages.filter((message) => message.status === 'pending' && message.postedInSession !== session);
}

/** The messages with `clientIds` recorded as posted in `session`. */
export function markPosted(messages: readonly PendingMessage[], clientIds: readonly string[], session: number): PendingMessage[] {
  return messages.map((message) => (clientIds.includes(message.clientId) ? { ...message, postedInSession: session } : message));
}

/** The server stored it (message.new with its clientId): it leaves the pending list. */
export function confirm(
  messages: readonly PendingMessage[],
  clientId: string,
): { messages: PendingMessage[]; confirmed: PendingMessage | null } {
  const confirmed = messages.find((message) => message.clientId === clientId) ?? null;
  return { messages: confirmed ? messages.filter((message) => message !== confirmed) : [...messages], confirmed };
}

/** The server refused it (nothing stored, nothing charged): it stays, failed, for a retry. */
export function fail(
  messages: readonly PendingMessage[],
  clientId: string,
  code: FailureCode,
  missingCents: number | null,
): PendingMessage[] {
  return messages.map((message) =>
    message.clientId === clientId && message.status === 'pending'
      ? { ...message, status: 'failed', postedInSession: null, failure: { code, missingCents } }
      : message,
  );
}

/** The socket refused a message.send frame without naming it: the ones posted in `session` are failed. */
export function failPosted(messages: readonly PendingMessage[], session: number): PendingMessage[] {
  return messages.map((message) =>
    message.status === 'pending' && message.postedInSession === session
      ? { ...message, status: 'failed', postedInSession: null, failure: { code: 'NOT_SENT', missingCents: null } }
      : message,
  );
}

/** The guest sends a failed message again: pending, held until posted. */
export function retry(messages: readonly PendingMessage[], clientId: string): PendingMessage[] {
  return messages.map((message) =>
    message.clientId === clientId && message.status === 'failed'
      ? { ...message, status: 'pending', postedInSession: null, failure: null }
      : message,
  );
}
