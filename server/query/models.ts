import { GraphQLError } from 'graphql';
import type { QueryContext } from './context.ts';
import { actorPreview, bool, paging, withTotal } from './context.ts';

interface ModelFilter {
  gender?: 'N' | 'M' | 'F';
  actorType?: 'F' | 'M' | 'FM' | 'FF' | 'S';
  categoryId?: number;
  freeChat?: boolean;
  /** Null when the client sends an explicit null. */
  name?: string | null;
}
type ModelOrder = 'RANK' | 'NEWEST' | 'NAME' | 'ONLINE_FIRST';

/** The actor columns a Model answer is made of, and the mapping of such a row. */
export const MODEL_COLUMNS = [
  'actors.id',
  'actors.name',
  'actors.age',
  'actors.gender',
  'actors.actorType',
  'actors.isOnline',
  'actors.freeChat',
] as const;
export type ModelRow = {
  id: number;
  name: string;
  age: number;
  gender: 'N' | 'M' | 'F';
  actorType: 'F' | 'M' | 'FM' | 'FF' | 'S';
  isOnline: number;
  freeChat: number;
};

export const model = (row: ModelRow) => ({
  id: row.id,
  name: row.name,
  age: row.age,
  gender: row.gender,
  actorType: row.actorType,
  isOnline: bool(row.isOnline),
  freeChat: bool(row.freeChat),
  preview: actorPreview(row.id),
});

export interface ModelsArgs {
  filter?: ModelFilter | null;
  order: ModelOrder;
  online?: boolean | null;
  first: number;
  offset: number;
}

/** models(filter, order, online, first, offset): one page and the total of the whole list. */
export async function models(args: ModelsArgs, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  const filter = args.filter ?? {};
  // An explicit null is no filter, like a missing name (GraphQL passes it through).
  if (filter.name !== undefined && filter.name !== null && filter.name.trim() === '') {
    throw new GraphQLError('filter.name must not be empty', { extensions: { code: 'VALIDATION_FAILED' } });
  }
  let base = ctx.db.selectFrom('actors');
  if (filter.gender) base = base.where('actors.gender', '=', filter.gender);
  if (filter.actorType) base = base.where('actors.actorType', '=', filter.actorType);
  if (filter.freeChat !== undefined && filter.freeChat !== null) base = base.where('actors.freeChat', '=', filter.freeChat ? 1 : 0);
  if (filter.name)
    base = base.where(
      'actors.nameLower',
      'like',
      `${filter.name
        .trim()
        .toLowerCase()
        .replace(/[%_\\]/g, '')}%`,
    );
  if (filter.categoryId !== undefined && filter.categoryId !== null) {
    const categoryId = filter.categoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('actorCategories')
          .select('actorCategories.actorId')
          .whereRef('actorCategories.actorId', '=', 'actors.id')
          .where('actorCategories.categoryId', '=', categoryId),
      ),
    );
  }
  if (args.online !== undefined && args.online !== null) base = base.where('actors.isOnline', '=', args.online ? 1 : 0);

  let list = base.select(MODEL_COLUMNS);
  switch (args.order) {
    case 'NEWEST':
      list = list.orderBy('actors.createdAt', 'desc');
      break;
    case 'NAME':
      list = list.orderBy('actors.nameLower', 'asc');
      break;
    case 'ONLINE_FIRST':
      list = list.orderBy('actors.isOnline', 'desc').orderBy('actors.rankPoints', 'desc');
      break;
    case 'RANK':
      list = list.orderBy('actors.rankPoints', 'desc');
      break;
  }
  const [rows, count] = await Promise.all([
    list.orderBy('actors.id', 'asc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map(model),
  };
}

/** The guest's pinned models, newest pin first; empty for an anonymous guest. */
export async function pinnedModels(args: { first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  if (ctx.guestId === null) return { total: 0, items: [] };
  const base = ctx.db
    .selectFrom('guestPins')
    .innerJoin('actors', 'actors.id', 'guestPins.targetId')
    .where('guestPins.guestId', '=', ctx.guestId)
    .where('guestPins.kind', '=', 'actor');
  return withTotal(
    base
      .select(MODEL_COLUMNS)
      .orderBy('guestPins.createdAt', 'desc')
      .orderBy('actors.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    model,
  );
}
