// "More like this" under a video (spec part 2 §7.10 recommended videos; part 1 §9: 4 by default,
// rated 16): the same actor's videos first, then those of the same kind.
import { Trans } from '@lingui/react/macro';
import { getRecommendedVideos } from '../../api/videos.ts';
import { guest } from '../../state/guest.ts';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from '../actors/store.ts';

export function RecommendedVideos({ albumId }: { albumId: number }) {
  const loaded = useLoaded(`recommended:${albumId}:${guest.guestId ?? 'anon'}`, () => getRecommendedVideos(albumId));
  if (loaded.status !== 'ok' || loaded.data.length === 0) return null;
  return (
    <section className="album-recommended" data-testid="recommended-videos">
      <h2>
        <Trans>More like this</Trans>
      </h2>
      <div className="tile-row">
        {loaded.data.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </div>
    </section>
  );
}
