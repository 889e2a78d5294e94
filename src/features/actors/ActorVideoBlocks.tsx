import { Trans } from '@lingui/react/macro';
import { getPromotedVideo, getTopVideos } from '../../api/actors.ts';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from './store.ts';
import { toVideoTile } from './videoTiles.ts';

/** The actor's promoted video and top videos (gallery/getpromotedvideo, gallery/getTopVideos). */
export function ActorVideoBlocks({ actorId }: { actorId: number }) {
  const promoted = useLoaded(`promoted:${actorId}`, () => getPromotedVideo(actorId));
  const top = useLoaded(`top:${actorId}`, () => getTopVideos(actorId));
  const promotedVideo = promoted.status === 'ok' ? promoted.data.video : null;
  const topVideos = (top.status === 'ok' ? top.data.videos : []).filter((video) => video.id !== promotedVideo?.id);
  // While loading, both blocks keep their place (heading and skeleton tiles), so what follows stays put.
  if (promoted.status === 'loading' || top.status === 'loading') {
    return (
      <>
        <section className="actor-section" aria-labelledby="actor-promoted-title">
          <h2 id="actor-promoted-title">
            <Trans>Featured video</Trans>
          </h2>
          <ListSkeleton kind="video" count={1} listClassName="actor-promoted" />
        </section>
        <section className="actor-section" aria-labelledby="actor-top-videos-title">
          <h2 id="actor-top-videos-title">
            <Trans>Top videos</Trans>
          </h2>
          {/* one row: most actors have a few top videos of the last months */}
          <ListSkeleton kind="video" count={2} />
        </section>
      </>
    );
  }
  return (
    <>
      {promotedVideo ? (
        <section className="actor-section" data-testid="actor-promoted-video" aria-labelledby="actor-promoted-title">
          <h2 id="actor-promoted-title">
            <Trans>Featured video</Trans>
          </h2>
          <div className="actor-promoted">
            <VideoTile video={toVideoTile(promotedVideo)} />
          </div>
        </section>
      ) : null}
      {topVideos.length > 0 ? (
        <section className="actor-section" data-testid="actor-top-videos" aria-labelledby="actor-top-videos-title">
          <h2 id="actor-top-videos-title">
            <Trans>Top videos</Trans>
          </h2>
          <div className="tile-grid">
            {topVideos.map((video) => (
              <VideoTile key={video.id} video={toVideoTile(video)} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
