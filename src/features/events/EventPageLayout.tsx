// The frame of every special event page: its title and text, the event's dates or "not running",
// the login prompt for an anonymous visitor, the page's game, and the events menu beside it.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { LoginPrompt } from '../account/LoginPrompt.tsx';
import type { SpecialEventType } from '../../contract/games.ts';
import { EventsMenu } from './EventsMenu.tsx';
import { EVENT_NAMES } from './eventTexts.ts';
import { events } from './store.ts';
import '../account/account.css';
import '../games/games.css';

export function EventPageLayout({ type, intro, children }: { type: SpecialEventType; intro: ReactNode; children: ReactNode }) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  const event = snap.data?.event.type === type ? snap.data.event : null;
  return (
    <main className="page games-page" data-testid={`event-page-${type}`}>
      <h1>{i18n._(EVENT_NAMES[type])}</h1>
      <p>{intro}</p>
      {event && !event.isActive && (
        <p role="status" data-testid="event-not-running">
          <Trans>This event is not running at the moment.</Trans>
        </p>
      )}
      <div className="games-layout">
        <section className="games-play">
          {live.isLoggedIn ? (
            children
          ) : (
            <LoginPrompt>
              <Trans>Log in to take part.</Trans>
            </LoginPrompt>
          )}
        </section>
        <EventsMenu />
      </div>
    </main>
  );
}
