// What every actor page shares: the actor loaded by the name in the URL (cached across the
// sub-pages), loading, error and not-found states, the tab title, visit tracking, the header and
// the profile menu. The page puts its own part below. A video page (`header="line"`) shows the
// actor as one line and the menu under the video, so the player comes first (issue 20).

import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import type { RouteMatch } from '../../app/routes.ts';
import type { Language } from '../../contract/enums.ts';
import { network } from '../../state/network.ts';
import { isActorOnline, presence } from '../../state/presence.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import { notFoundRedirectPath } from '../account/statusBarRules.ts';
import { OfflinePage } from '../offline/OfflinePage.tsx';
import { ActorHeader } from './ActorHeader.tsx';
import { ActorLine } from './ActorLine.tsx';
import { ActorMenu } from './ActorMenu.tsx';
import { isActorRoute } from './actorProfileRules.ts';
import { loadActor, type ProfileActor, peekActor, trackVisit, useLoaded } from './store.ts';
import './actorProfile.css';

/** An actor that is not (or no longer) there: the cams with the not-found notice, in place of this page. */
function GoneActorRedirect({ language }: { language: Language }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(notFoundRedirectPath(language), { replace: true }), [language, navigate]);
  return null;
}

function actorNameOf(route: RouteMatch): string {
  return (route.params as { actorName?: string }).actorName ?? '';
}

export function ActorShell({
  route,
  children,
  header = 'full',
}: {
  route: RouteMatch;
  children: (actor: ProfileActor) => ReactNode;
  header?: 'full' | 'line';
}) {
  const actorName = actorNameOf(route);
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaded(
    `${actorName.toLowerCase()}#${attempt}`,
    () => loadActor(actorName),
    () => peekActor(actorName),
  );
  const [pathname] = useLocation();
  const live = useSnapshot(presence);
  const net = useSnapshot(network);
  const actor = loaded.status === 'ok' ? loaded.data : null;
  useWatchedActors(actor ? [actor.id] : []);

  useEffect(() => {
    if (!actor) return;
    document.title = actor.name;
    trackVisit(actor.name, pathname);
  }, [actor, pathname]);

  if (loaded.status === 'loading') {
    return (
      <main className="page actor-page" aria-busy="true">
        <p role="status" className="actor-loading">
          <Trans>Loading the profile…</Trans>
        </p>
      </main>
    );
  }
  if (loaded.status === 'error') {
    // an actor that is gone (a stale link): on to the cams with the not-found notice, as the server does
    if (loaded.error instanceof ApiError && loaded.error.code === 'NOT_FOUND') return <GoneActorRedirect language={route.language} />;
    // Offline and never saved on this device: the offline page and what is saved (PWA issue).
    if (!net.isOnline || (loaded.error instanceof ApiError && loaded.error.code === 'NETWORK')) return <OfflinePage />;
    return (
      <main className="page actor-page">
        <div role="alert" className="actor-error">
          <p>
            <Trans>The profile could not be loaded. Please check your connection and try again.</Trans>
          </p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </main>
    );
  }

  const profile = loaded.data;
  const online = isActorOnline(live, profile.id, profile.isOnline);
  const menu = isActorRoute(route.id) ? <ActorMenu routeId={route.id} actorName={profile.name} /> : null;
  return (
    <main
      className={header === 'line' ? 'page actor-page actor-page--line' : 'page actor-page'}
      data-testid="actor-profile"
      data-actor-id={profile.id}
      data-online={String(online)}
      data-online-stale={String(!net.isOnline)}
    >
      {net.isOnline ? null : (
        <p className="actor-stale" role="status" data-testid="stale-note">
          <Trans>You are offline: this page was saved earlier, and who is online may have changed since.</Trans>
        </p>
      )}
      {header === 'line' ? <ActorLine actor={profile} /> : <ActorHeader actor={profile} />}
      {header === 'full' && menu}
      <div className="actor-content">{children(profile)}</div>
      {header === 'line' && menu}
    </main>
  );
}
