// The Kysely view of the actors issue's tables (migration 0009). Conventions as in schema.ts.
import type { EpochMs } from './schema.ts';

/** A guest's private note on an actor (actor/storeActorNote): plain text, at most 2000 characters. */
interface ActorNotesTable {
  guestId: number;
  actorId: number;
  comment: string;
  updatedAt: EpochMs;
}

/** gallery/setSedcardsGuestRating: one rating per guest and actor, -1, 0 or 1. */
interface SedcardRatingsTable {
  guestId: number;
  actorId: number;
  rating: number;
  createdAt: EpochMs;
}

/** tracker/trackActorProfileVisit counts. */
interface ActorProfileVisitsTable {
  actorId: number;
  visits: number;
  lastVisitAt: EpochMs;
}

export interface ActorTables {
  actorNotes: ActorNotesTable;
  sedcardRatings: SedcardRatingsTable;
  actorProfileVisits: ActorProfileVisitsTable;
}
