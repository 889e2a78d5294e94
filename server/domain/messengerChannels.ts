// The messenger's channels (messenger issue; spec part 1 §3 Channel; part 2 §7.10 messenger
// channels): one channel per guest and actor, read as the guest sees it (subjects in the guest's
// language), listed newest first, made on first use, marked read, archived; and the unread count
// over all of them.
import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Channel } from '../../src/contract/entities/messenger.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import { imageUrl } from './imageUrls.ts';
import { withSubjectsIn } from './messengerTexts.ts';
import { sentDiffForHumans } from './relativeTime.ts';

type Db = Kysely<Database> | Transaction<Database>;

const CHANNEL_COLUMNS = [
  'channels.id',
  'channels.guestId',
  'channels.actorId',
  'channels.unreadCount',
  'channels.blocked',
  'channels.archived',
  'channels.freeMessagesLeft',
  'channels.lastMessageId',
  'channels.subject',
  'channels.messageTimestamp',
  'channels.lastViewedTimestamp',
  'actors.name as actorName',
  'actors.age as actorAge',
  'actors.isOnline',
  'actors.freeChat',
  'actors.priceMessage',
  'actors.priceSingle',
  'actors.isVoyeurChatAvailable',
  'actors.isVoyeurInSingleChatAllowed',
  'actors.isDildocontrolAvailable',
] as const;

const channelRows = (db: Db) => db.selectFrom('channels').innerJoin('actors', 'actors.id', 'channels.actorId');

/** A channel row under the database's own column names (CHANNEL_COLUMNS in snake_case): see channelRowsOf. */
interface ChannelRow {
  id: number;
  guest_id: number;
  actor_id: number;
  unread_count: number;
  blocked: number;
  archived: number;
  free_messages_left: number;
  last_message_id: number | null;
  subject: string;
  message_timestamp: number;
  last_viewed_timestamp: number;
  actor_name: string;
  actor_age: number;
  is_online: number;
  free_chat: number;
  price_message: number;
  price_single: number;
  is_voyeur_chat_available: number;
  is_voyeur_in_single_chat_allowed: number;
  is_dildocontrol_available: number;
}

/**
 * A channel query's rows, read past Kysely's CamelCasePlugin: renaming the 20 keys of each of 500
 * rows cost as much as the statement itself (issue 23, docs/performance.md), and toChannel names
 * every field anyway. The query is still built, and compiled to snake_case, with the plugin.
 */
async function channelRowsOf(db: Db, query: Compilable<unknown>): Promise<ChannelRow[]> {
  return (await db.withoutPlugins().executeQuery(query.compile() as CompiledQuery<ChannelRow>)).rows;
}

function toChannel(row: ChannelRow, language: Language, now: number): Channel {
  return {
    id: row.id,
    actorId: row.actor_id,
    guestId: row.guest_id,
    unread: row.unread_count > 0,
    unreadCount: row.unread_count,
    blocked: row.blocked === 1,
    archived: row.archived === 1,
    isActorOnline: row.is_online === 1,
    multiChatPrice: row.price_single / 100,
    canVoyeurChat: row.is_voyeur_chat_available === 1,
    isVoyeurInSingleChatAllowed: row.is_voyeur_in_single_chat_allowed === 1,
    isDildocontrolAvailable: row.is_dildocontrol_available === 1,
    freeMessagesAmount: row.free_messages_left,
    messagePrice: row.price_message / 100,
    isMessagingFree: row.free_messages_left > 0 || row.price_message === 0,
    freeChat: row.free_chat === 1,
    subject: row.subject,
    lastMessageId: row.last_message_id,
    messageTimestamp: row.message_timestamp,
    lastViewedTimestamp: row.last_viewed_timestamp,
    sentDiffForHumans: sentDiffForHumans(row.message_timestamp, now, language),
    previewPictureUrl: imageUrl('actor', row.actor_id, 'w120'),
    actorName: row.actor_name,
    actorAge: row.actor_age,
  };
}

