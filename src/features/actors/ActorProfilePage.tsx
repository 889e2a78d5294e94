// The actor profile's overview (spec part 1 §2 /amateur/{actorName}/, §3 Actor and related).
import type { PageProps } from '../../app/pages.ts';
import { matchPath } from '../../app/routes.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ActorNote } from './ActorNote.tsx';
import { ActorShell } from './ActorShell.tsx';
import { ActorVideoBlocks } from './ActorVideoBlocks.tsx';
import { ChatRatings } from './ChatRatings.tsx';
import { HeatMap } from './HeatMap.tsx';
import { Interviews } from './Interviews.tsx';
import { Recommendations } from './Recommendations.tsx';
import { Sedcards } from './Sedcards.tsx';
import { SeoContent } from './SeoContent.tsx';
import { loadActor } from './store.ts';

// The visit's first page: its header (the actor) is asked for as the code runs, not after the
// first render; when it has come by then, the header renders at once (useLoaded's peek), not a
// loading line first.
const opened = matchPath(location.pathname);
if (opened?.id === 'actorProfile') loadActor(opened.params.actorName).catch(() => undefined); // the shell shows a failure when it asks

export default function ActorProfilePage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {(actor) => (
        <>
          <Recommendations actorId={actor.id} layout="slider" />
          <ActorVideoBlocks actorId={actor.id} />
          <Sedcards actorId={actor.id} isBanned={actor.isBanned} />
          <ChatRatings actorId={actor.id} />
          <HeatMap actorId={actor.id} />
          <Interviews actorId={actor.id} />
          <ActorNote actorId={actor.id} />
          <SeoContent seo={actor.seoContent} />
          <Recommendations actorId={actor.id} layout="grid" />
        </>
      )}
    </ActorShell>
  );
}
