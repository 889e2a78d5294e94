// A reward game played with one getReward call per try (spec part 2 §7.7): the tries of today
// (used = total minus available), the play button and what it won, or why it was refused. The
// button shows at once; the tries line holds its place until the event's data (loaded by
// EventPageLayout) is in.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { RewardEventType } from '../../contract/games.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { RewardNotice } from './RewardNotice.tsx';
import { events, playRewardGame } from './store.ts';

export function RewardGame({ type }: { type: RewardEventType }) {
  const snap = useSnapshot(events);
  const data = snap.data?.event.type === type ? snap.data : null;
  if (!data && snap.dataFailed === type) return null;
  const tries = data?.guestData.tries;
  return (
    <>
      {tries ? (
        <p data-testid="event-tries" data-available={tries.available}>
          <Trans>
            Tries left today: {tries.available} of {tries.total} (used: {tries.used})
          </Trans>
        </p>
      ) : (
        <p>
          <SkeletonText short />
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        data-testid="event-play"
        disabled={!data?.event.isActive || snap.busy}
        onClick={() => {
          if (data) void playRewardGame(type, data.event.id);
        }}
      >
        <Trans>Play</Trans>
      </button>
      <RewardNotice type={type} />
    </>
  );
}
