// The rules and constants of contests, the daily bonus and incentives (issue 11; spec part 1 §4,
// §5, §9; part 2 §8, §9): 5 votes per contest, the 30-day blocked-incentive cookie, the 1000 ms
// tick up to 23:59:59 with Berlin offset 1, 31 consumed offers, incentive priority 0; the timer
// math, the region replace and priority rules, and what counts as accepted feature feedback.
import { describe, expect, test } from 'vitest';
import { COOKIE_DAYS, DAILY_BONUS, DEFAULTS, LIMITS } from '../../src/contract/constants.ts';
import { canVoteAgain, votesLeft } from '../../src/contract/contests.ts';
import { berlinDay, countdownParts, formatCountdown, secondsUntilBerlinEndOfDay } from '../../src/contract/dailyBonus.ts';
import type { Incentive } from '../../src/contract/entities.ts';
import { BLOCKED_INCENTIVES_COOKIE } from '../../src/contract/storageKeys.ts';
import { appendItems, voteOutcomeBeforeCall, voteOutcomeOf, withGuestVote, withVotes } from '../../src/features/contests/contestRules.ts';
import { isFeedbackAccepted } from '../../src/features/feedback/feedbackRules.ts';
import {
  countdownLeft,
  isBlocked,
  parseBlockedGroups,
  serializeBlockedGroups,
  shownInRegion,
  withEventReloaded,
  withIncentive,
  withoutIncentive,
} from '../../src/features/incentives/incentiveRules.ts';
import { serializeCookie } from '../../src/lib/storage.ts';

describe('the spec constants', () => {
  test('a guest has 5 votes per contest', () => {
    expect(LIMITS.votesPerContest).toBe(5);
    expect([0, 4, 5, 6].map(votesLeft)).toEqual([5, 1, 0, 0]);
    expect(canVoteAgain(4)).toBe(true);
    expect(canVoteAgain(5)).toBe(false);
  });

  test('a blocked incentive group is kept 30 days in its cookie', () => {
    expect(COOKIE_DAYS.blockedIncentive).toBe(30);
    expect(BLOCKED_INCENTIVES_COOKIE.days).toBe(30);
    const cookie = serializeCookie(BLOCKED_INCENTIVES_COOKIE.name, 'vip30', { days: BLOCKED_INCENTIVES_COOKIE.days }, Date.UTC(2026, 0, 1));
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Expires=Sat, 31 Jan 2026 00:00:00 GMT');
  });

  test('the daily bonus ticks every 1000 ms up to 23:59:59 with Berlin offset 1; 31 consumed offers; incentive priority 0', () => {
    expect(DAILY_BONUS.tickMs).toBe(1000);
    expect(DAILY_BONUS.countdownEnd).toEqual({ hours: 23, minutes: 59, seconds: 59 });
    expect(DAILY_BONUS.berlinUtcOffsetHours).toBe(1);
    expect(DEFAULTS.consumedOffers).toBe(31);
    expect(DEFAULTS.incentivePriority).toBe(0);
  });
});

describe('the daily bonus timer', () => {
  test('counts to 23:59:59 Berlin time, which is 22:59:59 UTC with offset 1', () => {
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 22, 59, 0))).toBe(59);
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 12, 0, 0))).toBe(10 * 3600 + 59 * 60 + 59);
    // at 23:00 UTC the Berlin day is already the next one
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 23, 0, 0))).toBe(23 * 3600 + 59 * 60 + 59);
    // the same offset in summer: the spec fixes 1, no daylight saving
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 6, 1, 12, 0, 0))).toBe(10 * 3600 + 59 * 60 + 59);
  });

  test('never goes below zero in the last second of the day and counts whole seconds down', () => {
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 22, 59, 59, 500))).toBe(0);
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 22, 59, 58, 1))).toBe(0);
    expect(secondsUntilBerlinEndOfDay(Date.UTC(2026, 10, 25, 22, 59, 57))).toBe(2);
  });

  test('shows hours, minutes and seconds', () => {
    expect(countdownParts(3 * 3600 + 2 * 60 + 1)).toEqual({ hours: 3, minutes: 2, seconds: 1 });
    expect(formatCountdown(10 * 3600 + 59 * 60 + 59)).toBe('10:59:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  test('names the Berlin day of yesterday, today and tomorrow', () => {
    const late = Date.UTC(2026, 10, 25, 23, 30);
    expect(berlinDay(late)).toBe('2026-11-26');
    expect(berlinDay(late, -1)).toBe('2026-11-25');
    expect(berlinDay(late, 1)).toBe('2026-11-27');
  });
});

const incentive = (id: number, over: Partial<Incentive> = {}): Incentive => ({
  id,
  region: 'banner',
  type: `type${id}`,
  event: 'pageLoad',
  uniqueGroup: null,
  priority: 0,
  countdown: null,
  closable: true,
  blocked: false,
  content: {},
  ...over,
});

