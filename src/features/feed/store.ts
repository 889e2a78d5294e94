// The feed on screen (issue 12): posts by id, shared by the feed page and the home feed block,
// and the guest's actions on them. The server decides and charges; a post with a buy, tip or like
// on its way takes no second one, so a double click never charges twice. Tips of anyone reach
// every tab as feed.tipped and move the goal bars. Anonymous guests get the feed-signup dialog
// instead of an action (spec part 1 §2 modal feed-signup), too little money the top-up dialog.
import { proxy } from 'valtio';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { TipInput } from '../../contract/feed.ts';
import { FEED } from '../../contract/feed.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { guest } from '../../state/guest.ts';
import { openModal } from '../../state/modals.ts';
import { askForTopUp } from '../checkout/notEnoughMoney.ts';
import type { FeedComment, FeedPost, FeedTotals } from './api.ts';
import * as calls from './api.ts';
import { appendIds, withAnswer, withComment, withoutComment, withTipped } from './feedRules.ts';

export type ListStatus = 'idle' | 'loading' | 'ok' | 'error';
export type FeedAction = 'buy' | 'tip' | 'like';

export const feed = proxy({
  posts: {} as Record<number, FeedPost>,
  /** The /feed/ page's posts, in order. */
  page: { status: 'idle' as ListStatus, ids: [] as number[], hasMore: false, loadingMore: false },
  /** The home feed block's posts. */
  home: { status: 'idle' as ListStatus, ids: [] as number[] },
  totals: null as FeedTotals | null,
  /** The post a link opened (/feed/?postId=), shown above the list; null when it is not visible. */
  focus: { postId: null as number | null, status: 'idle' as ListStatus },
  /** The guest the lists were loaded for: another guest (login, logout) loads them again. */
  loadedFor: undefined as number | null | undefined,
  pending: {} as Record<number, FeedAction>,
  /** The last refusal per post (errorCode, or 'failed' when the call itself failed). */
  refusals: {} as Record<number, string>,
  comments: {} as Record<number, { status: ListStatus; items: FeedComment[] }>,
});

onServerFrame('feed.tipped', (data) => {
  const post = feed.posts[data.postId];
  if (post) feed.posts[data.postId] = withTipped(post, data);
});

function keep(posts: readonly FeedPost[]): void {
  for (const post of posts) feed.posts[post.id] = withAnswer(feed.posts[post.id], post);
}

/** Answers of an older load (another guest, a retry) are dropped. */
let pageSerial = 0;
let homeSerial = 0;
let focusSerial = 0;

/** Loads the lists again when the guest changed since they were loaded. */
export function loadForGuest(list: 'page' | 'home'): void {
  if (feed.loadedFor !== guest.guestId) {
    feed.loadedFor = guest.guestId;
    feed.page.status = 'idle';
    feed.home.status = 'idle';
    feed.comments = {};
  }
  if (feed[list].status === 'idle') void (list === 'page' ? loadFeedPage() : loadHomeFeed());
}

export async function loadFeedPage(): Promise<void> {
  const serial = ++pageSerial;
  Object.assign(feed.page, { status: 'loading', hasMore: false, loadingMore: false });
  try {
    const [posts, totals] = await Promise.all([calls.getFeed({ first: FEED.pageSize, offset: 0 }), calls.getFeedTotals()]);
    if (serial !== pageSerial) return;
    keep(posts);
    feed.totals = totals;
    Object.assign(feed.page, { status: 'ok', ids: posts.map((post) => post.id), hasMore: posts.length === FEED.pageSize });
  } catch {
    if (serial === pageSerial) feed.page.status = 'error';
  }
}

/** Loads the post a link opened (for the guest now: bought and liked as the guest holds it). */
export async function loadFocusedPost(postId: number): Promise<void> {
  const serial = ++focusSerial;
  feed.focus = { postId, status: 'loading' };
  try {
    const [post] = await calls.getFeed({ postId, first: 1, offset: 0 });
    if (serial !== focusSerial) return;
    if (post) keep([post]);
    feed.focus.status = post ? 'ok' : 'error';
  } catch {
    if (serial === focusSerial) feed.focus.status = 'error';
  }
}

