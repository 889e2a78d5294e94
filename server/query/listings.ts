// Listing pages on the query service (spec part 1 §2: cams, free chat, categories/{slug},
// new girls; §9 default category 3, new girls 88) through the same rules as the tile grids
// (server/domain/tileGrid.ts), the category of a listing URL by its slug, and the favourites
// online count the client keeps live from actor.online/offline frames.
import { GraphQLError } from 'graphql';
import { favoritesOnlineCount as countOnlineFavorites } from '../domain/favorites.ts';
import { type ActorFilter, type ActorSort, listActors, TILE_GRID_SORTS, type TileGridType } from '../domain/tileGrid.ts';
import type { QueryContext } from './context.ts';
import { paging } from './context.ts';

const SORT_OF_ORDER: Record<string, ActorSort> = {
  RANK: 'rank',
  NEWEST: 'newest',
  NAME: 'name',
  ONLINE_FIRST: 'onlineFirst',
  PINNED: 'pinned',
};

export interface ListingArgs {
  page: TileGridType;
  categorySlug?: string | null;
  filter?: ActorFilter | null;
  order?: string | null;
  online?: boolean | null;
  first: number;
  offset: number;
}

/** listing(page, categorySlug, filter, order, online, first, offset): a listing page of actor tiles. */
export async function listing(args: ListingArgs, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  const sort = args.order ? SORT_OF_ORDER[args.order] : undefined;
  if (sort && !TILE_GRID_SORTS[args.page].includes(sort)) {
    throw new GraphQLError(`order must be one of ${TILE_GRID_SORTS[args.page].join(', ')} for ${args.page}`, {
      extensions: { code: 'VALIDATION_FAILED' },
    });
  }
  const filter: ActorFilter = { ...(args.filter ?? {}) };
  for (const key of Object.keys(filter) as (keyof ActorFilter)[]) if (filter[key] === null) delete filter[key];
  if (args.categorySlug) filter.categorySlug = args.categorySlug;
  if (args.online !== undefined && args.online !== null) filter.online = args.online;
  return listActors(ctx.db, {
    type: args.page,
    sort,
    filter,
    limit: page.limit,
    offset: page.offset,
    guestId: ctx.guestId,
    language: ctx.language,
  });
}

export async function categoryBySlug(args: { slug: string }, ctx: QueryContext) {
  const row = await ctx.db
    .selectFrom('categories')
    .select(['id', 'slug', 'nameDe', 'nameEn', 'nameNl', 'nameEs'])
    .where('slug', '=', args.slug)
    .executeTakeFirst();
  if (!row) return null;
  const names = { de: row.nameDe, en: row.nameEn, nl: row.nameNl, es: row.nameEs } as Record<string, string>;
  const count = await ctx.db
    .selectFrom('actorCategories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('categoryId', '=', row.id)
    .executeTakeFirstOrThrow();
  return { id: row.id, slug: row.slug, name: names[ctx.language] ?? row.nameEn, actorCount: Number(count.n) };
}

export const favoritesOnlineCount = (_args: unknown, ctx: QueryContext) => countOnlineFavorites(ctx.db, ctx.guestId);
