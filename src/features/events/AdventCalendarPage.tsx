// The advent calendar (spec part 1 §2 /{lang}/magazine/advent-calendar/; part 2 §7.7
// special/adventcalendar): 24 doors, one a day from the calendar's start; today's door opens
// once and shows what it gave, earlier doors stay as they were, later ones stay shut.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { guest } from '../../state/guest.ts';
import { useRewardText } from '../games/rewardTexts.ts';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardNotice } from './RewardNotice.tsx';
import { events, loadAdvent, loadEventData, openDoor } from './store.ts';

export default function AdventCalendarPage(_props: PageProps) {
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  const rewardText = useRewardText();
  useEffect(() => {
    void loadAdvent();
    void loadEventData('advent-calendar');
  }, [live.guestId]);
  return (
    <EventPageLayout type="advent-calendar" intro={<Trans>A door a day until Christmas: open today's door and take what is behind it.</Trans>}>
      <ol className="advent-doors" data-testid="advent-doors">
        {snap.advent.map((door) => (
          <li key={door.day}>
            <button
              type="button"
              className={door.isOpen ? 'advent-door advent-door--open' : door.canOpen ? 'advent-door advent-door--today' : 'advent-door'}
              data-testid="advent-door"
              data-day={door.day}
              data-open={door.isOpen}
              disabled={!door.canOpen || snap.busy}
              onClick={() => void openDoor(door.day)}
            >
              <span className="advent-door__day">{door.day}</span>
              {door.reward && <small>{rewardText(door.reward)}</small>}
            </button>
          </li>
        ))}
      </ol>
      <RewardNotice type="advent-calendar" />
    </EventPageLayout>
  );
}
