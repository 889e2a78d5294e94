import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { closeAllMenus } from '../../state/menus.ts';
import { type NavLink, NavLinkList } from '../Navbar.tsx';

/** The account area (spec part 1 §2: /my{product}/...). */
const ACCOUNT_LINKS: readonly NavLink[] = [
  { to: 'myProfile', label: msg`My profile` },
  { to: 'myMediathek', label: msg`My videos` },
  { to: 'myMediathekPhotos', label: msg`My photos` },
  { to: 'myFavoriteCams', label: msg`Favorite cams` },
  { to: 'myBenefits', label: msg`My benefits` },
  { to: 'mySpinwheel', label: msg`Spin wheel` },
  { to: 'messenger', label: msg`Messenger` },
  { to: 'myOfflinePages', label: msg`Saved for offline` },
];

export default function MyAccountMenu() {
  return (
    <>
      <div className="menu-login" data-testid="mobile-login-prompt">
        <p className="menu-note">
          <Trans>Log in to see your balance, your purchases and your favorite performers.</Trans>
        </p>
        {/* Accounts arrive with the login flow; the button is its place in the menu. */}
        <button type="button" className="button button--primary" data-testid="mobile-login-button">
          <Trans>Log in</Trans>
        </button>
      </div>
      <NavLinkList links={ACCOUNT_LINKS} className="menu-links" onFollow={closeAllMenus} />
    </>
  );
}
