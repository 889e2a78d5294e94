// Favourites (spec part 1 §3 Guest "pinned actors with e-mail and SMS notification settings",
// §4 Pinning, §9 favourites list default 50): the guest's pinned actors with their online
// state, the per-actor notification settings, and how many of them are online now.
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { listActors } from './tileGrid.ts';

export interface FavoriteActorSettings {
  actorId: number;
  emailNotification: boolean;
  smsNotification: boolean;
  /** Web push when this actor comes online (PWA issue); left as it is when a save omits it. */
  pushNotification?: boolean;
}

export function favoriteActors(db: Kysely<Database>, guestId: number, page: { limit: number; offset: number }, language: Language) {
  return listActors(db, { type: 'favorites', sort: 'pinned', limit: page.limit, offset: page.offset, guestId, language });
}

export async function favoriteActorSettings(db: Kysely<Database>, guestId: number): Promise<FavoriteActorSettings[]> {
  const rows = await db
    .selectFrom('guestPins')
    .select(['targetId', 'emailNotification', 'smsNotification', 'pushNotification'])
    .where('guestId', '=', guestId)
    .where('kind', '=', 'actor')
    .orderBy('createdAt', 'desc')
    .orderBy('targetId', 'asc')
    .execute();
  return rows.map((row) => ({
    actorId: row.targetId,
    emailNotification: row.emailNotification === 1,
    smsNotification: row.smsNotification === 1,
    pushNotification: row.pushNotification === 1,
  }));
}

/** Settings exist only for a pinned actor: pin first (NOT_FOUND otherwise). */
export async function saveFavoriteActorSettings(db: Kysely<Database>, guestId: number, settings: FavoriteActorSettings): Promise<void> {
  const updated = await db
    .updateTable('guestPins')
    .set({
      emailNotification: settings.emailNotification ? 1 : 0,
      smsNotification: settings.smsNotification ? 1 : 0,
      ...(settings.pushNotification === undefined ? {} : { pushNotification: settings.pushNotification ? 1 : 0 }),
    })
    .where('guestId', '=', guestId)
    .where('kind', '=', 'actor')
    .where('targetId', '=', settings.actorId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new ApiError('NOT_FOUND', `Actor ${settings.actorId} is not pinned: pin the actor first.`);
}

/** How many of the guest's pinned actors are online; 0 for an anonymous guest. */
export async function favoritesOnlineCount(db: Kysely<Database>, guestId: number | null): Promise<number> {
  if (guestId === null) return 0;
  const row = await db
    .selectFrom('guestPins')
    .innerJoin('actors', 'actors.id', 'guestPins.targetId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guestPins.guestId', '=', guestId)
    .where('guestPins.kind', '=', 'actor')
    .where('actors.isOnline', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
