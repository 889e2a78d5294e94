// Tables of clash of cams (migration 0031; src/contract/clashOfCams.ts): a clash with its period,
// the actors in it with their running vote count, and each guest's one vote per clash.
import type { Generated } from 'kysely';
import type { EpochMs, Id } from './schema.ts';

interface ClashesTable {
  id: Id;
  /** English; the other languages in content_translations (entity `clash`). */
  title: string;
  startsAt: EpochMs;
  endsAt: EpochMs;
}

interface ClashActorsTable {
  clashId: number;
  actorId: number;
  /** The order the screen shows them in. */
  position: number;
  /** Votes so far: raised in the vote's transaction. */
  votes: number;
}

interface ClashVotesTable {
  id: Generated<number>;
  guestId: number;
  clashId: number;
  actorId: number;
  createdAt: EpochMs;
}

export interface ClashOfCamsTables {
  clashes: ClashesTable;
  clashActors: ClashActorsTable;
  clashVotes: ClashVotesTable;
}
