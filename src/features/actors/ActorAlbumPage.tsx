// One album or video of the actor (spec part 1 §2 /amateur/{actorName}/pictures/{albumId}/):
// the album itself (src/features/albums) inside the actor's profile, the video first: the actor
// is one line above it (issue 20).
import type { PageProps } from '../../app/pages.ts';
import { matchPath } from '../../app/routes.ts';
import { laterMessages } from '../../i18n/lazyCatalogs.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { AlbumView } from '../albums/AlbumView.tsx';
import { openAlbumEarly } from '../albums/earlyAlbum.ts';
import { ActorShell } from './ActorShell.tsx';
import { loadActor } from './store.ts';

// This code runs once, when the first video page opens (a reload of one, mostly): its texts, its
// actor and its album are asked for together now, not one after the other as the page renders
// (issue 23: the repeat visit of a video page waited on three answers in a row). What has come by
// the page's first render shows at once (useLoaded's peek), with no loading line in between.
const opened = matchPath(location.pathname);
if (opened?.id === 'actorAlbum') {
  void laterMessages(opened.language);
  loadActor(opened.params.actorName).catch(() => undefined); // the shell shows a failure when it asks
  void openAlbumEarly(Number(opened.params.albumId));
}

export default function ActorAlbumPage({ route }: PageProps) {
  useLaterTexts();
  const albumId = route.id === 'actorAlbum' ? Number(route.params.albumId) : 0;
  return (
    <ActorShell route={route} header="line">
      {() => (
        <section className="actor-section" data-testid="actor-album" data-album-id={albumId}>
          <AlbumView albumId={albumId} titleLevel="h1" />
        </section>
      )}
    </ActorShell>
  );
}
