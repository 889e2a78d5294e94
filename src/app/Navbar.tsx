import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, lazy, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { logout, openCheckout, openLogin } from '../features/checkout/index.ts';
import { guest, isBalanceShown } from '../state/guest.ts';
import { LazySlot } from '../ui/LazySlot.tsx';
import { useOfflineGate } from '../ui/OfflineReason.tsx';
import { appConfig } from './appConfig.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { searchPatternToSubmit } from './mobileMenus/searchPattern.ts';
import { NavbarLinks } from './NavbarLinks.tsx';
import { RouteLink, useBuildPath } from './RouteLink.tsx';
import type { RouteId, RouteParamInput } from './routes.ts';
import { navbarReferenceY, nextNavbarVisible } from './scroll.ts';
import { useRoute } from './useRoute.ts';
import { useShowsLoggedIn } from './useShowsLoggedIn.ts';
import './navbarAccount.css';

/** The brand name: a name, not a phrase, so it is not translated. */
export const BRAND_NAME = 'Glimmer';

/** A route that needs no parameter (the account area's `product` has a default). */
export type PlainRouteId = { [Id in RouteId]: {} extends RouteParamInput<Id> ? Id : never }[RouteId];

export interface NavLink {
  to: PlainRouteId;
  label: MessageDescriptor;
}

/** The main sections, in the desktop navbar and the mobile navigation menu. */
export const MAIN_LINKS: readonly NavLink[] = [
  { to: 'cams', label: msg`Cams` },
  { to: 'freeChat', label: msg`Free chat` },
  { to: 'newGirls', label: msg`New girls` },
  { to: 'videos', label: msg`Videos` },
  { to: 'messenger', label: msg`Messenger` },
  { to: 'contests', label: msg`Contests` },
  { to: 'feed', label: msg`Feed` },
];

