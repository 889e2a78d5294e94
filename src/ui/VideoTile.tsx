import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../app/RouteLink.tsx';
import type { VideoTile as Video } from '../contract/queries/home.ts';
import { isFreeWithVip } from '../features/checkout/premium.ts';
import { guest } from '../state/guest.ts';
import { Price } from './Price.tsx';
import './tile.css';

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A video's tile: preview, title, actor, duration, price (struck base price when discounted).
 * It links to the video's page; with `onOpen`, a plain click opens the video in place instead
 * (a click with a modifier key still follows the link).
 */
export function VideoTile({ video, onOpen }: { video: Video; onOpen?: (videoId: number) => void }) {
  const snap = useSnapshot(guest);
  const discounted = video.price.value < video.basePrice.value;
  return (
    <RouteLink
      to="actorAlbum"
      params={{ actorName: video.model.name.toLowerCase(), albumId: String(video.id) }}
      className="tile"
      data-testid="video-tile"
      data-video-id={video.id}
      onClick={
        onOpen
          ? (event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(video.id);
            }
          : undefined
      }
    >
      <img className="tile-image" src={video.preview} alt="" width="320" height="180" loading="lazy" decoding="async" />
      <span className="tile-badges">
        {video.vip ? <span className="badge badge-vip">VIP</span> : null}
        {video.isNew ? (
          <span className="badge badge-new">
            <Trans>new</Trans>
          </span>
        ) : null}
        <span className="badge badge-duration">{formatDuration(video.duration)}</span>
      </span>
      <span className="tile-title">{video.title}</span>
      <span className="tile-meta" data-testid="video-price">
        {video.model.name} ·{' '}
        {video.free ? (
          <Trans>free</Trans>
        ) : video.guestInfo?.gifted ? (
          <span data-testid="video-held" data-held="gift">
            <Trans>Gift</Trans>
          </span>
        ) : video.guestInfo?.bought ? (
          <span data-testid="video-held" data-held="bought">
            <Trans>Bought</Trans>
          </span>
        ) : video.guestInfo?.flatrate || isFreeWithVip(video, snap.isVip) ? (
          <span data-testid="free-with-vip">
            <Trans>Free with VIP</Trans>
          </span>
        ) : (
          <>
            {discounted ? (
              <s className="price-base">
                <Price money={video.basePrice} />
              </s>
            ) : null}{' '}
            <Price money={video.price} />
          </>
        )}
      </span>
    </RouteLink>
  );
}
