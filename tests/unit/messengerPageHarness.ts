// The messenger page's test data (src/features/messenger/*.ts): a channel, a message price paid
// a given way, and a pending message, each with the fields a test changes.
import type { Channel } from '../../src/contract/messenger.ts';
import type { PendingMessage } from '../../src/features/messenger/pendingMessages.ts';

export const channel = (id: number, actorId: number, change: Partial<Channel> = {}): Channel => ({
  id,
  actorId,
  guestId: 1,
  unread: false,
  unreadCount: 0,
  blocked: false,
  archived: false,
  isActorOnline: true,
  multiChatPrice: 2.99,
  canVoyeurChat: false,
  isVoyeurInSingleChatAllowed: false,
  isDildocontrolAvailable: false,
  freeMessagesAmount: 0,
  messagePrice: 1.49,
  isMessagingFree: false,
  freeChat: false,
  subject: 'Hi',
  lastMessageId: null,
  messageTimestamp: 1_000 + id,
  lastViewedTimestamp: 500,
  sentDiffForHumans: 'now',
  previewPictureUrl: null,
  actorName: `Actor${actorId}`,
  actorAge: 25,
  ...change,
});

export const price = (messagePaidBy: 'freeMessage' | 'voucher' | 'money') => ({
  messageCents: 0,
  giftCents: 0,
  toyControlCents: 0,
  totalCents: 0,
  messagePaidBy,
  giftPaidBy: null,
});
export const pending = (clientId: string, change: Partial<PendingMessage> = {}): PendingMessage => ({
  clientId,
  channelId: 1,
  actorId: 11,
  text: 'Hello',
  gift: null,
  toyControl: null,
  price: price('money'),
  createdAt: 0,
  status: 'pending',
  postedInSession: null,
  failure: null,
  ...change,
});
