// The feed's constants and rules (issue 12; spec part 1 §3 Feed post, §9 coins 4 per euro
// rounded up and comments limit 500; part 2 §7.10 tipPost amount or amountCoins).
import { describe, expect, test, vi } from 'vitest';
import { FEED_TYPES } from '../../src/contract/enums.ts';
import {
  coinsToCents,
  commentTextOf,
  FEED,
  FEED_SERVICE_FIELDS,
  POST_TYPE_OF_FEED_TYPE,
  tipOf,
  tippingGoalOf,
} from '../../src/contract/feed.ts';
import { LOGIN_TOKEN_KEY, TOKEN_KEY } from '../../src/contract/storageKeys.ts';
import type { FeedComment, FeedPost } from '../../src/features/feed/api.ts';
import { appendIds, feedOffers, withAnswer, withComment, withoutComment, withTipped } from '../../src/features/feed/feedRules.ts';

describe('feed constants', () => {
  test('comments load 500 at a time (spec part 1 §9)', () => {
    expect(FEED.commentsLimit).toBe(500);
  });

  test('the feed service names the calls of spec part 2 §7.10', () => {
    expect(Object.keys(FEED_SERVICE_FIELDS)).toEqual([
      'feed',
      'totals',
      'viewedPost',
      'buyPost',
      'likePost',
      'unlikePost',
      'commentPost',
      'deleteComment',
      'tipPost',
    ]);
  });

  test('every one of the seven feed types is a clip, photos or text post', () => {
    expect(FEED_TYPES).toEqual(['clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest']);
    expect(Object.keys(POST_TYPE_OF_FEED_TYPE).sort()).toEqual([...FEED_TYPES].sort());
    expect(POST_TYPE_OF_FEED_TYPE.hotClip).toBe('clip');
    expect(POST_TYPE_OF_FEED_TYPE.photoContest).toBe('photos');
    expect(POST_TYPE_OF_FEED_TYPE.text).toBe('text');
  });

  test('the chosen limits', () => {
    expect(FEED.pageSize).toBe(10);
    expect(FEED.commentMaxLength).toBe(1_000);
    expect(FEED.maxTipCents).toBe(100_000);
  });
});

describe('coins', () => {
  test('a coin is a quarter euro: 4 coins per euro', () => {
    expect(coinsToCents(4)).toBe(100);
    expect(coinsToCents(1)).toBe(25);
    expect(coinsToCents(40)).toBe(1_000);
  });

  test('a tip in euros counts 4 coins per euro, rounded up', () => {
    expect(tipOf({ amount: 1 })).toEqual({ cents: 100, coins: 4 });
    expect(tipOf({ amount: 0.3 })).toEqual({ cents: 30, coins: 2 });
    expect(tipOf({ amount: 2.1 })).toEqual({ cents: 210, coins: 9 });
    expect(tipOf({ amount: 0.01 })).toEqual({ cents: 1, coins: 1 });
    expect(tipOf({ amount: 2.5 })).toEqual({ cents: 250, coins: 10 });
  });

  test('a tip in coins costs a quarter euro each', () => {
    expect(tipOf({ amountCoins: 20 })).toEqual({ cents: 500, coins: 20 });
    expect(tipOf({ amountCoins: 1, amount: null })).toEqual({ cents: 25, coins: 1 });
  });

  test('a tip of 0, a negative tip, fractions of cents or coins, both or neither amount, or above 1,000 € is refused', () => {
    for (const input of [
      { amount: 0 },
      { amountCoins: 0 },
      { amount: -1 },
      { amountCoins: -4 },
      { amount: 0.001 },
      { amountCoins: 1.5 },
      { amount: 1, amountCoins: 4 },
      {},
      { amount: Number.NaN },
      { amount: Infinity },
      { amount: 1_000.01 },
      { amountCoins: 4_001 },
    ]) {
      expect('error' in tipOf(input), JSON.stringify(input)).toBe(true);
    }
    expect(tipOf({ amount: 1_000 })).toEqual({ cents: 100_000, coins: 4_000 });
  });
});

