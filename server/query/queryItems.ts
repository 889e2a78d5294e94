// Query items of spec part 2 §7.10 for the video and media screens (issue 21, point 16): the
// video station's collections (videos of a tag group, titled in the request's language), the
// media library's recommendations (videos the guest does not own, from the actors and tag groups
// of what they bought, then the best liked), and the interactive content (actors whose toy the
// guest can control, online first, with the toy controls' lowest price).
import { GraphQLError } from 'graphql';
import { DEFAULTS, PAGING } from '../../src/contract/constants.ts';
import { COLLECTION_LIMITS } from '../../src/contract/queries/queryItemLimits.ts';
import { COLLECTIONS } from '../domain/queryItemTexts.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, money, paging, publicPart } from './context.ts';
import { MODEL_COLUMNS, model } from './models.ts';
import { publicVideos, VIDEO_COLUMNS, videoItems, withGuestInfo } from './videos.ts';

export const QUERY_ITEM_FIELDS = /* GraphQL */ `
    "The video station's collections (all, or those of keys, in their order); first: 1-${COLLECTION_LIMITS.maxCollections}, items per collection 1-${COLLECTION_LIMITS.maxItems}."
    collections(keys: [String!], first: Int = ${COLLECTION_LIMITS.maxCollections}, items: Int = ${PAGING.recommendationsPerGrid}): [Collection!]!
    "Videos for the media library the guest does not own: like what they bought first, then the best liked; logged-in only. fsk 16 or 18."
    mediathekRecommendations(first: Int = ${PAGING.recommendationsPerGrid}, fsk: Int = ${DEFAULTS.ageRating}): [Video!]!
    "Interactive content: actors whose toy the guest can control, online first; first 1-30."
    interactiveContent(first: Int = ${PAGING.recommendationsPerGrid}): InteractiveContent!
`;

export const QUERY_ITEM_TYPES = /* GraphQL */ `
  type Collection { key: String! title: String! description: String! total: Int! items: [Video!]! }
  "total and onlineCount of every such actor; fromPrice: the lowest toy control price (null when none is sold)."
  type InteractiveContent { total: Int! onlineCount: Int! fromPrice: Money items: [Model!]! }
`;

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });

/** A video query: published videos with their actor. */
const publishedVideos = (ctx: QueryContext) =>
  ctx.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .where('albums.type', '=', 'video')
    .where('albums.publishedAt', '<=', ctx.now);

export async function collections(args: { keys?: readonly string[] | null; first: number; items: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, COLLECTION_LIMITS.maxCollections);
  const items = paging(args.items, 0, COLLECTION_LIMITS.maxItems).limit;
  const unknown = (args.keys ?? []).filter((key) => !COLLECTIONS.some((collection) => collection.key === key));
  if (unknown.length)
    throw invalid(`Unknown collection key ${unknown.slice(0, 3).join(', ')}: keys are ${COLLECTIONS.map((c) => c.key).join(', ')}.`);
  const chosen = (args.keys ? COLLECTIONS.filter((c) => args.keys!.includes(c.key)) : COLLECTIONS).slice(0, page.limit);
  // The same for every guest but what each holds: the public part is computed once (issue 23).
  const found = await publicPart(ctx, 'collections', [chosen.map((c) => c.key), items], () =>
    Promise.all(
      chosen.map(async (collection) => {
        const inGroup = publishedVideos(ctx).where('albums.tagGroup', '=', collection.tagGroup);
        const [rows, count] = await Promise.all([
          inGroup.select(VIDEO_COLUMNS).orderBy('albums.likes', 'desc').orderBy('albums.id', 'desc').limit(items).execute(),
          inGroup.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          key: collection.key,
          title: collection.title[ctx.language],
          description: collection.description[ctx.language],
          total: Number(count.n),
          items: await publicVideos(ctx.db, ctx.language, rows),
        };
      }),
    ),
  );
  return Promise.all(found.map(async (collection) => ({ ...collection, items: await withGuestInfo(ctx, collection.items) })));
}

const RECOMMENDATIONS_MAX = 30;

export async function mediathekRecommendations(args: { first: number; fsk: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, RECOMMENDATIONS_MAX);
  if (args.fsk !== 16 && args.fsk !== 18) throw invalid('fsk must be 16 or 18');
  const guestId = loggedInGuestOf(ctx, 'The media library recommendations');
  const owned = ctx.db.selectFrom('albumPurchases').select('albumPurchases.albumId').where('albumPurchases.guestId', '=', guestId);
  const boughtActors = ctx.db
    .selectFrom('albumPurchases')
    .innerJoin('albums as bought', 'bought.id', 'albumPurchases.albumId')
    .select('bought.actorId')
    .where('albumPurchases.guestId', '=', guestId);
  const boughtGroups = ctx.db
    .selectFrom('albumPurchases')
    .innerJoin('albums as bought', 'bought.id', 'albumPurchases.albumId')
    .select('bought.tagGroup')
    .where('albumPurchases.guestId', '=', guestId)
    .where('bought.tagGroup', '!=', '');
  const rows = await publishedVideos(ctx)
    .select(VIDEO_COLUMNS)
    .where('albums.ageRating', '<=', args.fsk)
    .where('albums.id', 'not in', owned)
    // Like what the guest bought: the same actors first, then the same tag groups, then the best liked.
    .orderBy((eb) =>
      eb.case().when('albums.actorId', 'in', boughtActors).then(0).when('albums.tagGroup', 'in', boughtGroups).then(1).else(2).end(),
    )
    .orderBy('albums.likes', 'desc')
    .orderBy('albums.id', 'desc')
    .limit(page.limit)
    .execute();
  return videoItems(ctx, rows);
}

export async function interactiveContent(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, RECOMMENDATIONS_MAX);
  const interactive = ctx.db.selectFrom('actors').where('actors.isDildocontrolAvailable', '=', 1);
  const [rows, counts, price] = await Promise.all([
    interactive
      .select(MODEL_COLUMNS)
      .orderBy('actors.isOnline', 'desc')
      .orderBy('actors.rankPoints', 'desc')
      .orderBy('actors.id')
      .limit(page.limit)
      .execute(),
    interactive
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('actors.isOnline', '=', 1).then(1).else(0).end()).as('online'),
      ])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('toyControls')
      .select((eb) => eb.fn.min('price').as('min'))
      .executeTakeFirst(),
  ]);
  const fromPrice = price?.min === null || price?.min === undefined ? null : money(Number(price.min));
  return { total: Number(counts.n), onlineCount: Number(counts.online ?? 0), fromPrice, items: rows.map(model) };
}
