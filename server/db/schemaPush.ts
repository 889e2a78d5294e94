// Tables of migration 0013 (web push). See the migration for what each holds.
import type { EpochMs, JsonText } from './schema.ts';
import type { Generated } from 'kysely';

export interface ServerKeysTable {
  name: string;
  value: string;
  createdAt: EpochMs;
}

export interface PushSubscriptionsTable {
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
}

export interface PushActorNoticesTable {
  guestId: number;
  actorId: number;
  sentAt: EpochMs;
}

export interface PushTables {
  serverKeys: ServerKeysTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushActorNotices: PushActorNoticesTable;
}
