import { describe, expect, test, vi } from 'vitest';
import type { Clash } from '../../src/contract/clashOfCams.ts';

// The clash on screen is asked again whenever a session starts (votes cast while the page had no
// live connection came as no frame); an answer older than a vote heard meanwhile never moves a
// count back, and another clash replaces the one shown (src/features/clashofcams/store.ts).
let served: Clash;
vi.mock('../../src/api/clashOfCams.ts', () => ({
  getCurrentClash: async () => ({ clash: structuredClone(served) }),
  voteInClash: vi.fn(),
}));
vi.mock('../../src/features/checkout/index.ts', () => ({ openLogin: vi.fn() }));

const { applyClashVoting, clashOfCams, loadClash } = await import('../../src/features/clashofcams/store.ts');

const clash = (clashId: number, votes: [number, number]): Clash =>
  ({
    clashId,
    isActive: true,
    votedActorId: null,
    actors: votes.map((count, index) => ({ actorId: index + 1, votes: count, name: `Actor ${index + 1}`, isOnline: false })),
  }) as unknown as Clash;
const counts = () => clashOfCams.clash?.actors.map((actor) => actor.votes);

describe('the clash asked again', () => {
  test('keeps a vote heard after the answer was computed, takes newer counts, and another clash whole', async () => {
    served = clash(7, [10, 20]);
    await loadClash();
    expect(counts()).toEqual([10, 20]);
    applyClashVoting({ clashId: 7, standings: [{ actorId: 2, votes: 22 }] });
    served = clash(7, [11, 21]); // computed before the vote the frame told
    await loadClash();
    expect(counts()).toEqual([11, 22]);
    served = clash(8, [0, 1]);
    await loadClash();
    expect(clashOfCams.clash?.clashId).toBe(8);
    expect(counts()).toEqual([0, 1]);
  });
});
