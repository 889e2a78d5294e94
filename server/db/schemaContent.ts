// Tables of the blog and TV (migrations 0005 and 0026): blog categories,
// posts and the actors they are about, TV series, episodes and the livestream program.
import type { ColumnType } from 'kysely';
import type { TvChannel } from '../../src/contract/content.ts';
import type { DbBool, EpochMs, Id, NameColumns } from './schema.ts';

interface BlogCategoriesTable extends NameColumns {
  /** Fixed ids of spec part 1 §3: 1, 38, 39, 40, 41, 43, 44, 45, 46, 506. */
  id: number;
  slug: string;
}

interface BlogPostsTable {
  id: Id;
  categoryId: number;
  slug: string;
  title: string;
  teaser: string;
  /** Paragraphs separated by a blank line. */
  body: string;
  /** The post page's HTML; sanitized on the way out, never trusted (migration 0026). */
  html: ColumnType<string, string | undefined, string>;
  publishedAt: EpochMs;
}

/** Actors a blog post is about (blog/actors/{payload}). */
interface BlogPostActorsTable {
  blogPostId: number;
  actorId: number;
}

interface TvSeriesTable {
  id: Id;
  /** URL key: /en/tv/mediathek/{key}/. Unique. */
  key: string;
  title: string;
  description: string;
  isPremium: DbBool;
  position: number;
}

interface TvEpisodesTable {
  id: Id;
  seriesId: number;
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
  publishedAt: EpochMs;
}

/** Program slots of the free and premium livestream. */
interface TvProgramTable {
  id: Id;
  channel: TvChannel;
  episodeId: number | null;
  title: string;
  startsAt: EpochMs;
  endsAt: EpochMs;
}

export interface ContentTables {
  blogCategories: BlogCategoriesTable;
  blogPosts: BlogPostsTable;
  blogPostActors: BlogPostActorsTable;
  tvSeries: TvSeriesTable;
  tvEpisodes: TvEpisodesTable;
  tvProgram: TvProgramTable;
}
