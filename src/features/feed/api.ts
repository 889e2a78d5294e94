// The feed service's calls (spec part 2 §7.10 feed service: feed, totals, viewedPost, buyPost,
// likePost, unlikePost, commentPost, deleteComment, tipPost; §6 the feed authorization token is
// empty for anonymous guests). Kept beside the feature so the feed stays one lazy chunk; every
// call goes through src/api's query client, to the feed service's address.
import { query } from '../../api/query.ts';
import type { FeedComment, FeedPost } from '../../contract/entities.ts';
import { FEED, FEED_SERVICE_PATH, type TipInput } from '../../contract/feed.ts';
import { feedToken } from './feedToken.ts';

export type { FeedComment, FeedPost };

export interface FeedTotals {
  posts: number;
  clips: number;
  photos: number;
  texts: number;
  paid: number;
  bought: number;
}

export interface FeedActionAnswer {
  success: boolean;
  errorCode: string | null;
  post: FeedPost | null;
}

const POST_FIELDS = `id created published type feedType status pinned title text views likes umaId paidContent fsk priceCoins price { value currency }
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved } guestState { liked viewed following bought } commentCount isLocked needsAgeCheck
  clip { length width height ratio avsRequired sources { src type } poster } photos { id url srcSet avsRequired } model { id name online onlineState avatar }`;
const COMMENT_FIELDS = 'id postId parentId text created authorName isCreator tipped isOwn';

const feedQuery = <T>(document: string, variables: Record<string, unknown>) =>
  query<T>(document, variables, undefined, { url: FEED_SERVICE_PATH, token: feedToken });

/** Posts newest first; one actor's with actorId, one post with postId. */
export async function getFeed(input: {
  actorId?: number | null;
  postId?: number | null;
  first: number;
  offset: number;
}): Promise<FeedPost[]> {
  const answer = await feedQuery<{ feed: FeedPost[] }>(
    `query Feed($a: Int, $p: Int, $f: Int!, $o: Int!) { feed(actorId: $a, postId: $p, first: $f, offset: $o) { ${POST_FIELDS} } }`,
    {
      a: input.actorId ?? null,
      p: input.postId ?? null,
      f: input.first,
      o: input.offset,
    },
  );
  return answer.feed;
}

export async function getFeedTotals(): Promise<FeedTotals> {
  return (await feedQuery<{ feedTotals: FeedTotals }>('query FeedTotals { feedTotals { posts clips photos texts paid bought } }', {}))
    .feedTotals;
}

/** A post's comments, newest first, each with its replies (spec part 1 §9: at most 500). */
export async function getComments(postId: number): Promise<FeedComment[]> {
  // the feed answers a post's comments as one of its fields
  const answer = await feedQuery<{ feed: { id: number; comments: FeedComment[] }[] }>(
    `query FeedComments($p: Int!, $l: Int!) { feed(postId: $p, first: 1) { id comments(first: $l) { ${COMMENT_FIELDS} replies { ${COMMENT_FIELDS} } } } }`,
    { p: postId, l: FEED.commentsLimit },
  );
  return (answer.feed[0]?.comments ?? []).map((comment) => ({
    ...comment,
    replies: comment.replies.map((reply) => ({ ...reply, replies: [] })),
  }));
}

const postMutation = async (name: 'viewedPost' | 'likePost' | 'unlikePost', postId: number): Promise<FeedPost> =>
  (await feedQuery<Record<string, FeedPost>>(`mutation ${name}($p: Int!) { ${name}(postId: $p) { ${POST_FIELDS} } }`, { p: postId }))[
    name
  ]!;

export const viewedPost = (postId: number) => postMutation('viewedPost', postId);
export const likePost = (postId: number) => postMutation('likePost', postId);
export const unlikePost = (postId: number) => postMutation('unlikePost', postId);

export async function buyPost(postId: number): Promise<FeedActionAnswer> {
  return (
    await feedQuery<{ buyPost: FeedActionAnswer }>(
      `mutation BuyPost($p: Int!) { buyPost(postId: $p) { success errorCode post { ${POST_FIELDS} } } }`,
      { p: postId },
    )
  ).buyPost;
}

export async function tipPost(postId: number, tip: TipInput): Promise<FeedActionAnswer> {
  const answer = await feedQuery<{ tipPost: FeedActionAnswer }>(
    `mutation TipPost($p: Int!, $a: Float, $c: Int) { tipPost(postId: $p, amount: $a, amountCoins: $c) { success errorCode post { ${POST_FIELDS} } } }`,
    { p: postId, a: tip.amount ?? null, c: tip.amountCoins ?? null },
  );
  return answer.tipPost;
}

export async function commentPost(postId: number, text: string, parentId: number | null): Promise<FeedComment> {
  const answer = await feedQuery<{ commentPost: FeedComment }>(
    `mutation CommentPost($p: Int!, $t: String!, $r: Int) { commentPost(postId: $p, text: $t, parentId: $r) { ${COMMENT_FIELDS} } }`,
    {
      p: postId,
      t: text,
      r: parentId,
    },
  );
  return { ...answer.commentPost, replies: [] };
}

export async function deleteComment(commentId: number): Promise<void> {
  await feedQuery<{ deleteComment: boolean }>('mutation DeleteComment($c: Int!) { deleteComment(commentId: $c) }', { c: commentId });
}
