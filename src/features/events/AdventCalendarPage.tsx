// The advent calendar (spec part 1 §2 /{lang}/magazine/advent-calendar/; part 2 §7.7
// special/adventcalendar): 24 doors, one a day from the calendar's start; today's door opens
// once and shows what it gave, earlier doors stay as they were, later ones stay shut. Until the
// guest's doors are in, the calendar's doors stand shut in their places.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../app/pages.ts';
import { ADVENT_DOORS } from '../../contract/games.ts';
import { guest } from '../../state/guest.ts';
import { useRewardText } from '../games/rewardTexts.ts';
import { EventPageLayout } from './EventPageLayout.tsx';
import { RewardNotice } from './RewardNotice.tsx';
import { events, loadAdvent, openDoor } from './store.ts';

/** The calendar's doors before the guest's are in: numbered, shut, not yet to be opened. */
function ShutDoors() {
  return Array.from({ length: ADVENT_DOORS }, (_, index) => (
    <li key={index + 1}>
      <button type="button" className="advent-door" disabled>
        <span className="advent-door__day">{index + 1}</span>
      </button>
    </li>
  ));
}

export default function AdventCalendarPage(_props: PageProps) {
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  const rewardText = useRewardText();
  useEffect(() => {
    void loadAdvent();
  }, [live.guestId]);
  return (
    <EventPageLayout type="advent-calendar">
      <ol className="advent-doors" data-testid="advent-doors">
        {snap.advent.length === 0 && !snap.adventFailed && <ShutDoors />}
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
