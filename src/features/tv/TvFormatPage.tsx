// A TV series (format) in the mediathek (spec part 1 §2 /tv/mediathek/{series}/): what it is and
// its episodes, newest first, each opening the series' videos page with that episode. Menu and
// heading are there from the first paint; the episodes take the place of their stand-ins.
import { Trans } from '@lingui/react/macro';
import { getTvFormat } from '../../api/content.ts';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { RestAnswer } from '../../contract/rest.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { SeriesHeading } from './SeriesHeading.tsx';
import { TvMenu } from './TvMenu.tsx';
import { EpisodeListSkeleton, EpisodeTile } from './TvTiles.tsx';
import '../cams/cams.css';

type TvFormat = RestAnswer<'tv/format/{key}'>['format'];

/** Episodes shown as stand-ins: a series has about this many. */
const SKELETON_EPISODES = 8;

function FormatContent({ format, seriesKey }: { format: TvFormat; seriesKey: string }) {
  return (
    <>
      <p>{format.description}</p>
      {format.isPremium ? (
        <p className="tv-badge">
          <Trans>A premium series: VIP and TV plan members watch every episode.</Trans>
        </p>
      ) : null}
      <p>
        <RouteLink to="tvMediathekVideos" params={{ key: seriesKey }}>
          <Trans>Watch the videos</Trans>
        </RouteLink>
      </p>
      <ul className="tile-grid" data-testid="tv-episode-list">
        {format.videos.map((video) => (
          <EpisodeTile
            key={video.videoId}
            episode={{
              id: video.videoId,
              title: video.title,
              duration: video.duration,
              seriesKey: video.seriesKey,
              premium: video.isPremium,
              picture: video.previewPicture,
            }}
          />
        ))}
      </ul>
    </>
  );
}

export default function TvFormatPage({ route }: PageProps) {
  useLaterTexts();
  const key = route.id === 'tvMediathekSeries' ? route.params.series : '';
  const loaded = useLoaded(`tv-format:${key}`, () => getTvFormat(key));
  return (
    <main className="page tv-page" data-testid="tv-format-page">
      <Breadcrumbs type="tv" routeName="tvMediathekSeries" routeArgs={{ series: key }} />
      <TvMenu current={null} />
      <SeriesHeading status={loaded.status} title={loaded.status === 'ok' ? loaded.data.format.title : undefined} />
      {loaded.status === 'loading' ? <EpisodeListSkeleton count={SKELETON_EPISODES} /> : null}
      {loaded.status === 'ok' ? <FormatContent format={loaded.data.format} seriesKey={key} /> : null}
    </main>
  );
}
