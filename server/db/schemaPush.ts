// Tables of migrations 0013 (web push) and 0014 (the tracking outbox). See the migrations for what each holds.

import type { Generated } from 'kysely';
import type { EpochMs, JsonText } from './schema.ts';

interface ServerKeysTable {
  name: string;
  value: string;
  createdAt: EpochMs;
}

interface PushSubscriptionsTable {
  id: Generated<number>;
  guestId: number;
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
  p256dh: string;
  /** The browser's auth secret, base64url (16 bytes). */
  auth: string;
  language: string;
  /** JSON PushTopics. */
  topics: JsonText;
  resubscribeTokenHash: string;
  createdAt: EpochMs;
  updatedAt: EpochMs;
  /** When a push service last took a push for this endpoint; null before any. */
  lastDeliveredAt: EpochMs | null;
}

interface PushActorNoticesTable {
  guestId: number;
  actorId: number;
  sentAt: EpochMs;
}

/** A go-live push waiting for the end of its guest's grouping window. */
interface PushGoLiveQueueTable {
  guestId: number;
  actorId: number;
  dueAt: EpochMs;
}

interface OutboxReceiptsTable {
  id: string;
  receivedAt: EpochMs;
}

interface TrackingEventsTable {
  id: Generated<number>;
  guestId: number | null;
  eventContext: string;
  eventAction: string;
  /** JSON object. */
  eventData: JsonText;
  createdAt: EpochMs;
}

export interface PushTables {
  serverKeys: ServerKeysTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushActorNotices: PushActorNoticesTable;
  pushGoLiveQueue: PushGoLiveQueueTable;
  outboxReceipts: OutboxReceiptsTable;
  trackingEvents: TrackingEventsTable;
}
