// Benefits (spec part 1 §2 my-account area, route myBenefits): the guest's vouchers by type,
// active plans and benefits, and the bonus-code box. The cards whose size is known at once come
// first (their lines hold their places until the guest is known); the lists of unknown length
// (benefits, waiting codes) come after them, and the daily bonus only once those are in, so
// nothing on screen moves when data arrives (issue 20, point 6).

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { VOUCHER_TYPE } from '../../contract/account.ts';
import type { BenefitType } from '../../contract/enums.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { BENEFIT_TEXTS, VOUCHER_TEXTS } from './accountTexts.ts';
import { BonusCodeBox, useBonusCodes, WaitingBonusCodes } from './BonusCodeBox.tsx';
import { LoginPrompt } from './LoginPrompt.tsx';
import { planRows } from './profileRules.ts';
import { account, loadBenefits, loadProfile } from './store.ts';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { LoyaltyPointsCard } from '../games/LoyaltyPointsCard.tsx';

// The daily bonus (issue 11) in its own chunk.
const DailyBonusPanel = lazy(() => import('../bonus/DailyBonusPanel.tsx'));

function Vouchers() {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const totals = Object.values(VOUCHER_TYPE)
    .map((type) => ({ type, amount: live.vouchers.filter((each) => each.type === type).reduce((sum, each) => sum + each.amount, 0) }))
    .filter((each) => each.amount > 0);
  return (
    <div className="account-card" data-testid="benefits-vouchers">
      <h2>
        <Trans>Vouchers</Trans>
      </h2>
      {!live.isKnown ? (
        <p>
          <SkeletonText />
        </p>
      ) : totals.length === 0 ? (
        <p>
          <Trans>You have no vouchers at the moment.</Trans>
        </p>
      ) : (
        <ul className="account-list">
          {totals.map(({ type, amount }) => (
            <li key={type} data-voucher-type={type}>
              {i18n._(VOUCHER_TEXTS[type])}: <strong>{amount}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Plans() {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  const rows = planRows(live, snap.profile?.abos ?? []).filter((row) => row.state !== 'none');
  const date = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleDateString(i18n.locale));
  return (
    <div className="account-card" data-testid="benefits-plans">
      <h2>
        <Trans>Active plans</Trans>
      </h2>
      {!live.isKnown ? (
        <p>
          <SkeletonText />
        </p>
      ) : rows.length === 0 ? (
        <p>
          <Trans>No active plan.</Trans>
        </p>
      ) : (
        <ul className="account-list">
          {rows.map((row) => (
            <li key={row.plan} data-plan={row.plan} data-state={row.state}>
              <strong>{row.plan === 'vip' ? <Trans>VIP</Trans> : <Trans>TV</Trans>}</strong>{' '}
              {row.state === 'includedInVip' ? (
                <Trans>included in VIP</Trans>
              ) : (
                row.endsAt !== null && <Trans>until {date(row.endsAt)}</Trans>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Plan benefits are a period, not an amount: only their end date shows. */
const PLAN_BENEFITS: readonly BenefitType[] = ['vip', 'premiumSubscription'];

function Benefits() {
  const { i18n } = useLingui();
  const snap = useSnapshot(account);
  if (snap.benefitsStatus === 'error') {
    return (
      <p role="alert" className="account-error">
        <Trans>Your benefits could not be loaded.</Trans>
      </p>
    );
  }
  if (snap.benefits.length === 0) return null;
  return (
    <div className="account-card" data-testid="benefits-list">
      <h2>
        <Trans>Your benefits</Trans>
      </h2>
      <ul className="account-list">
        {snap.benefits.map((benefit, index) => (
          <li key={`${benefit.type}-${index}`} data-benefit-type={benefit.type}>
            {i18n._(BENEFIT_TEXTS[benefit.type])}
            {!PLAN_BENEFITS.includes(benefit.type) && (
              <>
                :{' '}
                <strong>
                  {benefit.type === 'bonus' ? formatCurrency(centsToEuros(benefit.amount), 'EUR', i18n.locale) : benefit.amount}
                </strong>
              </>
            )}
            {benefit.validUntil !== null && (
              <>
                {' '}
                <small>
                  <Trans>until {new Date(benefit.validUntil).toLocaleDateString(i18n.locale)}</Trans>
                </small>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards of a logged-in guest; the daily bonus follows once the lists of unknown length are in. */
function BenefitCards() {
  const snap = useSnapshot(account);
  const codes = useBonusCodes();
  // Once placed, the lists stay: a reload after a redeem changes them in place.
  const [listsAreIn, setListsAreIn] = useState(false);
  if (!listsAreIn && codes.isRemainingSettled && (snap.benefitsStatus === 'ready' || snap.benefitsStatus === 'error')) setListsAreIn(true);
  return (
    <>
      <div className="account-grid">
        <BonusCodeBox codes={codes} />
        <Vouchers />
        <Plans />
        <LoyaltyPointsCard />
        {listsAreIn && (
          <>
            <Benefits />
            <WaitingBonusCodes codes={codes} />
          </>
        )}
      </div>
      {listsAreIn && <DailyBonus />}
    </>
  );
}

function DailyBonus() {
  return (
    <Suspense fallback={null}>
      <DailyBonusPanel />
    </Suspense>
  );
}

export default function BenefitsPage(_props: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const loggedInView = useShowsLoggedIn();
  useEffect(() => {
    if (!live.isLoggedIn) return;
    void loadProfile(true);
    void loadBenefits();
  }, [live.isLoggedIn, live.guestId, live.redeemedBonusCode]);

  return (
    <main className="page account-page" data-testid="benefits-page">
      <h1>
        <Trans>My benefits</Trans>
      </h1>
      {loggedInView ? (
        <BenefitCards />
      ) : (
        <>
          <LoginPrompt>
            <Trans>Log in to see your vouchers and plans and to redeem a bonus code.</Trans>
          </LoginPrompt>
          <DailyBonus />
        </>
      )}
    </main>
  );
}