describe('incentives', () => {
  test('a new incentive of the same type in a region replaces the old; other types and regions stay', () => {
    const list = [incentive(1, { type: 'vip30' }), incentive(2, { type: 'vip30', region: 'corner' }), incentive(3, { type: 'refill' })];
    const next = withIncentive(list, incentive(4, { type: 'vip30' }));
    expect(next.map((item) => item.id)).toEqual([2, 3, 4]);
  });

  test('the highest priority shows in a region; default 0; a tie goes to the later one; a blocked group never shows', () => {
    const list = [
      incentive(1, { priority: 2, uniqueGroup: 'a' }),
      incentive(2, { priority: 1 }),
      incentive(3),
      incentive(4, { region: 'corner' }),
    ];
    expect(shownInRegion(list, 'banner', new Set())?.id).toBe(1);
    expect(shownInRegion(list, 'banner', new Set(['a']))?.id).toBe(2);
    expect(shownInRegion([incentive(5), incentive(6)], 'banner', new Set())?.id).toBe(6);
    expect(shownInRegion(list, 'nowhere', new Set())).toBeNull();
    expect(isBlocked(incentive(7, { uniqueGroup: null }), new Set(['a']))).toBe(false);
  });

  test('an event that reloads drops its old incentives; closing removes one', () => {
    const list = [incentive(1, { event: 'balance' }), incentive(2), incentive(3, { event: 'balance', type: 'x' })];
    expect(withEventReloaded(list, 'balance', [incentive(9, { event: 'balance' })]).map((item) => item.id)).toEqual([2, 9]);
    expect(withoutIncentive(list, list[1]!).map((item) => item.id)).toEqual([1, 3]);
  });

  test('the blocked groups round-trip through the cookie value', () => {
    expect([...parseBlockedGroups('vip30, special-top-up,,')]).toEqual(['vip30', 'special-top-up']);
    expect(serializeBlockedGroups(new Set(['vip30', 'a']))).toBe('a,vip30');
    expect(parseBlockedGroups(null).size).toBe(0);
  });

  test('a countdown runs from when the incentive was first shown', () => {
    expect(countdownLeft(60, 1_000, 11_500)).toBe(50);
    expect(countdownLeft(60, 1_000, 100_000)).toBe(0);
  });
});

describe('contest votes on the page', () => {
  test('a refused vote becomes what the page shows: needAvs opens the age check, the limit its dialog', () => {
    expect(voteOutcomeOf('AGE_CHECK_REQUIRED')).toBe('needAvs');
    expect(voteOutcomeOf('LIMIT_REACHED')).toBe('limitReached');
    expect(voteOutcomeOf('CONFLICT')).toBe('alreadyVoted');
    expect(voteOutcomeOf('UNAUTHORIZED')).toBe('loginNeeded');
    expect(voteOutcomeOf('INTERNAL')).toBe('failed');
    expect(voteOutcomeBeforeCall({ isLoggedIn: false, isActive: true })).toBe('loginNeeded');
    expect(voteOutcomeBeforeCall({ isLoggedIn: true, isActive: false })).toBe('closed');
    expect(voteOutcomeBeforeCall({ isLoggedIn: true, isActive: true })).toBeNull();
  });

  test("a voting event sets the entry's total; the guest's vote marks it; a next page adds no entry twice", () => {
    const item = (mediaId: number) => ({
      itemHash: `h${mediaId}`,
      elementsCount: 3,
      guestId: null,
      id: mediaId,
      actorId: 1,
      actorName: 'A',
      mediaId,
      albumId: 10 + mediaId,
      votes: 1,
      picture: null,
    });
    const items = [item(1), item(2)];
    expect(withVotes(items, 2, 40).map((entry) => entry.votes)).toEqual([1, 40]);
    expect(withGuestVote(items, 1, 77)[0]!.guestId).toBe(77);
    expect(appendItems(items, [item(2), item(3)]).map((entry) => entry.mediaId)).toEqual([1, 2, 3]);
  });

  test('feature feedback counts only when result is true', () => {
    expect(isFeedbackAccepted({ result: true })).toBe(true);
    expect(isFeedbackAccepted({ result: false })).toBe(false);
    expect(isFeedbackAccepted({ result: 'true' })).toBe(false);
    expect(isFeedbackAccepted(null)).toBe(false);
  });
});

describe('what a free daily bonus grants', () => {
  test('each free effect of the seed becomes one reward; price offers grant nothing on claiming', async () => {
    const { rewardOfEffect } = await import('../../server/domain/dailyBonusRewards.ts');
    const { VOUCHER_TYPE } = await import('../../src/contract/account.ts');
    expect(rewardOfEffect('free_minutes:5')).toMatchObject({ type: 'voucher', value: VOUCHER_TYPE.videoChat, amount: 5 });
    expect(rewardOfEffect('free_messages:3')).toMatchObject({ type: 'voucher', value: VOUCHER_TYPE.messages, amount: 3 });
    expect(rewardOfEffect('photo_voucher:1')).toMatchObject({ type: 'voucher', value: VOUCHER_TYPE.photoAlbum, amount: 1 });
    expect(rewardOfEffect('spins:10')).toMatchObject({ type: 'spins', amount: 10 });
    expect(rewardOfEffect('messenger_gift:1', 7)).toMatchObject({ type: 'messengerGift', value: 7, amount: 1 });
    expect(rewardOfEffect('messenger_gift:1')).toBeNull();
    expect(rewardOfEffect('topup_percent:20')).toBeNull();
    expect(rewardOfEffect('spins:0')).toBeNull();
    expect(rewardOfEffect('nonsense')).toBeNull();
  });
});
