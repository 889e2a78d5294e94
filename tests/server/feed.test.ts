// The feed service over real HTTP (issue 12; spec part 1 §3 Feed post, part 2 §6 and §7.10): an
// anonymous guest reads the feed with an empty feed authorization token and may do nothing else;
// paid and 18 media stay hidden until bought and age-checked; likes and views count once per
// guest; comments with replies, tipped and creator flags; bad input is refused. The money rules
// run here on SQLite and in feed.postgres.test.ts on PostgreSQL (feedMoney.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEED_TYPES } from '../../src/contract/enums.ts';
import { feedCall, feedPost, POST_FIELDS } from './feedHelpers.ts';
import { describeFeedMoney } from './feedMoney.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

describeFeedMoney('SQLite');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const COMMENT = 'id postId parentId text authorName isCreator tipped isOwn replies { id parentId text isCreator tipped isOwn }';
const call = (token: string | null, query: string, variables: Record<string, unknown> = {}) => feedCall(t.baseUrl, token, query, variables);
const comment = (token: string, postId: number, text: string, parentId?: number) =>
  call(token, `mutation($p: Int!, $t: String!, $r: Int) { commentPost(postId: $p, text: $t, parentId: $r) { ${COMMENT} } }`, {
    p: postId,
    t: text,
    r: parentId ?? null,
  });
/** A post's comments as the guest reads them. */
const comments = async (token: string, post: { id: number }) => {
  const { body } = await call(token, `{ feed(postId: ${post.id}, first: 1) { id comments { ${COMMENT} } } }`);
  return body.data.feed[0]?.comments;
};

