// The one place below the navbar where the promos the app shows on its own appear (issue 20):
// the status bar, the page's incentives and teasers, the welcome chat offer, the chat trial
// promo and the install offer. Each source loads in its own chunk when it may have something to say, offers its
// candidates to the promo manager (store.ts) and renders only while the manager picks it
// (promoRules.ts: at most one at a time, by a documented priority; offers show only right after
// the guest's click or key press). The host sits in the page's flow, so no promo covers the navbar,
// the balance, the Top up button or the content.
// An album's or a video's own offer stays beside that content (AlbumIncentive), picked the same way.
import { lazy, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { matchPath } from '../../app/routes.ts';
import { guest } from '../../state/guest.ts';
import { LazySlot } from '../../ui/LazySlot.tsx';
import { pwa } from '../pwa/pwaState.ts';
import { allCandidates, promos } from './store.ts';
import { useInteractionWatch, useTopUpWatch } from './usePromo.ts';
import './promos.css';

const StatusBar = lazy(() => import('../account/StatusBar.tsx'));
// Incentives and teasers (issue 11) come after the first paint, in their own chunk.
const IncentiveSlot = lazy(() => import('../incentives/IncentiveSlot.tsx'));
const OfferTeaser = lazy(() => import('../conversion/OfferTeaser.tsx'));
const InstallOffer = lazy(() => import('../pwa/InstallOffer.tsx'));
const ChatTrialPromo = lazy(() => import('../bonus/ChatTrialPromo.tsx'));

/**
 * The status bar once there can be a notice (a logged-in guest, a not-found redirect, an e-mail
 * verification link). It stays mounted once needed, so a notice does not vanish with the query
 * that raised it.
 */
function StatusBarSlot() {
  const { isLoggedIn } = useSnapshot(guest);
  const search = useSearch();
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (isLoggedIn || /(^|[?&])(notFound|verifyEmail)=/.test(search)) setIsNeeded(true);
  }, [isLoggedIn, search]);
  return isNeeded ? <StatusBar /> : null;
}

/**
 * The incentive slot after the first paint: at once on a page other than home, on home only
 * after the guest's first interaction (outside the app's own prompts), so the home page's first
 * load carries none of it.
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
  return isReady ? <IncentiveSlot /> : null;
}

export function PromoHost() {
  useTopUpWatch();
  useInteractionWatch();
  const { isLoggedIn } = useSnapshot(guest);
  const { installEvent } = useSnapshot(pwa);
  const snap = useSnapshot(promos);
  return (
    // data-offered and data-interacted say what the manager knows (for tests and a curious developer).
    <div
      className="promo-host"
      data-testid="promo-host"
      data-offered={allCandidates(snap.offered).length}
      data-interacted={snap.hasInteracted}
    >
      {/* One boundary each: a source still loading never hides another that is on screen. */}
      <LazySlot>
        <StatusBarSlot />
      </LazySlot>
      <LazySlot>
        <IncentivesAfterPaint />
      </LazySlot>
      <LazySlot>{isLoggedIn && <OfferTeaser />}</LazySlot>
      <LazySlot>{isLoggedIn && <ChatTrialPromo />}</LazySlot>
      <LazySlot>{installEvent !== null && <InstallOffer />}</LazySlot>
    </div>
  );
}
