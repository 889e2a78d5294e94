import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { SORT_LABELS } from '../../features/cams/listingLabels.ts';
import { isListingRoute, LISTING_SORTS, listingFilterOf, listingSearchWith } from '../../features/cams/listingRules.ts';
import { SearchLink } from '../../features/cams/SearchLink.tsx';
import { closeAllMenus } from '../../state/menus.ts';
import { type NavLink, NavLinkList } from '../Navbar.tsx';
import { useRoute } from '../useRoute.ts';

/** The camera filter: which performers' cams to list. */
export const CAM_FILTER_LINKS: readonly NavLink[] = [
  { to: 'cams', label: msg`All cams` },
  { to: 'freeChat', label: msg`Free chat` },
  { to: 'newGirls', label: msg`New girls` },
  { to: 'camShows', label: msg`Cam shows` },
  { to: 'myFavoriteCams', label: msg`Favorite cams` },
];

/** On a listing: online only and the order, changed through the URL query like the desktop filter bar. */
function ListingFilters() {
  const { t, i18n } = useLingui();
  const [pathname] = useLocation();
  const search = useSearch();
  const filter = listingFilterOf(search);
  const onlineHref = `${pathname}${listingSearchWith(search, { online: !filter.online })}`;
  return (
    <ul className="menu-links" aria-label={t`Filter the cams`} data-testid="mobile-listing-filters">
      <li>
        <SearchLink href={onlineHref} aria-pressed={filter.online} onClick={closeAllMenus} data-testid="mobile-online-filter">
          {filter.online ? <Trans>Show all cams</Trans> : <Trans>Online only</Trans>}
        </SearchLink>
      </li>
      {LISTING_SORTS.map((sort) => {
        const href = `${pathname}${listingSearchWith(search, { sort })}`;
        return (
          <li key={sort}>
            <SearchLink href={href} aria-current={filter.sort === sort ? 'true' : undefined} onClick={closeAllMenus}>
              {i18n._(SORT_LABELS[sort])}
            </SearchLink>
          </li>
        );
      })}
    </ul>
  );
}

export default function CamFilterMenu() {
  const { match } = useRoute();
  return (
    <>
      <NavLinkList links={CAM_FILTER_LINKS} className="menu-links" onFollow={closeAllMenus} />
      {isListingRoute(match?.id) ? <ListingFilters /> : null}
    </>
  );
}
