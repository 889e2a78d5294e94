// The feed's decisions (issue 12; spec part 1 §3 Feed post, part 2 §7.10 feed service): buying a
// paid post (once: its price in coins, a quarter euro each, is charged in the same transaction
// that writes feed_post_purchases), tipping (the money off the balance and the coins onto the
// post's tipping goal, then every tab hears the goal), likes and views (one per guest and post),
// and comments with one level of replies. Error codes of buy and tip: FEED_ERROR_CODES.
import { type Kysely, sql } from 'kysely';
import { coinsToCents, commentTextOf, type FeedErrorCode, tippingGoalOf } from '../../src/contract/feed.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { publishBalance } from './balancePublishing.ts';
import { debit, lockGuest } from './ledger.ts';

export type FeedResult = { success: true; errorCode: null } | { success: false; errorCode: FeedErrorCode };

const ok: FeedResult = { success: true, errorCode: null };
const fail = (errorCode: FeedErrorCode): FeedResult => ({ success: false, errorCode });

/** A post guests can see: published, and its publishing time has come. */
async function visiblePost(db: Kysely<Database>, postId: number, now: number) {
  return db
    .selectFrom('feedPosts')
    .select(['id', 'actorId', 'paidContent', 'priceCoins', 'tippingGoalCoins'])
    .where('id', '=', postId)
    .where('status', '=', 'published')
    .where('published', '<=', now)
    .executeTakeFirst();
}

/** buyPost: a paid post, charged once; a second buy (or one racing the first) is alreadyBought and charges nothing. */
export async function buyPost(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; postId: number; now: number },
): Promise<FeedResult> {
  const post = await visiblePost(db, input.postId, input.now);
  if (!post) return fail('notFound');
  if (post.paidContent !== 1 || post.priceCoins <= 0) return fail('notPaid');
  const priceCents = coinsToCents(post.priceCoins);
  let result: FeedResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      await lockGuest(trx, input.guestId);
      const held = await trx
        .selectFrom('feedPostPurchases')
        .select('postId')
        .where('guestId', '=', input.guestId)
        .where('postId', '=', post.id)
        .executeTakeFirst();
      if (held) return fail('alreadyBought');
      try {
        await debit(trx, {
          guestId: input.guestId,
          amountCents: priceCents,
          reason: 'feed post',
          ref: `feedPost:${post.id}`,
          now: input.now,
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return fail('notEnoughMoney');
        throw error;
      }
      await trx
        .insertInto('feedPostPurchases')
        .values({ guestId: input.guestId, postId: post.id, priceCoins: post.priceCoins, createdAt: input.now })
        .execute();
      return ok;
    });
  } catch (error) {
    // the same post bought twice at once: the other purchase stands, this one charged nothing
    if (!isUniqueViolation(error)) throw error;
    result = fail('alreadyBought');
  }
  if (result.success) await publishBalance(db, bus, input.guestId);
  return result;
}

/**
 * tipPost: `cents` off the balance and `coins` onto the post's tips (tipOf of the contract has
 * checked the amount). The guest's comments on the post count as tipped from now on. After the
 * commit every tab hears the post's goal (feed.tipped), so every feed on screen moves its bar.
 */
