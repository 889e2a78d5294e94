// Guest events kept for counting (spec part 2 §7.6 tracker/track): the client sends them only
// with analytics consent and a configured tracker (spec part 1 §5).
import type { Kysely } from 'kysely';
import { EVENT_DATA_MAX_CHARS } from '../../src/contract/tracking.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export async function recordTrackingEvent(
  db: Kysely<Database>,
  event: { guestId: number | null; eventContext: string; eventAction: string; eventData: object },
): Promise<void> {
  const data = JSON.stringify(event.eventData);
  if (data.length > EVENT_DATA_MAX_CHARS)
    throw new ApiError('VALIDATION_FAILED', `eventData is at most ${EVENT_DATA_MAX_CHARS} characters as JSON.`);
  await db
    .insertInto('trackingEvents')
    .values({
      guestId: event.guestId,
      eventContext: event.eventContext,
      eventAction: event.eventAction,
      eventData: data,
      createdAt: Date.now(),
    })
    .execute();
}
