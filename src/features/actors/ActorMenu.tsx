import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import { type ActorMenuItem, type ActorRouteId, actorMenuFor } from './actorProfileRules.ts';

const MENU_LABELS: Record<ActorMenuItem, MessageDescriptor> = {
  overview: msg`Overview`,
  about: msg`About me`,
  videoDetails: msg`Video details`,
  liveShow: msg`Live show`,
  videos: msg`Videos`,
  topCams: msg`Top camgirls`,
};

/** The actor profile menu (spec part 1 §2), the current entry marked for screen readers too. */
export function ActorMenu({ routeId, actorName }: { routeId: ActorRouteId; actorName: string }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="actor-menu" aria-label={t`Profile of ${actorName}`} data-testid="actor-menu">
      <ul>
        {actorMenuFor(routeId).map(({ item, route, current }) => (
          <li key={item}>
            {route ? (
              <RouteLink to={route} params={{ actorName }} aria-current={current ? 'page' : undefined} data-menu-item={item}>
                {i18n._(MENU_LABELS[item])}
              </RouteLink>
            ) : (
              <span aria-current="page" data-menu-item={item}>
                {i18n._(MENU_LABELS[item])}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
