// Every TV route's page in one chunk (one lazy entry in the first load's route table instead of
// five; the TV pages share most of their code anyway).
import type { PageProps } from '../../app/pages.ts';
import TvFormatPage from './TvFormatPage.tsx';
import TvLivestreamPage from './TvLivestreamPage.tsx';
import TvPostPage from './TvPostPage.tsx';
import TvSeriesPage from './TvSeriesPage.tsx';
import TvVideoPage from './TvVideoPage.tsx';
import TvVideosPage from './TvVideosPage.tsx';

export default function TvPages(props: PageProps) {
  switch (props.route.id) {
    case 'tvMediathekSeries':
      return <TvFormatPage {...props} />;
    case 'tvMediathekVideos':
      return <TvVideosPage {...props} />;
    case 'tvMediaSeries':
      return <TvSeriesPage {...props} />;
    case 'tvPost':
      return <TvPostPage {...props} />;
    case 'tvVideo':
      return <TvVideoPage {...props} />;
    default:
      return <TvLivestreamPage {...props} />;
  }
}
