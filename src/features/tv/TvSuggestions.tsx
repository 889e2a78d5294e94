// What to watch after a TV video (tv/suggest/{hashId}): the rest of its series first, then the
// newest of others; shown under the player on a series' videos page and on a video's own page.
// Its stand-in is as tall as the list, so what follows stays put.
import { Trans } from '@lingui/react/macro';
import { getTvSuggestions } from '../../api/content.ts';
import { TV_LIMITS } from '../../contract/content.ts';
import type { TvVideo } from '../../contract/entities.ts';
import { useLoaded } from '../actors/store.ts';
import { EpisodeListSkeleton, EpisodeTile } from './TvTiles.tsx';

export const tileOf = (video: TvVideo) => ({
  id: video.videoId,
  title: video.title,
  duration: video.duration,
  seriesKey: video.seriesKey,
  premium: video.isPremium,
  picture: video.previewPicture,
});

export function Suggestions({ hashId }: { hashId: string }) {
  const loaded = useLoaded(`tv-suggest:${hashId}`, () => getTvSuggestions(hashId));
  if (loaded.status === 'error' || (loaded.status === 'ok' && loaded.data.videos.length === 0)) return null;
  return (
    <section data-testid="tv-suggestions">
      <h2>
        <Trans>Watch next</Trans>
      </h2>
      {loaded.status === 'loading' ? (
        <EpisodeListSkeleton count={TV_LIMITS.suggestions} />
      ) : (
        <ul className="tile-grid">
          {loaded.data.videos.map((video) => (
            <EpisodeTile key={video.videoId} episode={tileOf(video)} />
          ))}
        </ul>
      )}
    </section>
  );
}
