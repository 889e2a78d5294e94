// A series' videos (spec part 1 §2 /tv/mediathek/{key}/videos/): the chosen episode (`?video=`,
// else the newest) in the player, suggestions after it (tv/suggest), and the other episodes.
// A premium episode has no stream address for a guest who is not premium: the plan is offered.
// Menu and heading are there from the first paint; the episode and the lists take the place of
// their stand-ins, the suggestions' stand-in as tall as they are, so the episodes below stay put.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { getTvFormat } from '../../api/content.ts';
import { isLoginToken } from '../../api/session.ts';
import type { PageProps } from '../../app/pages.ts';
import type { TvVideo } from '../../contract/entities.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { PremiumOffer } from './PremiumOffer.tsx';
import { SeriesHeading } from './SeriesHeading.tsx';
import { TvMenu } from './TvMenu.tsx';
import { TvPlayer, TvPlayerSkeleton } from './TvPlayer.tsx';
import { Suggestions, tileOf } from './TvSuggestions.tsx';
import { EpisodeTile } from './TvTiles.tsx';
import { type PremiumOffer as Offer, offerWithoutStream, premiumOfferFor, selectedVideoId } from './tvRules.ts';
import '../cams/cams.css';

function SeriesVideos({ videos, offer }: { videos: TvVideo[]; offer: Offer }) {
  const search = useSearch();
  const selected =
    videos.find(
      (video) =>
        video.videoId ===
        selectedVideoId(
          search,
          videos.map((each) => each.videoId),
        ),
    ) ?? null;
  return (
    <>
      {selected ? (
        <section data-testid="tv-video" data-video-id={selected.videoId}>
          {selected.streamUrl ? (
            <TvPlayer url={selected.streamUrl} title={selected.title} />
          ) : (
            <PremiumOffer offer={offerWithoutStream(offer)} />
          )}
          <h2>{selected.title}</h2>
          <p>{selected.description}</p>
          <Suggestions hashId={selected.hashId} />
        </section>
      ) : null}
      {videos.length ? (
        <section>
          <h2>
            <Trans>All episodes</Trans>
          </h2>
          <ul className="tile-grid" data-testid="tv-episode-list">
            {videos.map((video) => (
              <EpisodeTile key={video.videoId} episode={tileOf(video)} current={video.videoId === selected?.videoId} opens="inSeries" />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** An episode's stand-in: the player, its title and a line of its description (aria-hidden: the heading says "Loading…"). */
export function SeriesVideosSkeleton() {
  return (
    <div aria-hidden="true">
      <TvPlayerSkeleton />
      <span className="skeleton-line tv-video-skeleton__title" />
      <span className="skeleton-line" />
    </div>
  );
}

export default function TvVideosPage({ route }: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const key = route.id === 'tvMediathekVideos' ? route.params.key : '';
  // the stream addresses depend on the guest's plans: asked again when they change
  const loaded = useLoaded(`tv-videos:${key}:${live.guestId}:${live.isVip}:${live.isVXTVAboSubscriber}`, () => getTvFormat(key));
  return (
    <main className="page tv-page" data-testid="tv-videos-page">
      <Breadcrumbs type="tv" routeName="tvMediathekVideos" routeArgs={{ key }} />
      <TvMenu current={null} />
      <SeriesHeading status={loaded.status} title={loaded.status === 'ok' ? loaded.data.format.title : undefined} />
      {loaded.status === 'loading' ? <SeriesVideosSkeleton /> : null}
      {loaded.status === 'ok' ? <SeriesVideos videos={loaded.data.format.videos} offer={premiumOfferFor(live, isLoginToken())} /> : null}
    </main>
  );
}
