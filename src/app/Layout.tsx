// The page shell around every route: navbar, content, footer, mobile menus, cookie banner and
// the modal host, plus the shell's page-wide behaviour (scroll handling, body scroll lock, tab
// title animation). App renders the page as its children.

import { Trans } from '@lingui/react/macro';
import { lazy, type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { mayNeedStartupDialog } from '../features/account/startupGate.ts';
import { useLindemannRedirect } from '../features/account/useLindemannRedirect.ts';
import { CookieBanner } from '../features/legal/CookieBanner.tsx';
import { PromoHost } from '../features/promos/PromoHost.tsx';
import { consent, isBannerShown } from '../state/consent.ts';
import { guest } from '../state/guest.ts';
import { closeAllMenus } from '../state/menus.ts';
import { modals } from '../state/modals.ts';
import { LazySlot } from '../ui/LazySlot.tsx';
import { appConfig } from './appConfig.ts';
import { MobileBar } from './mobileMenus/MobileBar.tsx';
import type { CategoryLink } from './mobileMenus/menuTypes.ts';
import { Navbar } from './Navbar.tsx';
import { useModalFromQuery } from './useModalFromQuery.ts';
import { useLanguage } from './useRoute.ts';
import { useBodyScrollLock, useScrollHandling } from './useScrollHandling.ts';
import './theme.css';
import './shell.css';
import '../ui/tileGrid.css';

export type { CategoryLink };

// The footer is below the fold: not needed at first paint. The cookie banner is part of the
// first paint for an undecided guest (no pop-in over the page, nothing to click through late).
const Footer = lazy(() => import('./Footer.tsx'));
// The dialog host and every dialog's loader come with the first dialog opened.
const ModalHost = lazy(() => import('../ui/ModalHost.tsx'));
// The load-time dialogs come in their own chunk, and only when one may be due.
const StartupDialogs = lazy(() => import('../features/account/StartupDialogs.tsx'));
/** Off unless VITE_TITLE_PREFIX is set at build time (spec part 1 §2). */
const TITLE_PREFIX = String(import.meta.env.VITE_TITLE_PREFIX ?? '');

/** The tab title animation, loaded only when a prefix is configured. */
function useTabTitleAnimation(): void {
  useEffect(() => {
    if (!TITLE_PREFIX.trim()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./tabTitle.ts')
      .then(({ startTabTitleAnimation }) => {
        if (!unmounted) stop = startTabTitleAnimation(TITLE_PREFIX);
      })
      .catch(() => {
        // a decoration: without its chunk (offline, new deploy) the title simply stays still
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}

function CookieBannerSlot() {
  const snap = useSnapshot(consent);
  return isBannerShown(snap) ? <CookieBanner /> : null;
}

/**
 * Mounts the load-time dialogs when one may be due (spec part 1 §2, §4: es-avs for Spanish and
 * the sexole host, sexole-login there, avs for a logged-in member under force-AVS). They stay
 * mounted once needed. (The status bar is a promo source: PromoHost mounts it.)
 */
function StartupDialogSlot() {
  const { isLoggedIn } = useSnapshot(guest);
  const language = useLanguage();
  const [needsDialogs, setNeedsDialogs] = useState(false);
  useEffect(() => {
    const { sexoleHosts, forceAvs } = appConfig();
    if (mayNeedStartupDialog({ language, hostname: location.hostname, sexoleHosts, isLoggedIn, forceAvs })) setNeedsDialogs(true);
  }, [isLoggedIn, language]);
  return needsDialogs ? (
    <LazySlot>
      <StartupDialogs />
    </LazySlot>
  ) : null;
}

/** A followed link closes the mobile menu it was in. */
function useCloseMenusOnNavigation(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  useEffect(() => {
    closeAllMenus();
  }, [pathname, search]);
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the content without writing #content into the URL (the router owns the URL).
  event.preventDefault();
  const content = document.getElementById('content');
  content?.focus();
  content?.scrollIntoView();
}

/** The open dialog, if any: its host loads with the first one. */
function ModalSlot() {
  const { current } = useSnapshot(modals);
  if (current === null) return null;
  return (
    <LazySlot>
      <ModalHost />
    </LazySlot>
  );
}

export function Layout({
  children,
  categories,
}: {
  children: ReactNode;
  /** The categories the mobile category filter links to; without them it links the cam sections. */
  categories?: readonly CategoryLink[];
}) {
  useScrollHandling();
  useBodyScrollLock();
  useCloseMenusOnNavigation();
  useTabTitleAnimation();
  useModalFromQuery();
  useLindemannRedirect();

  return (
    <div className="shell" data-testid="shell">
      {/* The general scroll anchor: navigation scrolls here when the page names no other. */}
      <div className="shell__top" data-scroll-anchor="top" />
      <a className="skip-link" href="#content" onClick={skipToContent}>
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <StartupDialogSlot />
      {/* Every banner, strip and offer the app shows on its own: one at a time, below the navbar. */}
      <PromoHost />
      <div id="content" className="shell__content" tabIndex={-1}>
        {children}
      </div>
      <LazySlot>
        <Footer />
      </LazySlot>
      <MobileBar categories={categories} />
      <CookieBannerSlot />
      <ModalSlot />
    </div>
  );
}
