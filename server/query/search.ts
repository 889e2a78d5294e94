// The query service's search (spec part 2 §7.5, §7.10): global search and suggestions, actor,
// video, photo, TV, media library and blog search, storing a search pattern, tag suggestion
// and popular tags. Matching and ranking are the search engine's (server/search/); here the
// ranked ids become the answers every other list answers with.

import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import { GLOBAL_SEARCH_SECTIONS, type GlobalSearchSection } from '../../src/contract/enums.ts';
import { SEARCH_LIMITS, SECTION_KINDS, SECTION_PAGE_SIZE, type SearchSuggestion } from '../../src/contract/search.ts';
import { localized } from '../domain/translations.ts';
import { type RankedDocument, RELEVANCE } from '../search/ranking.ts';
import { type RankedSearch, sectionOf } from '../search/search.ts';
import { foldText, parsePattern, wordsOf } from '../search/text.ts';
import type { QueryContext } from './context.ts';
import { actorPreview, albumPreview, paging } from './context.ts';
import { libraryPage, type MEDIATHEK_TYPES } from './library.ts';
import { VIDEO_COLUMNS, videoItems } from './videos.ts';

/** Stored patterns are proposed to other guests only once this many searches used them. */
const PROPOSED_PATTERN_MIN_COUNT = 2;

type PageArgs = { pattern: string; first: number; offset: number };

/** The video search page's address for a pattern, opened on a section. */
function sectionLink(pattern: string, section: GlobalSearchSection, ctx: QueryContext): string {
  const path = buildPath('videoSearch', { searchPattern: pattern || '-' }, ctx.language);
  return section === 'videos' ? path : `${path}?section=${section}`;
}

async function itemsOf(ctx: QueryContext, section: GlobalSearchSection, docs: readonly RankedDocument[]): Promise<unknown[]> {
  const ids = docs.map((doc) => doc.refId);
  if (ids.length === 0) return [];
  const inOrder = <T extends { id: number }>(rows: T[]) => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
  };
  switch (section) {
    case 'actors': {
      const rows = await ctx.db.selectFrom('actors').select(['id', 'name', 'age', 'isOnline']).where('id', 'in', ids).execute();
      return inOrder(rows).map((row) => ({
        id: row.id,
        name: row.name,
        age: row.age,
        isOnline: row.isOnline === 1,
        preview: actorPreview(row.id),
      }));
    }
    case 'videos':
    case 'asmr': {
      const rows = await ctx.db
        .selectFrom('albums')
        .innerJoin('actors', 'actors.id', 'albums.actorId')
        .select(VIDEO_COLUMNS)
        .where('albums.id', 'in', ids)
        .execute();
      return videoItems(ctx, inOrder(rows));
    }
    case 'photos': {
      const rows = await ctx.db
        .selectFrom('albums')
        .innerJoin('actors', 'actors.id', 'albums.actorId')
        .select(['albums.id', 'albums.title', 'albums.pictureCount', 'actors.id as actorId', 'actors.name as actorName'])
        .where('albums.id', 'in', ids)
        .execute();
      return (await localized(ctx.db, 'album', inOrder(rows), (row) => row.id, ctx.language)).map((row) => ({
        id: row.id,
        title: row.title,
        pictureCount: row.pictureCount,
        preview: albumPreview(row.id),
        model: { id: row.actorId, name: row.actorName },
      }));
    }
    case 'tv': {
      const rows = await ctx.db
        .selectFrom('tvEpisodes')
        .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
        .select([
          'tvEpisodes.id',
          'tvEpisodes.title',
          'tvEpisodes.duration',
          'tvEpisodes.publishedAt',
          'tvSeries.key',
          'tvSeries.title as seriesTitle',
          'tvSeries.isPremium',
        ])
        .where('tvEpisodes.id', 'in', ids)
        .execute();
      return (await localized(ctx.db, 'tvEpisode', inOrder(rows), (row) => row.id, ctx.language)).map((row) => ({
        id: row.id,
        title: row.title,
        seriesKey: row.key,
        seriesTitle: row.seriesTitle,
        duration: row.duration,
        premium: row.isPremium === 1,
        published: row.publishedAt,
      }));
    }
    case 'blog': {
      const rows = await ctx.db
        .selectFrom('blogPosts')
        .select(['id', 'slug', 'title', 'teaser', 'categoryId', 'publishedAt'])
        .where('id', 'in', ids)
        .execute();
      return (await localized(ctx.db, 'blogPost', inOrder(rows), (row) => row.id, ctx.language)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        teaser: row.teaser,
        categoryId: row.categoryId,
        published: row.publishedAt,
      }));
    }
  }
}

async function sectionPage(ctx: QueryContext, search: RankedSearch, section: GlobalSearchSection, first: number, offset: number) {
  const docs = sectionOf(search, section);
  return {
    count: docs.length,
    link: sectionLink(search.pattern, section, ctx),
    items: await itemsOf(ctx, section, docs.slice(offset, offset + first)),
  };
}

