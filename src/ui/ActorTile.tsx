import { Trans } from '@lingui/react/macro';
import { RouteLink } from '../app/RouteLink.tsx';
import type { ModelTile } from '../contract/queries/home.ts';

/** An actor's tile: preview, name, age, online and free-chat badges, linking to the profile. */
export function ActorTile({ actor }: { actor: ModelTile }) {
  return (
    <RouteLink to="actorProfile" params={{ actorName: actor.name }} className="tile" data-testid="actor-tile" data-actor-id={actor.id}>
      <img className="tile-image" src={actor.preview} alt="" width="320" height="240" loading="lazy" decoding="async" />
      <span className="tile-badges">
        {actor.isOnline ? (
          <span className="badge badge-online" data-testid="online-badge">
            <Trans>online</Trans>
          </span>
        ) : null}
        {actor.freeChat ? (
          <span className="badge badge-free">
            <Trans>free chat</Trans>
          </span>
        ) : null}
      </span>
      <span className="tile-title">
        {actor.name}, {actor.age}
      </span>
    </RouteLink>
  );
}
