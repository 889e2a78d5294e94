// The blog's page rules (spec part 1 §2 blog overview, category and archive by year; §9 blog 3,
// archives 9, blog page 1): which posts a route lists and how many to a page. Pure.
import { PAGING } from '../../contract/constants.ts';
import { ALL_BLOG_CATEGORIES, BLOG_LIMITS } from '../../contract/content.ts';

export type BlogListRoute = 'blog' | 'blogCategory' | 'blogArchive';

/** Posts per page: the overview and categories 3, an archive year 9. */
export function blogPageSize(route: BlogListRoute): number {
  return route === 'blogArchive' ? PAGING.blogArchives : PAGING.blogPosts;
}

/** The archive year of a route parameter, or null when it is not a year the blog can have. */
export function archiveYearOf(param: string | undefined): number | null {
  if (!param || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return year >= BLOG_LIMITS.firstYear && year <= BLOG_LIMITS.lastYear ? year : null;
}

/** What a list route asks blog/posts for: the category (0: all), the page and the year. */
export function blogQueryOf(input: { route: BlogListRoute; categoryId: number | null; year: number | null; page: number }) {
  return {
    categoryId: input.route === 'blogCategory' && input.categoryId !== null ? input.categoryId : ALL_BLOG_CATEGORIES,
    payload: {
      page: Math.max(1, Math.min(input.page, BLOG_LIMITS.maxPage)),
      pageSize: blogPageSize(input.route),
      ...(input.route === 'blogArchive' && input.year !== null ? { year: input.year } : {}),
    },
  };
}

/** A post's date as the guest reads it, in the page's language. */
export function formatPostDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
