// Clash of cams rules (src/contract/clashOfCams.ts). Pure.
import type { ClashActor, ClashStanding } from '../../contract/clashOfCams.ts';

/**
 * Each actor's share of the votes in whole percent, summing to 100 when anyone voted (the
 * largest remainders get the rounding), all 0 when nobody has: the screen's bars.
 */
export function voteShares(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, each) => sum + each, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((each) => (each * 100) / total);
  const shares = exact.map(Math.floor);
  const byRest = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  const missing = 100 - shares.reduce((sum, each) => sum + each, 0);
  for (const { index } of byRest.slice(0, missing)) shares[index]! += 1;
  return shares;
}

/**
 * The actors with the standings heard (a vote's answer or a `clashofcams.voting` event). Votes
 * only ever rise (a vote is never taken back), so an older standing arriving after a newer one
 * never moves a count back.
 */
export function withStandings<A extends ClashActor>(actors: readonly A[], standings: readonly ClashStanding[]): A[] {
  return actors.map((actor) => {
    const heard = standings.find((standing) => standing.actorId === actor.actorId);
    return heard && heard.votes > actor.votes ? { ...actor, votes: heard.votes } : actor;
  });
}

/** What the vote buttons do: vote, ask to log in first, or nothing (voted already, or the clash is over). */
export type VoteAction = 'vote' | 'login' | 'none';

export function voteActionOf(input: { isLoggedIn: boolean; isActive: boolean; votedActorId: number | null }): VoteAction {
  if (!input.isActive || input.votedActorId !== null) return 'none';
  return input.isLoggedIn ? 'vote' : 'login';
}
