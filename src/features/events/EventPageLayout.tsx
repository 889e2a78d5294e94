// The frame of every special event page: its title and text, whether the event runs (until when)
// or not, the login prompt for an anonymous visitor, the page's game, its rules and prizes (the
// event config), and the events menu beside it. The frame shows at once; what waits for the event's data holds its place (issue 20).

import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { isRewardEventType, type SpecialEventType } from '../../contract/games.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { LoginPrompt } from '../account/LoginPrompt.tsx';
import { EventDetails } from './EventDetails.tsx';
import { EventsMenu } from './EventsMenu.tsx';
import { EVENT_NAMES } from './eventTexts.ts';
import { events, loadEventData } from './store.ts';
import { useEventConfig } from './useEventConfig.ts';
import '../account/account.css';
import '../games/games.css';
import './events.css';

export function EventPageLayout({ type, children }: { type: SpecialEventType; children: ReactNode }) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  const loggedInView = useShowsLoggedIn();
  // Title, intro, rules and prizes are the event's config, from the server in the guest's language.
  const config = useEventConfig(type);
  useEffect(() => {
    void loadEventData(type);
  }, [type, live.guestId]);
  const event = snap.data?.event.type === type ? snap.data.event : null;
  const isWaiting = event === null && snap.dataFailed !== type;
  const end = event ? i18n.date(new Date(event.end), { dateStyle: 'medium' }) : '';
  return (
    <main className="page games-page" data-testid={`event-page-${type}`}>
      {/* The menu's name of the event stands in for the server's title (one line either way). */}
      <h1 data-testid="event-title">{config?.title ?? i18n._(EVENT_NAMES[type])}</h1>
      <p className="event-intro" data-testid="event-intro">
        {config ? config.intro : config === undefined && <SkeletonText lines={2} />}
      </p>
      {/* One line, whatever it says (or while it waits), so the game below never moves. */}
      <p className="event-status">
        {event === null ? (
          isWaiting && <SkeletonText short />
        ) : event.isActive ? (
          <Trans>Running until {end}.</Trans>
        ) : (
          <span role="status" data-testid="event-not-running">
            <Trans>This event is not running at the moment.</Trans>
          </span>
        )}
      </p>
      <div className="games-layout">
        <section className="games-play">
          {loggedInView ? (
            children
          ) : (
            <LoginPrompt>
              <Trans>Log in to take part.</Trans>
            </LoginPrompt>
          )}
          <EventDetails config={config} lines={isRewardEventType(type) ? 3 : 2} />
        </section>
        <EventsMenu />
      </div>
    </main>
  );
}
