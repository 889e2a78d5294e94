import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActiveAbo } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { formatCents } from '../amounts.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { reportPayment, setGuest } from '../frameState.ts';
import { FormError } from '../ui/Field.tsx';
import { useSubmit } from '../ui/useSubmit.ts';

/** The guest's subscriptions with their dates, and cancelling (which may bring an offer). */
export function AbosList({ flow, guest }: { flow: PaymentFlow; guest: CheckoutGuest }) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState<ActiveAbo['plan'] | null>(null);
  const [offer, setOffer] = useState<{ priceCents: number } | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const { pending, error, run } = useSubmit();
  const date = (ms: number) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(ms);
  const money = (cents: number) => formatCents(cents, i18n.locale);

  function cancel(plan: ActiveAbo['plan']) {
    void run(async () => {
      const answer = await call('abos/cancel', { plan });
      setGuest(answer.guest);
      setOffer(answer.offer ? { priceCents: answer.offer.priceCents } : null);
      setConfirming(null);
      setCancelled(true);
      reportPayment(flow, true, null, null);
    });
  }

  if (guest.abos.length === 0) {
    return (
      <p className="notice">
        <Trans>You have no subscription at the moment.</Trans>
      </p>
    );
  }
  return (
    <section className="abos" aria-live="polite">
      <h2>
        <Trans>Your subscriptions</Trans>
      </h2>
      <ul className="abo-list">
        {guest.abos.map((abo) => {
          const ends = date(abo.endsAt);
          const price = money(abo.priceCents);
          return (
            <li key={`${abo.plan}-${abo.endsAt}`} className="abo">
              <div>
                <strong>{abo.plan === 'vip' ? <Trans>VIP</Trans> : <Trans>TV</Trans>}</strong>
                {abo.isTrial ? (
                  <span className="badge">
                    <Trans>Trial</Trans>
                  </span>
                ) : null}
                <div className="abo-meta">
                  {abo.status === 'active' ? (
                    <Trans>
                      {price}, renews on {ends}
                    </Trans>
                  ) : (
                    <Trans>Cancelled, ends on {ends}</Trans>
                  )}
                </div>
              </div>
              {abo.status === 'active' && confirming !== abo.plan ? (
                <button type="button" className="button button-secondary" onClick={() => setConfirming(abo.plan)}>
                  <Trans>Cancel</Trans>
                </button>
              ) : null}
              {confirming === abo.plan ? (
                <div className="confirm">
                  <p>
                    <Trans>Really cancel? You keep it until {ends}.</Trans>
                  </p>
                  <div className="actions actions-start">
                    <button
                      type="button"
                      className="button button-danger"
                      onClick={() => cancel(abo.plan)}
                      disabled={pending}
                      aria-busy={pending}
                    >
                      <Trans>Yes, cancel</Trans>
                    </button>
                    <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                      <Trans>Keep it</Trans>
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormError error={error ? errorText(error) : null} />
      {cancelled ? (
        <div className="notice notice-success" role="status">
          <p>
            <Trans>Your subscription is cancelled.</Trans>
          </p>
          {offer ? (
            <p>
              <Trans>We will offer you the next month for {money(offer.priceCents)} instead. You can accept the offer in the app.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
