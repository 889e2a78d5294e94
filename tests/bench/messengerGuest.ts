// The messenger issue's bench guest: a logged-in guest with one channel per actor, 500 in all
// (the seed's actors, and copies under new names as 500 need), as the messenger page asks them
// (500 from offset 0, spec part 2 §7.10). The actors bench and the messenger profile use it.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { loggedInToken } from '../server/socketClient.ts';

export const CHANNELS_QUERY = `query Channels($first: Int!) { messengerChannels(first: $first) { id actorId guestId unread unreadCount blocked archived isActorOnline multiChatPrice canVoyeurChat isVoyeurInSingleChatAllowed isDildocontrolAvailable freeMessagesAmount messagePrice isMessagingFree freeChat subject lastMessageId messageTimestamp lastViewedTimestamp sentDiffForHumans previewPictureUrl actorName actorAge } }`;
export const CHANNELS_BODY = JSON.stringify({ query: CHANNELS_QUERY, variables: { first: PAGING.messengerChannels } });

export async function messengerBenchGuest(db: Kysely<Database>): Promise<{ token: string; guestId: number; channelCount: number }> {
  const guest = await loggedInToken(db, { name: 'Bench Guest' });
  const started = Date.now();
  const seeded = await db.selectFrom('actors').selectAll().orderBy('id').execute();
  for (let n = seeded.length; n < PAGING.messengerChannels; n++) {
    const { id: _id, ...copy } = seeded[n % seeded.length]!;
    await db
      .insertInto('actors')
      .values({ ...copy, name: `${copy.name}${n}`, nameLower: `${copy.nameLower}${n}` })
      .execute();
  }
  const actorIds = (await db.selectFrom('actors').select('id').orderBy('id').limit(PAGING.messengerChannels).execute()).map(
    (row) => row.id,
  );
  for (const [n, actorId] of actorIds.entries()) {
    const at = started - n * 60_000;
    await db
      .insertInto('channels')
      .values({
        guestId: guest.guestId,
        actorId,
        unreadCount: n % 3,
        archived: n % 17 === 0 ? 1 : 0,
        subject: `Message number ${n}`,
        messageTimestamp: at,
        lastViewedTimestamp: at,
        createdAt: at,
      })
      .execute();
  }
  return { ...guest, channelCount: actorIds.length };
}
