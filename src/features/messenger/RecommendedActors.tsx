// Performers to write to when no conversation is open (spec part 1 §2: a recommended-actors
// strip of the first 9 and a grid, messenger/recommendations). Online actors only: one going
// offline leaves them (store.ts). A tile opens the conversation with that actor (`?actorId=`).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { PAGING } from '../../contract/constants.ts';
import type { ActorTile } from '../../contract/entities.ts';
import { messenger } from './store.ts';
import { useConversationLink } from './useConversationLink.ts';

function RecommendedActor({ actor }: { actor: Readonly<ActorTile> }) {
  const { t } = useLingui();
  const link = useConversationLink();
  const { name, age } = actor;
  return (
    <li>
      <Link className="recommended-actor" href={link.pathTo(actor.id)} data-testid="recommended-actor" data-actor-id={actor.id}>
        {actor.previewPicture ? (
          <img
            src={actor.previewPicture.src}
            srcSet={actor.previewPicture.srcSet}
            sizes="160px"
            alt=""
            width={actor.previewPicture.width}
            height={actor.previewPicture.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="recommended-name">
          <span className="online-dot online-dot--on" role="img" aria-label={t`online`} />
          {age !== null ? (
            <Trans>
              {name}, {age}
            </Trans>
          ) : (
            name
          )}
        </span>
        <span className="recommended-write">
          <Trans>Write a message</Trans>
        </span>
      </Link>
    </li>
  );
}

/** The strip (first 9) always; the grid too when the list shows no conversation. */
export function RecommendedActors({ withGrid }: { withGrid: boolean }) {
  const { recommendations } = useSnapshot(messenger);
  const strip = recommendations.strip.slice(0, PAGING.messengerRecommendedActors);
  if (strip.length === 0 && (!withGrid || recommendations.grid.length === 0)) return null;
  return (
    <div className="recommended">
      {strip.length > 0 ? (
        <section aria-labelledby="recommended-strip-title">
          <h2 id="recommended-strip-title">
            <Trans>Online now</Trans>
          </h2>
          <ul className="recommended-strip" data-testid="recommended-strip">
            {strip.map((actor) => (
              <RecommendedActor key={actor.id} actor={actor} />
            ))}
          </ul>
        </section>
      ) : null}
      {withGrid && recommendations.grid.length > 0 ? (
        <section aria-labelledby="recommended-grid-title">
          <h2 id="recommended-grid-title">
            <Trans>Start a conversation</Trans>
          </h2>
          <ul className="recommended-grid" data-testid="recommended-grid">
            {recommendations.grid.map((actor) => (
              <RecommendedActor key={actor.id} actor={actor} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
