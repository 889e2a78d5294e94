// Clash of cams (spec part 1 §3 "clash-of-cams vote"; part 1 §4 and part 2 §4 the
// `clashofcams.voting` event; the rest is not shown: docs/decisions.md, issue 21 point 10).
// A logged-in guest has one vote per clash, for one of its actors, while it runs. The vote and
// the actor's count change in one transaction; the unique (guest, clash) row makes a vote sent
// twice at once count once. After the commit everyone hears `clashofcams.voting` with the
// standings, so every open tab moves its bars.
import { type Kysely, sql } from 'kysely';
import type { Clash, ClashStanding } from '../../src/contract/clashOfCams.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { actorPicture } from './actors.ts';
import { lockGuest } from './ledger.ts';
import { localizedOne } from './translations.ts';

const isRunning = (clash: { startsAt: number; endsAt: number }, now: number) => clash.startsAt <= now && now < clash.endsAt;

async function standingsOf(db: Kysely<Database>, clashId: number): Promise<ClashStanding[]> {
  return db
    .selectFrom('clashActors')
    .select(['actorId', 'votes'])
    .where('clashId', '=', clashId)
    .orderBy('position')
    .orderBy('actorId')
    .execute();
}

/** The running clash (the latest to start), else the one that ended last; null when there is none. */
export async function currentClash(
  db: Kysely<Database>,
  input: { guestId: number | null; language: Language; now: number },
): Promise<Clash | null> {
  const running = await db
    .selectFrom('clashes')
    .selectAll()
    .where('startsAt', '<=', input.now)
    .where('endsAt', '>', input.now)
    .orderBy('startsAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const stored =
    running ??
    (await db
      .selectFrom('clashes')
      .selectAll()
      .where('endsAt', '<=', input.now)
      .orderBy('endsAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst());
  if (!stored) return null;
  const clash = await localizedOne(db, 'clash', stored, stored.id, input.language);
  const actors = await db
    .selectFrom('clashActors')
    .innerJoin('actors', 'actors.id', 'clashActors.actorId')
    .select(['clashActors.actorId', 'clashActors.votes', 'actors.name', 'actors.isOnline'])
    .where('clashActors.clashId', '=', clash.id)
    .orderBy('clashActors.position')
    .orderBy('clashActors.actorId')
    .execute();
  const vote =
    input.guestId === null
      ? undefined
      : await db
          .selectFrom('clashVotes')
          .select('actorId')
          .where('guestId', '=', input.guestId)
          .where('clashId', '=', clash.id)
          .executeTakeFirst();
  return {
    clashId: clash.id,
    title: clash.title,
    start: new Date(clash.startsAt).toISOString(),
    end: new Date(clash.endsAt).toISOString(),
    isActive: isRunning(clash, input.now),
    actors: actors.map((actor) => ({
      actorId: actor.actorId,
      votes: actor.votes,
      name: actor.name,
      isOnline: actor.isOnline === 1,
      picture: actorPicture(actor.actorId),
    })),
    votedActorId: vote?.actorId ?? null,
  };
}

export interface ClashVote {
  guestId: number;
  clashId: number;
  actorId: number;
  now?: number;
}

/**
 * A guest's vote in a clash. Refusals change nothing: NOT_FOUND (no such clash, or the actor is
 * not in it), CONFLICT (the clash is not running, or the guest voted for another actor; details
 * votedActorId). The same vote again (a double click, a second tab) counts nothing and answers
 * counted false, so a repeated request is harmless.
 */
export async function voteInClash(
  db: Kysely<Database>,
  bus: EventBus,
  input: ClashVote,
): Promise<{ counted: boolean; votedActorId: number; standings: ClashStanding[] }> {
  const now = input.now ?? Date.now();
  const clash = await db.selectFrom('clashes').select(['id', 'startsAt', 'endsAt']).where('id', '=', input.clashId).executeTakeFirst();
  if (!clash) throw new ApiError('NOT_FOUND', `There is no clash ${input.clashId}.`);
  const inClash = await db
    .selectFrom('clashActors')
    .select('actorId')
    .where('clashId', '=', clash.id)
    .where('actorId', '=', input.actorId)
    .executeTakeFirst();
  if (!inClash) throw new ApiError('NOT_FOUND', `Actor ${input.actorId} is not in clash ${input.clashId}.`);
  if (!isRunning(clash, now)) throw new ApiError('CONFLICT', `Clash ${input.clashId} is not open for votes.`);

  const repeated = async (): Promise<false> => {
    const earlier = await db
      .selectFrom('clashVotes')
      .select('actorId')
      .where('guestId', '=', input.guestId)
      .where('clashId', '=', clash.id)
      .executeTakeFirstOrThrow();
    if (earlier.actorId !== input.actorId)
      throw new ApiError('CONFLICT', 'You voted in this clash already.', { votedActorId: earlier.actorId });
    return false;
  };
  let counted: boolean;
  try {
    counted =
      (await db.transaction().execute(async (trx) => {
        await lockGuest(trx, input.guestId);
        const earlier = await trx
          .selectFrom('clashVotes')
          .select('actorId')
          .where('guestId', '=', input.guestId)
          .where('clashId', '=', clash.id)
          .executeTakeFirst();
        if (earlier) return null;
        await trx
          .insertInto('clashVotes')
          .values({ guestId: input.guestId, clashId: clash.id, actorId: input.actorId, createdAt: now })
          .execute();
        await trx
          .updateTable('clashActors')
          .set({ votes: sql<number>`votes + 1` })
          .where('clashId', '=', clash.id)
          .where('actorId', '=', input.actorId)
          .execute();
        return true;
      })) ?? (await repeated());
  } catch (error) {
    // the same guest's vote sent twice at once: the other request's vote stands
    if (!isUniqueViolation(error)) throw error;
    counted = await repeated();
  }
  const standings = await standingsOf(db, clash.id);
  if (counted) {
    const votes = standings.find((standing) => standing.actorId === input.actorId)?.votes ?? 0;
    await bus.publish({
      target: { kind: 'all' },
      frame: { type: 'clashofcams.voting', data: { clashId: clash.id, actorId: input.actorId, votes, standings } },
    });
  }
  return { counted, votedActorId: input.actorId, standings };
}