describe('the feed service', () => {
  test('an anonymous guest reads the feed with an empty token: every field, nothing held, paid media hidden', async () => {
    const answer = await call(
      null,
      `{ feed(first: 50) { ${POST_FIELDS} created published status pinned title text umaId price { value currency } } }`,
    );
    expect(answer.status).toBe(200);
    const posts = answer.body.data.feed;
    expect(posts).toHaveLength(50);
    for (const post of posts) {
      expect(post.guestState).toEqual({ liked: false, viewed: false, following: false, bought: false });
      expect(FEED_TYPES).toContain(post.feedType);
      if (post.paidContent) {
        expect(post.isLocked).toBe(true);
        expect(post.clip?.sources ?? []).toEqual([]);
        for (const photo of post.photos) expect(photo.url).toBeNull();
      }
      // media of an 18 post waits for an accepted age check
      if (post.fsk === 18) expect(post.needsAgeCheck).toBe(true);
    }
    const published = posts.map((post: { published: number }) => post.published);
    expect(published).toEqual([...published].sort((a, b) => b - a));
    // every feed type of the spec is in the seed
    const all = (await call(null, '{ feed(first: 100, offset: 0) { feedType } }')).body.data.feed.map(
      (post: { feedType: string }) => post.feedType,
    );
    for (const type of FEED_TYPES) {
      const ofType = (await call(null, `{ feed(feedType: ${type}, first: 1) { feedType } }`)).body.data.feed;
      expect(ofType, type).toEqual([{ feedType: type }]);
    }
    expect(all.length).toBe(100);
  });

  test('the feed service runs the feed operations only; an anonymous guest may not act; a bad token is refused', async () => {
    expect((await call(null, '{ models(first: 1) { total } }')).status).toBe(403);
    const post = await feedPost(t.server.db, 'free', 10);
    const like = await call(null, 'mutation($p: Int!) { likePost(postId: $p) { likes } }', { p: post.id });
    expect(like.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const anonymous = await call(await t.anonymousToken(), 'mutation($p: Int!) { buyPost(postId: $p) { success } }', { p: post.id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await call('not-a-token', '{ feedTotals { posts } }')).status).toBe(401);
    const totals = (await call(null, '{ feedTotals { posts clips photos texts paid bought } }')).body.data.feedTotals;
    expect(totals.posts).toBe(totals.clips + totals.photos + totals.texts);
    expect(totals.bought).toBe(0);
  });

  test('media of an 18 post shows once the age check is accepted', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const post = await feedPost(t.server.db, 'free', 11, { fsk: 18 });
    const read = async () =>
      (await call(token, `{ feed(actorId: ${post.actorId}, first: 100) { ${POST_FIELDS} } }`)).body.data.feed.find(
        (p: { id: number }) => p.id === post.id,
      );
    const hidden = await read();
    expect(hidden.needsAgeCheck).toBe(true);
    expect([...(hidden.clip?.sources ?? []), ...hidden.photos.filter((photo: { url: string | null }) => photo.url)]).toEqual([]);
    await t.server.db.updateTable('guests').set({ avsStatus: 'accepted' }).where('id', '=', guestId).execute();
    const shown = await read();
    expect(shown.needsAgeCheck).toBe(false);
    expect(
      shown.clip ? shown.clip.sources.length : shown.photos.filter((photo: { url: string | null }) => photo.url).length,
    ).toBeGreaterThan(0);
  });

  test('a like and a view count once per guest; unlike takes the like back; a followed actor shows', async () => {
    const { token, guestId } = await newGuest(t);
    const post = await feedPost(t.server.db, 'free', 12);
    const before = (await call(token, `{ feed(actorId: ${post.actorId}, first: 100) { id likes views } }`)).body.data.feed.find(
      (p: { id: number }) => p.id === post.id,
    );
    const likes = await Promise.all(
      [1, 2, 3].map(() => call(token, 'mutation($p: Int!) { likePost(postId: $p) { likes guestState { liked } } }', { p: post.id })),
    );
    expect(likes.map((answer) => answer.body.data.likePost.likes)).toEqual([before.likes + 1, before.likes + 1, before.likes + 1]);
    const unliked = (await call(token, 'mutation($p: Int!) { unlikePost(postId: $p) { likes guestState { liked } } }', { p: post.id })).body
      .data.unlikePost;
    expect(unliked).toEqual({ likes: before.likes, guestState: { liked: false } });
    await call(token, 'mutation($p: Int!) { viewedPost(postId: $p) { views } }', { p: post.id });
    const viewed = (await call(token, 'mutation($p: Int!) { viewedPost(postId: $p) { views guestState { viewed } } }', { p: post.id })).body
      .data.viewedPost;
    expect(viewed).toEqual({ views: before.views + 1, guestState: { viewed: true } });
    await t.server.db
      .insertInto('guestPins')
      .values({ guestId, kind: 'actor', targetId: post.actorId, emailNotification: 0, smsNotification: 0, createdAt: Date.now() })
      .execute();
    const followed = (await call(token, `{ feed(actorId: ${post.actorId}, first: 1) { guestState { following } } }`)).body.data.feed[0];
    expect(followed.guestState.following).toBe(true);
  });

  test('comments with replies: a reply to a reply answers its comment; tipped and creator flags; own comments are deleted with their replies', async () => {
    const author = await newGuest(t, { balanceCents: 1_000 });
    const other = await newGuest(t);
    const post = await feedPost(t.server.db, 'goal', 13);
    const first = (await comment(author.token, post.id, '  First!  ')).body.data.commentPost;
    expect(first).toMatchObject({ postId: post.id, parentId: null, text: 'First!', isCreator: false, tipped: false, isOwn: true });
    const reply = (await comment(other.token, post.id, 'A reply', first.id)).body.data.commentPost;
    expect(reply).toMatchObject({ parentId: first.id, isOwn: true });
    const deeper = (await comment(author.token, post.id, 'A reply to the reply', reply.id)).body.data.commentPost;
    expect(deeper.parentId).toBe(first.id);
    // the creator answers (as the actor side would write it)
    await t.server.db
      .insertInto('feedComments')
      .values({
        postId: post.id,
        parentId: first.id,
        guestId: null,
        actorId: post.actorId,
        authorName: '',
        text: 'Thanks!',
        createdAt: Date.now() + 1,
      })
      .execute();
    await call(author.token, 'mutation($p: Int!) { tipPost(postId: $p, amountCoins: 4) { success } }', { p: post.id });
    const listed = (await comments(author.token, post)) as {
      id: number;
      tipped: boolean;
      replies: { text: string; isCreator: boolean; isOwn: boolean }[];
    }[];
    const top = listed.find((item) => item.id === first.id)!;
    expect(top.tipped).toBe(true);
    expect(top.replies.map((item) => item.text)).toEqual(['A reply', 'A reply to the reply', 'Thanks!']);
    expect(top.replies.map((item) => item.isCreator)).toEqual([false, false, true]);
    expect(top.replies.map((item) => item.isOwn)).toEqual([false, true, false]);
    // only its author deletes a comment; its replies go with it
    expect(
      (await call(other.token, 'mutation($c: Int!) { deleteComment(commentId: $c) }', { c: first.id })).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await call(author.token, 'mutation($c: Int!) { deleteComment(commentId: $c) }', { c: first.id })).body.data.deleteComment).toBe(
      true,
    );
    expect(await t.server.db.selectFrom('feedComments').select('id').where('postId', '=', post.id).execute()).toEqual([]);
  });

  test('bad comments are refused and store nothing', async () => {
    const { token } = await newGuest(t);
    const post = await feedPost(t.server.db, 'free', 14);
    const elsewhere = await feedPost(t.server.db, 'free', 15);
    const foreign = (await comment(token, elsewhere.id, 'Elsewhere')).body.data.commentPost;
    const code = async (answer: Promise<{ body: { errors?: { extensions?: { code?: string } }[] } }>) =>
      (await answer).body.errors?.[0]?.extensions?.code;
    expect(await code(comment(token, post.id, '   '))).toBe('VALIDATION_FAILED');
    expect(await code(comment(token, post.id, 'x'.repeat(1_001)))).toBe('VALIDATION_FAILED');
    expect(await code(comment(token, post.id, 'Hi', foreign.id))).toBe('VALIDATION_FAILED');
    expect(await code(comment(token, post.id, 'Hi', -3))).toBe('VALIDATION_FAILED');
    expect(await code(comment(token, 9_999_999, 'Hi'))).toBe('NOT_FOUND');
    const blocked = await newGuest(t, { isBlockedForComments: 1 });
    expect(await code(comment(blocked.token, post.id, 'Hi'))).toBe('FORBIDDEN');
    expect(await t.server.db.selectFrom('feedComments').select('id').where('postId', '=', post.id).execute()).toEqual([]);
  });

  test('bad inputs are refused', async () => {
    const { token } = await newGuest(t, { balanceCents: 1_000 });
    const code = async (query: string, variables: Record<string, unknown> = {}) =>
      (await call(token, query, variables)).body.errors?.[0]?.extensions?.code;
    expect(await code('mutation { buyPost(postId: 0) { success } }')).toBe('VALIDATION_FAILED');
    expect(await code('mutation { likePost(postId: -5) { likes } }')).toBe('VALIDATION_FAILED');
    expect(await code('mutation { likePost(postId: 9999999) { likes } }')).toBe('NOT_FOUND');
    expect(await code('{ feed(first: 0) { id } }')).toBe('VALIDATION_FAILED');
    expect(await code('{ feed(first: 101) { id } }')).toBe('VALIDATION_FAILED');
    expect(await code('{ feed(feedType: video) { id } }')).toBe('VALIDATION_FAILED');
    expect(await code('mutation($p: Int!) { tipPost(postId: $p, amount: "ten") { success } }', { p: 1 })).toBe('VALIDATION_FAILED');
    expect(await code('mutation($p: Int!) { buyPost(postId: $p) { success } }', { p: 'one' })).toBe('VALIDATION_FAILED');
    expect(await code('{ feed(first: 1) { comments(first: 501) { id } } }')).toBe('VALIDATION_FAILED');
  });
});
