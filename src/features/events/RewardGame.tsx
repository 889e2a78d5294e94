// A reward game played with one getReward call per try (spec part 2 §7.7): the tries of today
// (used = total minus available), the play button and what it won, or why it was refused.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { RewardEventType } from '../../contract/games.ts';
import { guest } from '../../state/guest.ts';
import { RewardNotice } from './RewardNotice.tsx';
import { events, loadEventData, playRewardGame } from './store.ts';

export function RewardGame({ type }: { type: RewardEventType }) {
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  useEffect(() => {
    void loadEventData(type);
  }, [type, live.guestId]);
  const data = snap.data?.event.type === type ? snap.data : null;
  if (!data) return null;
  const tries = data.guestData.tries;
  return (
    <>
      <p data-testid="event-tries" data-available={tries.available}>
        <Trans>
          Tries left today: {tries.available} of {tries.total} (used: {tries.used})
        </Trans>
      </p>
      <button type="button" className="button button--primary" data-testid="event-play" disabled={!data.event.isActive || snap.busy} onClick={() => void playRewardGame(type, data.event.id)}>
        <Trans>Play</Trans>
      </button>
      <RewardNotice type={type} />
    </>
  );
}
