// A feed post's comments (issue 12; spec part 1 §3 Feed post comments with replies, tipped and
// isCreator; §9 comments limit 500): newest comments first, each with its replies oldest first,
// at most `first` rows in all. The creator's comments carry the actor's name.
import { GraphQLError } from 'graphql';
import type { FeedComment } from '../../src/contract/entities.ts';
import { FEED } from '../../src/contract/feed.ts';
import type { QueryContext } from './context.ts';
import { bool, paging } from './context.ts';

export const FEED_COMMENT_TYPES = /* GraphQL */ `
  type FeedComment {
    id: Int! postId: Int! parentId: Int text: String! created: Float! authorName: String!
    "Written by the post's creator."
    isCreator: Boolean!
    "Its author tipped the post."
    tipped: Boolean!
    "Written by the guest asking (who may delete it)."
    isOwn: Boolean!
    replies: [FeedComment!]!
  }
`;

function commentsQuery(ctx: QueryContext) {
  return ctx.db
    .selectFrom('feedComments')
    .leftJoin('actors', 'actors.id', 'feedComments.actorId')
    .select([
      'feedComments.id',
      'feedComments.postId',
      'feedComments.parentId',
      'feedComments.guestId',
      'feedComments.actorId',
      'feedComments.authorName',
      'feedComments.text',
      'feedComments.tipped',
      'feedComments.createdAt',
      'actors.name as actorName',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['execute']>>[number];

const viewOf = (ctx: QueryContext, row: CommentRow): FeedComment => ({
  id: row.id,
  postId: row.postId,
  parentId: row.parentId,
  text: row.text,
  created: row.createdAt,
  authorName: row.actorId !== null ? (row.actorName ?? row.authorName) : row.authorName,
  isCreator: row.actorId !== null,
  tipped: bool(row.tipped),
  isOwn: ctx.guestId !== null && row.guestId === ctx.guestId,
  replies: [],
});

export async function feedComments(ctx: QueryContext, postId: number, first: number): Promise<FeedComment[]> {
  const page = paging(first, 0, FEED.commentsLimit);
  const rows = await commentsQuery(ctx)
    .where('feedComments.postId', '=', postId)
    .orderBy('feedComments.createdAt', 'desc')
    .orderBy('feedComments.id', 'desc')
    .limit(page.limit)
    .execute();
  const top = rows.filter((row) => row.parentId === null).map((row) => viewOf(ctx, row));
  const byId = new Map(top.map((comment) => [comment.id, comment]));
  for (const row of [...rows].reverse()) {
    if (row.parentId !== null) byId.get(row.parentId)?.replies.push(viewOf(ctx, row));
  }
  return top;
}

export async function feedComment(ctx: QueryContext, commentId: number): Promise<FeedComment> {
  const row = await commentsQuery(ctx).where('feedComments.id', '=', commentId).executeTakeFirst();
  if (!row) throw new GraphQLError(`No comment ${commentId}.`, { extensions: { code: 'NOT_FOUND' } });
  return viewOf(ctx, row);
}