async function searchSection(section: GlobalSearchSection, args: PageArgs, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  const search = await ctx.search.search(args.pattern, ctx.language, SECTION_KINDS[section]);
  return sectionPage(ctx, search, section, page.limit, page.offset);
}

export const searchActors = (args: PageArgs, ctx: QueryContext) => searchSection('actors', args, ctx);
export const searchVideos = (args: PageArgs & { asmr?: boolean | null }, ctx: QueryContext) =>
  searchSection(args.asmr ? 'asmr' : 'videos', args, ctx);
export const searchPhotos = (args: PageArgs, ctx: QueryContext) => searchSection('photos', args, ctx);
export const searchTv = (args: PageArgs, ctx: QueryContext) => searchSection('tv', args, ctx);
export const searchBlog = (args: PageArgs, ctx: QueryContext) => searchSection('blog', args, ctx);

/** The logged-in guest's media library narrowed to the videos and albums the pattern finds. */
export async function searchMediathek(
  args: PageArgs & { type: (typeof MEDIATHEK_TYPES)[number]; media: 'all' | 'videos' | 'photos' },
  ctx: QueryContext,
) {
  const search = await ctx.search.search(args.pattern, ctx.language, ['video', 'asmr', 'photo']);
  return libraryPage(
    args,
    ctx,
    search.ranked.map((doc) => doc.refId),
  );
}

/** Tag groups (the /videos/tag/ groups) and category names in the guest's language that the pattern's last word begins. */
async function matchingTags(ctx: QueryContext, words: readonly string[], limit: number): Promise<string[]> {
  if (words.length === 0) return [];
  const last = words[words.length - 1]!;
  return (await ctx.search.tags(ctx.language)).filter((tag) => wordsOf(tag).some((word) => word.startsWith(last))).slice(0, limit);
}

async function storedPatterns(ctx: QueryContext, pattern: string, limit: number): Promise<string[]> {
  const folded = foldText(pattern);
  if (folded.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('searchPatterns')
    .select('pattern')
    .where('language', '=', ctx.language)
    .where('count', '>=', PROPOSED_PATTERN_MIN_COUNT)
    .where(sql<boolean>`substr(pattern, 1, ${folded.length}) = ${folded}` as never)
    .where('pattern', '<>', folded)
    .orderBy('count', 'desc')
    .orderBy('pattern', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.pattern);
}

/** An actor is proposed when its name matches (or matches but for a typo), not its texts or categories. */
const NAME_MATCHES = new Set<number>([
  RELEVANCE.titleEqualsPattern,
  RELEVANCE.titleStartsWithPattern,
  RELEVANCE.everyWordInTitle,
  RELEVANCE.typoCorrectedInTitle,
]);

/** What the overlay proposes while the guest types: matching actors first, then tags, then earlier searches. */
export async function searchSuggestions(args: { pattern: string }, ctx: QueryContext): Promise<SearchSuggestion[]> {
  const { pattern, words } = parsePattern(args.pattern);
  if (words.length === 0) return [];
  const [actors, tags, patterns] = await Promise.all([
    ctx.search.search(pattern, ctx.language, ['actor'], true),
    matchingTags(ctx, words, SEARCH_LIMITS.suggestions),
    storedPatterns(ctx, pattern, SEARCH_LIMITS.suggestions),
  ]);
  const suggestions: SearchSuggestion[] = actors.ranked
    .filter((doc) => NAME_MATCHES.has(doc.relevance))
    .slice(0, 5)
    .map((doc) => ({ text: doc.title, kind: 'actor', id: doc.refId }));
  const seen = new Set(suggestions.map((s) => foldText(s.text)));
  for (const [kind, texts] of [
    ['tag', tags],
    ['search', patterns],
  ] as const) {
    for (const text of texts) {
      if (seen.has(foldText(text))) continue;
      seen.add(foldText(text));
      suggestions.push({ text, kind, id: null });
    }
  }
  return suggestions.slice(0, SEARCH_LIMITS.suggestions);
}

/** The overlay's grouped results: every section's first page, its count and its link. */
export async function globalSearch(args: { pattern: string }, ctx: QueryContext) {
  const search = await ctx.search.search(args.pattern, ctx.language);
  const [proposals, ...pages] = await Promise.all([
    searchSuggestions({ pattern: args.pattern }, ctx),
    ...GLOBAL_SEARCH_SECTIONS.map((section) => sectionPage(ctx, search, section, SECTION_PAGE_SIZE[section], 0)),
  ]);
  const answer: Record<string, unknown> = { searchPattern: search.pattern, proposals: proposals.map((p) => p.text) };
  GLOBAL_SEARCH_SECTIONS.forEach((section, index) => (answer[section] = pages[index]));
  return answer;
}

/**
 * Counts a submitted pattern (storeSearchPattern): folded, in the guest's language. A pattern
 * that finds nothing, or is shorter than the recent-search minimum, is not stored, so what is
 * proposed to others is something that finds content.
 */
export async function storeSearchPattern(args: { pattern: string }, ctx: QueryContext): Promise<boolean> {
  const { pattern, words } = parsePattern(args.pattern);
  const folded = foldText(pattern);
  if (Array.from(folded).length < SEARCH_LIMITS.recentMinLength || words.length === 0) return false;
  if ((await ctx.search.search(pattern, ctx.language)).ranked.length === 0) return false;
  await ctx.db
    .insertInto('searchPatterns')
    .values({ pattern: folded, language: ctx.language, count: 1, lastSearchedAt: ctx.now })
    .onConflict((oc) => oc.columns(['pattern', 'language']).doUpdateSet({ count: sql`search_patterns.count + 1`, lastSearchedAt: ctx.now }))
    .execute();
  return true;
}

/** Tag groups and category names that the pattern's last word begins (tag suggestion). */
export async function tagSuggestion(args: { pattern: string }, ctx: QueryContext): Promise<string[]> {
  return matchingTags(ctx, parsePattern(args.pattern).words, SEARCH_LIMITS.suggestions);
}

/** The tag groups with the most published videos. */
export async function popularTags(args: { first: number }, ctx: QueryContext) {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > 50)
    throw new GraphQLError('first must be between 1 and 50', { extensions: { code: 'VALIDATION_FAILED' } });
  const rows = await ctx.db
    .selectFrom('albums')
    .select((eb) => ['tagGroup', eb.fn.countAll<number>().as('n')])
    .where('type', '=', 'video')
    .where('tagGroup', '<>', '')
    .where('publishedAt', '<=', ctx.now)
    .groupBy('tagGroup')
    .orderBy('n', 'desc')
    .orderBy('tagGroup', 'asc')
    .limit(args.first)
    .execute();
  return rows.map((row) => ({ tag: row.tagGroup, videoCount: Number(row.n) }));
}

