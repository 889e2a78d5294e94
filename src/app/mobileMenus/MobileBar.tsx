// The mobile bar (below MOBILE_MENU.belowWidthPx): one button per mobile menu and the open
// menu's panel. The panel and the menus' contents are separate chunks, loaded on first open.

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { MOBILE_MENU } from '../../contract/constants.ts';
import { guest } from '../../state/guest.ts';
import { closeAllMenus, closeMenu, MOBILE_MENUS, type MobileMenu, menus, toggleMenu } from '../../state/menus.ts';
import { modals } from '../../state/modals.ts';
import { MENU_LABELS } from './menuLabels.ts';
import type { CategoryLink } from './menuTypes.ts';
import './mobileMenus.css';

const MenuPanel = lazy(() => import('./MenuPanel.tsx'));

// 24x24 outline icons, drawn inline: no image requests, a few bytes each.
const MENU_ICONS: Record<MobileMenu, string> = {
  navigation: 'M4 6h16M4 12h16M4 18h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  camFilter: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  categoryFilter: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  myAccount: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  notifications: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
};

/** Escape closes one step (submenu first) unless a modal is on top; a desktop-wide viewport closes all. */
function useMenuDismissal(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || modals.current !== null) return;
      if (closeMenu()) event.preventDefault();
    };
    const desktop = window.matchMedia?.(`(min-width: ${MOBILE_MENU.belowWidthPx}px)`);
    const onViewportChange = () => {
      if (desktop?.matches) closeAllMenus();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop?.addEventListener('change', onViewportChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onViewportChange);
    };
  }, []);
}

/** The bar of menu buttons and the open menu. Hidden from MOBILE_MENU.belowWidthPx up (CSS). */
export function MobileBar({ categories }: { categories?: readonly CategoryLink[] }) {
  const { i18n, t } = useLingui();
  const { open } = useSnapshot(menus);
  const guestSnap = useSnapshot(guest);
  const buttons = useRef<Partial<Record<MobileMenu, HTMLButtonElement | null>>>({});
  const lastOpen = useRef<MobileMenu | null>(null);
  useMenuDismissal();

  // When a menu closes, focus goes back to its button, unless the guest already moved it elsewhere.
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = open;
    if (open !== null || closed === null) return;
    const active = document.activeElement;
    if (active === null || active === document.body) buttons.current[closed]?.focus({ preventScroll: true });
  }, [open]);

  return (
    <div className="mobile-shell" data-testid="mobile-shell">
      {open !== null && (
        <Suspense fallback={null}>
          <MenuPanel menu={open} categories={categories} />
        </Suspense>
      )}
      <nav className="mobile-bar" data-testid="mobile-bar" aria-label={t`Menus`}>
        {MOBILE_MENUS.map((menu) => (
          <button
            key={menu}
            type="button"
            className="mobile-bar__button"
            aria-expanded={open === menu}
            aria-controls={open === menu ? `mobile-menu-${menu}` : undefined}
            onClick={() => toggleMenu(menu)}
            ref={(button) => {
              buttons.current[menu] = button;
            }}
            data-testid={`mobile-menu-button-${menu}`}
          >
            <svg className="mobile-bar__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d={MENU_ICONS[menu]} />
            </svg>
            <span className="mobile-bar__label">{i18n._(MENU_LABELS[menu])}</span>
            {menu === 'notifications' && guestSnap.unreadNotifications.navbar > 0 ? (
              <span className="mobile-bar__count" data-testid="mobile-notifications-count">
                {guestSnap.unreadNotifications.navbar}
              </span>
            ) : null}
          </button>
        ))}
      </nav>
    </div>
  );
}
