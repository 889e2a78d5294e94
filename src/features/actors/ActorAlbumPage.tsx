// One album of the actor (spec part 1 §2 /amateur/{actorName}/pictures/{albumId}/). The album
// itself (gallery/open: pictures, comments, ratings, buying) arrives with the videos and albums
// issue; until then the page keeps the profile around it and says so.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ActorShell } from './ActorShell.tsx';

export default function ActorAlbumPage({ route }: PageProps) {
  useLaterTexts();
  const albumId = route.id === 'actorAlbum' ? route.params.albumId : '';
  return (
    <ActorShell route={route}>
      {({ name }) => (
        <section className="actor-section" data-testid="actor-album" data-album-id={albumId}>
          <h2>
            <Trans>Album {albumId}</Trans>
          </h2>
          <p>
            <Trans>Albums open here soon, with their pictures, comments and ratings.</Trans>
          </p>
          <p>
            <RouteLink to="actorVideos" params={{ actorName: name }}>
              <Trans>See the videos of {name}</Trans>
            </RouteLink>
          </p>
        </section>
      )}
    </ActorShell>
  );
}
