import { describe, expect, test } from 'vitest';
import type { ClashActor } from '../../src/contract/clashOfCams.ts';
import { voteActionOf, voteShares, withStandings } from '../../src/features/clashofcams/clashRules.ts';

// Clash of cams rules (issue 21, point 10): the bars' shares, standings heard late, and what a
// vote button does for whom.

const actor = (actorId: number, votes: number): ClashActor => ({
  actorId,
  votes,
  name: `Actor ${actorId}`,
  isOnline: false,
  picture: { src: '', srcSet: '', width: 320, height: 427 },
});

describe('vote shares', () => {
  test('are whole percent summing to 100, the rounding going to the largest remainders', () => {
    expect(voteShares([41, 37])).toEqual([53, 47]);
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(voteShares([2, 1])).toEqual([67, 33]);
    expect(voteShares([5, 0])).toEqual([100, 0]);
  });

  test('are all 0 before anyone voted', () => {
    expect(voteShares([0, 0])).toEqual([0, 0]);
  });
});

describe('standings heard', () => {
  test('raise the counts they name and leave the others', () => {
    expect(withStandings([actor(1, 4), actor(2, 7)], [{ actorId: 2, votes: 8 }])).toEqual([actor(1, 4), actor(2, 8)]);
  });

  test('never move a count back when an older standing arrives after a newer one', () => {
    expect(
      withStandings(
        [actor(1, 10), actor(2, 7)],
        [
          { actorId: 1, votes: 9 },
          { actorId: 2, votes: 7 },
        ],
      ),
    ).toEqual([actor(1, 10), actor(2, 7)]);
  });
});

describe('the vote button', () => {
  test('votes for a logged-in guest who has not voted while the clash runs', () => {
    expect(voteActionOf({ isLoggedIn: true, isActive: true, votedActorId: null })).toBe('vote');
  });

  test('asks a logged-out guest to log in', () => {
    expect(voteActionOf({ isLoggedIn: false, isActive: true, votedActorId: null })).toBe('login');
  });

  test('does nothing after the vote or after the clash', () => {
    expect(voteActionOf({ isLoggedIn: true, isActive: true, votedActorId: 3 })).toBe('none');
    expect(voteActionOf({ isLoggedIn: true, isActive: false, votedActorId: null })).toBe('none');
  });
});