/** A list of route links; the link of the current route is marked with aria-current. */
export function NavLinkList({
  links,
  className,
  onFollow,
  after,
}: {
  links: readonly NavLink[];
  className?: string;
  /** Called when a link is followed (menus close themselves). */
  onFollow?: () => void;
  /** What a link shows after its label (the navigation's live counts). */
  after?: (to: PlainRouteId) => ReactNode;
}) {
  const { i18n } = useLingui();
  const current = useRoute().match?.id;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <RouteLink to={link.to} aria-current={current === link.to ? 'page' : undefined} onClick={onFollow}>
            {i18n._(link.label)}
            {after?.(link.to)}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

/** Whether the navbar shows: hides when scrolling down past the hide point, shows on scroll up. */
function useNavbarVisible(): [boolean, (visible: boolean) => void] {
  const [visible, setVisibleState] = useState(true);
  const shown = useRef(true);
  const setVisible = useCallback((next: boolean) => {
    if (shown.current === next) return;
    shown.current = next;
    setVisibleState(next);
  }, []);

  useEffect(() => {
    let referenceY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setVisible(nextNavbarVisible(referenceY, y, shown.current));
      referenceY = navbarReferenceY(referenceY, y);
    };
    // One decision per frame, however many scroll events the frame brought.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [setVisible]);
  return [visible, setVisible];
}

const SearchOverlay = lazy(() => import('../features/search/SearchOverlay.tsx'));

let searchStore: Promise<typeof import('../features/search/searchStore.ts')> | null = null;

/**
 * A submitted search goes into the recent list (the search module loads only then). One import
 * promise for every search: two searches submitted while the module loads are remembered in the
 * order they were made (separate import() calls may settle in any order).
 */
function rememberSearch(pattern: string): void {
  searchStore ??= import('../features/search/searchStore.ts').catch((error: unknown) => {
    searchStore = null;
    throw error;
  });
  searchStore.then(
    (search) => search.rememberSearch(pattern),
    () => undefined,
  );
}

/**
 * The search field: the global search overlay while it has focus or text (suggestions, recent
 * searches, grouped results); Enter opens the video search for the typed pattern.
 */
function NavbarSearch() {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const buildPath = useBuildPath();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(close, [location, close]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchPattern = searchPatternToSubmit(value, 1);
    if (searchPattern === null) return;
    rememberSearch(searchPattern);
    setOpen(false);
    navigate(buildPath('videoSearch', { searchPattern }));
  }

  return (
    <form ref={form} className="navbar__search" role="search" onSubmit={submit} data-testid="navbar-search">
      <input
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder={t`Search videos`}
        aria-label={t`Search videos`}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="navbar-search-input"
      />
      <button type="submit" className="button button--ghost">
        <Trans>Search</Trans>
      </button>
      {open ? (
        <LazySlot>
          <SearchOverlay value={value} minLength={1} onUseTerm={setValue} onClose={close} within={form} />
        </LazySlot>
      ) : null}
    </form>
  );
}

const NavbarBalance = lazy(() => import('./NavbarBalance.tsx'));
const NavbarInbox = lazy(() => import('./NavbarInbox.tsx'));

/**
 * The balance chip's place while its code or the guest's balance is on its way: a chip of the
 * real one's size (navbarAccount.css), so the buttons beside it never move when it fills in.
 */
function BalancePlaceholder() {
  return (
    <span className="navbar__balance navbar__balance--loading" aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

/**
 * The balance chip: shown when logged in or once a balance event arrived (spec part 1 §4).
 * `reserved`: the logged-in view keeps its place from the first paint on.
 */
function NavbarBalanceSlot({ reserved }: { reserved: boolean }) {
  const snap = useSnapshot(guest);
  if (!isBalanceShown(snap)) return reserved ? <BalancePlaceholder /> : null;
  return (
    <LazySlot fallback={<BalancePlaceholder />}>
      <NavbarBalance />
    </LazySlot>
  );
}

/**
 * The guest's corner of the bar: balance, top-up and logout when logged in; login and signup
 * otherwise, unless login is disabled (spec part 1 §5). Which of the two shows from the first
 * paint on (useShowsLoggedIn), and what loads later holds a place of its size, so the corner
 * never changes size when the guest or the balance arrives (issue 20, point 6).
 * data-logged-in says what the live connection confirmed.
 */
function NavbarAccount() {
  const snap = useSnapshot(guest);
  const loggedInView = useShowsLoggedIn();
  const offline = useOfflineGate('topUp', { compact: true });
  if (loggedInView) {
    return (
      <div className="navbar__account" data-testid="navbar-account" data-logged-in={String(snap.isLoggedIn)}>
        <LazySlot fallback={<span className="navbar__inbox-placeholder" aria-hidden="true" />}>
          <NavbarInbox />
        </LazySlot>
        <NavbarBalanceSlot reserved />
        <button
          type="button"
          className="button button--primary navbar__login"
          data-testid="topup-button"
          disabled={offline.isOffline}
          aria-describedby={offline.describedBy}
          title={offline.text}
          onClick={() => void openCheckout('moneycharge')}
        >
          <Trans>Top up</Trans>
        </button>
        {offline.reason}
        <button type="button" className="button button--ghost navbar__secondary" data-testid="logout-button" onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="navbar__account" data-testid="navbar-account" data-logged-in="false">
      <NavbarBalanceSlot reserved={false} />
      {appConfig().loginEnabled ? (
        <>
          <button
            type="button"
            className="button button--primary navbar__login"
            data-testid="login-button"
            onClick={() => void openLogin()}
          >
            <Trans>Log in</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost navbar__secondary"
            data-testid="signup-button"
            onClick={() => void openLogin({ screenName: 'signup' })}
          >
            <Trans>Sign up</Trans>
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The sticky top bar. Below the mobile threshold only the brand and login stay; menus take the rest. */
export function Navbar() {
  const { t } = useLingui();
  const [visible, setVisible] = useNavbarVisible();

  return (
    <header
      className="navbar"
      data-testid="navbar"
      data-hidden={String(!visible)}
      // A keyboard guest tabbing into a hidden navbar gets to see it.
      onFocusCapture={() => setVisible(true)}
    >
      <div className="navbar__inner">
        <RouteLink to="home" className="navbar__brand" data-testid="navbar-brand">
          {BRAND_NAME}
        </RouteLink>
        <NavbarLinks links={MAIN_LINKS} label={t`Main`} />
        <div className="navbar__tools">
          <NavbarSearch />
          <LanguageSwitcher className="navbar__language" />
        </div>
        <NavbarAccount />
      </div>
    </header>
  );
}
