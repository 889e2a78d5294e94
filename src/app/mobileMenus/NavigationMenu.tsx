import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { closeAllMenus, openSubmenu } from '../../state/menus.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';
import { MAIN_LINKS, type NavLink, NavLinkList } from '../Navbar.tsx';
import { SUBMENU_LABELS } from './menuLabels.ts';
import type { MenuContentProps } from './menuTypes.ts';
import { SidebarCount, SidebarEvents } from './SidebarItems.tsx';
import { useSidebarData } from './useSidebarData.ts';

/** The video lists (spec part 1 §2), the navigation menu's "videos" submenu. */
const VIDEO_LINKS: readonly NavLink[] = [
  { to: 'videos', label: msg`All video sections` },
  { to: 'newVideos', label: msg`New videos` },
  { to: 'videoTrends', label: msg`Video trends` },
  { to: 'videosOnSale', label: msg`On sale` },
  { to: 'freeClips', label: msg`Free clips` },
  { to: 'vipVideos', label: msg`VIP videos` },
  { to: 'allVideos', label: msg`All videos` },
  { to: 'videoStars', label: msg`Video stars` },
];

const MORE_LINKS: readonly NavLink[] = [
  { to: 'camShows', label: msg`Cam shows` },
  { to: 'vipClub', label: msg`VIP club` },
  { to: 'dailyDeals', label: msg`Daily deals` },
  { to: 'tvLivestream', label: msg`TV livestream` },
  { to: 'blog', label: msg`Blog` },
];

/** The navigation menu: main sections, with the video lists and the language as submenus. */
export default function NavigationMenu({ submenu }: MenuContentProps) {
  const { i18n } = useLingui();
  const sidebar = useSidebarData();
  if (submenu === 'videos') {
    return (
      <div data-testid="mobile-submenu-videos">
        <NavLinkList links={VIDEO_LINKS} className="menu-links" onFollow={closeAllMenus} />
      </div>
    );
  }
  if (submenu === 'language') {
    return (
      <div className="menu-language" data-testid="mobile-submenu-language">
        <p className="menu-note">
          <Trans>Choose the language of the site. The page you are on stays open.</Trans>
        </p>
        <LanguageSwitcher className="menu-language__select" />
      </div>
    );
  }
  return (
    <>
      <NavLinkList
        links={MAIN_LINKS}
        className="menu-links"
        onFollow={closeAllMenus}
        after={(to) => <SidebarCount to={to} sidebar={sidebar} />}
      />
      <ul className="menu-links">
        <li>
          <button type="button" className="menu-links__more" onClick={() => openSubmenu('videos')} data-testid="mobile-submenu-open-videos">
            {i18n._(SUBMENU_LABELS.videos)}
            <Icon name="chevronRight" />
          </button>
        </li>
        <li>
          <button
            type="button"
            className="menu-links__more"
            onClick={() => openSubmenu('language')}
            data-testid="mobile-submenu-open-language"
          >
            {i18n._(SUBMENU_LABELS.language)}
            <Icon name="chevronRight" />
          </button>
        </li>
      </ul>
      <NavLinkList links={MORE_LINKS} className="menu-links menu-links--secondary" onFollow={closeAllMenus} />
      <SidebarEvents sidebar={sidebar} onFollow={closeAllMenus} />
    </>
  );
}
