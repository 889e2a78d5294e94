// Album and video actions on the query service (videos and albums issue, spec part 2 §7.10:
// like and dislike of videos and galleries, album view, recommended videos). Likes and views
// follow the same rules as their REST forms (server/domain/gallery.ts): one rating per guest and
// album, views of logged-out guests not recorded (spec part 1 §5).
import { GraphQLError } from 'graphql';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { findAlbum, rateAlbum, recordView } from '../domain/gallery.ts';
import type { Rating } from '../domain/ratings.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, paging } from './context.ts';
import { VIDEO_COLUMNS, videoItems } from './videos.ts';

export const ALBUM_QUERY_FIELDS = /* GraphQL */ `
    "Videos like this one: the same actor's first, then the same tag group, most liked first; never the video itself nor one the guest holds. fsk: 16 or 18, the highest age rating answered."
    recommendedVideos(albumId: Int!, first: Int = ${DEFAULTS.recommendations}, fsk: Int = ${DEFAULTS.ageRating}): [Video!]!
`;

export const ALBUM_MUTATION_FIELDS = /* GraphQL */ `
    "Like a video or album (on: false takes the like back); logged-in only."
    like(albumId: Int!, on: Boolean = true): AlbumRating!
    "Dislike a video or album (on: false takes the dislike back); logged-in only."
    dislike(albumId: Int!, on: Boolean = true): AlbumRating!
    "Counts a logged-in guest's view of an album; false (nothing recorded) for an anonymous guest."
    albumView(albumId: Int!): Boolean!
`;

export const ALBUM_QUERY_TYPES = /* GraphQL */ `
  type AlbumRating { albumId: Int! likes: Int! dislikes: Int! isLiked: Boolean! isDisliked: Boolean! }
`;

const RECOMMENDED_MAX = 30;

const loggedIn = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'Rating');

async function rate(ctx: QueryContext, albumId: number, wanted: Rating, on: boolean) {
  const guestId = loggedIn(ctx);
  const current = await ctx.db
    .selectFrom('albumRatings')
    .select('rating')
    .where('guestId', '=', guestId)
    .where('albumId', '=', albumId)
    .executeTakeFirst();
  // Taking back only undoes this kind of rating: "un-like" never clears a dislike.
  const rating: Rating = on ? wanted : current?.rating === wanted ? 0 : ((current?.rating ?? 0) as Rating);
  const counts = await rateAlbum(ctx.db, guestId, albumId, rating, ctx.now);
  return { albumId, likes: counts.likes, dislikes: counts.dislikes, isLiked: rating === 1, isDisliked: rating === -1 };
}

export const like = (args: { albumId: number; on: boolean }, ctx: QueryContext) => rate(ctx, args.albumId, 1, args.on);
export const dislike = (args: { albumId: number; on: boolean }, ctx: QueryContext) => rate(ctx, args.albumId, -1, args.on);

export async function albumView(args: { albumId: number }, ctx: QueryContext): Promise<boolean> {
  const album = await findAlbum(ctx.db, args.albumId, ctx.now);
  if (ctx.guestId === null) return false;
  await recordView(ctx.db, ctx.guestId, album.id, ctx.now);
  return true;
}

export async function recommendedVideos(args: { albumId: number; first: number; fsk: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, RECOMMENDED_MAX);
  if (args.fsk !== 16 && args.fsk !== 18) throw new GraphQLError('fsk must be 16 or 18', { extensions: { code: 'VALIDATION_FAILED' } });
  const album = await findAlbum(ctx.db, args.albumId, ctx.now);
  const guestId = ctx.guestId;
  const rows = await ctx.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select(VIDEO_COLUMNS)
    .where('albums.type', '=', 'video')
    .where('albums.publishedAt', '<=', ctx.now)
    .where('albums.ageRating', '<=', args.fsk)
    .where('albums.id', '!=', album.id)
    .where((eb) => eb.or([eb('albums.actorId', '=', album.actorId), eb('albums.tagGroup', '=', album.tagGroup)]))
    .$if(guestId !== null, (query) =>
      query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('albumPurchases')
              .select('albumPurchases.id')
              .whereRef('albumPurchases.albumId', '=', 'albums.id')
              .where('albumPurchases.guestId', '=', guestId!),
          ),
        ),
      ),
    )
    .orderBy((eb) => eb.case().when('albums.actorId', '=', album.actorId).then(0).else(1).end())
    .orderBy('albums.likes', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(page.limit)
    .execute();
  return videoItems(ctx, rows);
}
