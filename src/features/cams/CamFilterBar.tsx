// The desktop camera and category filter (spec part 1 §2: camera filter, category filter): which
// listing, which category, online only and the order. Every choice is a URL change, so the
// mobile menus (CamFilterMenu, CategoryFilterMenu) and links lead to the same listings.

import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { RouteLink, useBuildPath } from '../../app/RouteLink.tsx';
import { camCategories, loadCamCategories } from './categories.ts';
import { SORT_LABELS } from './listingLabels.ts';
import { carriedSearch, LISTING_SORTS, type ListingSort, type ListingType, listingFilterOf, listingSearchWith } from './listingRules.ts';
import { SearchLink } from './SearchLink.tsx';
import { saveTileGridSettings } from './tileGridSettings.ts';

export function CamFilterBar({
  type,
  sort,
  categorySlug,
  topCams,
}: {
  type: ListingType;
  sort: ListingSort;
  categorySlug?: string;
  topCams?: boolean;
}) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const buildPath = useBuildPath();
  const categories = useSnapshot(camCategories);
  const filter = listingFilterOf(search);
  const carried = carriedSearch(search);

  useEffect(() => {
    void loadCamCategories(i18n.locale);
  }, [i18n.locale]);

  const changeSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as ListingSort;
    void saveTileGridSettings(type, { sort: next });
    navigate(`${pathname}${listingSearchWith(search, { sort: next })}`);
  };
  const changeCategory = (event: ChangeEvent<HTMLSelectElement>) => {
    const slug = event.target.value;
    navigate(slug ? `${buildPath('category', { categorySlug: slug })}${carried}` : `${buildPath('cams')}${carried}`);
  };
  const toggleOnline = () => navigate(`${pathname}${listingSearchWith(search, { online: !filter.online })}`);
  const current = (on: boolean) => (on ? 'page' : undefined);

  return (
    <div className="cam-filter-bar" data-testid="cam-filter-bar">
      <nav className="cam-filter-links" aria-label={t`Camera filter`}>
        <SearchLink href={`${buildPath('cams')}${carried}`} aria-current={current(type === 'cams' && !topCams)}>
          <Trans>All cams</Trans>
        </SearchLink>
        <RouteLink to="freeChat" aria-current={current(type === 'freeChat')}>
          <Trans>Free chat</Trans>
        </RouteLink>
        <RouteLink to="newGirls" aria-current={current(type === 'newGirls')}>
          <Trans>New girls</Trans>
        </RouteLink>
        <SearchLink href={`${buildPath('cams')}?topCams=bestChats`} aria-current={current(topCams === true)} data-testid="top-cams-link">
          <Trans>Top cams</Trans>
        </SearchLink>
        <RouteLink to="myFavoriteCams">
          <Trans>Favorite cams</Trans>
        </RouteLink>
      </nav>
      {topCams ? null : (
        <div className="cam-filter-controls">
          <label>
            <span>
              <Trans>Category</Trans>
            </span>
            <select value={type === 'category' ? (categorySlug ?? '') : ''} onChange={changeCategory} data-testid="category-filter">
              <option value="">{t`All categories`}</option>
              {(categories.list ?? []).map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <label className="cam-filter-online">
            <input type="checkbox" checked={filter.online} onChange={toggleOnline} data-testid="online-filter" />
            <span>
              <Trans>Online only</Trans>
            </span>
          </label>
          <label>
            <span>
              <Trans>Sort</Trans>
            </span>
            <select value={sort} onChange={changeSort} data-testid="sort-filter">
              {LISTING_SORTS.map((each) => (
                <option key={each} value={each}>
                  {i18n._(SORT_LABELS[each])}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </div>
  );
}
