// The daily bonus (spec part 1 §2 home block daily bonus; part 2 §7.10): the offers of
// yesterday, today and tomorrow with what each gives and needs, whether the guest took it, the
// countdown to the end of today (Berlin time), the offers taken (the last 31) and the models
// today's bonus works with. Today's free offers are taken here, once a day.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { openModal } from '../../state/modals.ts';
import { openLogin } from '../checkout/index.ts';
import { claimDailyBonus, type DailyBonusData, type DailyBonusOffer, getDailyBonus } from './api.ts';
import DailyBonusTimer from './DailyBonusTimer.tsx';
import './bonus.css';

function OfferCard({ offer, onTake, busy }: { offer: DailyBonusOffer; onTake: (offer: DailyBonusOffer) => void; busy: boolean }) {
  return (
    <li className="card daily-bonus__offer" data-testid="daily-bonus-offer" data-day={offer.day} data-purchased={offer.purchased}>
      <strong>{offer.offer}</strong>
      <small>{offer.conditions}</small>
      {offer.free && (
        <span className="daily-bonus__free">
          <Trans>free</Trans>
        </span>
      )}
      {offer.purchased ? (
        <span data-testid="daily-bonus-taken">
          <Trans>Taken</Trans>
        </span>
      ) : offer.day === 0 && offer.free ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => (showsLoggedInNow() ? onTake(offer) : void openLogin())}
        >
          <Trans>Take it</Trans>
        </button>
      ) : offer.day === 0 ? (
        // today's top-up and price offers apply on the server by themselves (server/domain/offers.ts)
        <span data-testid="daily-bonus-active">
          <Trans>Applies by itself today</Trans>
        </span>
      ) : null}
    </li>
  );
}

export default function DailyBonusPanel() {
  useLaterTexts();
  const { t } = useLingui();
  const [data, setData] = useState<DailyBonusData | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // the server checks an offer's conditions (a top-up this month, once per guest) when it is taken
  const [unmet, setUnmet] = useState<string | null>(null);
  const load = () =>
    getDailyBonus()
      .then((answer) => {
        setData(answer);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  useEffect(() => {
    void load();
  }, []);
  const take = async (offer: DailyBonusOffer) => {
    setBusy(true);
    setUnmet(null);
    try {
      const answer = await claimDailyBonus(offer.id);
      if (answer.errorCode === 'conditionsNotMet') setUnmet(offer.conditions);
    } catch {
      // the reload below shows what the server has
    } finally {
      setBusy(false);
      await load();
    }
  };
  const days: { day: number; label: string }[] = [
    { day: -1, label: t`Yesterday` },
    { day: 0, label: t`Today` },
    { day: 1, label: t`Tomorrow` },
  ];
  return (
    <section className="daily-bonus" data-testid="daily-bonus" aria-label={t`Daily bonus`}>
      <h2>
        <Trans>Daily bonus</Trans>
      </h2>
      <DailyBonusTimer />
      {failed && (
        <p role="alert">
          <Trans>The daily bonus could not be loaded.</Trans>
        </p>
      )}
      {unmet !== null && (
        <p role="alert" data-testid="daily-bonus-unmet">
          <Trans>This offer is not for you yet: {unmet}.</Trans>
        </p>
      )}
      {data &&
        days.map(({ day, label }) => (
          <div key={day}>
            <h3>{label}</h3>
            <ul className="daily-bonus__offers">
              {data.dailyBonus
                .filter((offer) => offer.day === day)
                .map((offer) => (
                  <OfferCard key={offer.id} offer={offer} onTake={(o) => void take(o)} busy={busy} />
                ))}
            </ul>
          </div>
        ))}
      {data && data.consumedOffers.length > 0 && (
        <>
          <h3>
            <Trans>Offers you took</Trans>
          </h3>
          <ul data-testid="daily-bonus-consumed">
            {data.consumedOffers.map((offer) => (
              <li key={`${offer.offerId}:${offer.day}`}>
                {offer.day}: {offer.offer}
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.bonusModels.length > 0 && (
        <>
          <h3>
            <Trans>Use today's bonus with</Trans>
          </h3>
          <p>{data.bonusModels.map((model) => model.name).join(', ')}</p>
        </>
      )}
      <button type="button" className="button" onClick={() => openModal('five-days-bonus')}>
        <Trans>Five-day bonus</Trans>
      </button>
    </section>
  );
}
