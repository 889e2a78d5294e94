// Query items of spec part 2 §7.10 for the frame of the site (issue 21, point 16): the sidebar
// data of the navigation (live counts and the running special events), the banners of the home
// page's banner region (running events, running contests, upcoming free shows) and the special
// event pages' config (title, intro, rules, dates, tries and prizes), in the request's language.
import { GraphQLError } from 'graphql';
import type { Language } from '../../src/contract/enums.ts';
import { ADVENT_DOORS, EASTER_EGGS_PER_DAY, isSpecialEventType, SPECIAL_EVENT_TYPES, SPINWHEEL } from '../../src/contract/games.ts';
import { BANNER_KINDS, BANNER_LIMITS, type BannerKind } from '../../src/contract/queries/queryItemLimits.ts';
import { favoritesOnlineCount } from '../domain/favorites.ts';
import { gameByType, isActive, optionsOf, rewardOf } from '../domain/games.ts';
import { BANNER_TEXTS, DEFAULT_EVENT_TEXTS, EVENT_TEXTS, fill } from '../domain/queryItemTexts.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { paging } from './context.ts';
import { guestUnreadMessageCount } from './messenger.ts';

export const SITE_ITEM_FIELDS = /* GraphQL */ `
    "The navigation's sidebar data: live counts, and the special events of eventTypes (all when not given) with whether they run."
    sidebarData(eventTypes: [String!]): SidebarData!
    "The banner region's banners: running events (of eventTypes when given), running contests and upcoming free shows, mixed, soonest ending first; first 1-${BANNER_LIMITS.max}."
    banners(kinds: [BannerKind!], eventTypes: [String!], first: Int = ${BANNER_LIMITS.home}): [Banner!]!
    "A special event page's config; null when no event of that type was ever set up."
    eventConfig(type: String!): EventConfig
`;

export const SITE_ITEM_TYPES = /* GraphQL */ `
  type SidebarEvent { id: Int! type: String! title: String! isActive: Boolean! end: Float! }
  type SidebarData { onlineCams: Int! freeChats: Int! newVideos: Int! favoritesOnline: Int! unreadMessages: Int! events: [SidebarEvent!]! }
  enum BannerKind { ${BANNER_KINDS.join(' ')} }
  "What a banner points at: eventType for an event, contestId for a contest, actorName for a show."
  type Banner { id: String! kind: BannerKind! title: String! text: String! endsAt: Float! eventType: String contestId: Int actorName: String }
  "items: the easter eggs of a day or the advent calendar's doors (0 for other events)."
  type EventConfig { id: Int! type: String! title: String! intro: String! rules: [String!]! isActive: Boolean! start: Float! end: Float! dailyAttempts: Int! items: Int! prizes: [GameReward!]! }
`;

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });

function checkedEventTypes(types: readonly string[]): string[] {
  const unknown = types.filter((type) => !isSpecialEventType(type));
  if (unknown.length) throw invalid(`Unknown event type ${unknown.slice(0, 3).join(', ')}: types are ${SPECIAL_EVENT_TYPES.join(', ')}.`);
  return [...types];
}

/** The special events (not the spin wheel) with their titles in the language. */
async function eventRows(ctx: QueryContext, types: readonly string[] | null) {
  let query = ctx.db.selectFrom('games').select(['id', 'type', 'title', 'startsAt', 'endsAt']).where('type', '<>', SPINWHEEL);
  if (types) query = types.length ? query.where('type', 'in', types) : query.where('id', '<', 0);
  const rows = await query.orderBy('startsAt').orderBy('id').execute();
  return localized(ctx.db, 'game', rows, (row) => row.id, ctx.language);
}

const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);

export async function sidebarData(args: { eventTypes?: readonly string[] | null }, ctx: QueryContext) {
  const types = args.eventTypes ? checkedEventTypes(args.eventTypes) : null;
  const actors = ctx.db
    .selectFrom('actors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('isOnline', '=', 1);
  const [online, free, fresh, favorites, unread, events] = await Promise.all([
    actors.executeTakeFirst(),
    actors.where('freeChat', '=', 1).executeTakeFirst(),
    ctx.db
      .selectFrom('albums')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'video')
      .where('isNew', '=', 1)
      .where('publishedAt', '<=', ctx.now)
      .executeTakeFirst(),
    favoritesOnlineCount(ctx.db, ctx.guestId),
    guestUnreadMessageCount(null, ctx),
    eventRows(ctx, types),
  ]);
  // The latest event of each type only (a type may have run before).
  const latest = new Map(events.map((row) => [row.type, row]));
  return {
    onlineCams: count(online),
    freeChats: count(free),
    newVideos: count(fresh),
    favoritesOnline: favorites,
    unreadMessages: unread,
    events: [...latest.values()].map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      isActive: isActive(row, ctx.now),
      end: row.endsAt,
    })),
  };
}

/**
 * One formatter per language and kind, made once: `toLocaleDateString` with options builds a new
 * Intl.DateTimeFormat on every call, which was most of the home query's CPU time.
 */
function formatterIn(options: Intl.DateTimeFormatOptions): (language: Language, ms: number) => string {
  const formatters = new Map<Language, Intl.DateTimeFormat>();
  return (language, ms) => {
    let formatter = formatters.get(language);
    if (!formatter) formatters.set(language, (formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'Europe/Berlin' })));
    return formatter.format(ms);
  };
}
const dateIn = formatterIn({ day: 'numeric', month: 'long' });
const timeIn = formatterIn({ weekday: 'long', hour: '2-digit', minute: '2-digit' });

