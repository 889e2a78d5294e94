// Actors as the messenger page shows them (spec part 2 §7.3): one actor by id, and the
// recommended actors (strip: the first 9; grid: a page of 8; spec part 1 §2, §9).
import type { Kysely } from 'kysely';
import { PAGING } from '../../src/contract/constants.ts';
import type { ActorTile } from '../../src/contract/entities.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { actorTile } from './tileGrid.ts';

const ACTOR_COLUMNS = ['actors.id', 'actors.name', 'actors.nameLower', 'actors.age', 'actors.isOnline'] as const;

export async function messengerActor(db: Kysely<Database>, actorId: number, language: Language): Promise<ActorTile> {
  const row = await db.selectFrom('actors').select(ACTOR_COLUMNS).where('id', '=', actorId).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no actor ${actorId}.`);
  return actorTile(row, language);
}

export interface RecommendationRequest {
  /** null for an anonymous guest: nobody blocked them yet. */
  guestId: number | null;
  /** The actor the guest is writing to, never recommended to them. */
  currentActorId?: number;
  useGrid?: boolean;
  fsk: 16 | 18;
}

/** Online actors with a sedcard the age rating allows, best ranked first, never one who blocked the guest. */
export async function recommendedActors(db: Kysely<Database>, request: RecommendationRequest, language: Language): Promise<ActorTile[]> {
  const { guestId, fsk } = request;
  let query = db
    .selectFrom('actors')
    .select(ACTOR_COLUMNS)
    .where('actors.isOnline', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('albums')
          .select('albums.id')
          .whereRef('albums.actorId', '=', 'actors.id')
          .where('albums.type', '=', 'sedcard')
          .where('albums.ageRating', '<=', fsk),
      ),
    );
  if (request.currentActorId !== undefined) query = query.where('actors.id', '!=', request.currentActorId);
  if (guestId !== null) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('channels')
            .select('channels.id')
            .whereRef('channels.actorId', '=', 'actors.id')
            .where('channels.guestId', '=', guestId)
            .where('channels.blocked', '=', 1),
        ),
      ),
    );
  }
  const rows = await query
    .orderBy('actors.rankPoints', 'desc')
    .orderBy('actors.id')
    .limit(request.useGrid ? PAGING.recommendationsPerGrid : PAGING.messengerRecommendedActors)
    .execute();
  return rows.map((row) => actorTile(row, language));
}
