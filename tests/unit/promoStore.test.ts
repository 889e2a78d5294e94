import { beforeEach, expect, test } from 'vitest';
import type { PromoOffer } from '../../src/features/promos/promoRules.ts';
import { noteInteraction, offerPromos, promos, withdrawPromos } from '../../src/features/promos/store.ts';

// Offers show only right after the guest's own click or key press (issue 20, and issue 23: a
// promo whose data came late pushed a page the guest was reading down, over half a second after
// the tap that opened it).

const teaser: PromoOffer = { id: 'teasers', kind: 'teasers', ask: 'none', priority: 0 };
const incentive: PromoOffer = { id: 'incentive:7', kind: 'incentive', ask: 'none', priority: 0 };
const released = (source: string) => promos.offered[source]?.map((candidate) => candidate.released);

beforeEach(() => {
  for (const source of Object.keys(promos.offered)) withdrawPromos(source);
});

test('an offer made before any input waits for the first click or key press, which releases it', () => {
  offerPromos('teasers', [teaser], 100);
  expect(released('teasers')).toEqual([false]);
  noteInteraction(1_000);
  expect(released('teasers')).toEqual([true]);
  expect(promos.hasInteracted).toBe(true);
});

test('an offer that comes within 400 ms of an input shows as it comes; a later one waits for the next input', () => {
  noteInteraction(10_000);
  offerPromos('incentives', [incentive], 10_400);
  offerPromos('teasers', [teaser], 10_401);
  expect(released('incentives')).toEqual([true]);
  expect(released('teasers')).toEqual([false]);
  noteInteraction(20_000);
  expect(released('teasers')).toEqual([true]);
});

test('an offer made again keeps whether it was released and its place in the order', () => {
  noteInteraction(30_000);
  offerPromos('incentives', [incentive], 30_100);
  const [first] = promos.offered.incentives ?? [];
  offerPromos('incentives', [incentive], 40_000);
  expect(promos.offered.incentives).toEqual([first]);
  offerPromos('teasers', [teaser], 40_000);
  offerPromos('teasers', [teaser], 40_100);
  expect(released('teasers')).toEqual([false]);
});
