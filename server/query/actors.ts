// Query-service queries of the actor profile and top cams (spec part 2 §7.10): preferred models
// (3), recommended models (defaults 4 and age rating 16; the grid asks 8, the slider 5),
// interviews, chat ratings of the last ninety days, heat maps, top cams by type with an online
// filter, and recommended favourite models. The schema part is ACTOR_QUERY_FIELDS and
// ACTOR_QUERY_TYPES, spliced into schema.ts.
import { GraphQLError } from 'graphql';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import { areChatRatingsShown } from '../../src/contract/actorRules.ts';
import { DEFAULTS } from '../../src/contract/constants.ts';
import type { Database } from '../db/schema.ts';
import { actorPicture, parseCodes } from '../domain/actors.ts';
import { localized, localizedOne } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { actorPreview, bool, money, paging } from './context.ts';
import { MODEL_COLUMNS, model } from './models.ts';

export const ACTOR_QUERY_FIELDS = /* GraphQL */ `
    "Models picked for the guest: online, best ranked, not pinned yet (spec part 1 §9: 3)."
    preferredModels(first: Int = ${DEFAULTS.preferredModels}): [Model!]!
    "Models like this actor (same categories), online first; only those whose profile pictures fit the age rating fsk (16 or 18)."
    recommendedModels(actorId: Int!, first: Int = ${DEFAULTS.recommendations}, fsk: Int = ${DEFAULTS.ageRating}): [Model!]!
    interviews(actorId: Int!): [Interview!]!
    "Null when the actor has no ratings yet. shown: at least 10 ratings (spec part 1 §5)."
    chatRatings(actorId: Int!): ChatRatings
    heatMap(actorId: Int!): HeatMap
    "Top cams of a type; favorites are the guest's pinned actors. online: true lists only online actors. first: 1-100."
    topCams(type: TopCamType!, online: Boolean, first: Int = 100, offset: Int = 0): [TopCam!]!
    "Actors the guest may like to pin: from the categories of the pinned ones, online first."
    recommendedFavoriteModels(first: Int = ${DEFAULTS.favoritesList}): [Model!]!
`;

export const ACTOR_QUERY_TYPES = /* GraphQL */ `
  type Interview { question: String! answer: String! }
  type RatingPeriod { countRatings: Int! satisfactionRate: Int! }
  type ChatRatings { lastNinetyDays: RatingPeriod! shown: Boolean! }
  "heatMap: weekday (0 = Monday) to 24 hourly values 0..100; hoursToBeOnline: the hours (0..23) usually online."
  type HeatMap { heatMap: [[Int!]!]! hoursToBeOnline: [Int!]! memo: String! }
  type ActorPicture { src: String! srcSet: String! width: Int! height: Int! }
  type TopCam {
    id: Int! name: String! profileLink: String! online: Boolean! onlineVideocall: Boolean! age: Int
    previewPicture: ActorPicture avatarPicture: ActorPicture spokenLanguages: [String!]!
    pinnedCount: Int! ratingCount: Int! satisfactionRate: Int! rankingPointsVideoCall: Int! videocallPrice: Money
  }
`;

const notPinnedBy = (guestId: number | null) => (eb: ExpressionBuilder<Database, 'actors'>) =>
  guestId === null
    ? // a literal, not a bound true: SQLite binds no booleans
      sql<SqlBool>`1 = 1`
    : eb.not(
        eb.exists(
          eb
            .selectFrom('guestPins')
            .select('guestPins.targetId')
            .where('guestPins.guestId', '=', guestId)
            .where('guestPins.kind', '=', 'actor')
            .whereRef('guestPins.targetId', '=', 'actors.id'),
        ),
      );

export async function preferredModels(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, 30);
  const rows = await ctx.db
    .selectFrom('actors')
    .select(MODEL_COLUMNS)
    .where(notPinnedBy(ctx.guestId))
    .orderBy('actors.isOnline', 'desc')
    .orderBy('actors.rankPoints', 'desc')
    .orderBy('actors.id')
    .limit(page.limit)
    .execute();
  return rows.map(model);
}

export async function recommendedModels(args: { actorId: number; first: number; fsk: number }, ctx: QueryContext) {
  const page = paging(args.first, 0, 30);
  if (args.fsk !== 16 && args.fsk !== 18) throw new GraphQLError('fsk must be 16 or 18', { extensions: { code: 'VALIDATION_FAILED' } });
  const fsk = args.fsk as 16 | 18;
  const rows = await ctx.db
    .selectFrom('actors')
    .select(MODEL_COLUMNS)
    .where('actors.id', '!=', args.actorId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('actorCategories as mine')
          .innerJoin('actorCategories as theirs', 'theirs.categoryId', 'mine.categoryId')
          .select('mine.actorId')
          .where('mine.actorId', '=', args.actorId)
          .whereRef('theirs.actorId', '=', 'actors.id'),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('albums')
          .select('albums.id')
          .whereRef('albums.actorId', '=', 'actors.id')
          .where('albums.type', '=', 'sedcard')
          .where('albums.ageRating', '<=', fsk),
      ),
    )
    .orderBy('actors.isOnline', 'desc')
    .orderBy('actors.rankPoints', 'desc')
    .orderBy('actors.id')
    .limit(page.limit)
    .execute();
  return rows.map(model);
}

