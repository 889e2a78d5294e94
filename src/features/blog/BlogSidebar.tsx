// The categories, the archive years and the press posts beside every blog page. The sidebar shows
// them in one go once all three have answered (each list failing alone is left out): three lists
// arriving one by one would push each other down the column.
import { Trans, useLingui } from '@lingui/react/macro';
import { getBlogArchives, getBlogPressMessages } from '../../api/content.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { ALL_BLOG_CATEGORIES } from '../../contract/content.ts';
import { LoadingStatus } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { useBlogCategories } from './blogCategories.ts';

/** Lines of the stand-in's groups (press, categories, years): about what the blog has. */
const SKELETON_GROUPS = [3, 8, 3];

function SidebarSkeleton() {
  return (
    <LoadingStatus>
      {SKELETON_GROUPS.map((lines, group) => (
        <span key={group} className="blog-sidebar__skeleton-group">
          <span className="skeleton-line blog-sidebar__skeleton-heading" />
          {Array.from({ length: lines }, (_, n) => (
            <span key={n} className="skeleton-line" />
          ))}
        </span>
      ))}
    </LoadingStatus>
  );
}

export function BlogSidebar() {
  const { i18n } = useLingui();
  const categories = useBlogCategories();
  const years = useLoaded(`blog-years:${i18n.locale}`, () => getBlogArchives(ALL_BLOG_CATEGORIES));
  const press = useLoaded(`blog-pm:${i18n.locale}`, () => getBlogPressMessages());
  if ([categories, years, press].some((loaded) => loaded.status === 'loading')) {
    return (
      <aside className="blog-sidebar" data-testid="blog-sidebar">
        <SidebarSkeleton />
      </aside>
    );
  }
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
        {categories.status === 'ok'
          ? categories.data.map((category) => (
              <li key={category.id}>
                <RouteLink to="blogCategory" params={{ categorySlug: category.slug }}>
                  {category.name}
                </RouteLink>
              </li>
            ))
          : null}
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
