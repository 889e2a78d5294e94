// The profile section of my profile: who the guest is, the balance, the plans (VIP counts as
// TV), the age check and the phone verification.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ageCheckBonusAvailability, requestAgeCheckPayLink } from '../../api/guestService.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { AVS_REJECT_TEXTS, AVS_STATUS_TEXTS } from './accountTexts.ts';
import { startCheckout } from './checkoutActions.ts';
import { PhoneVerificationForm } from './PhoneVerificationForm.tsx';
import { avsDisplay, type PlanRow, planRows } from './profileRules.ts';
import { account } from './store.ts';

function PlanLine({ row }: { row: PlanRow }) {
  const { i18n } = useLingui();
  const date = row.endsAt === null ? null : new Date(row.endsAt).toLocaleDateString(i18n.locale);
  const name = row.plan === 'vip' ? <Trans>VIP</Trans> : <Trans>TV</Trans>;
  return (
    <li className="account-plan" data-plan={row.plan} data-state={row.state}>
      <strong>{name}</strong>{' '}
      <span>
        {row.state === 'none' && <Trans>Not subscribed</Trans>}
        {row.state === 'active' && (date ? <Trans>Active, renews on {date}</Trans> : <Trans>Active</Trans>)}
        {row.state === 'cancelled' && (date ? <Trans>Cancelled, ends on {date}</Trans> : <Trans>Cancelled</Trans>)}
        {row.state === 'includedInVip' && <Trans>Included in your VIP plan</Trans>}
        {row.isTrial && (
          <>
            {' '}
            <Trans>(trial)</Trans>
          </>
        )}
      </span>
      {row.flow && (
        <button type="button" className="button" data-flow={row.flow} onClick={() => startCheckout(row.flow ?? 'vxsettings')}>
          {row.state === 'none' ? <Trans>Subscribe</Trans> : <Trans>Manage</Trans>}
        </button>
      )}
    </li>
  );
}

function AgeCheck() {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const display = avsDisplay(live.avsStatus, live.avsRejectMessage);
  const [bonus, setBonus] = useState<number | null>(null);
  const [payLinkFailed, setPayLinkFailed] = useState(false);

  useEffect(() => {
    if (!display.canVerify) return;
    let cancelled = false;
    ageCheckBonusAvailability()
      .then((answer) => {
        if (!cancelled) setBonus(answer.available ? (answer.amount ?? 0) : null);
      })
      .catch(() => {
        // an offer on top of the check: without it the check is offered plainly
      });
    return () => {
      cancelled = true;
    };
  }, [display.canVerify]);

  const verifyByPayment = () => {
    setPayLinkFailed(false);
    requestAgeCheckPayLink()
      .then((forwardUrl) => {
        const url = new URL(forwardUrl, location.href);
        if (url.protocol === 'https:' || url.protocol === 'http:') location.assign(url.href);
        else setPayLinkFailed(true);
      })
      .catch(() => setPayLinkFailed(true));
  };

  return (
    <div className="account-card" data-testid="profile-avs" data-avs-status={display.status}>
      <h3>
        <Trans>Age verification</Trans>
      </h3>
      <p>
        <strong>{i18n._(AVS_STATUS_TEXTS[display.status])}</strong>
        {display.reason && <> {i18n._(AVS_REJECT_TEXTS[display.reason])}</>}
      </p>
      {display.status === 'pending' && (
        <p>
          <Trans>We are checking your document. This page updates by itself when we are done.</Trans>
        </p>
      )}
      {display.canVerify && (
        <>
          {bonus !== null && bonus > 0 && (
            <p data-testid="avs-bonus">
              <Trans>Verify your age now and get a bonus of {formatCurrency(centsToEuros(bonus), 'EUR', i18n.locale)}.</Trans>
            </p>
          )}
          <div className="account-actions">
            <button type="button" className="button button--primary" onClick={() => startCheckout('avs')}>
              <Trans>Verify now</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={verifyByPayment}>
              <Trans>Verify with a payment</Trans>
            </button>
          </div>
          {payLinkFailed && (
            <p role="alert" className="account-error">
              <Trans>The age check by payment could not be started. Please try again.</Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}

export function ProfileSection() {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  const profile = snap.profile;
  if (!profile) return null;
  const isEmailVerified = profile.isEmailVerified || live.isEmailVerified;
  const rows = planRows(live, profile.abos);

  return (
    <div className="account-grid" data-testid="profile-section">
      <div className="account-card">
        <h3>
          <Trans>Your account</Trans>
        </h3>
        <dl className="account-facts">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd data-testid="profile-name">{profile.guest.name}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd data-testid="profile-email" data-verified={String(isEmailVerified)}>
            {profile.guest.email}{' '}
            <span className={isEmailVerified ? 'account-badge' : 'account-badge account-badge--warn'}>
              {isEmailVerified ? <Trans>verified</Trans> : <Trans>not verified</Trans>}
            </span>
          </dd>
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd data-testid="profile-balance">
            {formatCurrency(live.balance, 'EUR', i18n.locale)}{' '}
            <button type="button" className="button button--primary" onClick={() => startCheckout('moneycharge')}>
              <Trans>Top up</Trans>
            </button>
          </dd>
        </dl>
      </div>
      <div className="account-card">
        <h3>
          <Trans>Plans</Trans>
        </h3>
        <ul className="account-plans">
          {rows.map((row) => (
            <PlanLine key={row.plan} row={row} />
          ))}
        </ul>
      </div>
      <AgeCheck />
      <PhoneVerificationForm
        verified={profile.guest.pincallVerifications.filter((each) => each.verified).map((each) => each.phoneNumber)}
      />
    </div>
  );
}
