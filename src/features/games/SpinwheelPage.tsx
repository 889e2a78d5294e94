// The spin wheel (spec part 1 §2 /{lang}/my{product}/spinwheel/, §3 Reward / game, §4 Reward
// redeem; part 2 §8): the wheel with its rewards, the tries of today (used = total minus
// available), the spin button, what the spin won with its collect button, a refusal's
// errorMessage as it comes, the reward history with a redeem button per redeemable win, and
// the loyalty points with their reward.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { triesOf } from '../../contract/games.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { LoginPrompt } from '../account/LoginPrompt.tsx';
import { wheelTurn } from './gameRules.ts';
import { LoyaltyPointsCard } from './LoyaltyPointsCard.tsx';
import { useRewardText } from './rewardTexts.ts';
import { loadSpinwheel, redeem, spin, spinwheel } from './store.ts';
import '../account/account.css';
import './games.css';

function Wheel() {
  const snap = useSnapshot(spinwheel);
  const rewardText = useRewardText();
  const rewards = snap.config?.rewards ?? [];
  const codes = rewards.map((reward) => reward.optionCode);
  const turn = wheelTurn(codes, snap.lastReward?.optionCode ?? null, snap.lastReward ? 4 : 0);
  return (
    <div className="spinwheel" aria-hidden="true">
      <ol className="spinwheel__disc" style={{ transform: `rotate(${turn}deg)` }}>
        {rewards.map((reward, index) => (
          <li key={reward.optionCode} style={{ transform: `rotate(${((index + 0.5) * 360) / rewards.length}deg)` }}>
            <span>{rewardText(reward)}</span>
          </li>
        ))}
      </ol>
      <span className="spinwheel__pointer" />
    </div>
  );
}

function History() {
  const { i18n } = useLingui();
  const snap = useSnapshot(spinwheel);
  const rewardText = useRewardText();
  const history = snap.config?.rewardHistory ?? [];
  if (history.length === 0) return null;
  return (
    <section className="account-card" data-testid="reward-history">
      <h2>
        <Trans>Your wins</Trans>
      </h2>
      <ul className="account-list">
        {history.map((entry, index) => (
          <li key={`${entry.created}-${index}`} data-option-code={entry.optionCode} data-can-redeem={entry.canRedeem}>
            {rewardText(entry.reward)} <small>{new Date(entry.created).toLocaleString(i18n.locale)}</small>{' '}
            {entry.canRedeem ? (
              <button
                type="button"
                className="button"
                disabled={snap.redeeming.includes(entry.optionCode)}
                onClick={() => void redeem(entry.optionCode)}
              >
                <Trans>Redeem</Trans>
              </button>
            ) : (
              <span className="games-redeemed">
                <Trans>redeemed</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SpinwheelPage(_props: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const snap = useSnapshot(spinwheel);
  const rewardText = useRewardText();
  useEffect(() => {
    void loadSpinwheel();
  }, [live.guestId]);
  const tries = snap.config ? triesOf(snap.config) : null;
  return (
    <main className="page games-page" data-testid="spinwheel-page">
      <h1>
        <Trans>Spin wheel</Trans>
      </h1>
      <p>
        <Trans>Spin the wheel every day and win coins, vouchers, gifts, videos and more.</Trans>
      </p>
      {!live.isLoggedIn ? (
        <LoginPrompt>
          <Trans>Log in to spin the wheel.</Trans>
        </LoginPrompt>
      ) : (
        <div className="games-layout">
          <section className="games-play">
            <Wheel />
            {tries && (
              <p data-testid="spinwheel-tries" data-available={tries.available}>
                <Trans>
                  Spins left today: {tries.available} of {tries.total} (used: {tries.used})
                </Trans>
              </p>
            )}
            <button
              type="button"
              className="button button--primary"
              data-testid="spinwheel-spin"
              disabled={snap.spinning || !snap.config}
              onClick={() => void spin()}
            >
              <Trans>Spin</Trans>
            </button>
            {snap.lastReward && (
              <div
                className="games-win"
                role="status"
                data-testid="spinwheel-win"
                data-option-code={snap.lastReward.optionCode}
                data-reward-type={snap.lastReward.type}
                data-amount={snap.lastReward.amount}
                data-value={String(snap.lastReward.value)}
              >
                <p>
                  <Trans>You won: {rewardText(snap.lastReward)}</Trans>
                </p>
                <button
                  type="button"
                  className="button button--primary"
                  data-testid="spinwheel-collect"
                  onClick={() => void redeem(snap.lastReward!.optionCode)}
                >
                  <Trans>Collect</Trans>
                </button>
              </div>
            )}
            {snap.errorMessage && (
              <p role="alert" className="games-error" data-testid="spinwheel-error">
                {snap.errorMessage}
              </p>
            )}
          </section>
          <History />
          <LoyaltyPointsCard />
        </div>
      )}
    </main>
  );
}
