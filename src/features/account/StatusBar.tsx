// The status bar under the navbar (spec part 1 §3 Status bar types): what the guest should know
// or do now. The promo host mounts it once there can be something to say (a logged-in guest, a
// not-found redirect or an e-mail verification link); it wires the events that raise items and
// offers them to the promo manager, which shows at most one promo at a time (issue 20).

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { acceptCancellationOffer, verifyEmail } from '../../api/guest.ts';
import { CANCELLATION_OFFER } from '../../contract/checkout.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { guest } from '../../state/guest.ts';
import { checkout } from '../checkout/store.ts';
import { statusPromoKind } from '../promos/promoRules.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { startCheckout } from './checkoutActions.ts';
import { cancellationOfferPlatformText, cancelledPlan } from './profileRules.ts';
import {
  clearStatusBarItem,
  dismissStatusBarItem,
  greetAfterLogin,
  noteStatusItemShown,
  showStatusBarItem,
  statusBar,
} from './statusBar.ts';
import {
  isNotFoundRedirect,
  STATUS_BAR_ORDER,
  type StatusBarItem,
  searchWithout,
  selectStatusBarItems,
  VERIFY_EMAIL_PARAM,
  verifyEmailCode,
} from './statusBarRules.ts';
import { account, loadProfile } from './store.ts';
import './statusBar.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { Icon } from '../../ui/Icon.tsx';

// The blocking data protection and terms dialog (issue 12), only for a guest who must accept.
const DataProtectionDialog = lazy(() => import('../legal/DataProtectionDialog.tsx'));

/** Codes already sent: a code is single use, and an effect may run twice for one address. */
const sentVerifyCodes = new Set<string>();

/** Wires the events that raise items: login, age check, balance, the checkout closing, the link's code. */
function useStatusBarEvents(): void {
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  const search = useSearch();
  const [pathname, navigate] = useLocation();

  useEffect(() => {
    if (live.isLoggedIn) void loadProfile();
  }, [live.isLoggedIn, live.guestId]);

  // The greeting and the cancellation offer need the profile.
  useEffect(() => {
    const profile = snap.profile;
    if (!live.isLoggedIn || live.guestId === null || !profile || profile.guest.id !== live.guestId) return;
    greetAfterLogin(live.guestId, profile.isEmailVerified || live.isEmailVerified);
    const plan = cancelledPlan(profile.abos);
    if (plan) showStatusBarItem('cancellationOffer', plan);
    // Items the server raised (the monthly bonus was credited): shown until seen once.
    for (const type of profile.statusItems) showStatusBarItem(type);
  }, [live.isLoggedIn, live.guestId, snap.profile]);

  useEffect(() => {
    const offAvs = onServerFrame('avs.set', () => showStatusBarItem('ageCheckAccepted'));
    let lastBalance = guest.balance;
    const offBalance = onServerFrame('guest.balance', ({ balance }) => {
      // A rise nobody paid for in the frame, for a guest with auto recharge on: an automatic recharge.
      if (balance > lastBalance && !checkout.isOpen && account.profile?.guest.autoRecharge) showStatusBarItem('automaticRecharge');
      lastBalance = balance;
    });
    return () => {
      offAvs();
      offBalance();
    };
  }, []);

  // A plan cancelled in the frame shows its offer: read the plans again once a flow closes.
  const { isOpen } = useSnapshot(checkout);
  const [wasOpen, setWasOpen] = useState(isOpen);
  useEffect(() => {
    if (wasOpen && !isOpen && guest.isLoggedIn) void loadProfile(true);
    setWasOpen(isOpen);
  }, [isOpen]);

  // ?verifyEmail=<code>: confirm the address, then take the code out of the address bar.
  useEffect(() => {
    const code = verifyEmailCode(search);
    if (code === null) return;
    navigate(`${pathname}${searchWithout(search, VERIFY_EMAIL_PARAM)}`, { replace: true });
    if (sentVerifyCodes.has(code)) return;
    sentVerifyCodes.add(code);
    verifyEmail(code)
      .then(() => {
        clearStatusBarItem('mailWelcomeLink');
        if (guest.isLoggedIn) void loadProfile(true);
      })
      .catch(() => showStatusBarItem('error', 'verifyEmail'));
  }, [search]);
}

