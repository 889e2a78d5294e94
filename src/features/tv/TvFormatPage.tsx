// A TV series (format) in the mediathek (spec part 1 §2 /tv/mediathek/{series}/): what it is and
// its episodes, newest first, each opening the series' videos page with that episode.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { getTvFormat } from '../../api/content.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { TvMenu } from './TvMenu.tsx';
import { EpisodeTile } from './TvTiles.tsx';
import '../cams/cams.css';

export default function TvFormatPage({ route }: PageProps) {
  useLaterTexts();
  const key = route.id === 'tvMediathekSeries' ? route.params.series : '';
  const loaded = useLoaded(`tv-format:${key}`, () => getTvFormat(key));
  return (
    <main className="page tv-page" data-testid="tv-format-page">
      <Breadcrumbs type="tv" routeName="tvMediathekSeries" routeArgs={{ series: key }} />
      <TvMenu current={null} />
      {loaded.status === 'loading' ? <p role="status"><Trans>Loading…</Trans></p> : null}
      {loaded.status === 'error' ? <p role="alert" data-testid="tv-not-found"><Trans>This series does not exist or could not be loaded.</Trans></p> : null}
      {loaded.status === 'ok' ? (
        <>
          <h1>{loaded.data.format.title}</h1>
          <p>{loaded.data.format.description}</p>
          {loaded.data.format.isPremium ? (
            <p className="tv-badge">
              <Trans>A premium series: VIP and TV plan members watch every episode.</Trans>
            </p>
          ) : null}
          <p>
            <RouteLink to="tvMediathekVideos" params={{ key }}>
              <Trans>Watch the videos</Trans>
            </RouteLink>
          </p>
          <ul className="tile-grid" data-testid="tv-episode-list">
            {loaded.data.format.videos.map((video) => (
              <EpisodeTile key={video.videoId} episode={{ id: video.videoId, title: video.title, duration: video.duration, seriesKey: video.seriesKey, premium: video.isPremium, picture: video.previewPicture }} />
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
