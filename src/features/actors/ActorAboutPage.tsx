// About me (spec part 1 §2 /amateur/{actorName}/about-me/): description, interviews, when the
// actor is online, and the chat ratings.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ActorNote } from './ActorNote.tsx';
import { ActorShell } from './ActorShell.tsx';
import { aboutTextOf } from './actorProfileRules.ts';
import { ChatRatings } from './ChatRatings.tsx';
import { HeatMap } from './HeatMap.tsx';
import { Interviews } from './Interviews.tsx';
import type { ProfileActor } from './store.ts';

function Description({ actor }: { actor: ProfileActor }) {
  const about = aboutTextOf(actor.settings, actor.seoContent?.description);
  return (
    <section className="actor-section" data-testid="actor-description" aria-labelledby="actor-about-title">
      <h2 id="actor-about-title">
        <Trans>About me</Trans>
      </h2>
      {about ? (
        <p className="actor-about">{about}</p>
      ) : (
        <p>
          <Trans>This performer has not written about themselves yet.</Trans>
        </p>
      )}
    </section>
  );
}

export default function ActorAboutPage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {(actor) => (
        <>
          <Description actor={actor} />
          <Interviews actorId={actor.id} />
          <HeatMap actorId={actor.id} />
          <ChatRatings actorId={actor.id} />
          <ActorNote actorId={actor.id} />
        </>
      )}
    </ActorShell>
  );
}
