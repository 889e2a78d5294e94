// The guest's loyalty points (spec part 1 §3 Guest loyaltyPoints, pushed by "loyalty points
// changed") and the loyalty points reward: what the points buy and the button to claim it. The
// reward's line and button hold their places while it loads (issue 20, point 6).

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { guest } from '../../state/guest.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { useRewardText } from './rewardTexts.ts';
import { claimLoyaltyReward, loadLoyaltyPointsReward, spinwheel } from './store.ts';

export function LoyaltyPointsCard() {
  const live = useSnapshot(guest);
  const snap = useSnapshot(spinwheel);
  const rewardText = useRewardText();
  useEffect(() => {
    void loadLoyaltyPointsReward();
  }, [live.guestId, live.loyaltyPoints]);
  const points = live.loyaltyPoints;
  const loyalty = snap.loyalty;
  return (
    <section className="account-card loyalty-card" data-testid="loyalty-points">
      <h2>
        <Trans>Loyalty points</Trans>
      </h2>
      <p>
        <Trans>
          You have <strong data-testid="loyalty-points-value">{points}</strong> loyalty points.
        </Trans>
      </p>
      {!loyalty && !snap.loyaltyFailed && (
        <>
          <p>
            <SkeletonText />
          </p>
          <button type="button" className="button button--primary" disabled>
            <Trans>Claim the reward</Trans>
          </button>
        </>
      )}
      {loyalty && (
        <>
          <p>
            <Trans>
              {loyalty.cost} points buy: {rewardText(loyalty.reward)}
            </Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={points < loyalty.cost}
            data-testid="loyalty-claim"
            onClick={() => void claimLoyaltyReward()}
          >
            <Trans>Claim the reward</Trans>
          </button>
        </>
      )}
      {snap.loyaltyMessage && (
        <p role="alert" className="games-error">
          {snap.loyaltyMessage}
        </p>
      )}
    </section>
  );
}