function ItemText({ item }: { item: StatusBarItem }) {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  switch (item.type) {
    case 'noAgeCheck':
      return <Trans>Verify your age once to unlock all content.</Trans>;
    case 'ageCheckStatus':
      return live.avsStatus === 'rejected' ? (
        <Trans>Your age verification was rejected. You can try again.</Trans>
      ) : (
        <Trans>Your age verification is being checked.</Trans>
      );
    case 'ageCheckAccepted':
      return <Trans>Your age is verified. Enjoy all content.</Trans>;
    case 'mailNotVerified':
      return <Trans>Your e-mail address is not verified yet. Please click the link in the e-mail we sent you.</Trans>;
    case 'mailWelcomeLink':
      return <Trans>Welcome! We sent you a link to {snap.profile?.guest.email ?? ''}. Click it to verify your e-mail address.</Trans>;
    case 'welcomeBack':
      return <Trans>Welcome back, {snap.profile?.guest.name ?? ''}!</Trans>;
    case 'error':
      return item.detail === 'verifyEmail' ? (
        <Trans>Your e-mail address could not be verified. The link may be old or already used.</Trans>
      ) : (
        <Trans>Something went wrong. Please try again.</Trans>
      );
    case 'automaticRecharge':
      return <Trans>Your balance was recharged automatically.</Trans>;
    case 'cancellationOffer': {
      const price = formatCurrency(centsToEuros(CANCELLATION_OFFER.priceCents), 'EUR', i18n.locale);
      return <Trans>Sorry to see you go. Keep your plan for the next month for only {price}.</Trans>;
    }
    case 'cancellationOfferError':
      return <Trans>The offer could not be accepted. Please try again later.</Trans>;
    case 'monthlyBonusProcessed':
      return <Trans>Your monthly bonus has been credited.</Trans>;
    case 'notFoundRedirect':
      return <Trans>The page you were looking for does not exist. Here is something else for you.</Trans>;
  }
}

function ItemAction({ item }: { item: StatusBarItem }) {
  const [busy, setBusy] = useState(false);
  if (item.type === 'noAgeCheck' || (item.type === 'ageCheckStatus' && guest.avsStatus === 'rejected')) {
    return (
      <button type="button" className="button button--primary" onClick={() => startCheckout('avs')}>
        <Trans>Verify now</Trans>
      </button>
    );
  }
  if (item.type !== 'cancellationOffer') return null;
  const accept = () => {
    const guestId = guest.guestId;
    const plan = item.detail === 'vip' || item.detail === 'vxtv' ? item.detail : null;
    if (guestId === null || plan === null) return;
    setBusy(true);
    acceptCancellationOffer(guestId, cancellationOfferPlatformText(plan))
      .then((answer) => {
        clearStatusBarItem('cancellationOffer');
        if (answer.accepted_offer) void loadProfile(true);
        else showStatusBarItem('cancellationOfferError');
      })
      .catch(() => {
        clearStatusBarItem('cancellationOffer');
        showStatusBarItem('cancellationOfferError');
      })
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" className="button button--primary" disabled={busy} onClick={accept}>
      <Trans>Accept the offer</Trans>
    </button>
  );
}

export default function StatusBar() {
  useLaterTexts();
  const { t } = useLingui();
  useStatusBarEvents();
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  const bar = useSnapshot(statusBar);
  const search = useSearch();
  const profileMatches = snap.profile !== null && snap.profile.guest.id === live.guestId;
  const items = selectStatusBarItems({
    isLoggedIn: live.isLoggedIn,
    avsStatus: live.avsStatus,
    isEmailVerified: profileMatches && snap.profile ? snap.profile.isEmailVerified || live.isEmailVerified : null,
    isNotFoundRedirect: isNotFoundRedirect(search),
    events: bar.events,
    dismissed: bar.dismissed,
  });
  // Each item is a promo candidate (issue 20): the manager shows at most one promo at a time.
  useOfferPromos(
    'statusBar',
    items.map((item) => ({
      id: `status:${item.type}`,
      kind: statusPromoKind(item.type),
      ask: 'none',
      priority: STATUS_BAR_ORDER.length - STATUS_BAR_ORDER.indexOf(item.type),
    })),
  );
  const shownId = useShownPromo();
  const shown = items.filter((item) => `status:${item.type}` === shownId);
  const shownType = shown[0]?.type;
  useEffect(() => {
    if (shownType) noteStatusItemShown(shownType);
  }, [shownType]);
  // spec part 1 §6: data protection and terms acceptance is asked of logged-in guests only
  const mustAccept = live.isLoggedIn && profileMatches && snap.profile?.guest.showDataProtection === true;
  const dialog = mustAccept ? (
    <Suspense fallback={null}>
      <DataProtectionDialog />
    </Suspense>
  ) : null;
  if (shown.length === 0) return dialog;
  return (
    <>
      {dialog}
      <section className="status-bar" aria-label={t`Notices`} data-testid="status-bar">
        <ul>
          {shown.map((item) => (
            <li
              key={item.type}
              data-promo={`status:${item.type}`}
              className={`status-bar__item status-bar__item--${item.type}`}
              data-status-type={item.type}
            >
              {/* the live region is the text: a list keeps only list items (WCAG 1.3.1) */}
              <span
                className="status-bar__text"
                role={item.type === 'error' || item.type === 'cancellationOfferError' ? 'alert' : 'status'}
              >
                <ItemText item={item} />
              </span>
              <ItemAction item={item} />
              <button type="button" className="status-bar__close" aria-label={t`Dismiss`} onClick={() => dismissStatusBarItem(item.type)}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
