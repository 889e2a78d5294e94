// Tables of migration 0016: the event-tracking mutation's events and the web tokens of its
// beacon form. See the migration for what each holds.
import type { Generated } from 'kysely';
import type { EpochMs, JsonText } from './schema.ts';

interface EventTrackingTable {
  id: Generated<number>;
  /** The sender's id of the event; unique, so a replay is stored once. */
  eventId: string;
  guestId: number | null;
  occurredAt: EpochMs;
  receivedAt: EpochMs;
  type: string;
  source: string;
  context: string | null;
  /** A JSON object. */
  data: JsonText | null;
  int1: number | null;
  int2: number | null;
  int3: number | null;
  int4: number | null;
  int5: number | null;
  float1: number | null;
  float2: number | null;
  float3: number | null;
  float4: number | null;
  float5: number | null;
}

interface WebTokensTable {
  /** SHA-256 hex of the web token; the token itself is never stored. */
  tokenHash: string;
  /** The access token it was issued for: revoking that one ends this one too. */
  accessTokenHash: string;
  expiresAt: EpochMs;
}

export interface TrackingTables {
  eventTracking: EventTrackingTable;
  webTokens: WebTokensTable;
}
