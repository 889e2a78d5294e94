// Actor presence: online/offline and free shows. The database row and the event to the guests
// change together here, so whoever moves an actor (the simulator, an internal route, later the
// actor side) cannot forget one of them. Events go out after the row changed: a guest that
// reloads on the event reads the new state.
import type { Kysely } from 'kysely';
import { ContractError } from '../../src/contract/errors.ts';
import type { PresenceChange } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';

export interface ActorPresence {
  actorId: number;
  isOnline: boolean;
  freeChat: boolean;
}

/**
 * Sets an actor online or offline in one statement and tells the guests who watch or pinned
 * it (a `presence` change) and every guest the site-wide online count. Going online stamps lastOnlineAt; `freeChat` sets the free show flag, left
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
    ? await db
        .updateTable('actors')
        .set(changes)
        .where('id', '=', actorId)
        .where('isOnline', '=', 0)
        .returning(['id', 'isOnline', 'freeChat'])
        .executeTakeFirst()
    : undefined;
  const row =
    cameOnlineRow ??
    (await db.updateTable('actors').set(changes).where('id', '=', actorId).returning(['id', 'isOnline', 'freeChat']).executeTakeFirst());
  if (!row) throw new ContractError('NOT_FOUND', `No actor with id ${actorId}.`);
  const presence = { actorId: row.id, isOnline: row.isOnline === 1, freeChat: row.freeChat === 1 };
  await publishPresence(bus, presence);
  // The site-wide count reaches every process (each tells its sockets at most once a second).
  await bus.publish({
    target: { kind: 'all' },
    frame: { type: 'presence', data: { changes: [], onlineCount: await onlineActorCount(db) } },
  });
  return { ...presence, cameOnline: cameOnlineRow !== undefined };
}

/** Tells the sockets that watch or pinned the actor its state (issue 23: only those, batched). */
function publishPresence(bus: EventBus, change: PresenceChange): Promise<void> {
  return bus.publish({
    target: { kind: 'actor', actorId: change.actorId },
    frame: { type: 'presence', data: { changes: [change], onlineCount: null } },
  });
}

/**
 * Starts or stops an actor's free show (freeChat) and tells the guests who watch or pinned it
 * (a `presence` change). Only an online actor can start one. Throws NOT_FOUND for an unknown actor,
 * CONFLICT when starting a show for an offline actor.
 */
export async function setFreeShow(db: Kysely<Database>, bus: EventBus, actorId: number, on: boolean): Promise<void> {
  let query = db
    .updateTable('actors')
    .set({ freeChat: on ? 1 : 0 })
    .where('id', '=', actorId);
  if (on) query = query.where('isOnline', '=', 1);
  const row = await query.returning(['id', 'isOnline', 'freeChat']).executeTakeFirst();
  if (!row) {
    const exists = await db.selectFrom('actors').select('id').where('id', '=', actorId).executeTakeFirst();
    if (!exists) throw new ContractError('NOT_FOUND', `No actor with id ${actorId}.`);
    throw new ContractError('CONFLICT', `Actor ${actorId} is offline: a free show needs an online actor.`);
  }
  await publishPresence(bus, { actorId, isOnline: row.isOnline === 1, freeChat: row.freeChat === 1 });
}

/** How many actors are online now: the site-wide count of the presence frames. */
export async function onlineActorCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('actors')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('isOnline', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The presence of the given actors now (unknown ids are left out): what a newly watched actor's socket is told. */
export async function actorPresences(db: Kysely<Database>, actorIds: readonly number[]): Promise<PresenceChange[]> {
  if (actorIds.length === 0) return [];
  const rows = await db.selectFrom('actors').select(['id', 'isOnline', 'freeChat']).where('id', 'in', actorIds).execute();
  return rows.map((row) => ({ actorId: row.id, isOnline: row.isOnline === 1, freeChat: row.isOnline === 1 && row.freeChat === 1 }));
}

/** Ids of the actors online now, ascending: part of every session.ack. */
export async function onlineActorIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('actors').select('id').where('isOnline', '=', 1).orderBy('id').execute();
  return rows.map((row) => row.id);
}
