// Contests and their votes (issue 11; spec part 1 §3 Contest, §4 Contest vote, §5 at most 5
// votes per contest, §6 some votes need a verified age; part 2 §7.8). A guest votes for an entry
// of a running contest once, for at most LIMITS.votesPerContest entries per contest. The count
// and the insert run in one transaction that holds the guest's row (PostgreSQL) or the one
// SQLite connection, so 20 votes sent at once record exactly 5. Every vote and take-back is
// told to everyone as a `contest.voting` event with the entry's new total.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { LIMITS } from '../../src/contract/constants.ts';
import { CONTEST_GRID, type ContestSub } from '../../src/contract/contests.ts';
import type { ContestGridItem, ContestGuestData, ContestHeader } from '../../src/contract/entities.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { albumPicture } from './actors.ts';
import { lockGuest } from './ledger.ts';

export interface VoteInput {
  guestId: number;
  contestId: number;
  mediaId: number;
  albumId: number;
  actorId: number;
  hideConfirmWindow: boolean;
  now?: number;
}

const isRunning = (contest: { startsAt: number; endsAt: number }, now: number) => contest.startsAt <= now && now < contest.endsAt;

async function entryOf(db: Kysely<Database>, input: { contestId: number; mediaId: number; albumId: number; actorId?: number }) {
  const entry = await db
    .selectFrom('contestMedia')
    .innerJoin('contests', 'contests.id', 'contestMedia.contestId')
    .select([
      'contestMedia.id',
      'contestMedia.albumId',
      'contestMedia.actorId',
      'contests.needsAvs',
      'contests.startsAt',
      'contests.endsAt',
    ])
    .where('contestMedia.id', '=', input.mediaId)
    .where('contestMedia.contestId', '=', input.contestId)
    .executeTakeFirst();
  if (!entry || entry.albumId !== input.albumId || (input.actorId !== undefined && entry.actorId !== input.actorId)) {
    throw new ApiError('NOT_FOUND', `Contest ${input.contestId} has no entry ${input.mediaId} with album ${input.albumId}.`);
  }
  return entry;
}

async function voteCountOf(db: Kysely<Database>, guestId: number, contestId: number): Promise<number> {
  const row = await db
    .selectFrom('contestVotes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guestId', '=', guestId)
    .where('contestId', '=', contestId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function publishVotes(db: Kysely<Database>, bus: EventBus, contestId: number, mediaId: number): Promise<void> {
  const row = await db.selectFrom('contestMedia').select('votes').where('id', '=', mediaId).executeTakeFirst();
  if (row)
    await bus.publish({ target: { kind: 'all' }, frame: { type: 'contest.voting', data: { contestId, mediaId, votes: row.votes } } });
}

/**
 * contests/addContestMediaVoting. Refusals change nothing: AGE_CHECK_REQUIRED (the contest needs
 * a verified age: the client opens the AVS dialog), LIMIT_REACHED (5 votes used), CONFLICT
 * (already voted for this entry, or the contest is not running), NOT_FOUND.
 */
export async function addVote(db: Kysely<Database>, bus: EventBus, input: VoteInput): Promise<{ voteCount: number }> {
  const now = input.now ?? Date.now();
  const entry = await entryOf(db, input);
  if (!isRunning(entry, now)) throw new ApiError('CONFLICT', `Contest ${input.contestId} is not open for votes.`);
  if (entry.needsAvs === 1) {
    const guest = await db.selectFrom('guests').select('avsStatus').where('id', '=', input.guestId).executeTakeFirstOrThrow();
    if (guest.avsStatus !== 'accepted')
      throw new ApiError('AGE_CHECK_REQUIRED', 'Voting in this contest needs a verified age.', { needAvs: true });
  }
  let voteCount: number;
  try {
    voteCount = await db.transaction().execute(async (trx) => {
      await lockGuest(trx, input.guestId);
      const used = await voteCountOf(trx, input.guestId, input.contestId);
      if (used >= LIMITS.votesPerContest) {
        throw new ApiError('LIMIT_REACHED', `All ${LIMITS.votesPerContest} votes of contest ${input.contestId} are used.`, {
          voteCount: used,
        });
      }
      const voted = await trx
        .selectFrom('contestVotes')
        .select('id')
        .where('guestId', '=', input.guestId)
        .where('contestMediaId', '=', entry.id)
        .executeTakeFirst();
      if (voted) throw new ApiError('CONFLICT', 'This entry already has your vote.', { voteCount: used });
      await trx
        .insertInto('contestVotes')
        .values({ guestId: input.guestId, contestId: input.contestId, contestMediaId: entry.id, createdAt: now })
        .execute();
      await trx.updateTable('contestMedia').set({ votes: sql<number>`votes + 1` }).where('id', '=', entry.id).execute();
      if (input.hideConfirmWindow) await hideVoteLimitModal(trx, input.guestId);
      return used + 1;
    });
  } catch (error) {
    // the same entry voted twice at once: the other vote stands
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'This entry already has your vote.');
    throw error;
  }
  await publishVotes(db, bus, input.contestId, entry.id);
  return { voteCount };
}

/** contests/deleteContestMediaVoting: takes the guest's vote for an entry back while the contest runs. */
export async function deleteVote(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; contestId: number; mediaId: number; albumId: number; now?: number },
): Promise<{ voteCount: number }> {
  const now = input.now ?? Date.now();
  const entry = await entryOf(db, input);
  if (!isRunning(entry, now)) throw new ApiError('CONFLICT', `Contest ${input.contestId} is not open for votes.`);
  const voteCount = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    const removed = await trx
      .deleteFrom('contestVotes')
      .where('guestId', '=', input.guestId)
      .where('contestMediaId', '=', entry.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new ApiError('NOT_FOUND', 'This entry has no vote of yours.');
    await trx
      .updateTable('contestMedia')
      .set({ votes: sql<number>`votes - 1` })
      .where('id', '=', entry.id)
      .where('votes', '>', 0)
      .execute();
    return voteCountOf(trx, input.guestId, input.contestId);
  });
  await publishVotes(db, bus, input.contestId, entry.id);
  return { voteCount };
}

