// REST: the blog (spec part 2 §7.8: blog/pm, blog/archives/{category}, blog/posts/{categoryId}/
// {payload} with page, pageSize, exclude and year, blog/actors/{payload}) and our post page and
// category list (src/contract/content.ts). `{payload}` segments carry JSON, checked strictly
// (no coercion) before anything is read; a post's HTML leaves only through the sanitizer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BLOG_LIMITS } from '../../src/contract/content.ts';
import { isLanguage, type Language } from '../../src/contract/enums.ts';
import { ApiError } from '../errors.ts';
import { id } from '../schemas/common.ts';
import { array, integer, object, type JsonSchema } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import { blogActors, blogArchives, blogCategories, blogPostBySlug, blogPosts, isBlogCategory, pressMessages, type BlogPage } from '../domain/blog.ts';
import { actorTile } from './actors.ts';

const languageOf = (request: FastifyRequest): Language => {
  const language = (request.query as { language?: string } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
};

const categoryParam = { type: 'integer', minimum: 0, maximum: 2_147_483_647 };
const payloadParam = { type: 'string', minLength: 2, maxLength: 2_000 };

const pageSchema = object(
  {
    page: integer(1, BLOG_LIMITS.maxPage),
    pageSize: integer(1, BLOG_LIMITS.maxPageSize),
    exclude: array(id, BLOG_LIMITS.maxExclude),
    year: integer(BLOG_LIMITS.firstYear, BLOG_LIMITS.lastYear),
  },
  ['exclude', 'year'],
);
const actorIdsSchema: JsonSchema = { type: 'array', items: id, maxItems: BLOG_LIMITS.maxActors };

/** The JSON of a `{payload}` path segment, checked against its schema. */
function parsePayload<T>(text: string, schema: JsonSchema): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'The payload must be JSON.');
  }
  const problem = validate(schema, value, 'payload');
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
  return value as T;
}

async function knownCategory(app: FastifyInstance, categoryId: number): Promise<void> {
  if (!(await isBlogCategory(app.db, categoryId))) throw new ApiError('NOT_FOUND', `No blog category ${categoryId}.`);
}

export async function blogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/blog/pm', async (request) => ({ success: true, posts: await pressMessages(app.db, Date.now(), languageOf(request)) }));

  app.get('/blog/categories', async (request) => ({ success: true, categories: await blogCategories(app.db, languageOf(request)) }));

  app.get<{ Params: { category: number } }>(
    '/blog/archives/:category',
    { schema: { params: { type: 'object', properties: { category: categoryParam }, required: ['category'] } } },
    async (request) => {
      await knownCategory(app, request.params.category);
      return { success: true, years: await blogArchives(app.db, request.params.category, Date.now()) };
    },
  );

  app.get<{ Params: { categoryId: number; payload: string } }>(
    '/blog/posts/:categoryId/:payload',
    { schema: { params: { type: 'object', properties: { categoryId: categoryParam, payload: payloadParam }, required: ['categoryId', 'payload'] } } },
    async (request) => {
      const page = parsePayload<BlogPage>(request.params.payload, pageSchema);
      await knownCategory(app, request.params.categoryId);
      return { success: true, ...(await blogPosts(app.db, request.params.categoryId, page, Date.now(), languageOf(request))) };
    },
  );

  app.get<{ Params: { payload: string } }>(
    '/blog/actors/:payload',
    { schema: { params: { type: 'object', properties: { payload: payloadParam }, required: ['payload'] } } },
    async (request) => {
      const actorIds = parsePayload<number[]>(request.params.payload, actorIdsSchema);
      const language = languageOf(request);
      return { success: true, actors: (await blogActors(app.db, actorIds)).map((row) => actorTile(row, language)) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/blog/post/:slug',
    { schema: { params: { type: 'object', properties: { slug: { type: 'string', minLength: 1, maxLength: BLOG_LIMITS.slugMaxLength, pattern: '^[a-z0-9-]+$' } }, required: ['slug'] } } },
    async (request) => {
      const post = await blogPostBySlug(app.db, request.params.slug, Date.now(), undefined, languageOf(request));
      if (!post) throw new ApiError('NOT_FOUND', `No blog post ${request.params.slug}.`);
      return { success: true, post };
    },
  );
}
