// Tiles of the TV library: a series (format) and an episode (video), each linking to its page, and
// the stand-in of an episode tile while a list loads. An episode tile is as tall as its stand-in
// whatever its texts (the title on one line, ending in an ellipsis), so a list arriving moves
// nothing after it.
import { Trans } from '@lingui/react/macro';
import type { TvSeriesItem } from '../../api/content.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { formatDuration } from './tvRules.ts';

/** The premium mark of a series or an episode, a space before it when it follows text. */
export function PremiumBadge({ spaced = false }: { spaced?: boolean }) {
  return (
    <>
      {spaced ? ' ' : null}
      <span className="tv-badge">
        <Trans>Premium</Trans>
      </span>
    </>
  );
}

export function SeriesTile({ series }: { series: TvSeriesItem }) {
  return (
    <li className="tv-tile" data-testid="tv-series-tile" data-premium={series.premium}>
      <RouteLink to="tvMediathekSeries" params={{ series: series.key }}>
        <img
          src={series.picture.src}
          srcSet={series.picture.srcSet}
          width={series.picture.width}
          height={series.picture.height}
          alt=""
          loading="lazy"
        />
        <strong>{series.title}</strong>
      </RouteLink>
      {series.premium ? <PremiumBadge /> : null}
      <p>{series.description}</p>
    </li>
  );
}

export interface EpisodeTileData {
  id: number;
  title: string;
  duration: number;
  seriesKey: string;
  premium: boolean;
  picture: { src: string; srcSet: string; width: number; height: number } | null;
}

/**
 * An episode tile opens the episode's own page (tvVideo); on its series' videos page, where the
 * list chooses what the player shows, it opens that page with the episode (`inSeries`).
 */
export function EpisodeTile({
  episode,
  current = false,
  opens = 'video',
}: {
  episode: EpisodeTileData;
  current?: boolean;
  opens?: 'video' | 'inSeries';
}) {
  const content = (
    <>
      {episode.picture ? (
        <img
          src={episode.picture.src}
          srcSet={episode.picture.srcSet}
          width={episode.picture.width}
          height={episode.picture.height}
          alt=""
          loading="lazy"
        />
      ) : null}
      <strong>{episode.title}</strong>
    </>
  );
  return (
    <li className="tv-tile tv-tile--episode" data-testid="tv-episode-tile" data-video-id={episode.id} aria-current={current || undefined}>
      {opens === 'video' ? (
        <RouteLink to="tvVideo" params={{ videoId: episode.id }}>
          {content}
        </RouteLink>
      ) : (
        <RouteLink to="tvMediathekVideos" params={{ key: episode.seriesKey }} search={`video=${episode.id}`}>
          {content}
        </RouteLink>
      )}
      <span>
        {formatDuration(episode.duration)}
        {episode.premium ? <PremiumBadge spaced /> : null}
      </span>
    </li>
  );
}

function EpisodeTileSkeleton() {
  return (
    <span className="tv-tile--episode">
      <span className="skeleton tv-tile__picture-skeleton" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line--short" />
    </span>
  );
}

/** A grid of `count` episodes that is loading. */
export function EpisodeListSkeleton({ count }: { count: number }) {
  return <ListSkeleton item={<EpisodeTileSkeleton />} count={count} />;
}
