// One album or video of the actor (spec part 1 §2 /amateur/{actorName}/pictures/{albumId}/):
// the album itself (src/features/albums) inside the actor's profile, the video first: the actor
// is one line above it (issue 20).
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { AlbumView } from '../albums/AlbumView.tsx';
import { ActorShell } from './ActorShell.tsx';

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
