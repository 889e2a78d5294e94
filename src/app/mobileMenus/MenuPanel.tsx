// The open mobile menu: heading, back (in a submenu) and close, and the menu's content. A chunk
// of its own, loaded when a menu first opens; each menu's content is a further chunk.

import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { closeMenu, type MobileMenu, menus } from '../../state/menus.ts';
import { MENU_LABELS, SUBMENU_LABELS } from './menuLabels.ts';
import type { CategoryLink, MenuContentProps } from './menuTypes.ts';
import './mobileMenuPanel.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { Icon } from '../../ui/Icon.tsx';

const CONTENTS: Record<MobileMenu, LazyExoticComponent<ComponentType<MenuContentProps>>> = {
  navigation: lazy(() => import('./NavigationMenu.tsx')),
  search: lazy(() => import('./SearchMenu.tsx')),
  camFilter: lazy(() => import('./CamFilterMenu.tsx')),
  categoryFilter: lazy(() => import('./CategoryFilterMenu.tsx')),
  myAccount: lazy(() => import('./MyAccountMenu.tsx')),
  notifications: lazy(() => import('./NotificationsMenu.tsx')),
};

export default function MenuPanel({ menu, categories }: { menu: MobileMenu; categories: readonly CategoryLink[] | undefined }) {
  // The panels' texts are in the "later" catalog, off the first load.
  useLaterTexts();
  const { i18n, t } = useLingui();
  const { submenu } = useSnapshot(menus);
  const heading = useRef<HTMLHeadingElement>(null);
  const Content = CONTENTS[menu];

  // Focus goes into the panel when it opens and when it switches between menu and submenu.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [menu, submenu]);

  return (
    <>
      <div className="mobile-menu__backdrop" onClick={closeMenu} aria-hidden="true" />
      <section
        id={`mobile-menu-${menu}`}
        className="mobile-menu"
        data-testid={`mobile-menu-${menu}`}
        data-submenu={submenu ?? undefined}
        aria-labelledby={`mobile-menu-${menu}-title`}
      >
        <div className="mobile-menu__head">
          {submenu !== null && (
            <button type="button" className="mobile-menu__back" onClick={closeMenu} data-testid="mobile-menu-back">
              <Icon name="chevronLeft" />
              <Trans>Back</Trans>
            </button>
          )}
          <h2 id={`mobile-menu-${menu}-title`} className="mobile-menu__title" tabIndex={-1} ref={heading}>
            {i18n._(submenu === null ? MENU_LABELS[menu] : SUBMENU_LABELS[submenu])}
          </h2>
          <button
            type="button"
            className="mobile-menu__close"
            onClick={closeMenu}
            aria-label={t`Close menu`}
            data-testid="mobile-menu-close"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="mobile-menu__body">
          <Suspense fallback={<div className="mobile-menu__loading" aria-busy="true" />}>
            <Content submenu={submenu} categories={categories} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
