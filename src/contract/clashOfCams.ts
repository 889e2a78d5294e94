// Clash of cams (spec part 1 §3 "clash-of-cams vote", §4 and part 2 §4 the "clash-of-cams voting"
// server event; nothing else of it is shown): two or more actors face each other for a set
// time, guests vote, and every open tab sees the standing move. The calls are ours (the spec
// names none); the vote is decided in server/domain/clashOfCams.ts.
import type { DateTime, Picture } from './entities.ts';
import type { None } from './restCalls.ts';

/** The most actors one clash holds (chosen: a clash is a duel, a few more fit a phone's screen). */
export const CLASH_MAX_ACTORS = 4;

/** One actor's place in a clash: its votes so far. */
export interface ClashStanding {
  actorId: number;
  votes: number;
}

export interface ClashActor extends ClashStanding {
  name: string;
  isOnline: boolean;
  picture: Picture;
}

export interface Clash {
  clashId: number;
  /** In the request's language. */
  title: string;
  start: DateTime;
  end: DateTime;
  /** Votes are taken now (start <= now < end). */
  isActive: boolean;
  /** In the clash's own order (the order they are shown in). */
  actors: ClashActor[];
  /** The actor the asking guest voted for, null when none (or anonymous). */
  votedActorId: number | null;
}

/** The clash-of-cams calls (ours; part of RestCalls). */
export interface ClashOfCamsRestCalls {
  /** The running clash, else the one that ended last; null when there never was one. */
  'clashofcams/current': { payload: None; answer: { clash: Clash | null } };
  /**
   * A logged-in guest's one vote in a running clash (UNAUTHORIZED when anonymous). Voting again
   * for the same actor counts nothing and answers counted false; for another actor it is CONFLICT.
   */
  'clashofcams/vote': {
    payload: { clashId: number; actorId: number };
    answer: { counted: boolean; votedActorId: number; standings: ClashStanding[] };
  };
}