interface Banner {
  id: string;
  kind: BannerKind;
  title: string;
  text: string;
  endsAt: number;
  eventType: string | null;
  contestId: number | null;
  actorName: string | null;
}

async function eventBanners(ctx: QueryContext, limit: number, eventTypes: readonly string[] | null): Promise<Banner[]> {
  const running = (await eventRows(ctx, eventTypes))
    .filter((row) => isActive(row, ctx.now))
    .sort((a, b) => a.endsAt - b.endsAt)
    .slice(0, limit);
  const texts = BANNER_TEXTS.event;
  return running.map((row) => ({
    id: `event-${row.id}`,
    kind: 'event',
    endsAt: row.endsAt,
    eventType: row.type,
    contestId: null,
    actorName: null,
    title: fill(texts.title, ctx.language, { title: row.title }),
    text: fill(texts.text, ctx.language, { end: dateIn(ctx.language, row.endsAt) }),
  }));
}

async function contestBanners(ctx: QueryContext, limit: number): Promise<Banner[]> {
  const rows = await ctx.db
    .selectFrom('contests')
    .leftJoin('contestTranslations', (join) =>
      join.onRef('contestTranslations.contestId', '=', 'contests.id').on('contestTranslations.language', '=', ctx.language),
    )
    .select((eb) => ['contests.id', 'contests.endsAt', eb.fn.coalesce('contestTranslations.title', 'contests.title').as('title')])
    .where('contests.startsAt', '<=', ctx.now)
    .where('contests.endsAt', '>', ctx.now)
    .orderBy('contests.endsAt')
    .orderBy('contests.id')
    .limit(limit)
    .execute();
  const texts = BANNER_TEXTS.contest;
  return rows.map((row) => ({
    id: `contest-${row.id}`,
    kind: 'contest',
    endsAt: row.endsAt,
    eventType: null,
    contestId: row.id,
    actorName: null,
    title: fill(texts.title, ctx.language, { title: row.title }),
    text: fill(texts.text, ctx.language, { end: dateIn(ctx.language, row.endsAt) }),
  }));
}

async function showBanners(ctx: QueryContext, limit: number): Promise<Banner[]> {
  const rows = await ctx.db
    .selectFrom('chatShows')
    .innerJoin('actors', 'actors.id', 'chatShows.actorId')
    .select(['chatShows.id', 'chatShows.title', 'chatShows.startsAt', 'chatShows.endsAt', 'actors.name as actorName'])
    .where('chatShows.isFree', '=', 1)
    .where('chatShows.endsAt', '>', ctx.now)
    .orderBy('chatShows.startsAt')
    .orderBy('chatShows.id')
    .limit(limit)
    .execute();
  const texts = BANNER_TEXTS.show;
  return (await localized(ctx.db, 'chatShow', rows, (row) => row.id, ctx.language)).map((row) => ({
    id: `show-${row.id}`,
    kind: 'show',
    endsAt: row.endsAt,
    eventType: null,
    contestId: null,
    actorName: row.actorName,
    title: fill(texts.title, ctx.language, { title: row.title }),
    text: fill(texts.text, ctx.language, { actor: row.actorName, start: timeIn(ctx.language, row.startsAt) }),
  }));
}

const BANNER_SOURCES: Record<BannerKind, (ctx: QueryContext, limit: number, eventTypes: readonly string[] | null) => Promise<Banner[]>> = {
  event: eventBanners,
  contest: contestBanners,
  show: showBanners,
};

export async function banners(
  args: { kinds?: readonly BannerKind[] | null; eventTypes?: readonly string[] | null; first: number },
  ctx: QueryContext,
) {
  const page = paging(args.first, 0, BANNER_LIMITS.max);
  const kinds = args.kinds ?? BANNER_KINDS;
  const eventTypes = args.eventTypes ? checkedEventTypes(args.eventTypes) : null;
  const lists = await Promise.all(kinds.map((kind) => BANNER_SOURCES[kind](ctx, page.limit, eventTypes)));
  // Mixed, one of each kind in turn, so one kind never fills the region.
  const mixed: Banner[] = [];
  for (let round = 0; mixed.length < page.limit && lists.some((list) => list.length > round); round++) {
    for (const list of lists) if (list[round] && mixed.length < page.limit) mixed.push(list[round]!);
  }
  return mixed;
}

const ITEMS_OF_TYPE: Record<string, number> = { easter: EASTER_EGGS_PER_DAY, 'advent-calendar': ADVENT_DOORS };

export async function eventConfig(args: { type: string }, ctx: QueryContext) {
  const [type] = checkedEventTypes([args.type]);
  const game = await gameByType(ctx.db, type!, ctx.now);
  if (!game) return null;
  const [row] = await localized(ctx.db, 'game', [game], (g) => g.id, ctx.language);
  const texts = EVENT_TEXTS[game.type] ?? DEFAULT_EVENT_TEXTS;
  return {
    id: game.id,
    type: game.type,
    title: row!.title,
    intro: texts.intro[ctx.language],
    rules: texts.rules.map((rule) => rule[ctx.language]),
    isActive: isActive(game, ctx.now),
    start: game.startsAt,
    end: game.endsAt,
    dailyAttempts: game.dailyAttempts,
    items: ITEMS_OF_TYPE[game.type] ?? 0,
    prizes: optionsOf(game).map(rewardOf),
  };
}
