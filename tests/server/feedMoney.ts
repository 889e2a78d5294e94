// The feed's money rules over real HTTP, for SQLite (feed.test.ts) and PostgreSQL
// (feed.postgres.test.ts): a post bought twice, or ten times at once, is charged once and held
// once; a tip of 0, a negative one or one above the balance is refused and changes nothing; a tip
// moves the goal for every socket; likes and views sent at once count once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { feedCall, feedPost, POST_FIELDS } from './feedHelpers.ts';
import { balanceOf, newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

export function describeFeedMoney(label: string, options: { databaseUrl?: string; skip?: boolean } = {}): void {
  describe.skipIf(options.skip ?? false)(`feed money (${label})`, () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ databaseUrl: options.databaseUrl });
    });
    afterAll(async () => t?.close());

    const buy = (token: string, postId: number) =>
      feedCall(t.baseUrl, token, `mutation($p: Int!) { buyPost(postId: $p) { success errorCode post { ${POST_FIELDS} } } }`, { p: postId });
    const tip = (token: string, postId: number, amount: { amount?: number; amountCoins?: number }) =>
      feedCall(
        t.baseUrl,
        token,
        `mutation($p: Int!, $a: Float, $c: Int) { tipPost(postId: $p, amount: $a, amountCoins: $c) { success errorCode post { ${POST_FIELDS} } } }`,
        { p: postId, a: amount.amount, c: amount.amountCoins },
      );
    const purchases = async (guestId: number, postId: number) =>
      (await t.server.db.selectFrom('feedPostPurchases').selectAll().where('guestId', '=', guestId).where('postId', '=', postId).execute())
        .length;
    const tipsSum = async (postId: number) =>
      (await t.server.db.selectFrom('feedPosts').select('tipsSumCoins').where('id', '=', postId).executeTakeFirstOrThrow()).tipsSumCoins;

    test('a paid post bought unlocks its media and is charged once; a second buy is refused', async () => {
      const { token, guestId } = await newGuest(t, { balanceCents: 2_000 });
      const post = await feedPost(t.server.db, 'paidClip', 3, { priceCoins: 40 });
      const first = (await buy(token, post.id)).body.data.buyPost;
      expect(first).toMatchObject({ success: true, errorCode: null, post: { id: post.id, isLocked: false, guestState: { bought: true } } });
      expect(first.post.clip.sources.length).toBeGreaterThan(0);
      expect((await buy(token, post.id)).body.data.buyPost).toMatchObject({
        success: false,
        errorCode: 'alreadyBought',
        post: { isLocked: false },
      });
      // 40 coins are 10 € (4 coins per euro)
      expect(await balanceOf(t.server.db, guestId)).toBe(1_000);
      expect(await purchases(guestId, post.id)).toBe(1);
      // the media library's feed videos list it (server/query/library.ts feedMedia reads the same rows)
      const library = await vxql(t.baseUrl, token, '{ feedMedia(kind: videos) { total items { postId } } }');
      expect(library.body.data!.feedMedia.items.map((item: { postId: number }) => item.postId)).toContain(post.id);
    });

    test('10 buys of one post at once charge once', async () => {
      const { token, guestId } = await newGuest(t, { balanceCents: 2_000 });
      const post = await feedPost(t.server.db, 'paidPhotos', 3, { priceCoins: 20 });
      const answers = await Promise.all(Array.from({ length: 10 }, () => buy(token, post.id)));
      expect(answers.filter((answer) => answer.body.data.buyPost.success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.data.buyPost.errorCode === 'alreadyBought')).toHaveLength(9);
      expect(await balanceOf(t.server.db, guestId)).toBe(1_500);
      expect(await purchases(guestId, post.id)).toBe(1);
    });

    test('too little money, a free post and an unknown post are refused without a change', async () => {
      const { token, guestId } = await newGuest(t, { balanceCents: 100 });
      const dear = await feedPost(t.server.db, 'paidClip', 4, { priceCoins: 40 });
      expect((await buy(token, dear.id)).body.data.buyPost).toMatchObject({
        success: false,
        errorCode: 'notEnoughMoney',
        post: { isLocked: true, clip: { sources: [] } },
      });
      const free = await feedPost(t.server.db, 'free', 4);
      expect((await buy(token, free.id)).body.data.buyPost).toMatchObject({ success: false, errorCode: 'notPaid' });
      expect((await buy(token, 9_999_999)).body.data.buyPost).toMatchObject({ success: false, errorCode: 'notFound', post: null });
      expect(await balanceOf(t.server.db, guestId)).toBe(100);
      expect(await purchases(guestId, dear.id)).toBe(0);
    });

    test('a tip takes its money and moves the goal for every socket; coins count 4 per euro, rounded up', async () => {
      const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
      const watcher = await newGuest(t);
      const post = await feedPost(t.server.db, 'goal', 5, { goalCoins: 30 });
      const socket = await openSession(t.baseUrl, watcher.token);
      try {
        const byCoins = (await tip(token, post.id, { amountCoins: 20 })).body.data.tipPost;
        expect(byCoins).toMatchObject({
          success: true,
          post: { tippingGoal: { goalCoins: 30, tipsSumCoins: 20, progressPercent: 66, achieved: false } },
        });
        expect((await socket.next('feed.tipped')).data).toEqual({
          postId: post.id,
          goalCoins: 30,
          tipsSumCoins: 20,
          progressPercent: 66,
          achieved: false,
        });
        // 2.10 € are 8.4 coins: 9
        const byEuros = (await tip(token, post.id, { amount: 2.1 })).body.data.tipPost;
        expect(byEuros).toMatchObject({ success: true, post: { tippingGoal: { tipsSumCoins: 29, achieved: false } } });
        expect((await socket.next('feed.tipped')).data).toMatchObject({ tipsSumCoins: 29, progressPercent: 96 });
        await tip(token, post.id, { amountCoins: 4 });
        expect((await socket.next('feed.tipped')).data).toMatchObject({ tipsSumCoins: 33, progressPercent: 100, achieved: true });
      } finally {
        await socket.close();
      }
      expect(await balanceOf(t.server.db, guestId)).toBe(1_000 - 500 - 210 - 100);
    });

    test('a tip of 0, a negative tip or one above the balance is refused and changes nothing', async () => {
      const { token, guestId } = await newGuest(t, { balanceCents: 500 });
      const post = await feedPost(t.server.db, 'goal', 6, { goalCoins: 100 });
      for (const amount of [
        { amount: 0 },
        { amountCoins: 0 },
        { amount: -1 },
        { amountCoins: -4 },
        { amount: 0.001 },
        { amount: 1, amountCoins: 4 },
        {},
        { amount: 5_000 },
      ]) {
        const answer = await tip(token, post.id, amount);
        expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(amount)).toBe('VALIDATION_FAILED');
      }
      expect((await tip(token, post.id, { amount: 5.01 })).body.data.tipPost).toMatchObject({
        success: false,
        errorCode: 'notEnoughMoney',
      });
      expect((await tip(token, post.id, { amountCoins: 21 })).body.data.tipPost).toMatchObject({
        success: false,
        errorCode: 'notEnoughMoney',
        post: { tippingGoal: { tipsSumCoins: 0 } },
      });
      expect(await balanceOf(t.server.db, guestId)).toBe(500);
      expect(await tipsSum(post.id)).toBe(0);
      expect(await t.server.db.selectFrom('feedPostTips').selectAll().where('guestId', '=', guestId).execute()).toHaveLength(0);
      // the whole balance is a valid tip
      expect((await tip(token, post.id, { amount: 5 })).body.data.tipPost).toMatchObject({
        success: true,
        post: { tippingGoal: { tipsSumCoins: 20 } },
      });
      expect(await balanceOf(t.server.db, guestId)).toBe(0);
    });

    test('tips of many guests at once all count toward the goal', async () => {
      const post = await feedPost(t.server.db, 'goal', 7, { goalCoins: 1_000 });
      const guests = await Promise.all(Array.from({ length: 6 }, () => newGuest(t, { balanceCents: 100 })));
      const answers = await Promise.all(guests.map((guest) => tip(guest.token, post.id, { amountCoins: 4 })));
      expect(answers.every((answer) => answer.body.data.tipPost.success)).toBe(true);
      expect(await tipsSum(post.id)).toBe(24);
    });

    test('five likes and five views of one guest at once count once each', async () => {
      const { token } = await newGuest(t);
      const post = await feedPost(t.server.db, 'free', 8);
      const before = await t.server.db
        .selectFrom('feedPosts')
        .select(['likes', 'views'])
        .where('id', '=', post.id)
        .executeTakeFirstOrThrow();
      await Promise.all(
        Array.from({ length: 5 }, () => [
          feedCall(t.baseUrl, token, 'mutation($p: Int!) { likePost(postId: $p) { id } }', { p: post.id }),
          feedCall(t.baseUrl, token, 'mutation($p: Int!) { viewedPost(postId: $p) { id } }', { p: post.id }),
        ]).flat(),
      );
      const after = await t.server.db
        .selectFrom('feedPosts')
        .select(['likes', 'views'])
        .where('id', '=', post.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ likes: before.likes + 1, views: before.views + 1 });
    });
  });
}
