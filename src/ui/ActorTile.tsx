import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../app/RouteLink.tsx';
import type { ModelTile } from '../contract/queries/home.ts';
import { isActorInFreeChat, isActorOnline, presence } from '../state/presence.ts';

/**
 * An actor's tile: preview, name, age, online and free-chat badges, linking to the profile.
 * The badges follow the live presence store; the tile's own flags count until it is synced.
 */
export function ActorTile({ actor }: { actor: ModelTile }) {
  const live = useSnapshot(presence);
  const online = isActorOnline(live, actor.id, actor.isOnline);
  const freeChat = online && isActorInFreeChat(live, actor.id, actor.freeChat);
  return (
    <RouteLink
      to="actorProfile"
      params={{ actorName: actor.name }}
      className="tile"
      data-testid="actor-tile"
      data-actor-id={actor.id}
      data-online={String(online)}
    >
      <img className="tile-image" src={actor.preview} alt="" width="320" height="240" loading="lazy" decoding="async" />
      <span className="tile-badges">
        {online ? (
          <span className="badge badge-online" data-testid="online-badge">
            <Trans>online</Trans>
          </span>
        ) : null}
        {freeChat ? (
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
