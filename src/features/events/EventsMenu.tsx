// The special events menu (spec part 1 §2: VR porn, kick-it 2025, slot machine, Oktoberfest
// shooting and booth, wet and wild, Halloween, newsletter, Venus attacks, Easter egg hunt, and
// the calendars): every event with whether it runs, a link to the events that have a page, a
// play button for the running reward games without one, the gift calendar's claim.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { isRewardEventType, isSpecialEventType, type SpecialEventType } from '../../contract/games.ts';
import { guest } from '../../state/guest.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import { EVENT_PAGES } from './eventPages.ts';
import { EVENT_NAMES } from './eventTexts.ts';
import { RewardNotice } from './RewardNotice.tsx';
import { claimGiftCalendar, events, loadEvents, playRewardGame } from './store.ts';

/** The menu's lines while the events load: about as many as there are events. */
const MENU_SKELETON_LINES = 12;

export function EventsMenu() {
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const snap = useSnapshot(events);
  useEffect(() => {
    void loadEvents();
  }, [live.guestId]);
  const known = snap.list.filter((event) => isSpecialEventType(event.type));
  if (known.length === 0 && !snap.isListLoading) return null;
  return (
    <nav className="account-card events-menu" data-testid="events-menu" aria-busy={snap.isListLoading}>
      <h2>
        <Trans>Special events</Trans>
      </h2>
      {known.length === 0 && <SkeletonText lines={MENU_SKELETON_LINES} />}
      <ul className="account-list">
        {known.map((event) => {
          const type = event.type as SpecialEventType;
          const page = EVENT_PAGES[type];
          const name = i18n._(EVENT_NAMES[type]);
          return (
            <li key={event.id} data-event-type={type} data-active={event.isActive}>
              {page ? <RouteLink to={page}>{name}</RouteLink> : <strong>{name}</strong>}{' '}
              {event.isActive ? (
                <small>
                  <Trans>running until {new Date(event.end).toLocaleDateString(i18n.locale)}</Trans>
                </small>
              ) : (
                <small>
                  <Trans>not running</Trans>
                </small>
              )}
              {event.isActive && live.isLoggedIn && !page && isRewardEventType(type) && (
                <button type="button" className="button" disabled={snap.busy} onClick={() => void playRewardGame(type, event.id)}>
                  <Trans>Play</Trans>
                </button>
              )}
              {event.isActive && live.isLoggedIn && type === 'actor-gift-calendar' && (
                <button type="button" className="button" disabled={snap.busy} onClick={() => void claimGiftCalendar()}>
                  <Trans>Claim today's gift</Trans>
                </button>
              )}
              {!page && <RewardNotice type={type} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
