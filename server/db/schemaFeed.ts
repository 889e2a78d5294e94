// Tables of migration 0025 (the feed: likes, views, tips and comments of feed posts). The posts
// themselves are feed_posts and feed_photos (schema.ts), purchases feed_post_purchases
// (schemaLibrary.ts).
import type { ColumnType, Generated } from 'kysely';
import type { DbBool, EpochMs } from './schema.ts';

/** One row per guest and post: a like, or the first view. */
interface FeedPostMarksTable {
  guestId: number;
  postId: number;
  createdAt: EpochMs;
}

interface FeedPostTipsTable {
  id: Generated<number>;
  guestId: number;
  postId: number;
  /** What the tip took off the balance. */
  amountCents: number;
  /** What it counted toward the tipping goal (4 per euro, rounded up). */
  coins: number;
  createdAt: EpochMs;
}

interface FeedCommentsTable {
  id: Generated<number>;
  postId: number;
  /** The comment answered; replies are one level deep. */
  parentId: number | null;
  /** The guest who wrote it; null for the creator's (actorId) and seeded comments. */
  guestId: number | null;
  /** Set when the post's creator wrote it (isCreator). */
  actorId: number | null;
  authorName: string;
  text: string;
  /** Its author tipped the post. */
  tipped: ColumnType<DbBool, DbBool | undefined, DbBool>;
  createdAt: EpochMs;
}

export interface FeedTables {
  feedPostLikes: FeedPostMarksTable;
  feedPostViews: FeedPostMarksTable;
  feedPostTips: FeedPostTipsTable;
  feedComments: FeedCommentsTable;
}
