// The actor profile's overview (spec part 1 §2 /amateur/{actorName}/, §3 Actor and related).
import type { ReactNode } from 'react';
import type { PageProps } from '../../app/pages.ts';
import { matchPath } from '../../app/routes.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useAfterPaint } from '../../ui/useAfterPaint.ts';
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

/**
 * The blocks under the header (nine of them, each with its loading tiles) render right after the
 * header is on screen, not in the same task: on the bench's slow phone that first render was a
 * 0.58 s task that held the header's paint back (docs/performance.md, 2026-12-07, fourth session).
 * Meanwhile a screen-high stand-in keeps the footer below the fold.
 */
function AfterHeader({ children }: { children: ReactNode }) {
  const shown = useAfterPaint();
  return shown ? children : <div className="actor-later" aria-busy="true" />;
}

export default function ActorProfilePage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {(actor) => (
        <AfterHeader>
          <Recommendations actorId={actor.id} layout="slider" />
          <ActorVideoBlocks actorId={actor.id} />
          <Sedcards actorId={actor.id} isBanned={actor.isBanned} />
          <ChatRatings actorId={actor.id} />
          <HeatMap actorId={actor.id} />
          <Interviews actorId={actor.id} />
          <ActorNote actorId={actor.id} />
          <SeoContent seo={actor.seoContent} />
          <Recommendations actorId={actor.id} layout="grid" />
        </AfterHeader>
      )}
    </ActorShell>
  );
}
