// What the performer side does that the guest side only sees, as the internal routes
// (server/internal/, tests and demos) trigger it: an actor writing to a guest, blocking a guest's
// channel, gifting a video or album, and the chat ratings set to an exact value.
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { touchChannel } from './messengerChannels.ts';
import { publishChannel, publishMessage } from './messengerEvents.ts';
import { addActorMessage } from './messengerMessages.ts';
import { NOTIFICATION_TEXTS, NOTIFICATION_TYPE, notify } from './notifications.ts';
import { giftAlbum } from './purchases.ts';

const MEDIA = {
  image: { type: 'image', width: 640, height: 480, duration: 0 },
  audio: { type: 'audio', width: 0, height: 0, duration: 2 },
} as const;

/** The guest an internal call names; an unknown one is NOT_FOUND. */
export async function findGuest(db: Kysely<Database>, guestId: number): Promise<{ id: number; language: string }> {
  const guest = await db.selectFrom('guests').select(['id', 'language']).where('id', '=', guestId).executeTakeFirst();
  if (!guest) throw new ApiError('NOT_FOUND', `No guest ${guestId}.`);
  return guest;
}

/** The actor writes to the guest: the channel is opened if needed and every tab of the guest hears the message. */
export async function writeAsActor(
  db: Kysely<Database>,
  bus: EventBus,
  message: { actorId: number; guestId: number; text: string; media?: 'image' | 'audio' },
) {
  const guest = await findGuest(db, message.guestId);
  const channelId = await touchChannel(db, guest.id, message.actorId);
  const messageId = await addActorMessage(db, channelId, message.text, message.media ? [MEDIA[message.media]] : []);
  await publishMessage(db, bus, { guestId: guest.id, channelId, messageId, clientId: null });
  return { channelId, messageId };
}

/** The actor blocks (or unblocks) the guest's channel; the guest's tabs hear the channel change. */
export async function blockChannel(db: Kysely<Database>, bus: EventBus, channelId: number, blocked: boolean): Promise<void> {
  const row = await db
    .updateTable('channels')
    .set({ blocked: blocked ? 1 : 0 })
    .where('id', '=', channelId)
    .returning('guestId')
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `No channel ${channelId}.`);
  await publishChannel(db, bus, row.guestId, channelId);
}

/** The actor gifts a video or album; a new gift tells the guest with a notification leading to the media library. */
export async function giftAlbumToGuest(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; albumId: number },
): Promise<{ isNew: boolean }> {
  const guest = await findGuest(db, input.guestId);
  const gift = await giftAlbum(db, input);
  if (gift.isNew) {
    const album = await db
      .selectFrom('albums')
      .innerJoin('actors', 'actors.id', 'albums.actorId')
      .select('actors.name')
      .where('albums.id', '=', input.albumId)
      .executeTakeFirstOrThrow();
    const language = guest.language as Language;
    await notify(db, bus, {
      guestId: guest.id,
      type: NOTIFICATION_TYPE.gift,
      text: (NOTIFICATION_TEXTS[language] ?? NOTIFICATION_TEXTS.en).gift(album.name),
      link: buildPath('myMediathek', {}, language),
    });
  }
  return gift;
}

/** spec part 1 §5: ratings show only from 10, so tests set the boundary exactly on the seeded database. */
export async function setChatRatings(
  db: Kysely<Database>,
  actorId: number,
  ratings: { countRatings: number; satisfactionRate: number },
): Promise<void> {
  const { countRatings, satisfactionRate } = ratings;
  const updated = await db
    .updateTable('actorChatRatings')
    .set({ countRatings, satisfactionRate, updatedAt: Date.now() })
    .where('actorId', '=', actorId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const actor = await db.selectFrom('actors').select('id').where('id', '=', actorId).executeTakeFirst();
  if (!actor) throw new ApiError('NOT_FOUND', `No actor ${actorId}.`);
  await db.insertInto('actorChatRatings').values({ actorId, countRatings, satisfactionRate, updatedAt: Date.now() }).execute();
}
