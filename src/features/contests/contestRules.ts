// The contest page's rules as pure functions (spec part 1 §3 Contest, §4 Contest vote, §5).
import type { ContestGridItem } from '../../contract/entities.ts';

/** What a vote answer means for the page (spec part 1 §4: success raises the count; needAvs opens the age check). */
export type VoteOutcome = 'voted' | 'needAvs' | 'limitReached' | 'alreadyVoted' | 'closed' | 'loginNeeded' | 'failed';

/** The outcome of a refused vote by its error code. */
export function voteOutcomeOf(code: string): VoteOutcome {
  switch (code) {
    case 'AGE_CHECK_REQUIRED':
      return 'needAvs';
    case 'LIMIT_REACHED':
      return 'limitReached';
    case 'CONFLICT':
      return 'alreadyVoted';
    case 'UNAUTHORIZED':
      return 'loginNeeded';
    default:
      return 'failed';
  }
}

/**
 * Before calling: an anonymous guest logs in first and a closed contest takes no votes. The vote
 * limit is the server's to decide (the count here may be stale in another tab), so a sixth vote
 * is sent and refused there.
 */
export function voteOutcomeBeforeCall(input: { isLoggedIn: boolean; isActive: boolean }): VoteOutcome | null {
  if (!input.isLoggedIn) return 'loginNeeded';
  if (!input.isActive) return 'closed';
  return null;
}

/** The items after a voting event: the entry's total as the server counted it. */
export function withVotes(items: readonly ContestGridItem[], mediaId: number, votes: number): ContestGridItem[] {
  return items.map((item) => (item.mediaId === mediaId ? { ...item, votes } : item));
}

/** The items after this guest voted (or took the vote back) for an entry. */
export function withGuestVote(items: readonly ContestGridItem[], mediaId: number, guestId: number | null): ContestGridItem[] {
  return items.map((item) => (item.mediaId === mediaId ? { ...item, guestId } : item));
}

/** A next page appended, without an entry twice (a vote may have moved an entry between pages). */
export function appendItems(items: readonly ContestGridItem[], page: readonly ContestGridItem[]): ContestGridItem[] {
  const seen = new Set(items.map((item) => item.itemHash));
  return [...items, ...page.filter((item) => !seen.has(item.itemHash))];
}
