import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { carriedSearch } from '../../features/cams/listingRules.ts';
import { SearchLink } from '../../features/cams/SearchLink.tsx';
import { categories as categoryStore, loadCategories } from '../../state/categories.ts';
import { closeAllMenus } from '../../state/menus.ts';
import { NavLinkList } from '../Navbar.tsx';
import { useBuildPath } from '../RouteLink.tsx';
import { useRoute } from '../useRoute.ts';
import { CAM_FILTER_LINKS } from './CamFilterMenu.tsx';
import type { MenuContentProps } from './menuTypes.ts';

/**
 * The category filter: the categories the shell was given, else the actor categories loaded
 * (once per language) when the menu first opens; until they arrive, the cam sections. A category
 * keeps the listing's filters (online only, order) from the query.
 */
export default function CategoryFilterMenu({ categories: given }: MenuContentProps) {
  const { t, i18n } = useLingui();
  const loaded = useSnapshot(categoryStore);
  useEffect(() => {
    if (!given?.length) void loadCategories(i18n.locale);
  }, [given, i18n.locale]);
  const categories = given?.length ? given : loaded.list;
  const { match } = useRoute();
  const currentSlug = match?.id === 'category' ? match.params.categorySlug : undefined;
  const buildPath = useBuildPath();
  const carried = carriedSearch(useSearch());

  if (!categories || categories.length === 0) {
    return <NavLinkList links={CAM_FILTER_LINKS} className="menu-links" onFollow={closeAllMenus} />;
  }
  return (
    <ul className="menu-links menu-links--grid" aria-label={t`Categories`}>
      {categories.map((category) => (
        <li key={category.slug}>
          <SearchLink
            href={`${buildPath('category', { categorySlug: category.slug })}${carried}`}
            aria-current={currentSlug === category.slug ? 'page' : undefined}
            onClick={closeAllMenus}
            data-testid="mobile-category-link"
          >
            {category.label}
          </SearchLink>
        </li>
      ))}
    </ul>
  );
}
