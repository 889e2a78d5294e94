// The blog as guests read it (spec part 2 §7.8 blog/*, part 1 §2 blog overview, category and
// archive by year): published posts only, newest first, paged; a post's HTML always leaves
// through the sanitizer. Category id 0 (ALL_BLOG_CATEGORIES) is every category.
import type { Kysely } from 'kysely';
import { PAGING } from '../../src/contract/constants.ts';
import { ALL_BLOG_CATEGORIES, type BlogCategoryInfo, type BlogPostDetail } from '../../src/contract/content.ts';
import type { BlogPost, Picture } from '../../src/contract/entities.ts';
import { BLOG_CATEGORY, type Language } from '../../src/contract/enums.ts';
import { NAME_COLUMN } from '../db/names.ts';
import type { Database } from '../db/schema.ts';
import { sanitizeBlogHtml } from './blogHtml.ts';
import { imageUrl } from './imageUrls.ts';
import { localized, localizedOne } from './translations.ts';

export interface BlogPage {
  page: number;
  pageSize: number;
  exclude?: number[];
  year?: number;
}

/** A post's picture: its first abstract image in 16:9. */
function blogPicture(postId: number): Picture {
  return {
    src: imageUrl('blog', postId, 'w320'),
    srcSet: `${imageUrl('blog', postId, 'w320')} 320w, ${imageUrl('blog', postId, 'w640')} 640w`,
    width: 320,
    height: 180,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const yearRange = (year: number) => [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)] as const;

export async function blogCategories(db: Kysely<Database>, language: Language): Promise<BlogCategoryInfo[]> {
  const rows = await db
    .selectFrom('blogCategories')
    .select(['id', 'slug', `${NAME_COLUMN[language]} as name`])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
}

export async function isBlogCategory(db: Kysely<Database>, categoryId: number): Promise<boolean> {
  if (categoryId === ALL_BLOG_CATEGORIES) return true;
  return (await db.selectFrom('blogCategories').select('id').where('id', '=', categoryId).executeTakeFirst()) !== undefined;
}

function published(db: Kysely<Database>, now: number, categoryId: number | readonly number[]) {
  let query = db.selectFrom('blogPosts').where('publishedAt', '<=', now);
  if (Array.isArray(categoryId)) query = query.where('categoryId', 'in', categoryId);
  else if (categoryId !== ALL_BLOG_CATEGORIES) query = query.where('categoryId', '=', categoryId as number);
  return query;
}

/** blog/posts/{categoryId}/{payload}: one page of posts, newest first, and how many match. */
export async function blogPosts(
  db: Kysely<Database>,
  categoryId: number,
  page: BlogPage,
  now: number,
  language: Language = 'en',
): Promise<{ posts: BlogPost[]; total: number }> {
  let query = published(db, now, categoryId);
  if (page.year !== undefined) {
    const [from, to] = yearRange(page.year);
    query = query.where('publishedAt', '>=', from).where('publishedAt', '<', to);
  }
  if (page.exclude?.length) query = query.where('id', 'not in', page.exclude);
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'categoryId', 'slug', 'title', 'teaser', 'publishedAt'])
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { posts: (await localized(db, 'blogPost', rows, (row) => row.id, language)).map(postOf), total: Number(total.n) };
}

function postOf(row: { id: number; categoryId: number; slug: string; title: string; teaser: string; publishedAt: number }): BlogPost {
  return {
    id: row.id,
    categoryId: row.categoryId,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    published: iso(row.publishedAt),
    picture: blogPicture(row.id),
  };
}

/** blog/archives/{category}: the years that have posts, newest first, with their counts. */
export async function blogArchives(db: Kysely<Database>, categoryId: number, now: number): Promise<{ year: number; count: number }[]> {
  const rows = await published(db, now, categoryId).select('publishedAt').execute();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const year = new Date(row.publishedAt).getUTCFullYear();
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[0] - a[0]).map(([year, count]) => ({ year, count }));
}

/**
 * blog/pm: the press messages ("Pressemitteilungen": the spec names the call only). Ours: the
 * newest posts of the news category, one overview page of them.
 */
export async function pressMessages(db: Kysely<Database>, now: number, language: Language = 'en'): Promise<BlogPost[]> {
  return (await blogPosts(db, BLOG_CATEGORY.news, { page: 1, pageSize: PAGING.blogPosts }, now, language)).posts;
}

/** A published post by its slug, its HTML sanitized; null when unknown or not yet published. */
export async function blogPostBySlug(
  db: Kysely<Database>,
  slug: string,
  now: number,
  categories?: readonly number[],
  language: Language = 'en',
): Promise<BlogPostDetail | null> {
  const found = await published(db, now, categories ?? ALL_BLOG_CATEGORIES)
    .innerJoin('blogCategories', 'blogCategories.id', 'blogPosts.categoryId')
    .select([
      'blogPosts.id',
      'blogPosts.categoryId',
      'blogCategories.slug as categorySlug',
      'blogPosts.slug',
      'blogPosts.title',
      'blogPosts.teaser',
      'blogPosts.html',
      'blogPosts.publishedAt',
    ])
    .where('blogPosts.slug', '=', slug)
    .executeTakeFirst();
  if (!found) return null;
  const row = await localizedOne(db, 'blogPost', found, found.id, language);
  const actors = await db.selectFrom('blogPostActors').select('actorId').where('blogPostId', '=', row.id).orderBy('actorId').execute();
  return {
    ...postOf(row),
    categorySlug: row.categorySlug,
    html: sanitizeBlogHtml(row.html),
    actorIds: actors.map((actor) => actor.actorId),
  };
}

/** blog/actors/{payload}: the actors of the ids that exist, in the order asked. */
export async function blogActors(db: Kysely<Database>, actorIds: readonly number[]) {
  if (actorIds.length === 0) return [];
  const rows = await db.selectFrom('actors').select(['id', 'name', 'age', 'isOnline']).where('id', 'in', actorIds).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return actorIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
