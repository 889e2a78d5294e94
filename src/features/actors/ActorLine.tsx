// The actor in one line above a video (issue 20, content first): avatar, name and live state,
// linked to the profile, so the player, not the whole actor header, leads the video page.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { isActorOnline, presence } from '../../state/presence.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import type { ProfileActor } from './store.ts';

export function ActorLine({ actor }: { actor: ProfileActor }) {
  const live = useSnapshot(presence);
  useWatchedActors([actor.id]);
  const online = isActorOnline(live, actor.id, actor.isOnline);
  return (
    <p className="actor-line" data-testid="actor-line">
      <RouteLink to="actorProfile" params={{ actorName: actor.name }} className="actor-line__link">
        {actor.previewImage ? (
          <img className="actor-line__avatar" src={actor.previewImage.src} width="40" height="40" alt="" decoding="async" />
        ) : null}
        <span className="actor-line__name">{actor.name}</span>
      </RouteLink>
      {online ? (
        <span className="badge badge-online">
          <Trans>online</Trans>
        </span>
      ) : (
        <span className="badge badge-offline">
          <Trans>offline</Trans>
        </span>
      )}
    </p>
  );
}
