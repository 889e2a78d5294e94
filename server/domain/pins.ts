// Pins (spec part 1 §4 Pinning): a guest pins or unpins actors, albums, pictures and sedcard
// albums; `actors.pinned_count` follows the actor pins in the same transaction. Pinning twice
// or unpinning what is not pinned changes nothing. A sedcard pin names the actor's sedcard album.
import { type Kysely, sql } from 'kysely';
import type { PinKind } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

async function targetExists(db: Kysely<Database>, kind: PinKind, id: number): Promise<boolean> {
  switch (kind) {
    case 'actor':
      return (await db.selectFrom('actors').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    case 'album':
      return (
        (await db
          .selectFrom('albums')
          .select('id')
          .where('id', '=', id)
          .where('type', 'in', ['video', 'photo_album'])
          .executeTakeFirst()) !== undefined
      );
    case 'sedcard':
      return (
        (await db.selectFrom('albums').select('id').where('id', '=', id).where('type', '=', 'sedcard').executeTakeFirst()) !== undefined
      );
    case 'picture':
      return (await db.selectFrom('pictures').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }
}

/** Pins; answers whether a new pin was made. VALIDATION_FAILED for an unknown target. */
export async function pin(db: Kysely<Database>, guestId: number, kind: PinKind, id: number, now = Date.now()): Promise<boolean> {
  if (!(await targetExists(db, kind, id))) throw new ApiError('VALIDATION_FAILED', `There is no ${kind} ${id} to pin.`);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('guestPins')
      .values({ guestId, kind, targetId: id, emailNotification: 1, smsNotification: 0, createdAt: now })
      .onConflict((oc) => oc.columns(['guestId', 'kind', 'targetId']).doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (isNew && kind === 'actor') {
      await trx.updateTable('actors').set({ pinnedCount: sql<number>`pinned_count + 1` }).where('id', '=', id).execute();
    }
    return isNew;
  });
}

/** Unpins; answers whether a pin was removed. */
export async function unpin(db: Kysely<Database>, guestId: number, kind: PinKind, id: number): Promise<boolean> {
  if (!(await targetExists(db, kind, id))) throw new ApiError('VALIDATION_FAILED', `There is no ${kind} ${id} to unpin.`);
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('guestPins')
      .where('guestId', '=', guestId)
      .where('kind', '=', kind)
      .where('targetId', '=', id)
      .executeTakeFirst();
    const removed = Number(deleted.numDeletedRows) > 0;
    if (removed && kind === 'actor') {
      await trx
        .updateTable('actors')
        .set({ pinnedCount: sql<number>`pinned_count - 1` })
        .where('id', '=', id)
        .where('pinnedCount', '>', 0)
        .execute();
    }
    return removed;
  });
}

/** The guest's pinned actor ids, newest pin first. */
export async function pinnedActorIds(db: Kysely<Database>, guestId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('guestPins')
    .select('targetId')
    .where('guestId', '=', guestId)
    .where('kind', '=', 'actor')
    .orderBy('createdAt', 'desc')
    .orderBy('targetId')
    .execute();
  return rows.map((row) => row.targetId);
}
