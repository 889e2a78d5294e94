// The page shell around every route: navbar, content, footer, mobile menus, cookie banner and
// the modal host, plus the shell's page-wide behaviour (scroll handling, body scroll lock, tab
// title animation). App renders the page as its children.
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { CookieBanner } from '../features/legal/CookieBanner.tsx';
import { consent, isBannerShown } from '../state/consent.ts';
import { guest } from '../state/guest.ts';
import { modals } from '../state/modals.ts';
import { mayNeedStartupDialog } from '../features/account/startupGate.ts';
import { closeAllMenus } from '../state/menus.ts';
import { MobileBar } from './mobileMenus/MobileBar.tsx';
import type { CategoryLink } from './mobileMenus/menuTypes.ts';
import { Navbar } from './Navbar.tsx';
import { useBodyScrollLock, useScrollHandling } from './useScrollHandling.ts';
import { useModalFromQuery } from './useModalFromQuery.ts';
import { appConfig } from './appConfig.ts';
import { useLanguage } from './useRoute.ts';
import { matchPath } from './routes.ts';
import './theme.css';
import './shell.css';
import '../ui/tileGrid.css';

export type { CategoryLink };

// The footer is below the fold: not needed at first paint. The cookie banner is part of the
// first paint for an undecided guest (no pop-in over the page, nothing to click through late).
const Footer = lazy(() => import('./Footer.tsx'));
// The dialog host and every dialog's loader come with the first dialog opened.
const ModalHost = lazy(() => import('../ui/ModalHost.tsx'));
// The account area's status bar and load-time dialogs come in their own chunks, and only when
// they may have something to show, so an anonymous visitor's first load carries neither.
const StatusBar = lazy(() => import('../features/account/StatusBar.tsx'));
const StartupDialogs = lazy(() => import('../features/account/StartupDialogs.tsx'));
// Incentives and teasers (issue 11) come after the first paint, in their own chunk.
const IncentiveSlot = lazy(() => import('../features/incentives/IncentiveSlot.tsx'));
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
 * Mounts the status bar once there can be a notice (a logged-in guest, a not-found redirect, an
 * e-mail verification link) and the load-time dialogs when one may be due (spec part 1 §2, §4:
 * es-avs for Spanish and the sexole host, sexole-login there, avs for a logged-in member under
 * force-AVS). Each stays mounted
 * once needed, so a notice does not vanish with the query that raised it.
 */
function AccountSlots() {
  const { isLoggedIn } = useSnapshot(guest);
  const search = useSearch();
  const language = useLanguage();
  const [needsStatusBar, setNeedsStatusBar] = useState(false);
  const [needsDialogs, setNeedsDialogs] = useState(false);
  useEffect(() => {
    if (isLoggedIn || /(^|[?&])(notFound|verifyEmail)=/.test(search)) setNeedsStatusBar(true);
    const { sexoleHosts, forceAvs } = appConfig();
    if (mayNeedStartupDialog({ language, hostname: location.hostname, sexoleHosts, isLoggedIn, forceAvs })) setNeedsDialogs(true);
  }, [isLoggedIn, search, language]);
  return (
    <Suspense fallback={null}>
      {needsStatusBar && <StatusBar />}
      {needsDialogs && <StartupDialogs />}
    </Suspense>
  );
}

/**
 * Mounts the incentive slot after the first paint: at once on a page other than home, on home
 * only after the guest's first interaction (outside the app's own prompts), so the home page's
 * first load carries none of it.
 */
function IncentivesAfterPaint() {
  const [pathname] = useLocation();
  const [isReady, setIsReady] = useState(false);
  const isHome = matchPath(pathname)?.id === 'home';
  useEffect(() => {
    if (isReady) return;
    if (!isHome) {
      const timer = setTimeout(() => setIsReady(true), 0);
      return () => clearTimeout(timer);
    }
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    const stop = () => {
      for (const event of events) removeEventListener(event, ready);
    };
    function ready(event: Event) {
      // Not the app's own update or install prompt: the slot's requests would race an accepted
      // update's takeover (docs/decisions.md, "Incentives and the app update").
      if (event.target instanceof Element && event.target.closest('.pwa-prompt')) return;
      stop();
      setIsReady(true);
    }
    for (const event of events) addEventListener(event, ready, { passive: true });
    return stop;
  }, [isHome, isReady]);
  return isReady ? (
    <Suspense fallback={null}>
      <IncentiveSlot />
    </Suspense>
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
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}

export function Layout({ children, categories }: {
  children: ReactNode;
  /** The categories the mobile category filter links to; without them it links the cam sections. */
  categories?: readonly CategoryLink[];
}) {
  useScrollHandling();
  useBodyScrollLock();
  useCloseMenusOnNavigation();
  useTabTitleAnimation();
  useModalFromQuery();

  return (
    <div className="shell" data-testid="shell">
      {/* The general scroll anchor: navigation scrolls here when the page names no other. */}
      <div className="shell__top" data-scroll-anchor="top" />
      <a className="skip-link" href="#content" onClick={skipToContent}>
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <AccountSlots />
      <IncentivesAfterPaint />
      <div id="content" className="shell__content" tabIndex={-1}>
        {children}
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <MobileBar categories={categories} />
      <CookieBannerSlot />
      <ModalSlot />
    </div>
  );
}
