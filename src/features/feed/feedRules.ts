// The feed's rules as pure functions (issue 12; spec part 1 §3 Feed post, §4): what a post offers
// the guest, how a tip heard from another tab moves a goal, and how comments and pages merge.
import type { ServerMessages } from '../../contract/socket.ts';
import type { FeedComment, FeedPost } from './api.ts';

/** What the post offers the guest now. Anonymous guests are offered everything and get the signup. */
export function feedOffers(post: Pick<FeedPost, 'isLocked' | 'needsAgeCheck' | 'paidContent'>): {
  buy: boolean;
  verifyAge: boolean;
  showMedia: boolean;
} {
  return { buy: post.isLocked, verifyAge: !post.isLocked && post.needsAgeCheck, showMedia: !post.isLocked && !post.needsAgeCheck };
}

/**
 * A post's goal after a feed.tipped frame. Frames of two tips may arrive in either order, and a
 * post answer may be newer than a frame: the larger sum wins, so a bar never moves back.
 */
export function withTipped(post: FeedPost, frame: ServerMessages['feed.tipped']): FeedPost {
  if (post.id !== frame.postId) return post;
  if (post.tippingGoal && post.tippingGoal.tipsSumCoins >= frame.tipsSumCoins) return post;
  const { postId: _postId, ...goal } = frame;
  return { ...post, tippingGoal: goal };
}

/** A post answered by the server replaces the one shown, except a goal that is already further. */
export function withAnswer(shown: FeedPost | undefined, answered: FeedPost): FeedPost {
  const goal = shown?.tippingGoal;
  if (goal && answered.tippingGoal && goal.tipsSumCoins > answered.tippingGoal.tipsSumCoins) return { ...answered, tippingGoal: goal };
  return answered;
}

/** The ids of a page appended to those shown, each once. */
export function appendIds(shown: readonly number[], page: readonly { id: number }[]): number[] {
  const seen = new Set(shown);
  return [...shown, ...page.map((post) => post.id).filter((id) => !seen.has(id) && seen.add(id))];
}

/** A new comment in the list: a comment first (newest first), a reply last under its comment. */
export function withComment(comments: readonly FeedComment[], added: FeedComment): FeedComment[] {
  if (added.parentId === null) return [added, ...comments];
  return comments.map((comment) => (comment.id === added.parentId ? { ...comment, replies: [...comment.replies, added] } : comment));
}

/** The list without a comment (and, for a comment, its replies). */
export function withoutComment(comments: readonly FeedComment[], commentId: number): FeedComment[] {
  return comments
    .filter((comment) => comment.id !== commentId)
    .map((comment) => ({ ...comment, replies: comment.replies.filter((reply) => reply.id !== commentId) }));
}