export async function tipPost(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; postId: number; cents: number; coins: number; now: number },
): Promise<FeedResult> {
  const post = await visiblePost(db, input.postId, input.now);
  if (!post) return fail('notFound');
  const outcome = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    try {
      await debit(trx, {
        guestId: input.guestId,
        amountCents: input.cents,
        reason: 'feed tip',
        ref: `feedPost:${post.id}`,
        now: input.now,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return { result: fail('notEnoughMoney'), goal: null };
      throw error;
    }
    const after = await trx
      .updateTable('feedPosts')
      .set({ tipsSumCoins: sql<number>`tips_sum_coins + ${input.coins}` })
      .where('id', '=', post.id)
      .returning(['tippingGoalCoins', 'tipsSumCoins'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('feedPostTips')
      .values({ guestId: input.guestId, postId: post.id, amountCents: input.cents, coins: input.coins, createdAt: input.now })
      .execute();
    await trx.updateTable('feedComments').set({ tipped: 1 }).where('postId', '=', post.id).where('guestId', '=', input.guestId).execute();
    return { result: ok, goal: tippingGoalOf(after.tippingGoalCoins, after.tipsSumCoins) };
  });
  if (!outcome.result.success) return outcome.result;
  await publishBalance(db, bus, input.guestId);
  if (outcome.goal)
    await bus.publish({ target: { kind: 'all' }, frame: { type: 'feed.tipped', data: { postId: post.id, ...outcome.goal } } });
  return outcome.result;
}

/**
 * Marks the post for the guest once (a like, or the first view) and moves its counter with it, in
 * one transaction: the mark's primary key makes a double click count once. Returns whether the
 * mark is new. Unmarking (unlike) takes the mark and the count back.
 */
async function mark(
  db: Kysely<Database>,
  table: 'feedPostLikes' | 'feedPostViews',
  input: { guestId: number; postId: number; now: number },
  on: boolean,
): Promise<boolean> {
  if (!(await visiblePost(db, input.postId, input.now))) throw new ApiError('NOT_FOUND', `No visible feed post ${input.postId}.`);
  const column = table === 'feedPostLikes' ? 'likes' : 'views';
  return db.transaction().execute(async (trx) => {
    let changed: bigint;
    if (on) {
      const inserted = await trx
        .insertInto(table)
        .values({ guestId: input.guestId, postId: input.postId, createdAt: input.now })
        .onConflict((oc) => oc.columns(['guestId', 'postId']).doNothing())
        .executeTakeFirst();
      changed = inserted.numInsertedOrUpdatedRows ?? 0n;
    } else {
      changed = (await trx.deleteFrom(table).where('guestId', '=', input.guestId).where('postId', '=', input.postId).executeTakeFirst())
        .numDeletedRows;
    }
    if (changed === 0n) return false;
    const step = on
      ? sql<number>`${sql.ref(column)} + 1`
      : sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;
    await trx
      .updateTable('feedPosts')
      .set({ [column]: step })
      .where('id', '=', input.postId)
      .execute();
    return true;
  });
}

export const likePost = (db: Kysely<Database>, input: { guestId: number; postId: number; now: number }) =>
  mark(db, 'feedPostLikes', input, true);
export const unlikePost = (db: Kysely<Database>, input: { guestId: number; postId: number; now: number }) =>
  mark(db, 'feedPostLikes', input, false);
export const viewedPost = (db: Kysely<Database>, input: { guestId: number; postId: number; now: number }) =>
  mark(db, 'feedPostViews', input, true);

/**
 * commentPost: a comment on a post, or a reply (parentId). Replies are one level deep: answering
 * a reply answers its comment. A guest blocked for comments is refused (spec part 1 §5).
 * Returns the new comment's id.
 */
export async function commentPost(
  db: Kysely<Database>,
  input: { guestId: number; postId: number; text: string; parentId: number | null; now: number },
): Promise<number> {
  const checked = commentTextOf(input.text);
  if ('error' in checked) throw new ApiError('VALIDATION_FAILED', checked.error);
  const guest = await db
    .selectFrom('guests')
    .select(['name', 'isBlockedForComments'])
    .where('id', '=', input.guestId)
    .executeTakeFirstOrThrow();
  if (guest.isBlockedForComments === 1) throw new ApiError('FORBIDDEN', 'This guest is blocked from writing comments.');
  if (!(await visiblePost(db, input.postId, input.now))) throw new ApiError('NOT_FOUND', `No visible feed post ${input.postId}.`);
  let parentId: number | null = null;
  if (input.parentId !== null) {
    const parent = await db
      .selectFrom('feedComments')
      .select(['id', 'postId', 'parentId'])
      .where('id', '=', input.parentId)
      .executeTakeFirst();
    if (!parent || parent.postId !== input.postId)
      throw new ApiError('VALIDATION_FAILED', `parentId ${input.parentId} is not a comment of post ${input.postId}.`);
    parentId = parent.parentId ?? parent.id;
  }
  const tipped = await db
    .selectFrom('feedPostTips')
    .select('id')
    .where('postId', '=', input.postId)
    .where('guestId', '=', input.guestId)
    .executeTakeFirst();
  const row = await db
    .insertInto('feedComments')
    .values({
      postId: input.postId,
      parentId,
      guestId: input.guestId,
      actorId: null,
      authorName: guest.name,
      text: checked.text,
      tipped: tipped ? 1 : 0,
      createdAt: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** deleteComment: the guest's own comment, with its replies. */
export async function deleteComment(db: Kysely<Database>, input: { guestId: number; commentId: number }): Promise<void> {
  const comment = await db.selectFrom('feedComments').select(['id', 'guestId']).where('id', '=', input.commentId).executeTakeFirst();
  if (!comment) throw new ApiError('NOT_FOUND', `No comment ${input.commentId}.`);
  if (comment.guestId !== input.guestId) throw new ApiError('FORBIDDEN', 'Only its author deletes a comment.');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('feedComments').where('parentId', '=', comment.id).execute();
    await trx.deleteFrom('feedComments').where('id', '=', comment.id).execute();
  });
}
