// One incentive as a banner (spec part 1 §4 Incentives, §3 countdown, closable): its text, its
// countdown, the button that opens its dialog, and close (which blocks its group for 30 days).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DAILY_BONUS } from '../../contract/constants.ts';
import { formatCountdown } from '../../contract/dailyBonus.ts';
import type { Incentive } from '../../contract/entities.ts';
import { closeIncentive, hideRefillWindow, incentives, openIncentive } from '../../state/incentives.ts';
import { openModal } from '../../state/modals.ts';
import { Icon } from '../../ui/Icon.tsx';
import { isModalId } from '../../ui/modalFlags.ts';
import { countdownLeft } from './incentiveRules.ts';
import { useIncentiveText } from './incentiveTexts.ts';

/** A hidden refill window comes back after a day. Chosen. */
const REFILL_HIDDEN_SECONDS = 86_400;

function Countdown({ incentive }: { incentive: Incentive }) {
  const snap = useSnapshot(incentives);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), DAILY_BONUS.tickMs);
    return () => clearInterval(timer);
  }, []);
  if (incentive.countdown === null) return null;
  const left = countdownLeft(incentive.countdown, snap.shownAt[incentive.id] ?? now, now);
  return (
    <span className="incentive__countdown" data-testid="incentive-countdown">
      <Trans>Ends in {formatCountdown(left)}</Trans>
    </span>
  );
}

export function IncentiveBanner({ incentive }: { incentive: Incentive }) {
  const { t } = useLingui();
  const text = useIncentiveText();
  const modal = typeof incentive.content.modal === 'string' && isModalId(incentive.content.modal) ? incentive.content.modal : null;
  const show = () => {
    if (!modal) return;
    openIncentive(incentive.id);
    openModal(modal);
  };
  return (
    <aside
      className={`incentive incentive--${incentive.region}`}
      data-testid="incentive"
      data-promo={`incentive:${incentive.id}`}
      data-incentive-type={incentive.type}
      data-region={incentive.region}
      aria-label={t`Offer`}
    >
      <p className="incentive__text">{text(incentive)}</p>
      <Countdown incentive={incentive} />
      {modal && (
        <button type="button" className="button button--primary" data-testid="incentive-open" onClick={show}>
          <Trans>Show offer</Trans>
        </button>
      )}
      {incentive.type === 'refill' && (
        <button type="button" className="button" onClick={() => void hideRefillWindow(incentive, REFILL_HIDDEN_SECONDS)}>
          <Trans>Not today</Trans>
        </button>
      )}
      {incentive.closable && (
        <button
          type="button"
          className="incentive__close"
          data-testid="incentive-close"
          aria-label={t`Close offer`}
          onClick={() => void closeIncentive(incentive)}
        >
          <Icon name="close" />
        </button>
      )}
    </aside>
  );
}
