// The media library's recommendations (spec part 2 §7.10 mediathek recommendations): videos the
// guest does not own yet, like what they bought, below every view of the library. Its stand-in
// is a row of tiles like the ones that come; when there is nothing to recommend it says so in
// the same place rather than vanishing.
import { Trans } from '@lingui/react/macro';
import { getMediathekRecommendations } from '../../api/queryItems.ts';
import { PAGING } from '../../contract/constants.ts';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from '../actors/store.ts';

export function MediathekRecommendations({ language }: { language: string }) {
  const loaded = useLoaded(`mediathek-recommendations:${language}`, () => getMediathekRecommendations(PAGING.recommendationsPerGrid));
  // A failed suggestion is not worth an error on the guest's own library: the section steps aside.
  if (loaded.status === 'error') return null;
  return (
    <section
      className="mediathek-recommendations"
      aria-labelledby="mediathek-recommendations-heading"
      data-testid="mediathek-recommendations"
    >
      <h2 id="mediathek-recommendations-heading">
        <Trans>Recommended for you</Trans>
      </h2>
      {loaded.status === 'loading' ? (
        <ListSkeleton kind="video" count={PAGING.recommendationsPerGrid} />
      ) : loaded.data.length === 0 ? (
        <p className="list-state list-state--empty">
          <Trans>Nothing to recommend yet.</Trans>
        </p>
      ) : (
        <ul className="tile-grid">
          {loaded.data.map((video) => (
            <li key={video.id}>
              <VideoTile video={video} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
