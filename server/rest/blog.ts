// REST: the blog (spec part 2 §7.8: blog/pm, blog/archives/{category}, blog/posts/{categoryId}/
// {payload} with page, pageSize, exclude and year, blog/actors/{payload}) and our post page and
// category list (src/contract/content.ts). `{payload}` segments carry JSON, checked strictly
// (no coercion) before anything is read; a post's HTML leaves only through the sanitizer.
import type { FastifyInstance } from 'fastify';
import { BLOG_LIMITS } from '../../src/contract/content.ts';
import { MAX_ID } from '../../src/contract/validation.ts';
import {
  type BlogPage,
  blogActors,
  blogArchives,
  blogCategories,
  blogPostBySlug,
  blogPosts,
  isBlogCategory,
  pressMessages,
} from '../domain/blog.ts';
import { ApiError } from '../errors.ts';
import { id, slug } from '../schemas/common.ts';
import { array, integer, object, openObject, type RouteTypes, type Schema, type Static, string, within } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import { actorTile } from './actors.ts';
import { requestLanguage as languageOf } from './requestLanguage.ts';

const categoryParam = integer(0, MAX_ID);
const payloadParam = string(2, 2_000);

const pageSchema = within<BlogPage>()(
  object(
    {
      page: integer(1, BLOG_LIMITS.maxPage),
      pageSize: integer(1, BLOG_LIMITS.maxPageSize),
      exclude: array(id, BLOG_LIMITS.maxExclude),
      year: integer(BLOG_LIMITS.firstYear, BLOG_LIMITS.lastYear),
    },
    ['exclude', 'year'],
  ),
);
const actorIdsSchema = array(id, BLOG_LIMITS.maxActors);
const archives = { params: openObject({ category: categoryParam }) };
const posts = { params: openObject({ categoryId: categoryParam, payload: payloadParam }) };
const actors = { params: openObject({ payload: payloadParam }) };
const post = { params: openObject({ slug }) };

/** The JSON of a `{payload}` path segment, checked against its schema. */
function parsePayload<S extends Schema<unknown>>(text: string, schema: S): Static<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'The payload must be JSON.');
  }
  const problem = validate(schema, value, 'payload');
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
  return value as Static<S>;
}

async function knownCategory(app: FastifyInstance, categoryId: number): Promise<void> {
  if (!(await isBlogCategory(app.db, categoryId))) throw new ApiError('NOT_FOUND', `No blog category ${categoryId}.`);
}

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/blog/pm', async (request) => ({ success: true, posts: await pressMessages(app.db, Date.now(), languageOf(request)) }));

  app.get('/blog/categories', async (request) => ({ success: true, categories: await blogCategories(app.db, languageOf(request)) }));

  app.get<RouteTypes<typeof archives>>('/blog/archives/:category', { schema: archives }, async (request) => {
    await knownCategory(app, request.params.category);
    return { success: true, years: await blogArchives(app.db, request.params.category, Date.now()) };
  });

  app.get<RouteTypes<typeof posts>>('/blog/posts/:categoryId/:payload', { schema: posts }, async (request) => {
    const page = parsePayload(request.params.payload, pageSchema);
    await knownCategory(app, request.params.categoryId);
    return { success: true, ...(await blogPosts(app.db, request.params.categoryId, page, Date.now(), languageOf(request))) };
  });

  app.get<RouteTypes<typeof actors>>('/blog/actors/:payload', { schema: actors }, async (request) => {
    const actorIds = parsePayload(request.params.payload, actorIdsSchema);
    const language = languageOf(request);
    return { success: true, actors: (await blogActors(app.db, actorIds)).map((row) => actorTile(row, language)) };
  });

  app.get<RouteTypes<typeof post>>('/blog/post/:slug', { schema: post }, async (request) => {
    const post = await blogPostBySlug(app.db, request.params.slug, Date.now(), undefined, languageOf(request));
    if (!post) throw new ApiError('NOT_FOUND', `No blog post ${request.params.slug}.`);
    return { success: true, post };
  });
}
