// A single TV video (spec part 1 §2 "TV ... video pages"; tv/video/{videoId}): the episode in the
// player, its series, running time and description, and what to watch next. A premium episode
// has no stream address for a guest who is not premium (the server decides): the plan is
// offered instead. Menu and heading are there from the first paint; the episode takes the place
// of a stand-in as tall as the player, so the texts below it do not move.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getTvVideo } from '../../api/content.ts';
import { isLoginToken } from '../../api/session.ts';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { TvVideo } from '../../contract/entities.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { TextSkeleton } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { formatPostDate } from '../blog/blogRules.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { PremiumOffer } from './PremiumOffer.tsx';
import { TvMenu } from './TvMenu.tsx';
import { TvPlayer } from './TvPlayer.tsx';
import { Suggestions } from './TvSuggestions.tsx';
import { PremiumBadge } from './TvTiles.tsx';
import { SeriesVideosSkeleton } from './TvVideosPage.tsx';
import { formatDuration, type PremiumOffer as Offer, offerWithoutStream, premiumOfferFor, videoIdOfParam } from './tvRules.ts';
import '../cams/cams.css';

function VideoContent({ video, offer }: { video: TvVideo; offer: Offer }) {
  const { i18n } = useLingui();
  return (
    <section data-testid="tv-video" data-video-id={video.videoId}>
      {video.streamUrl ? <TvPlayer url={video.streamUrl} title={video.title} /> : <PremiumOffer offer={offerWithoutStream(offer)} />}
      <p className="tv-video__meta">
        <RouteLink to="tvMediathekSeries" params={{ series: video.seriesKey }} data-testid="tv-video-series">
          {video.seriesTitle}
        </RouteLink>{' '}
        · {formatDuration(video.duration)} · <time dateTime={video.published}>{formatPostDate(video.published, i18n.locale)}</time>
        {video.isPremium ? <PremiumBadge spaced /> : null}
      </p>
      <p>{video.description}</p>
      <Suggestions hashId={video.hashId} />
    </section>
  );
}

export default function TvVideoPage({ route }: PageProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const param = route.id === 'tvVideo' ? route.params.videoId : '';
  const videoId = videoIdOfParam(param);
  // the stream address depends on the guest's plans: asked again when they change
  const loaded = useLoaded(`tv-video:${videoId}:${i18n.locale}:${live.guestId}:${live.isVip}:${live.isVXTVAboSubscriber}`, () =>
    videoId === null ? Promise.reject(new Error(`No TV video ${param}`)) : getTvVideo(videoId),
  );
  return (
    <main className="page tv-page" data-testid="tv-video-page">
      <Breadcrumbs type="tv" routeName="tvVideo" routeArgs={{ videoId: param }} />
      <TvMenu current={null} />
      {loaded.status === 'error' ? (
        <p role="alert" data-testid="tv-not-found">
          <Trans>This video does not exist or could not be loaded.</Trans>
        </p>
      ) : (
        <>
          <h1>{loaded.status === 'ok' ? loaded.data.video.title : <TextSkeleton />}</h1>
          {loaded.status === 'ok' ? (
            <VideoContent video={loaded.data.video} offer={premiumOfferFor(live, isLoginToken())} />
          ) : (
            <SeriesVideosSkeleton />
          )}
        </>
      )}
    </main>
  );
}
