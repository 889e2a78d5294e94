import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { listingSearchWith, paginationItems } from './listingRules.ts';
import { SearchLink } from './SearchLink.tsx';

/** Page links of a listing, kept in `?page=` (the shell scrolls to the pagination anchor). */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const search = useSearch();
  if (pages <= 1) return null;
  const hrefOf = (n: number) => `${pathname}${listingSearchWith(search, { page: n })}`;
  return (
    <nav className="pagination" data-testid="pagination" aria-label={t`Pages`}>
      {page > 1 ? (
        <SearchLink href={hrefOf(page - 1)} rel="prev" className="pagination-step">
          <Trans>Previous</Trans>
        </SearchLink>
      ) : null}
      {paginationItems(page, pages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <SearchLink key={n} href={hrefOf(n)} aria-current={n === page ? 'page' : undefined} className="pagination-page">
            {n}
          </SearchLink>
        ),
      )}
      {page < pages ? (
        <SearchLink href={hrefOf(page + 1)} rel="next" className="pagination-step">
          <Trans>Next</Trans>
        </SearchLink>
      ) : null}
    </nav>
  );
}
