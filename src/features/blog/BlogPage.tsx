// The blog's list pages (spec part 1 §2: blog overview, category, archive by year; §9: 3 posts
// a page, 9 in an archive year): the posts newest first with page links in `?page=`, and the
// categories and archive years beside them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { ALL_BLOG_CATEGORIES } from '../../contract/content.ts';
import type { BlogPost } from '../../contract/entities.ts';
import { getBlogArchives, getBlogPosts, getBlogPressMessages } from '../../api/content.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useLoaded } from '../actors/store.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { archiveYearOf, blogQueryOf, formatPostDate, type BlogListRoute } from './blogRules.ts';
import { useBlogCategories } from './blogCategories.ts';
import '../cams/cams.css';

export function PostTeaser({ post }: { post: BlogPost }) {
  const { i18n } = useLingui();
  return (
    <article className="blog-teaser" data-testid="blog-post-teaser" data-post-id={post.id}>
      {post.picture ? <img src={post.picture.src} srcSet={post.picture.srcSet} width={post.picture.width} height={post.picture.height} alt="" loading="lazy" /> : null}
      <div>
        <h2>
          <RouteLink to="blogPost" params={{ slug: post.slug }}>
            {post.title}
          </RouteLink>
        </h2>
        <time dateTime={post.published}>{formatPostDate(post.published, i18n.locale)}</time>
        <p>{post.teaser}</p>
      </div>
    </article>
  );
}

/** The categories and the archive years, beside every blog page. */
export function BlogSidebar() {
  const { i18n } = useLingui();
  const categories = useBlogCategories();
  const years = useLoaded(`blog-years:${i18n.locale}`, () => getBlogArchives(ALL_BLOG_CATEGORIES));
  const press = useLoaded(`blog-pm:${i18n.locale}`, () => getBlogPressMessages());
  return (
    <aside className="blog-sidebar" data-testid="blog-sidebar">
      {press.status === 'ok' && press.data.posts.length ? (
        <>
          <h2>
            <Trans>Press</Trans>
          </h2>
          <ul data-testid="blog-press">
            {press.data.posts.map((post) => (
              <li key={post.id}>
                <RouteLink to="blogPost" params={{ slug: post.slug }}>
                  {post.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <ul>
        {(categories ?? []).map((category) => (
          <li key={category.id}>
            <RouteLink to="blogCategory" params={{ categorySlug: category.slug }}>
              {category.name}
            </RouteLink>
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Archive</Trans>
      </h2>
      <ul data-testid="blog-archive-years">
        {years.status === 'ok'
          ? years.data.years.map(({ year, count }) => (
              <li key={year}>
                <RouteLink to="blogArchive" params={{ year }}>
                  {year}
                </RouteLink>{' '}
                ({count})
              </li>
            ))
          : null}
      </ul>
    </aside>
  );
}

function PostList({ route, categoryId, year, page }: { route: BlogListRoute; categoryId: number | null; year: number | null; page: number }) {
  const { categoryId: category, payload } = blogQueryOf({ route, categoryId, year, page });
  const loaded = useLoaded(`blog:${category}:${JSON.stringify(payload)}`, () => getBlogPosts(category, payload));
  if (loaded.status === 'loading') return <ListSkeleton kind="card" count={4} listClassName="blog-list" />;
  if (loaded.status === 'error') return <ListError onRetry={loaded.retry}><Trans>The posts could not be loaded.</Trans></ListError>;
  const { posts, total } = loaded.data;
  return (
    <>
      {posts.length === 0 ? <ListEmpty><Trans>No posts here yet.</Trans></ListEmpty> : null}
      <div className="blog-list" data-testid="blog-post-list" data-total={total}>
        {posts.map((post) => (
          <PostTeaser key={post.id} post={post} />
        ))}
      </div>
      <div data-scroll-anchor="pagination" />
      <Pagination page={payload.page} pages={pageCount(total, payload.pageSize)} />
    </>
  );
}

export default function BlogPage({ route }: PageProps) {
  useLaterTexts();
  const { page } = listingFilterOf(useSearch());
  const categories = useBlogCategories();
  const id = route.id as BlogListRoute;
  const slug = route.id === 'blogCategory' ? route.params.categorySlug : null;
  const yearParam = route.id === 'blogArchive' ? route.params.year : undefined;
  const year = archiveYearOf(yearParam);
  const category = slug === null ? null : (categories?.find((each) => each.slug === slug) ?? null);
  const routeArgs: Record<string, string> = slug !== null ? { categorySlug: slug } : yearParam ? { year: yearParam } : {};

  let body;
  if (id === 'blogCategory' && categories === null) body = <ListSkeleton kind="card" count={4} listClassName="blog-list" />;
  else if ((id === 'blogCategory' && !category) || (id === 'blogArchive' && year === null)) body = <p role="alert" data-testid="blog-not-found"><Trans>This part of the blog does not exist.</Trans></p>;
  else body = <PostList route={id} categoryId={category?.id ?? null} year={year} page={page} />;

  return (
    <main className="page blog-page" data-testid="blog-page" data-route={id}>
      <Breadcrumbs type="blog" routeName={id} routeArgs={routeArgs} />
      <h1>
        {id === 'blogCategory' ? (category?.name ?? <Trans>Blog</Trans>) : id === 'blogArchive' ? <Trans>Blog archive {yearParam}</Trans> : <Trans>Blog</Trans>}
      </h1>
      <div className="blog-layout">
        <div className="blog-main">{body}</div>
        <BlogSidebar />
      </div>
    </main>
  );
}