export async function interviews(args: { actorId: number }, ctx: QueryContext) {
  const rows = await ctx.db
    .selectFrom('interviews')
    .select(['id', 'question', 'answer'])
    .where('actorId', '=', args.actorId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return (await localized(ctx.db, 'interview', rows, (row) => row.id, ctx.language)).map(({ question, answer }) => ({ question, answer }));
}

export async function chatRatings(args: { actorId: number }, ctx: QueryContext) {
  const row = await ctx.db
    .selectFrom('actorChatRatings')
    .select(['countRatings', 'satisfactionRate'])
    .where('actorId', '=', args.actorId)
    .executeTakeFirst();
  if (!row) return null;
  return { lastNinetyDays: row, shown: areChatRatingsShown(row.countRatings) };
}

export async function heatMap(args: { actorId: number }, ctx: QueryContext) {
  const found = await ctx.db
    .selectFrom('actorHeatMaps')
    .select(['heatMap', 'hoursToBeOnline', 'memo'])
    .where('actorId', '=', args.actorId)
    .executeTakeFirst();
  if (!found) return null;
  const row = await localizedOne(ctx.db, 'actorHeatMap', found, args.actorId, ctx.language);
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return [];
    }
  };
  return { heatMap: parse(row.heatMap), hoursToBeOnline: parse(row.hoursToBeOnline), memo: row.memo };
}

type TopCamArgs = { type: 'bestChats' | 'top100' | 'favorites' | 'videoCall'; online?: boolean | null; first: number; offset: number };

export async function topCams(args: TopCamArgs, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  if (args.type === 'favorites' && ctx.guestId === null) return [];
  const columns = [
    'actors.id',
    'actors.name',
    'actors.age',
    'actors.isOnline',
    'actors.isOnlineMobileVideocall',
    'actors.spokenLanguages',
    'actors.pinnedCount',
    'actors.priceVideo',
    'actorChatRatings.countRatings',
    'actorChatRatings.satisfactionRate',
  ] as const;
  const rows =
    args.type === 'favorites'
      ? await ctx.db
          .selectFrom('guestPins')
          .innerJoin('actors', 'actors.id', 'guestPins.targetId')
          .leftJoin('actorChatRatings', 'actorChatRatings.actorId', 'actors.id')
          .select([...columns, (eb) => eb.val(0).as('rankingPointsVideoCall'), 'actors.priceVideo as videocallPrice'])
          .where('guestPins.guestId', '=', ctx.guestId as number)
          .where('guestPins.kind', '=', 'actor')
          .$if(args.online === true, (qb) => qb.where('actors.isOnline', '=', 1))
          .orderBy('guestPins.createdAt', 'desc')
          .orderBy('actors.id')
          .limit(page.limit)
          .offset(page.offset)
          .execute()
      : await ctx.db
          .selectFrom('topCams')
          .innerJoin('actors', 'actors.id', 'topCams.actorId')
          .leftJoin('actorChatRatings', 'actorChatRatings.actorId', 'actors.id')
          .select([...columns, 'topCams.rankingPointsVideoCall', 'topCams.videocallPrice'])
          .where('topCams.type', '=', args.type)
          .$if(args.online === true, (qb) => qb.where('actors.isOnline', '=', 1))
          .orderBy('topCams.rank')
          .limit(page.limit)
          .offset(page.offset)
          .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    profileLink: buildPath('actorProfile', { actorName: row.name.toLowerCase() }, ctx.language),
    online: bool(row.isOnline),
    onlineVideocall: bool(row.isOnlineMobileVideocall),
    age: row.age,
    previewPicture: actorPicture(row.id),
    avatarPicture: {
      src: actorPreview(row.id, 'w120'),
      srcSet: `${actorPreview(row.id, 'w120')} 120w, ${actorPreview(row.id, 'w240')} 240w`,
      width: 120,
      height: 160,
    },
    spokenLanguages: parseCodes(row.spokenLanguages),
    pinnedCount: row.pinnedCount,
    ratingCount: row.countRatings ?? 0,
    satisfactionRate: row.satisfactionRate ?? 0,
    rankingPointsVideoCall: Number(row.rankingPointsVideoCall),
    videocallPrice: row.videocallPrice ? money(Number(row.videocallPrice)) : null,
  }));
}

export async function recommendedFavoriteModels(args: { first: number }, ctx: QueryContext) {
  const page = paging(args.first, 0);
  const guestId = ctx.guestId;
  const rows = await ctx.db
    .selectFrom('actors')
    .select(MODEL_COLUMNS)
    .where(notPinnedBy(guestId))
    .$if(guestId !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('guestPins')
            .innerJoin('actorCategories as pinned', 'pinned.actorId', 'guestPins.targetId')
            .innerJoin('actorCategories as theirs', 'theirs.categoryId', 'pinned.categoryId')
            .select('guestPins.targetId')
            .where('guestPins.guestId', '=', guestId as number)
            .where('guestPins.kind', '=', 'actor')
            .whereRef('theirs.actorId', '=', 'actors.id'),
        ),
      ),
    )
    .orderBy('actors.isOnline', 'desc')
    .orderBy('actors.rankPoints', 'desc')
    .orderBy('actors.id')
    .limit(page.limit)
    .execute();
  return rows.map(model);
}
