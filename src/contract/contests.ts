// Contests (spec part 1 §2 contest menu, §3 Contest, §4 Contest vote, §5; part 2 §7.8): the
// grid's views and their paging limits, shared by the server's routes and the contest pages.
import { LIMITS } from './constants.ts';

/** The contest menu's grid views (spec part 1 §2: overview, top 10, voted, not voted; per actor is `actorName`). */
export const CONTEST_SUBS = ['all', 'top10', 'voted', 'notVoted'] as const;
export type ContestSub = (typeof CONTEST_SUBS)[number];

export function isContestSub(value: unknown): value is ContestSub {
  return typeof value === 'string' && (CONTEST_SUBS as readonly string[]).includes(value);
}

export const CONTEST_GRID = {
  /** The top list and the top-10 view. */
  topListSize: 10,
  /** Grid items asked for at once by the contest page. Chosen. */
  pageSize: 24,
  /** The most items one grid call answers. Chosen. */
  maxLimit: 100,
} as const;

/** Votes the guest has left in a contest (spec part 1 §5: at most 5 per contest). */
export function votesLeft(voteCount: number): number {
  return Math.max(0, LIMITS.votesPerContest - voteCount);
}

/** Whether one more vote is allowed: the server decides; the client uses this to say so early. */
export function canVoteAgain(voteCount: number): boolean {
  return votesLeft(voteCount) > 0;
}