async function hideVoteLimitModal(db: Kysely<Database>, guestId: number): Promise<void> {
  await db
    .insertInto('contestGuests')
    .values({ guestId, hideVoteLimitModal: 1 })
    .onConflict((oc) => oc.column('guestId').doUpdateSet({ hideVoteLimitModal: 1 }))
    .execute();
}

export async function guestData(db: Kysely<Database>, guestId: number | null, contestId: number): Promise<ContestGuestData> {
  if (guestId === null) return { voteCount: 0, hideVoteLimitModal: false };
  const settings = await db.selectFrom('contestGuests').select('hideVoteLimitModal').where('guestId', '=', guestId).executeTakeFirst();
  return { voteCount: await voteCountOf(db, guestId, contestId), hideVoteLimitModal: settings?.hideVoteLimitModal === 1 };
}

async function contestRow(db: Kysely<Database>, contestId: number) {
  const row = await db.selectFrom('contests').selectAll().where('id', '=', contestId).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no contest ${contestId}.`);
  return row;
}

/** The contest's head in the language (English when it has none): title and text, its period, and whether votes are taken now. */
export async function contestHeader(
  db: Kysely<Database>,
  contestId: number,
  language: string = 'en',
  now = Date.now(),
): Promise<ContestHeader & { needsAvs: boolean }> {
  const row = await contestRow(db, contestId);
  const translated =
    language === 'en'
      ? undefined
      : await db
          .selectFrom('contestTranslations')
          .select(['title', 'description'])
          .where('contestId', '=', contestId)
          .where('language', '=', language)
          .executeTakeFirst();
  return {
    contestId: row.id,
    title: translated?.title ?? row.title,
    text: translated?.description ?? row.description,
    start: new Date(row.startsAt).toISOString(),
    end: new Date(row.endsAt).toISOString(),
    isActive: isRunning(row, now),
    needsAvs: row.needsAvs === 1,
  };
}

/** A stable, opaque key of an entry for the client's lists (spec part 1 §3: itemHash). */
const itemHash = (contestId: number, mediaId: number) =>
  createHash('sha256').update(`contest:${contestId}:${mediaId}`).digest('hex').slice(0, 16);

export interface GridQuery {
  contestId: number;
  sub: ContestSub;
  limit: number;
  offset: number;
  actorName?: string;
  guestId: number | null;
}

/** One actor's entries of a contest (contests/{contestId}/actor/{actorId}): all of them, up to the grid's maximum. */
export async function actorEntries(
  db: Kysely<Database>,
  query: { contestId: number; actorId: number; guestId: number | null },
): Promise<ContestGridItem[]> {
  const actor = await db.selectFrom('actors').select('name').where('id', '=', query.actorId).executeTakeFirst();
  if (!actor) throw new ApiError('NOT_FOUND', `There is no actor ${query.actorId}.`);
  const page = await gridItems(db, {
    contestId: query.contestId,
    sub: 'all',
    limit: CONTEST_GRID.maxLimit,
    offset: 0,
    actorName: actor.name,
    guestId: query.guestId,
  });
  return page.contestGridItems;
}

/** The contest grid (getContestGridItems): a view of the contest menu, one actor's entries by name, paged. */
export async function gridItems(db: Kysely<Database>, query: GridQuery): Promise<{ contestGridItems: ContestGridItem[]; total: number }> {
  await contestRow(db, query.contestId);
  let base = db
    .selectFrom('contestMedia')
    .innerJoin('actors', 'actors.id', 'contestMedia.actorId')
    .innerJoin('albums', 'albums.id', 'contestMedia.albumId')
    .leftJoin('contestVotes', (join) =>
      join.onRef('contestVotes.contestMediaId', '=', 'contestMedia.id').on('contestVotes.guestId', '=', query.guestId ?? -1),
    )
    .where('contestMedia.contestId', '=', query.contestId);
  if (query.actorName) base = base.where('actors.nameLower', '=', query.actorName.toLowerCase());
  if (query.sub === 'voted') base = base.where('contestVotes.id', 'is not', null);
  if (query.sub === 'notVoted') base = base.where('contestVotes.id', 'is', null);
  const limit = query.sub === 'top10' ? Math.min(query.limit, Math.max(0, CONTEST_GRID.topListSize - query.offset)) : query.limit;
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = query.sub === 'top10' ? Math.min(CONTEST_GRID.topListSize, Number(counted?.n ?? 0)) : Number(counted?.n ?? 0);
  if (limit <= 0) return { contestGridItems: [], total };
  const rows = await base
    .select([
      'contestMedia.id',
      'contestMedia.albumId',
      'contestMedia.actorId',
      'contestMedia.votes',
      'actors.name as actorName',
      'albums.pictureCount',
      'contestVotes.id as voteId',
    ])
    .orderBy(query.sub === 'top10' ? 'contestMedia.votes' : 'contestMedia.createdAt', 'desc')
    .orderBy('contestMedia.id', 'asc')
    .limit(limit)
    .offset(query.offset)
    .execute();
  return {
    total,
    contestGridItems: rows.map((row) => ({
      itemHash: itemHash(query.contestId, row.id),
      elementsCount: row.pictureCount,
      guestId: row.voteId === null ? null : query.guestId,
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      mediaId: row.id,
      albumId: row.albumId,
      votes: row.votes,
      picture: albumPicture(row.albumId),
    })),
  };
}
