// The feed service on the query service (issue 12; spec part 2 §7.10 feed service: feed, totals,
// viewedPost, buyPost, likePost, unlikePost, commentPost, deleteComment, tipPost; part 1 §3 Feed
// post). Reading is open to anonymous guests (their feed authorization token is empty, see
// feedService.ts); everything else needs a logged-in guest. What a guest may not see yet is left
// out by the server: a paid post's media until it is bought, and media of an 18 post
// (avsRequired) until the guest's age check is accepted.
import { GraphQLError } from 'graphql';
import { coinsToCents, tipOf, tippingGoalOf } from '../../src/contract/feed.ts';
import {
  buyPost as buy,
  commentPost as comment,
  likePost as like,
  deleteComment as removeComment,
  tipPost as tip,
  unlikePost as unlike,
  viewedPost as view,
} from '../domain/feed.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { actorPreview, bool, loggedInGuestOf, money, paging } from './context.ts';
import { FEED_COMMENT_TYPES, feedComment, feedComments } from './feedComments.ts';

export const FEED_QUERY_FIELDS = /* GraphQL */ `
    "The feed (spec part 2 §7.10 feed): published posts, newest first; one actor's (pinned first) with actorId; one post with postId."
    feed(actorId: Int, postId: Int, feedType: FeedType, first: Int = 10, offset: Int = 0): [FeedPost!]!
    "The feed service's totals: visible posts by type and the guest's bought posts; one actor's with actorId."
    feedTotals(actorId: Int): FeedTotals!
`;

export const FEED_MUTATION_FIELDS = /* GraphQL */ `
    "Marks a post viewed by the guest (counted once per guest)."
    viewedPost(postId: Int!): FeedPost!
    "Buys a paid post, once; errorCode: notFound, notPaid, alreadyBought or notEnoughMoney."
    buyPost(postId: Int!): FeedActionResult!
    likePost(postId: Int!): FeedPost!
    unlikePost(postId: Int!): FeedPost!
    "A comment, or a reply with parentId (a reply to a reply answers its comment)."
    commentPost(postId: Int!, text: String!, parentId: Int): FeedComment!
    "Deletes the guest's own comment and its replies."
    deleteComment(commentId: Int!): Boolean!
    "A tip: amount in euros or amountCoins (4 coins per euro, rounded up); errorCode: notFound or notEnoughMoney."
    tipPost(postId: Int!, amount: Float, amountCoins: Int): FeedActionResult!
`;

export const FEED_QUERY_TYPES = /* GraphQL */ `
  enum FeedType { clip hotClip photoGallery photos profileImage text photoContest }
  type FeedModel { id: Int! name: String! online: Boolean! onlineState: String! avatar: String! isOnline: Boolean! }
  type TippingGoal { goalCoins: Int! tipsSumCoins: Int! progressPercent: Int! achieved: Boolean! }
  type FeedGuestState { liked: Boolean! viewed: Boolean! following: Boolean! bought: Boolean! }
  type FeedSource { src: String! type: String! }
  "sources is empty while the media is held back (isLocked or needsAgeCheck)."
  type FeedClip { length: Int! width: Int! height: Int! ratio: Float! avsRequired: Boolean! sources: [FeedSource!]! poster: String! }
  "url and srcSet are null while the media is held back (isLocked or needsAgeCheck)."
  type FeedPhoto { id: Int! url: String srcSet: String avsRequired: Boolean! }
  type FeedPost {
    id: Int! created: Float! published: Float! type: String! feedType: FeedType! status: String! pinned: Boolean!
    title: String! text: String! views: Int! likes: Int! umaId: Int! paidContent: Boolean! fsk: Int! priceCoins: Int! price: Money!
    tippingGoal: TippingGoal guestState: FeedGuestState! commentCount: Int!
    "Paid and not bought by the guest."
    isLocked: Boolean!
    "Media of an 18 post while the guest's age check is not accepted."
    needsAgeCheck: Boolean!
    clip: FeedClip photos: [FeedPhoto!]! model: FeedModel!
    "Comments, newest first, each with its replies (oldest first); at most 500 with the replies (spec part 1 §9)."
    comments(first: Int = 500): [FeedComment!]!
  }
  type FeedTotals { posts: Int! clips: Int! photos: Int! texts: Int! paid: Int! bought: Int! }
  type FeedActionResult { success: Boolean! errorCode: String post: FeedPost }
${FEED_COMMENT_TYPES}
`;

/** The clip every unlocked feed clip plays: the demo clip of public/media (generated, abstract). */
const DEMO_CLIP = { src: '/media/demo-clip.webm', type: 'video/webm' };
/** An 18 post's media needs an accepted age check (spec part 1 §3 avsRequired; default rating 16). */
const AVS_RATING = 18;

const feedImage = (id: number, size: string) => `/img/feed/${id}/${size}.svg`;
const srcSetOf = (id: number) => ['w320', 'w640', 'w1280'].map((size) => `${feedImage(id, size)} ${size.slice(1)}w`).join(', ');