describe('tipping goals', () => {
  test('progress is the share of the goal, whole percent, at most 100; achieved from the goal on', () => {
    expect(tippingGoalOf(300, 0)).toEqual({ goalCoins: 300, tipsSumCoins: 0, progressPercent: 0, achieved: false });
    expect(tippingGoalOf(30, 20)).toMatchObject({ progressPercent: 66, achieved: false });
    expect(tippingGoalOf(30, 30)).toMatchObject({ progressPercent: 100, achieved: true });
    expect(tippingGoalOf(30, 45)).toMatchObject({ progressPercent: 100, achieved: true });
  });

  test('a post without a goal has none', () => {
    expect(tippingGoalOf(0, 12)).toBeNull();
  });

  const post = (tipsSumCoins: number | null): FeedPost =>
    ({
      id: 7,
      tippingGoal:
        tipsSumCoins === null ? null : { goalCoins: 100, tipsSumCoins, progressPercent: tipsSumCoins, achieved: tipsSumCoins >= 100 },
    }) as FeedPost;

  test('a tip heard from another tab moves the bar, never back', () => {
    const frame = { postId: 7, goalCoins: 100, tipsSumCoins: 40, progressPercent: 40, achieved: false };
    expect(withTipped(post(20), frame).tippingGoal).toEqual({ goalCoins: 100, tipsSumCoins: 40, progressPercent: 40, achieved: false });
    expect(withTipped(post(60), frame).tippingGoal?.tipsSumCoins).toBe(60);
    expect(withTipped(post(20), { ...frame, postId: 8 }).tippingGoal?.tipsSumCoins).toBe(20);
  });

  test('an answer older than a heard tip keeps the further goal', () => {
    expect(withAnswer(post(60), post(40)).tippingGoal?.tipsSumCoins).toBe(60);
    expect(withAnswer(post(40), post(60)).tippingGoal?.tipsSumCoins).toBe(60);
    expect(withAnswer(undefined, post(10)).tippingGoal?.tipsSumCoins).toBe(10);
  });
});

describe('posts and comments', () => {
  test('a paid post not bought offers the unlock; an 18 post the age check; media shows only when neither holds', () => {
    expect(feedOffers({ isLocked: true, needsAgeCheck: true, paidContent: true })).toEqual({
      buy: true,
      verifyAge: false,
      showMedia: false,
    });
    expect(feedOffers({ isLocked: false, needsAgeCheck: true, paidContent: true })).toEqual({
      buy: false,
      verifyAge: true,
      showMedia: false,
    });
    expect(feedOffers({ isLocked: false, needsAgeCheck: false, paidContent: false })).toEqual({
      buy: false,
      verifyAge: false,
      showMedia: true,
    });
  });

  test('a page of posts is appended once', () => {
    expect(appendIds([1, 2], [{ id: 2 }, { id: 3 }, { id: 3 }])).toEqual([1, 2, 3]);
  });

  test('a comment text is trimmed, needs text and is at most 1,000 characters', () => {
    expect(commentTextOf('  hello ')).toEqual({ text: 'hello' });
    expect('error' in commentTextOf('   ')).toBe(true);
    expect('error' in commentTextOf('x'.repeat(1_001))).toBe(true);
    expect(commentTextOf('x'.repeat(1_000))).toEqual({ text: 'x'.repeat(1_000) });
  });

  const comment = (id: number, parentId: number | null, replies: FeedComment[] = []): FeedComment => ({
    id,
    postId: 1,
    parentId,
    text: `c${id}`,
    created: id,
    authorName: 'a',
    isCreator: false,
    tipped: false,
    isOwn: true,
    replies,
  });

  test('a new comment comes first; a reply last under its comment', () => {
    const list = [comment(2, null, [comment(3, 2)]), comment(1, null)];
    expect(withComment(list, comment(4, null)).map((item) => item.id)).toEqual([4, 2, 1]);
    expect(withComment(list, comment(5, 2))[0]!.replies.map((item) => item.id)).toEqual([3, 5]);
  });

  test('a deleted comment goes with its replies; a deleted reply alone', () => {
    const list = [comment(2, null, [comment(3, 2), comment(4, 2)]), comment(1, null)];
    expect(withoutComment(list, 2).map((item) => item.id)).toEqual([1]);
    expect(withoutComment(list, 3)[0]!.replies.map((item) => item.id)).toEqual([4]);
  });
});

describe('the feed authorization token (spec part 2 §6)', () => {
  test('is empty for an anonymous guest and the access token for a logged-in one, also before the live connection names them', async () => {
    const store = new Map([[TOKEN_KEY, 'the-access-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    try {
      const { feedToken } = await import('../../src/features/feed/feedToken.ts');
      const { updateGuest } = await import('../../src/state/guest.ts');
      // not yet named by the live connection: the stored token says (a login stored it, or not)
      updateGuest((guest) => Object.assign(guest, { isKnown: false, isLoggedIn: false, guestId: null }));
      expect(await feedToken()).toBe('');
      store.set(LOGIN_TOKEN_KEY, 'the-access-token');
      expect(await feedToken()).toBe('the-access-token');
      // named: the connection says
      updateGuest((guest) => Object.assign(guest, { isKnown: true, isLoggedIn: false, guestId: 4 }));
      expect(await feedToken()).toBe('');
      updateGuest((guest) => Object.assign(guest, { isKnown: true, isLoggedIn: true, guestId: 5 }));
      expect(await feedToken()).toBe('the-access-token');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
