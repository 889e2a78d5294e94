// The blog over real HTTP (issue 12; spec part 2 §7.8 blog/*): post HTML comes back sanitized
// (no script tag, no event handler, no javascript: address, images lazy), the overview pages by
// 3, archives by year by 9, exclude leaves posts out, bad payloads are refused. On SQLite, and on
// PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGING } from '../../src/contract/constants.ts';
import { BLOG_CATEGORY } from '../../src/contract/enums.ts';
import { rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL blog tests skipped: DATABASE_URL is not set');

const databases = [{ name: 'SQLite', databaseUrl: undefined }, ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : [])];

describe.each(databases)('the blog on $name', ({ databaseUrl }) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl });
    token = await t.anonymousToken();
  });
  afterAll(async () => t?.close());

  const posts = (categoryId: number, payload: unknown) =>
    rest(t, token, 'GET', `blog/posts/${categoryId}/${encodeURIComponent(JSON.stringify(payload))}`);

  /** A post written straight to the database, as an editor's tool would store it. */
  async function postWithHtml(slug: string, html: string) {
    await t.server.db
      .insertInto('blogPosts')
      .values({
        categoryId: BLOG_CATEGORY.news,
        slug,
        title: 'A post with markup',
        teaser: 'Teaser',
        body: 'Plain text',
        html,
        publishedAt: Date.now() - 60_000,
      })
      .execute();
    const answer = await rest(t, token, 'GET', `blog/post/${slug}`);
    expect(answer.status).toBe(200);
    return answer.body.post.html as string;
  }

  test('a post with a script tag comes back without it, its text kept', async () => {
    const html = await postWithHtml(
      'with-script',
      '<h2>Hello</h2><p>before<script>document.title="x"</script>after</p><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(html).toBe('<h2>Hello</h2><p>beforeafter</p>');
    expect(html.toLowerCase()).not.toContain('<script');
  });

  test('event handlers and javascript: addresses never come back; images load lazily', async () => {
    const html = await postWithHtml(
      'with-handlers',
      '<p onclick="steal()">Text</p><img src="/img/blog/1/w640.svg" onerror="steal()" alt="pic"><a href="javascript:steal()">one</a><a href="JaVa&#x53;cript:steal()">two</a><a href="/en/blog/" onmouseover="x()">ok</a>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:/i);
    expect(html).toContain('<img src="/img/blog/1/w640.svg" alt="pic" loading="lazy">');
    expect(html).toContain('<a>one</a><a>two</a><a href="/en/blog/">ok</a>');
  });

  test('seeded posts have headings, paragraphs and lazy images', async () => {
    const first = (await posts(0, { page: 1, pageSize: 1, year: new Date().getUTCFullYear() - 1 })).body.posts[0];
    const html = (await rest(t, token, 'GET', `blog/post/${first.slug}`)).body.post.html as string;
    expect(html).toMatch(/<h2>/);
    expect(html).toMatch(/<p>/);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
  });

  test('the overview pages by 3, newest first, and the pages do not overlap', async () => {
    const first = await posts(0, { page: 1, pageSize: PAGING.blogPosts });
    const second = await posts(0, { page: 2, pageSize: PAGING.blogPosts });
    expect(first.body.posts).toHaveLength(3);
    expect(second.body.posts).toHaveLength(3);
    expect(first.body.total).toBeGreaterThan(6);
    const dates = [...first.body.posts, ...second.body.posts].map((p: { published: string }) => Date.parse(p.published));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const ids = new Set([...first.body.posts, ...second.body.posts].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(6);
  });

  test('an archive year pages by 9, every post of that year, and the years list counts them', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const years = (await rest(t, token, 'GET', 'blog/archives/0')).body.years as { year: number; count: number }[];
    const count = years.find((each) => each.year === year)?.count ?? 0;
    expect(count).toBeGreaterThan(PAGING.blogArchives * 2);
    const first = await posts(0, { page: 1, pageSize: PAGING.blogArchives, year });
    const second = await posts(0, { page: 2, pageSize: PAGING.blogArchives, year });
    expect(first.body.posts).toHaveLength(9);
    expect(second.body.posts).toHaveLength(9);
    expect(first.body.total).toBe(count);
    for (const post of [...first.body.posts, ...second.body.posts]) expect(new Date(post.published).getUTCFullYear()).toBe(year);
  });

  test('a category lists only its posts; exclude leaves the named posts out', async () => {
    const all = await posts(BLOG_CATEGORY.interviews, { page: 1, pageSize: 5 });
    expect(all.body.posts.every((p: { categoryId: number }) => p.categoryId === BLOG_CATEGORY.interviews)).toBe(true);
    const excluded = [all.body.posts[0].id, all.body.posts[1].id];
    const rest2 = await posts(BLOG_CATEGORY.interviews, { page: 1, pageSize: 5, exclude: excluded });
    expect(rest2.body.total).toBe(all.body.total - 2);
    expect(rest2.body.posts.map((p: { id: number }) => p.id)).not.toContain(excluded[0]);
    expect(rest2.body.posts[0].id).toBe(all.body.posts[2].id);
  });

  test('blog/pm answers the newest news posts; blog/actors answers the actors asked for, in order', async () => {
    const pm = await rest(t, token, 'GET', 'blog/pm');
    expect(pm.body.posts).toHaveLength(PAGING.blogPosts);
    expect(pm.body.posts.every((p: { categoryId: number }) => p.categoryId === BLOG_CATEGORY.news)).toBe(true);
    const actors = await rest(t, token, 'GET', `blog/actors/${encodeURIComponent('[3,1,999999]')}`);
    expect(actors.status).toBe(200);
    expect(actors.body.actors.map((a: { id: number }) => a.id)).toEqual([3, 1]);
  });

  test.each([
    ['a page of 0', 0, { page: 0, pageSize: 3 }],
    ['a page size above the limit', 0, { page: 1, pageSize: 500 }],
    ['a string page', 0, { page: '1', pageSize: 3 }],
    ['an unknown field', 0, { page: 1, pageSize: 3, drop: true }],
    ['exclude of strings', 0, { page: 1, pageSize: 3, exclude: ['1'] }],
    ['a year out of range', 0, { page: 1, pageSize: 9, year: 1200 }],
    ['no JSON at all', 0, 'not json'],
  ])('%s is refused', async (_name, categoryId, payload) => {
    const answer =
      typeof payload === 'string' ? await rest(t, token, 'GET', `blog/posts/${categoryId}/${payload}`) : await posts(categoryId, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('an unknown category, post or bad actor list is refused', async () => {
    expect((await posts(12345, { page: 1, pageSize: 3 })).status).toBe(404);
    expect((await rest(t, token, 'GET', 'blog/archives/-1')).status).toBe(400);
    expect((await rest(t, token, 'GET', 'blog/post/no-such-post')).status).toBe(404);
    expect((await rest(t, token, 'GET', 'blog/post/Bad%20Slug')).status).toBe(400);
    expect((await rest(t, token, 'GET', `blog/actors/${encodeURIComponent('[0]')}`)).status).toBe(400);
  });
});
