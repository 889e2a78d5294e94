// A post's tipping goal (spec part 1 §3 tippingGoal: goalCoins, tipsSumCoins, progressPercent,
// achieved): a progress bar that moves in every tab when anyone tips (feed.tipped).
import { Trans } from '@lingui/react/macro';
import type { FeedPost } from './api.ts';

export function TippingGoalBar({ goal }: { goal: NonNullable<FeedPost['tippingGoal']> }) {
  return (
    <div className="feed-goal" data-testid="feed-goal" data-achieved={String(goal.achieved)} data-tips={goal.tipsSumCoins}>
      <div className="feed-goal__label">
        {goal.achieved ? (
          <strong>
            <Trans>Tipping goal reached!</Trans>
          </strong>
        ) : (
          <Trans>Tipping goal</Trans>
        )}{' '}
        <span data-testid="feed-goal-sum">
          <Trans>
            {goal.tipsSumCoins} of {goal.goalCoins} coins
          </Trans>
        </span>
      </div>
      <progress
        className="feed-goal__bar"
        data-testid="feed-goal-bar"
        max={100}
        value={goal.progressPercent}
        aria-valuetext={`${goal.progressPercent}%`}
      >
        {goal.progressPercent}%
      </progress>
    </div>
  );
}
