// Contests (spec part 1 §2 contest menu, §3 Contest, §4 Contest vote, §5; part 2 §7.8): the
// grid's views and their paging limits, shared by the server's routes and the contest pages.
import { LIMITS } from './constants.ts';
import type { ContestGridItem, ContestGuestData, ContestHeader } from './entities.ts';
import type { Language } from './enums.ts';
import type { None } from './restCalls.ts';

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

/** The contest calls of spec part 2 §7.8 (part of RestCalls). */
export interface ContestRestCalls {
  'contests/addContestMediaVoting': {
    payload: {
      actorId: number;
      contestId: number;
      guestId: number;
      mediaId: number;
      albumId: number;
      hideConfirmWindow: boolean;
    };
    /** The guest's votes in this contest after this one. Missing AVS: error AGE_CHECK_REQUIRED. */
    answer: { voteCount: number };
  };
  'contests/deleteContestMediaVoting': {
    payload: { contestId: number; mediaId: number; albumId: number };
    answer: { voteCount: number };
  };
  'contests/{contestId}': {
    payload: None;
    answer: { contest: { contestId: number; header: ContestHeader; media: ContestGridItem[] } };
  };
  'contests/{contestId}/actor/{actorId}': { payload: None; answer: { media: ContestGridItem[] } };
  'contests/{contestId}/topList': { payload: None; answer: { topList: ContestGridItem[] } };
  'contests/{contestId}/getHeader': { payload: { language: Language }; answer: { header: ContestHeader } };
  'contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}': {
    payload: { actorName?: string };
    answer: { contestGridItems: ContestGridItem[]; total: number };
  };
  'contests/getContestGuestData/{contestId}': { payload: None; answer: { guestData: ContestGuestData } };
}
