import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../app/RouteLink.tsx';
import type { ModelTile } from '../contract/queries/home.ts';
import { togglePin } from '../features/checkout/index.ts';
import { isPinned, pins } from '../features/checkout/pins.ts';
import { isActorInFreeChat, isActorOnline, presence } from '../state/presence.ts';
import { useWatchedActors } from '../state/presenceWatch.ts';
import './actorTilePin.css';
import { Icon } from './Icon.tsx';
import './tile.css';

function PinButton({ actor, served }: { actor: ModelTile; served: boolean }) {
  const { t } = useLingui();
  const snap = useSnapshot(pins);
  const pinned = isPinned(snap, 'actor', actor.id, served);
  const name = actor.name;
  return (
    <button
      type="button"
      className="tile-pin"
      aria-pressed={pinned}
      aria-label={pinned ? t`Unpin ${name}` : t`Pin ${name}`}
      data-testid="pin-button"
      onClick={() => void togglePin('actor', actor.id, pinned)}
    >
      <Icon name={pinned ? 'heartFilled' : 'heart'} />
    </button>
  );
}

/**
 * An actor's tile: preview, name, age, online and free-chat badges, linking to the profile, and
 * the pin toggle beside the link (a button inside a link would be invalid markup).
 * The badges follow the live presence store; the tile's own flags count until it is synced.
 * Memoised: a grid rendering again (a page switch while the next page loads) leaves tiles with
 * the same actor alone; the stores they read re-render them themselves (issue 23, INP).
 */
export const ActorTile = memo(function ActorTile({
  actor,
  pinned = false,
  firstScreen = false,
}: {
  actor: ModelTile;
  /** The actor is pinned as the page was served (the favourites block); live changes win. */
  pinned?: boolean;
  /**
   * The tile is on the page's first screen: its image loads at once, not lazily (a lazy image
   * waits for layout before it is even requested, and it is the largest paint of home).
   */
  firstScreen?: boolean;
}) {
  const live = useSnapshot(presence);
  useWatchedActors([actor.id]);
  const online = isActorOnline(live, actor.id, actor.isOnline);
  const freeChat = online && isActorInFreeChat(live, actor.id, actor.freeChat);
  return (
    <div className="tile-wrap">
      <RouteLink
        to="actorProfile"
        params={{ actorName: actor.name }}
        className="tile"
        data-testid="actor-tile"
        data-actor-id={actor.id}
        data-online={String(online)}
      >
        <img
          className="tile-image"
          src={actor.preview}
          alt=""
          width="320"
          height="240"
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : 'auto'}
          decoding="async"
        />
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
      <PinButton actor={actor} served={pinned} />
    </div>
  );
});
