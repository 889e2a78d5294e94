// spec part 1 §4 Conversion chat: the guest's countdowns (src/contract/chat.ts) and switching
// the chat on or off. Enabling it while a candidate starts the eligibility countdown
// (CONVERSION_CHAT); past the candidacy it is refused.
import type { Kysely } from 'kysely';
import { CONVERSION_CHAT, type ConversionChatState, conversionChatState } from '../../src/contract/chat.ts';
import type { Database } from '../db/schema.ts';

/** The guest's conversion chat countdowns. */
export async function conversionChatOf(db: Kysely<Database>, guestId: number, now: number): Promise<ConversionChatState> {
  const guest = await db
    .selectFrom('guests')
    .select(['createdAt', 'conversionChatEndsAt'])
    .where('id', '=', guestId)
    .executeTakeFirstOrThrow();
  const had = await db
    .selectFrom('chatSessions')
    .select('id')
    .where('guestId', '=', guestId)
    .where('kind', '=', 'conversion')
    .executeTakeFirst();
  return conversionChatState({ ...guest, hadConversionChat: had !== undefined }, now);
}

/** Whether the switch took: disabling always does, enabling only while a candidate or eligible. */
export async function switchConversionChat(
  db: Kysely<Database>,
  guestId: number,
  action: 'enable' | 'disable',
  now: number,
): Promise<boolean> {
  if (action === 'disable') {
    await db.updateTable('guests').set({ conversionChatEnabled: 0, conversionChatEndsAt: null }).where('id', '=', guestId).execute();
    return true;
  }
  const state = await conversionChatOf(db, guestId, now);
  if (state.candidateUntil === null && state.eligibleUntil === null) return false;
  if (state.eligibleUntil === null) {
    await db
      .updateTable('guests')
      .set({ conversionChatEnabled: 1, conversionChatEndsAt: now + CONVERSION_CHAT.eligibleMs })
      .where('id', '=', guestId)
      .execute();
  }
  return true;
}
