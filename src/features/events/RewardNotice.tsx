// What the last event call won, or why it was refused, shown where it was asked for.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useRewardText } from '../games/rewardTexts.ts';
import { events } from './store.ts';

export function RewardNotice({ type }: { type: string }) {
  const { i18n } = useLingui();
  const snap = useSnapshot(events);
  const rewardText = useRewardText();
  if (snap.refusal?.type === type) {
    const text = snap.refusal.text;
    return (
      <p role="alert" className="games-error" data-testid="event-refusal">
        {typeof text === 'string' ? text : i18n._(text)}
      </p>
    );
  }
  if (snap.lastReward?.type !== type) return null;
  const reward = snap.lastReward.reward;
  return (
    <p role="status" className="games-win" data-testid="event-reward">
      {reward ? <Trans>You won: {rewardText(reward)}</Trans> : <Trans>Already collected: nothing new this time.</Trans>}
    </p>
  );
}