/** Channel rows as the guest reads them: subjects in the language (messengerTexts.ts). */
const channelsIn = (db: Db, rows: readonly ChannelRow[], language: Language, now: number) =>
  withSubjectsIn(
    db,
    rows.map((row) => toChannel(row, language, now)),
    language,
  );

export async function channelById(db: Db, guestId: number, channelId: number, language: Language, now = Date.now()): Promise<Channel> {
  const [row] = await channelRowsOf(
    db,
    channelRows(db).select(CHANNEL_COLUMNS).where('channels.id', '=', channelId).where('channels.guestId', '=', guestId),
  );
  if (!row) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
  return (await channelsIn(db, [row], language, now))[0]!;
}

export async function channelByActor(
  db: Db,
  guestId: number,
  actorId: number,
  language: Language,
  now = Date.now(),
): Promise<Channel | null> {
  const [row] = await channelRowsOf(
    db,
    channelRows(db).select(CHANNEL_COLUMNS).where('channels.actorId', '=', actorId).where('channels.guestId', '=', guestId),
  );
  return row ? (await channelsIn(db, [row], language, now))[0]! : null;
}

/**
 * The guest's channels, newest message first (spec part 2 §7.10: 500 at a time from offset 0,
 * optionally only blocked or only not blocked). The list views filter these (channelFilters.ts).
 */
export async function listChannels(
  db: Db,
  guestId: number,
  options: { first: number; offset: number; blocked?: boolean | null; onlineOnly?: boolean },
  language: Language,
  now = Date.now(),
): Promise<Channel[]> {
  let query = channelRows(db).select(CHANNEL_COLUMNS).where('channels.guestId', '=', guestId);
  if (options.blocked !== undefined && options.blocked !== null) query = query.where('channels.blocked', '=', options.blocked ? 1 : 0);
  if (options.onlineOnly) query = query.where('actors.isOnline', '=', 1);
  const rows = await channelRowsOf(
    db,
    query.orderBy('channels.messageTimestamp', 'desc').orderBy('channels.id', 'desc').limit(options.first).offset(options.offset),
  );
  return channelsIn(db, rows, language, now);
}

/** Unread messages over all the guest's channels (the navbar's count). */
export async function unreadTotal(db: Db, guestId: number): Promise<number> {
  const row = await db
    .selectFrom('channels')
    .select((eb) => eb.fn.sum<number>('unreadCount').as('n'))
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The guest's channel with an actor, made on first use ("touch"): it starts with the actor's free messages. */
export async function touchChannel(db: Db, guestId: number, actorId: number, now = Date.now()): Promise<number> {
  const existing = await db
    .selectFrom('channels')
    .select('id')
    .where('guestId', '=', guestId)
    .where('actorId', '=', actorId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const actor = await db.selectFrom('actors').select(['id', 'priceFreeMessages']).where('id', '=', actorId).executeTakeFirst();
  if (!actor) throw new ApiError('NOT_FOUND', `There is no actor ${actorId}.`);
  try {
    const row = await db
      .insertInto('channels')
      .values({
        guestId,
        actorId,
        freeMessagesLeft: actor.priceFreeMessages,
        messageTimestamp: now,
        lastViewedTimestamp: now,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // made at the same moment by another tab or process
    return (
      await db.selectFrom('channels').select('id').where('guestId', '=', guestId).where('actorId', '=', actorId).executeTakeFirstOrThrow()
    ).id;
  }
}

/** Selecting a channel reads it: its unread count goes to 0 and it was viewed now. */
export async function markChannelRead(db: Db, guestId: number, channelId: number, now = Date.now()): Promise<void> {
  const updated = await db
    .updateTable('channels')
    .set({ unreadCount: 0, lastViewedTimestamp: now })
    .where('id', '=', channelId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
}

export async function archiveChannel(db: Db, guestId: number, channelId: number, archived: boolean): Promise<void> {
  const updated = await db
    .updateTable('channels')
    .set({ archived: archived ? 1 : 0 })
    .where('id', '=', channelId)
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', `There is no channel ${channelId} of yours.`);
}
