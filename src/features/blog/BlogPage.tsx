// The blog's list pages (spec part 1 §2: blog overview, category, archive by year; §9: 3 posts
// a page, 9 in an archive year): the posts newest first with page links in `?page=`, and the
// categories and archive years beside them. The heading, the layout and the sidebar are there
// from the first paint; the posts and the category's name take the place of their stand-ins.
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { getBlogPosts } from '../../api/content.ts';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListEmpty, ListError, TextSkeleton } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import { useBlogCategories } from './blogCategories.ts';
import { archiveYearOf, type BlogListRoute, blogPageSize, blogQueryOf } from './blogRules.ts';
import { PostListSkeleton, PostTeaser } from './PostTeaser.tsx';
import '../cams/cams.css';

function PostList({
  route,
  categoryId,
  year,
  page,
}: {
  route: BlogListRoute;
  categoryId: number | null;
  year: number | null;
  page: number;
}) {
  const { categoryId: category, payload } = blogQueryOf({ route, categoryId, year, page });
  const loaded = useLoaded(`blog:${category}:${JSON.stringify(payload)}`, () => getBlogPosts(category, payload));
  if (loaded.status === 'loading') return <PostListSkeleton count={payload.pageSize} />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The posts could not be loaded.</Trans>
      </ListError>
    );
  const { posts, total } = loaded.data;
  return (
    <>
      {posts.length === 0 ? (
        <ListEmpty>
          <Trans>No posts here yet.</Trans>
        </ListEmpty>
      ) : null}
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
  const category = slug === null || categories.status !== 'ok' ? null : (categories.data.find((each) => each.slug === slug) ?? null);
  const routeArgs: Record<string, string> = slug !== null ? { categorySlug: slug } : yearParam ? { year: yearParam } : {};
  // a category page knows what to list once the categories are in
  const waitsForCategories = id === 'blogCategory' && categories.status !== 'ok';

  let body;
  if (waitsForCategories && categories.status === 'error')
    body = (
      <ListError onRetry={categories.retry}>
        <Trans>The posts could not be loaded.</Trans>
      </ListError>
    );
  else if (waitsForCategories) body = <PostListSkeleton count={blogPageSize(id)} />;
  else if ((id === 'blogCategory' && !category) || (id === 'blogArchive' && year === null))
    body = (
      <p role="alert" data-testid="blog-not-found">
        <Trans>This part of the blog does not exist.</Trans>
      </p>
    );
  else body = <PostList route={id} categoryId={category?.id ?? null} year={year} page={page} />;

  let heading;
  if (id === 'blogArchive') heading = <Trans>Blog archive {yearParam}</Trans>;
  else if (id !== 'blogCategory') heading = <Trans>Blog</Trans>;
  else if (waitsForCategories && categories.status === 'loading') heading = <TextSkeleton />;
  else heading = category?.name ?? <Trans>Blog</Trans>;

  return (
    <main className="page blog-page" data-testid="blog-page" data-route={id}>
      <Breadcrumbs type="blog" routeName={id} routeArgs={routeArgs} />
      <h1>{heading}</h1>
      <div className="blog-layout">
        <div className="blog-main">{body}</div>
        <BlogSidebar />
      </div>
    </main>
  );
}
