// What the navigation shows of the sidebar data (spec part 2 §7.10): a live count beside a main
// section, and the special events with a page under their own heading, titled by the server.
// Events hold their rows' places while the data loads.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { SidebarData } from '../../contract/queries/queryItems.ts';
import { EVENT_PAGE_TYPES, EVENT_PAGES } from '../../features/events/eventPages.ts';
import { presence } from '../../state/presence.ts';
import { SkeletonText } from '../../ui/ListState.tsx';
import type { PlainRouteId } from '../Navbar.tsx';
import { RouteLink } from '../RouteLink.tsx';
import type { SidebarState } from './useSidebarData.ts';

/** The count each main section shows, from the sidebar data. */
const COUNT_OF: Partial<Record<PlainRouteId, keyof Omit<SidebarData, 'events'>>> = {
  cams: 'onlineCams',
  freeChat: 'freeChats',
  videos: 'newVideos',
  messenger: 'unreadMessages',
};

export function SidebarCount({ to, sidebar }: { to: PlainRouteId; sidebar: SidebarState }) {
  const { t } = useLingui();
  const live = useSnapshot(presence);
  const field = COUNT_OF[to];
  if (!field || sidebar.status !== 'ready') return null;
  // The online count follows the socket (issue 23: the site-wide count reaches every guest).
  const n = field === 'onlineCams' && live.onlineCount !== null ? live.onlineCount : sidebar.data[field];
  if (field === 'unreadMessages' && n === 0) return null;
  const label = field === 'newVideos' ? t`${n} new` : field === 'unreadMessages' ? t`${n} unread` : t`${n} online`;
  return (
    <span className="menu-count" data-testid={`sidebar-count-${to}`} data-count={n}>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function SidebarEvents({ sidebar, onFollow }: { sidebar: SidebarState; onFollow: () => void }) {
  if (sidebar.status === 'error') return null;
  const events = sidebar.status === 'ready' ? sidebar.data.events.filter((event) => EVENT_PAGES[event.type]) : null;
  if (events?.length === 0) return null;
  return (
    <section aria-labelledby="sidebar-events-heading" data-testid="sidebar-events" aria-busy={events === null}>
      <h2 id="sidebar-events-heading" className="menu-heading">
        <Trans>Special events</Trans>
      </h2>
      <ul className="menu-links menu-links--secondary">
        {events === null
          ? EVENT_PAGE_TYPES.map((type) => (
              <li key={type} className="menu-links__placeholder">
                <SkeletonText short />
              </li>
            ))
          : events.map((event) => (
              <li key={event.id} data-event-type={event.type} data-active={event.isActive}>
                <RouteLink to={EVENT_PAGES[event.type]!} onClick={onFollow}>
                  {event.title}
                  {!event.isActive && (
                    <small>
                      <Trans>not running</Trans>
                    </small>
                  )}
                </RouteLink>
              </li>
            ))}
      </ul>
    </section>
  );
}