function checkId(name: string, value: number | null | undefined): void {
  if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 1)) {
    throw new GraphQLError(`${name} must be a positive id`, { extensions: { code: 'VALIDATION_FAILED' } });
  }
}

async function hasAcceptedAgeCheck(ctx: QueryContext): Promise<boolean> {
  if (ctx.guestId === null) return false;
  const row = await ctx.db.selectFrom('guests').select('avsStatus').where('id', '=', ctx.guestId).executeTakeFirst();
  return row?.avsStatus === 'accepted';
}

interface PostFilter {
  postId?: number;
  actorId?: number | null;
  feedType?: string | null;
}

/** Visible posts with what the guest holds of each, shaped as the schema's FeedPost. */
async function postsOf(ctx: QueryContext, filter: PostFilter, limit: number, offset: number) {
  const guestId = ctx.guestId ?? -1;
  let query = ctx.db
    .selectFrom('feedPosts')
    .innerJoin('actors', 'actors.id', 'feedPosts.actorId')
    .leftJoin('feedPostPurchases as bought', (join) => join.onRef('bought.postId', '=', 'feedPosts.id').on('bought.guestId', '=', guestId))
    .leftJoin('feedPostLikes as liked', (join) => join.onRef('liked.postId', '=', 'feedPosts.id').on('liked.guestId', '=', guestId))
    .leftJoin('feedPostViews as viewed', (join) => join.onRef('viewed.postId', '=', 'feedPosts.id').on('viewed.guestId', '=', guestId))
    .leftJoin('guestPins as pin', (join) =>
      join.onRef('pin.targetId', '=', 'feedPosts.actorId').on('pin.kind', '=', 'actor').on('pin.guestId', '=', guestId),
    )
    .selectAll('feedPosts')
    .select((eb) => [
      'actors.name as actorName',
      'actors.isOnline as actorOnline',
      'actors.freeChat as actorFreeChat',
      'bought.postId as boughtId',
      'liked.postId as likedId',
      'viewed.postId as viewedId',
      'pin.targetId as pinId',
      eb
        .selectFrom('feedComments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('feedComments.postId', '=', 'feedPosts.id')
        .as('commentCount'),
    ])
    .where('feedPosts.status', '=', 'published')
    .where('feedPosts.published', '<=', ctx.now);
  if (filter.postId !== undefined) query = query.where('feedPosts.id', '=', filter.postId);
  if (filter.actorId) query = query.where('feedPosts.actorId', '=', filter.actorId).orderBy('feedPosts.pinned', 'desc');
  if (filter.feedType) query = query.where('feedPosts.feedType', '=', filter.feedType as never);
  const stored = await query.orderBy('feedPosts.published', 'desc').orderBy('feedPosts.id', 'desc').limit(limit).offset(offset).execute();
  const rows = await localized(ctx.db, 'feedPost', stored, (row) => row.id, ctx.language);
  const photoPostIds = rows.filter((row) => row.type === 'photos').map((row) => row.id);
  const photos = photoPostIds.length
    ? await ctx.db
        .selectFrom('feedPhotos')
        .select(['id', 'feedPostId'])
        .where('feedPostId', 'in', photoPostIds)
        .orderBy('feedPostId')
        .orderBy('position')
        .execute()
    : [];
  const ageChecked = await hasAcceptedAgeCheck(ctx);
  return rows.map((row) => {
    const isLocked = row.paidContent === 1 && row.boughtId === null;
    const avsRequired = row.fsk >= AVS_RATING;
    const needsAgeCheck = avsRequired && !ageChecked;
    const shown = !isLocked && !needsAgeCheck;
    const online = bool(row.actorOnline);
    return {
      id: row.id,
      created: row.created,
      published: row.published,
      type: row.type,
      feedType: row.feedType,
      status: row.status,
      pinned: bool(row.pinned),
      title: row.title,
      text: row.text,
      views: row.views,
      likes: row.likes,
      // The performer's media account: here the actor's id (the spec does not tell them apart).
      umaId: row.actorId,
      paidContent: bool(row.paidContent),
      fsk: row.fsk,
      priceCoins: row.priceCoins,
      price: money(coinsToCents(row.priceCoins)),
      tippingGoal: tippingGoalOf(row.tippingGoalCoins, row.tipsSumCoins),
      guestState: {
        liked: row.likedId !== null,
        viewed: row.viewedId !== null,
        following: row.pinId !== null,
        bought: row.boughtId !== null,
      },
      commentCount: Number(row.commentCount),
      isLocked,
      needsAgeCheck,
      clip:
        row.type === 'clip'
          ? {
              length: row.clipLength,
              width: row.clipWidth,
              height: row.clipHeight,
              ratio: row.clipHeight ? row.clipWidth / row.clipHeight : 1,
              avsRequired,
              sources: shown ? [DEMO_CLIP] : [],
              poster: feedImage(row.id, 'w640'),
            }
          : null,
      photos: photos
        .filter((photo) => photo.feedPostId === row.id)
        .map((photo) => ({
          id: photo.id,
          url: shown ? feedImage(photo.id, 'w640') : null,
          srcSet: shown ? srcSetOf(photo.id) : null,
          avsRequired,
        })),
      model: {
        id: row.actorId,
        name: row.actorName,
        online,
        isOnline: online,
        onlineState: online ? (bool(row.actorFreeChat) ? 'freechat' : 'online') : 'offline',
        avatar: actorPreview(row.actorId, 'w60'),
      },
      comments: (args: { first: number }) => feedComments(ctx, row.id, args.first),
    };
  });
}

async function onePost(ctx: QueryContext, postId: number) {
  const post = (await postsOf(ctx, { postId }, 1, 0))[0];
  if (!post) throw new GraphQLError(`No visible feed post ${postId}.`, { extensions: { code: 'NOT_FOUND' } });
  return post;
}

export async function feed(
  args: { actorId?: number | null; postId?: number | null; feedType?: string | null; first: number; offset: number },
  ctx: QueryContext,
) {
  checkId('actorId', args.actorId);
  checkId('postId', args.postId);
  const page = paging(args.first, args.offset);
  return postsOf(ctx, { actorId: args.actorId, postId: args.postId ?? undefined, feedType: args.feedType }, page.limit, page.offset);
}

export async function feedTotals(args: { actorId?: number | null }, ctx: QueryContext) {
  checkId('actorId', args.actorId);
  let query = ctx.db
    .selectFrom('feedPosts')
    .select((eb) => ['type', 'paidContent', eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'published')
    .where('published', '<=', ctx.now)
    .groupBy(['type', 'paidContent']);
  if (args.actorId) query = query.where('actorId', '=', args.actorId);
  const rows = await query.execute();
  const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).reduce((sum, row) => sum + Number(row.n), 0);
  let bought = 0;
  if (ctx.guestId !== null) {
    let boughtQuery = ctx.db
      .selectFrom('feedPostPurchases')
      .innerJoin('feedPosts', 'feedPosts.id', 'feedPostPurchases.postId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('feedPostPurchases.guestId', '=', ctx.guestId);
    if (args.actorId) boughtQuery = boughtQuery.where('feedPosts.actorId', '=', args.actorId);
    bought = Number((await boughtQuery.executeTakeFirstOrThrow()).n);
  }
  return {
    posts: count(() => true),
    clips: count((row) => row.type === 'clip'),
    photos: count((row) => row.type === 'photos'),
    texts: count((row) => row.type === 'text'),
    paid: count((row) => row.paidContent === 1),
    bought,
  };
}

const guestOf = (ctx: QueryContext) => loggedInGuestOf(ctx, 'This feed action');

export async function viewedPost(args: { postId: number }, ctx: QueryContext) {
  checkId('postId', args.postId);
  await view(ctx.db, { guestId: guestOf(ctx), postId: args.postId, now: ctx.now });
  return onePost(ctx, args.postId);
}

export async function likePost(args: { postId: number }, ctx: QueryContext) {
  checkId('postId', args.postId);
  await like(ctx.db, { guestId: guestOf(ctx), postId: args.postId, now: ctx.now });
  return onePost(ctx, args.postId);
}

export async function unlikePost(args: { postId: number }, ctx: QueryContext) {
  checkId('postId', args.postId);
  await unlike(ctx.db, { guestId: guestOf(ctx), postId: args.postId, now: ctx.now });
  return onePost(ctx, args.postId);
}

export async function buyPost(args: { postId: number }, ctx: QueryContext) {
  checkId('postId', args.postId);
  const result = await buy(ctx.db, ctx.bus, { guestId: guestOf(ctx), postId: args.postId, now: ctx.now });
  return { ...result, post: (await postsOf(ctx, { postId: args.postId }, 1, 0))[0] ?? null };
}

export async function tipPost(args: { postId: number; amount?: number | null; amountCoins?: number | null }, ctx: QueryContext) {
  checkId('postId', args.postId);
  const guestId = guestOf(ctx);
  const amount = tipOf(args);
  if ('error' in amount) throw new GraphQLError(amount.error, { extensions: { code: 'VALIDATION_FAILED' } });
  const result = await tip(ctx.db, ctx.bus, { guestId, postId: args.postId, ...amount, now: ctx.now });
  return { ...result, post: (await postsOf(ctx, { postId: args.postId }, 1, 0))[0] ?? null };
}

export async function commentPost(args: { postId: number; text: string; parentId?: number | null }, ctx: QueryContext) {
  checkId('postId', args.postId);
  checkId('parentId', args.parentId);
  const guestId = guestOf(ctx);
  const id = await comment(ctx.db, { guestId, postId: args.postId, text: args.text, parentId: args.parentId ?? null, now: ctx.now });
  return feedComment(ctx, id);
}

export async function deleteComment(args: { commentId: number }, ctx: QueryContext) {
  checkId('commentId', args.commentId);
  await removeComment(ctx.db, { guestId: guestOf(ctx), commentId: args.commentId });
  return true;
}
