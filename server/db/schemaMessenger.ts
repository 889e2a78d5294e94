// Tables of migration 0017 (the messenger: channels, messages and their media, gifts held in
// advance, notifications), 0019 (live chat sessions) and 0020 (chat tickets).
import type { ColumnType, Generated } from 'kysely';
import type { DbBool, EpochMs } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface ChannelsTable {
  id: Generated<number>;
  guestId: number;
  actorId: number;
  unreadCount: Defaulted<number>;
  /** The actor blocked the guest: nothing can be sent. */
  blocked: Defaulted<DbBool>;
  archived: Defaulted<DbBool>;
  /** Free messages the guest still has with this actor (the actor's priceFreeMessages at first). */
  freeMessagesLeft: Defaulted<number>;
  lastMessageId: ColumnType<number | null, number | null | undefined, number | null>;
  subject: Defaulted<string>;
  /** When the newest message arrived: the list's order. */
  messageTimestamp: EpochMs;
  lastViewedTimestamp: EpochMs;
  createdAt: EpochMs;
}

interface MessagesTable {
  id: Generated<number>;
  channelId: number;
  sender: 'guest' | 'actor';
  text: string;
  giftId: ColumnType<number | null, number | null | undefined, number | null>;
  toyControlId: ColumnType<number | null, number | null | undefined, number | null>;
  priceCents: Defaulted<number>;
  /** The sending tab's id of a guest's message: one sent again is stored once. */
  clientId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: EpochMs;
}

interface MessageMediaTable {
  id: Generated<number>;
  messageId: number;
  position: number;
  type: 'image' | 'video' | 'audio';
  width: number;
  height: number;
  /** Seconds; 0 for images. */
  duration: Defaulted<number>;
}

interface GuestGiftsTable {
  guestId: number;
  giftId: number;
  quantity: number;
}

interface NotificationsTable {
  id: Generated<number>;
  guestId: number;
  type: number;
  text: string;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  unread: Defaulted<DbBool>;
  unseen: Defaulted<DbBool>;
  createdAt: EpochMs;
}

/** Migration 0019: live chat sessions. */
interface ChatSessionsTable {
  id: Generated<number>;
  guestId: number;
  actorId: number;
  kind: string;
  /** Cents per started minute. */
  priceCents: number;
  startedAt: EpochMs;
  endedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  endCode: ColumnType<number | null, number | null | undefined, number | null>;
  minutesCharged: Defaulted<number>;
  centsCharged: Defaulted<number>;
  /** Minutes a video-chat voucher still pays (they go first). */
  voucherMinutesLeft: Defaulted<number>;
  /** The guest's rating after the chat, 1-5 (migration 0020). */
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  ratingText: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0020: chat tickets, one per guest and show. */
interface ChatTicketsTable {
  id: Generated<number>;
  guestId: number;
  showId: number;
  priceCents: number;
  bonusCode: string;
  createdAt: EpochMs;
}

/** Migration 0020: anonymous voice calls. */
interface VoiceCallsTable {
  clientId: string;
  tokenHash: string;
  actorId: number;
  startedAt: EpochMs;
  endedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

export interface MessengerTables {
  voiceCalls: VoiceCallsTable;
  chatTickets: ChatTicketsTable;
  chatSessions: ChatSessionsTable;
  channels: ChannelsTable;
  messages: MessagesTable;
  messageMedia: MessageMediaTable;
  guestGifts: GuestGiftsTable;
  notifications: NotificationsTable;
}
