// The video search page (spec part 1 §2: /{lang}/search/videos/{searchPattern}/, de
// /de/suche/videos/...): the videos a pattern finds, paged by 30, and a tab per other section
// of the global search (`?section=actors`, ...) with its count, paged by its own size.
import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { getGlobalSearch, getSearchSection } from '../../api/search.ts';
import type { PageProps } from '../../app/pages.ts';
import { GLOBAL_SEARCH_SECTIONS, type GlobalSearchSection } from '../../contract/enums.ts';
import { isGlobalSearchSection, SECTION_PAGE_SIZE } from '../../contract/search.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListError, ListSkeleton, SkeletonText } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { SearchLink } from '../cams/SearchLink.tsx';
import { SearchItem } from './SearchItem.tsx';
import { SECTION_LABELS } from './SearchOverlay.tsx';
import '../cams/cams.css';
import './search.css';

function sectionOf(search: string): GlobalSearchSection {
  const value = new URLSearchParams(search).get('section');
  return isGlobalSearchSection(value) ? value : 'videos';
}

function Tabs({ pattern, current }: { pattern: string; current: GlobalSearchSection }) {
  const [pathname] = useLocation();
  const counts = useLoaded(`search-counts:${i18n.locale}:${pattern}`, () => getGlobalSearch(pattern));
  return (
    <nav className="search-tabs" data-testid="search-tabs">
      {GLOBAL_SEARCH_SECTIONS.map((section) => (
        <SearchLink
          key={section}
          href={section === 'videos' ? pathname : `${pathname}?section=${section}`}
          aria-current={section === current ? 'page' : undefined}
          data-testid={`search-tab-${section}`}
        >
          {i18n._(SECTION_LABELS[section])} {/* The count's place is kept while the counts load, so the tabs never rewrap (issue 20). */}
          <span className="search-count">{counts.status === 'ok' ? `(${counts.data[section].count})` : null}</span>
        </SearchLink>
      ))}
    </nav>
  );
}

function Results({ pattern, section, page }: { pattern: string; section: GlobalSearchSection; page: number }) {
  const perPage = SECTION_PAGE_SIZE[section];
  const loaded = useLoaded(`search:${i18n.locale}:${section}:${page}:${pattern}`, () =>
    getSearchSection(section, pattern, perPage, (page - 1) * perPage),
  );
  if (loaded.status === 'loading') {
    return (
      <>
        <p className="search-summary">
          <SkeletonText short />
        </p>
        <ListSkeleton kind="video" count={perPage} />
      </>
    );
  }
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The search could not be run.</Trans>
      </ListError>
    );
  const { count, items } = loaded.data;
  return (
    <>
      <p className="search-summary" data-testid="search-summary" data-count={count}>
        <Trans>{count} found</Trans>
      </p>
      {items.length === 0 ? (
        <p className="list-state list-state--empty" data-testid="search-empty">
          <Trans>Nothing found. Check the spelling or try another word.</Trans>
        </p>
      ) : (
        <ul className="tile-grid" data-testid="search-grid" data-section={section}>
          {items.map((item, index) => (
            <li key={index}>
              <SearchItem section={section} item={item} tile />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pageCount(count, perPage)} />
    </>
  );
}

export default function VideoSearchPage({ route }: PageProps) {
  useLaterTexts();
  const search = useSearch();
  const pattern = route.id === 'videoSearch' ? route.params.searchPattern : '';
  const section = sectionOf(search);
  const { page } = listingFilterOf(search);
  return (
    <main className="page search-page" data-testid="video-search-page" data-section={section}>
      <h1>
        <Trans>Search results for “{pattern}”</Trans>
      </h1>
      <Tabs pattern={pattern} current={section} />
      <div data-scroll-anchor="pagination" />
      <Results pattern={pattern} section={section} page={page} />
    </main>
  );
}
