// Top camgirls from the actor's profile menu (spec part 1 §2, §3 Top cam): the best-chats list,
// each with its live online state, age, rating and pins.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getTopCams, type TopCamTile } from '../../api/actors.ts';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { isActorOnline, presence } from '../../state/presence.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { ActorShell } from './ActorShell.tsx';
import { useLoaded } from './store.ts';

function TopCam({ cam }: { cam: TopCamTile }) {
  const live = useSnapshot(presence);
  useWatchedActors([cam.id]);
  const online = isActorOnline(live, cam.id, cam.online);
  const { name, satisfactionRate, ratingCount } = cam;
  return (
    <RouteLink
      to="actorProfile"
      params={{ actorName: cam.name }}
      className="tile"
      data-testid="top-cam"
      data-actor-id={cam.id}
      data-online={String(online)}
    >
      {cam.previewPicture ? (
        <img
          className="tile-image"
          src={cam.previewPicture.src}
          srcSet={cam.previewPicture.srcSet || undefined}
          alt=""
          width={cam.previewPicture.width}
          height={cam.previewPicture.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="tile-badges">
        {online ? (
          <span className="badge badge-online">
            <Trans>online</Trans>
          </span>
        ) : null}
      </span>
      <span className="tile-title">{cam.age !== null ? `${name}, ${cam.age}` : name}</span>
      <span className="tile-meta">
        <Trans>
          {satisfactionRate}% of {ratingCount} ratings
        </Trans>
      </span>
    </RouteLink>
  );
}

function TopCams() {
  const loaded = useLoaded('topCams:bestChats', () => getTopCams('bestChats'));
  if (loaded.status === 'loading') return <ListSkeleton kind="actor" count={10} />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The top cams could not be loaded.</Trans>
      </ListError>
    );
  if (loaded.data.length === 0) return <ListEmpty />;
  return (
    <div className="tile-grid" data-testid="actor-top-cams">
      {loaded.data.map((cam) => (
        <TopCam key={cam.id} cam={cam} />
      ))}
    </div>
  );
}

export default function ActorTopCamsPage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {() => (
        <section className="actor-section">
          <h2>
            <Trans>Top camgirls</Trans>
          </h2>
          <TopCams />
        </section>
      )}
    </ActorShell>
  );
}
