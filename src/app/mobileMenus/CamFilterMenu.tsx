import { msg } from '@lingui/core/macro';
import { closeAllMenus } from '../../state/menus.ts';
import { NavLinkList, type NavLink } from '../Navbar.tsx';

/** The camera filter: which performers' cams to list. */
export const CAM_FILTER_LINKS: readonly NavLink[] = [
  { to: 'cams', label: msg`All cams` },
  { to: 'freeChat', label: msg`Free chat` },
  { to: 'newGirls', label: msg`New girls` },
  { to: 'camShows', label: msg`Cam shows` },
  { to: 'myFavoriteCams', label: msg`Favorite cams` },
];

export default function CamFilterMenu() {
  return <NavLinkList links={CAM_FILTER_LINKS} className="menu-links" onFollow={closeAllMenus} />;
}
