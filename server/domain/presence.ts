// Actor presence: online/offline and free shows. The database row and the event to every guest
// change together here, so whoever moves an actor (the simulator, an internal route, later the
// actor side) cannot forget one of them. Events go out after the row changed: a guest that
// reloads on the event reads the new state.
import type { Kysely } from 'kysely';
import { ContractError } from '../../src/contract/errors.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';

export interface ActorPresence {
  actorId: number;
  isOnline: boolean;
  freeChat: boolean;
}

/**
 * Sets an actor online or offline in one statement and tells every guest (actor.online /
 * actor.offline). Going online stamps lastOnlineAt; `freeChat` sets the free show flag, left
 * as it is when omitted. Going offline ends a free show. The event goes out on every call,
 * also when nothing changed: clients treat it as a state, not as a toggle. `cameOnline` says
 * the actor was offline before: the caller then tells the pinning guests by push.
 * Throws NOT_FOUND for an unknown actor.
 */
export async function setActorOnline(
  db: Kysely<Database>,
  bus: EventBus,
  actorId: number,
  online: boolean,
  freeChat?: boolean,
  now = Date.now(),
): Promise<ActorPresence & { cameOnline: boolean }> {
  const changes = online
    ? { isOnline: 1 as const, lastOnlineAt: now, ...(freeChat === undefined ? {} : { freeChat: (freeChat ? 1 : 0) as 0 | 1 }) }
    : { isOnline: 0 as const, freeChat: 0 as const };
  // Coming online is told apart from staying online by the row it changes: only an offline row
  // matches the first update (pushes to pinning guests go out on that change only).
  const cameOnlineRow = online
    ? await db.updateTable('actors').set(changes).where('id', '=', actorId).where('isOnline', '=', 0).returning(['id', 'isOnline', 'freeChat']).executeTakeFirst()
    : undefined;
  const row = cameOnlineRow ?? (await db.updateTable('actors').set(changes).where('id', '=', actorId).returning(['id', 'isOnline', 'freeChat']).executeTakeFirst());
  if (!row) throw new ContractError('NOT_FOUND', `No actor with id ${actorId}.`);
  const presence = { actorId: row.id, isOnline: row.isOnline === 1, freeChat: row.freeChat === 1 };
  await bus.publish({
    target: { kind: 'all' },
    frame: presence.isOnline
      ? { type: 'actor.online', data: { actorId, freeChat: presence.freeChat } }
      : { type: 'actor.offline', data: { actorId } },
  });
  return { ...presence, cameOnline: cameOnlineRow !== undefined };
}

/**
 * Starts or stops an actor's free show (freeChat) and tells every guest (freeshow.start /
 * freeshow.stop). Only an online actor can start one. Throws NOT_FOUND for an unknown actor,
 * CONFLICT when starting a show for an offline actor.
 */
export async function setFreeShow(db: Kysely<Database>, bus: EventBus, actorId: number, on: boolean): Promise<void> {
  let query = db.updateTable('actors').set({ freeChat: on ? 1 : 0 }).where('id', '=', actorId);
  if (on) query = query.where('isOnline', '=', 1);
  const row = await query.returning('id').executeTakeFirst();
  if (!row) {
    const exists = await db.selectFrom('actors').select('id').where('id', '=', actorId).executeTakeFirst();
    if (!exists) throw new ContractError('NOT_FOUND', `No actor with id ${actorId}.`);
    throw new ContractError('CONFLICT', `Actor ${actorId} is offline: a free show needs an online actor.`);
  }
  await bus.publish({
    target: { kind: 'all' },
    frame: on ? { type: 'freeshow.start', data: { actorId } } : { type: 'freeshow.stop', data: { actorId } },
  });
}

/** Ids of the actors online now, ascending: part of every session.ack. */
export async function onlineActorIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('actors').select('id').where('isOnline', '=', 1).orderBy('id').execute();
  return rows.map((row) => row.id);
}