export const SEARCH_QUERY_FIELDS = /* GraphQL */ `
    "Global search (spec part 1 §2 overlay): proposals and every section's first page. The pattern is cut to ${SEARCH_LIMITS.patternMaxChars} characters and ${SEARCH_LIMITS.patternMaxWords} words."
    globalSearch(pattern: String!): GlobalSearchResult!
    "Proposals while typing: actors, tags, earlier searches (at most ${SEARCH_LIMITS.suggestions})."
    searchSuggestions(pattern: String!): [SearchSuggestion!]!
    searchActors(pattern: String!, first: Int = ${SECTION_PAGE_SIZE.actors}, offset: Int = 0): SearchActorPage!
    "asmr: only the asmr videos (the overlay's asmr section)."
    searchVideos(pattern: String!, asmr: Boolean = false, first: Int = ${SECTION_PAGE_SIZE.videos}, offset: Int = 0): SearchVideoPage!
    searchPhotos(pattern: String!, first: Int = ${SECTION_PAGE_SIZE.photos}, offset: Int = 0): SearchPhotoPage!
    "TV mediathek episodes."
    searchTv(pattern: String!, first: Int = ${SECTION_PAGE_SIZE.tv}, offset: Int = 0): SearchTvPage!
    searchBlog(pattern: String!, first: Int = ${SECTION_PAGE_SIZE.blog}, offset: Int = 0): SearchBlogPage!
    "The logged-in guest's media library, narrowed to what the pattern finds."
    searchMediathek(pattern: String!, type: MediathekType!, media: MediaKind! = all, first: Int = 30, offset: Int = 0): VideoPage!
    tagSuggestion(pattern: String!): [String!]!
    popularTags(first: Int = 10): [PopularTag!]!
`;

export const SEARCH_MUTATION_FIELDS = /* GraphQL */ `
    "Counts a submitted search; false when not stored (too short, or it finds nothing)."
    storeSearchPattern(pattern: String!): Boolean!
`;

export const SEARCH_QUERY_TYPES = /* GraphQL */ `
  type SearchSuggestion { text: String! "actor, tag or search" kind: String! "The actor's id." id: Int }
  type SearchActor { id: Int! name: String! age: Int! isOnline: Boolean! preview: String! }
  type SearchPhoto { id: Int! title: String! pictureCount: Int! preview: String! model: VideoModel! }
  type SearchTv { id: Int! title: String! seriesKey: String! seriesTitle: String! duration: Int! premium: Boolean! published: Float! }
  type SearchBlog { id: Int! slug: String! title: String! teaser: String! categoryId: Int! published: Float! }
  type SearchActorPage { count: Int! link: String! items: [SearchActor!]! }
  type SearchVideoPage { count: Int! link: String! items: [Video!]! }
  type SearchPhotoPage { count: Int! link: String! items: [SearchPhoto!]! }
  type SearchTvPage { count: Int! link: String! items: [SearchTv!]! }
  type SearchBlogPage { count: Int! link: String! items: [SearchBlog!]! }
  type GlobalSearchResult {
    searchPattern: String!
    proposals: [String!]!
    actors: SearchActorPage!
    videos: SearchVideoPage!
    asmr: SearchVideoPage!
    photos: SearchPhotoPage!
    tv: SearchTvPage!
    blog: SearchBlogPage!
  }
  type PopularTag { tag: String! videoCount: Int! }
`;