export async function loadMoreFeed(): Promise<void> {
  if (feed.page.status !== 'ok' || !feed.page.hasMore || feed.page.loadingMore) return;
  const serial = pageSerial;
  feed.page.loadingMore = true;
  try {
    const posts = await calls.getFeed({ first: FEED.pageSize, offset: feed.page.ids.length });
    if (serial !== pageSerial) return;
    keep(posts);
    Object.assign(feed.page, { ids: appendIds(feed.page.ids, posts), hasMore: posts.length === FEED.pageSize });
  } catch {
    // the button stays: the guest may ask again
  } finally {
    if (serial === pageSerial) feed.page.loadingMore = false;
  }
}

async function loadHomeFeed(): Promise<void> {
  const serial = ++homeSerial;
  feed.home.status = 'loading';
  try {
    const posts = await calls.getFeed({ first: FEED.homeBlockSize, offset: 0 });
    if (serial !== homeSerial) return;
    keep(posts);
    Object.assign(feed.home, { status: 'ok', ids: posts.map((post) => post.id) });
  } catch {
    if (serial === homeSerial) feed.home.status = 'error';
  }
}

/** True when the guest may act; an anonymous guest gets the feed-signup dialog instead. */
function mayAct(): boolean {
  if (showsLoggedInNow()) return true;
  openModal('feed-signup');
  return false;
}

async function settle(postId: number, action: FeedAction, call: () => Promise<calls.FeedActionAnswer | FeedPost>): Promise<void> {
  if (!mayAct() || feed.pending[postId]) return;
  feed.pending[postId] = action;
  delete feed.refusals[postId];
  try {
    const answer = await call();
    const post = 'success' in answer ? answer.post : answer;
    if (post) keep([post]);
    if ('success' in answer && !answer.success) {
      feed.refusals[postId] = answer.errorCode ?? 'failed';
      // after the top-up the same buy or tip is asked again, once (a post is bought once per guest)
      if (answer.errorCode === 'notEnoughMoney') askForTopUp(() => settle(postId, action, call));
    }
  } catch {
    feed.refusals[postId] = 'failed';
  } finally {
    delete feed.pending[postId];
  }
}

/** Buys a paid post: its media shows once bought, for good. */
export const buyPost = (postId: number) => settle(postId, 'buy', () => calls.buyPost(postId));

/** Tips a post (in coins, or euros with amount). */
export const tipPost = (postId: number, tip: TipInput) => settle(postId, 'tip', () => calls.tipPost(postId, tip));

export function toggleLike(postId: number): Promise<void> {
  const liked = feed.posts[postId]?.guestState.liked ?? false;
  return settle(postId, 'like', () => (liked ? calls.unlikePost(postId) : calls.likePost(postId)));
}

/** The guest saw the post (once per guest on the server; anonymous views are not counted). */
export async function markViewed(postId: number): Promise<void> {
  const post = feed.posts[postId];
  if (!guest.isLoggedIn || !post || post.guestState.viewed) return;
  post.guestState.viewed = true;
  try {
    keep([await calls.viewedPost(postId)]);
  } catch {
    // a view that was not counted is no loss to the guest
  }
}

export async function loadComments(postId: number): Promise<void> {
  feed.comments[postId] = { status: 'loading', items: feed.comments[postId]?.items ?? [] };
  try {
    feed.comments[postId] = { status: 'ok', items: await calls.getComments(postId) };
  } catch {
    feed.comments[postId] = { status: 'error', items: [] };
  }
}

/** Posts a comment or a reply; resolves true when it is stored. */
export async function addComment(postId: number, text: string, parentId: number | null): Promise<boolean> {
  if (!mayAct()) return false;
  try {
    const added = await calls.commentPost(postId, text, parentId);
    const list = feed.comments[postId];
    if (list) list.items = withComment(list.items, added);
    const post = feed.posts[postId];
    if (post) post.commentCount += 1;
    return true;
  } catch {
    return false;
  }
}

export async function removeComment(postId: number, commentId: number): Promise<void> {
  try {
    await calls.deleteComment(commentId);
  } catch {
    return;
  }
  const list = feed.comments[postId];
  if (list) list.items = withoutComment(list.items, commentId);
  void loadPostCount(postId);
}

/** The post again (its comment count after a delete took replies with it). */
async function loadPostCount(postId: number): Promise<void> {
  const [post] = await calls.getFeed({ postId, first: 1, offset: 0 }).catch(() => []);
  if (post) keep([post]);
}
