// The actor's videos (spec part 1 §2): all of them (/videos/), the classic ones (/videos/classic/)
// and by tag group (/videos/tag/{tagGroup}, URL-decoded, with the tag group's SEO text).

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { getActorSeoContent, getActorVideos } from '../../api/actors.ts';
import type { PageProps } from '../../app/pages.ts';
import type { RouteMatch } from '../../app/routes.ts';
import { PAGING } from '../../contract/constants.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { ActorShell } from './ActorShell.tsx';
import { CLASSIC_VIDEOS_SCANNED, decodeTagGroup } from './actorProfileRules.ts';
import { SeoContent } from './SeoContent.tsx';
import { type ProfileActor, useLoaded } from './store.ts';
import { classicOnly } from './videoTiles.ts';

function TagSeo({ actorId, tagGroup }: { actorId: number; tagGroup: string }) {
  const loaded = useLoaded(`seo:${actorId}:${tagGroup}`, () => getActorSeoContent(actorId, tagGroup));
  return loaded.status === 'ok' ? <SeoContent seo={loaded.data.seo} /> : null;
}

type VideoItem = Awaited<ReturnType<typeof getActorVideos>>['items'][number];

/** The actor's videos a grid (16) at a time; "show more" appends the next page. */
function VideoList({ actor, classic }: { actor: ProfileActor; classic: boolean }) {
  const [items, setItems] = useState<VideoItem[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const generation = useRef(0);

  const loadPage = (offset: number) => {
    const mine = generation.current;
    setState('loading');
    const size = classic ? CLASSIC_VIDEOS_SCANNED : PAGING.videoItemsPerGrid;
    getActorVideos(actor.id, size, offset).then(
      (page) => {
        if (mine !== generation.current) return; // another actor or list meanwhile
        setItems((shown) => (offset === 0 ? page.items : [...shown, ...page.items]));
        setTotal(page.total);
        setState('ready');
      },
      () => mine === generation.current && setState('error'),
    );
  };

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    loadPage(0);
    return () => {
      generation.current += 1;
    };
    // loadPage reads actor.id and classic, the dependencies.
  }, [actor.id, classic]);

  const videos = classic ? classicOnly(items) : items;
  return (
    <>
      {videos.length > 0 ? (
        <div className="tile-grid" data-testid="actor-videos">
          {videos.map((video) => (
            <VideoTile key={video.id} video={video} />
          ))}
        </div>
      ) : state === 'ready' ? (
        <p className="list-state list-state--empty" data-testid="actor-videos-empty">
          <Trans>No videos here yet.</Trans>
        </p>
      ) : null}
      {state === 'loading' ? (
        <ListSkeleton kind="video" count={videos.length > 0 ? 4 : PAGING.videoItemsPerGrid} />
      ) : state === 'error' ? (
        <ListError onRetry={() => loadPage(items.length)}>
          <Trans>The videos could not be loaded.</Trans>
        </ListError>
      ) : !classic && total > items.length ? (
        <button type="button" className="actor-more" onClick={() => loadPage(items.length)}>
          <Trans>Show more videos</Trans>
        </button>
      ) : null}
    </>
  );
}

function Heading({ route, tagGroup }: { route: RouteMatch; tagGroup: string | null }) {
  if (route.id === 'actorClassicVideos')
    return (
      <h2>
        <Trans>Classic videos</Trans>
      </h2>
    );
  if (tagGroup)
    return (
      <h2>
        <Trans>Videos: {tagGroup}</Trans>
      </h2>
    );
  return (
    <h2>
      <Trans>Videos</Trans>
    </h2>
  );
}

export default function ActorVideosPage({ route }: PageProps) {
  useLaterTexts();
  const tagGroup = route.id === 'actorVideosByTag' ? decodeTagGroup(route.params.tagGroup) : null;
  return (
    <ActorShell route={route}>
      {(actor) => (
        <section className="actor-section">
          <Heading route={route} tagGroup={tagGroup} />
          {tagGroup ? <TagSeo actorId={actor.id} tagGroup={tagGroup} /> : null}
          <VideoList actor={actor} classic={route.id === 'actorClassicVideos'} />
        </section>
      )}
    </ActorShell>
  );
}
