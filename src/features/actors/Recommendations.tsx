import { Trans } from '@lingui/react/macro';
import { getRecommendedModels } from '../../api/actors.ts';
import { DEFAULTS } from '../../contract/constants.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { RECOMMENDATIONS_REQUESTED, RECOMMENDATIONS_SHOWN, type RecommendationLayout, recommendationsFor } from './actorProfileRules.ts';
import { useLoaded } from './store.ts';

/**
 * Performers like this one (spec part 1 §9): one request large enough for both layouts, a slider
 * of 5 and a grid of 8, at the default age rating 16.
 */
export function Recommendations({ actorId, layout }: { actorId: number; layout: RecommendationLayout }) {
  const loaded = useLoaded(`recommended:${actorId}`, () => getRecommendedModels(actorId, RECOMMENDATIONS_REQUESTED, DEFAULTS.ageRating));
  if (loaded.status === 'error') return null; // optional block
  // While loading, the block keeps its place (heading and skeleton tiles), so what follows stays put.
  const actors = loaded.status === 'ok' ? recommendationsFor(loaded.data, layout, actorId) : null;
  if (actors?.length === 0) return null;
  return (
    <section className="actor-section" data-testid={`actor-recommendations-${layout}`} aria-labelledby={`actor-recommended-${layout}`}>
      <h2 id={`actor-recommended-${layout}`}>
        {layout === 'slider' ? <Trans>You might also like</Trans> : <Trans>More performers</Trans>}
      </h2>
      {actors ? (
        <div className={layout === 'slider' ? 'actor-slider' : 'tile-grid'}>
          {actors.map((actor) => (
            <ActorTile key={actor.id} actor={actor} />
          ))}
        </div>
      ) : (
        <ListSkeleton
          kind="actor"
          count={RECOMMENDATIONS_SHOWN[layout]}
          listClassName={layout === 'slider' ? 'actor-slider' : 'tile-grid'}
        />
      )}
    </section>
  );
}
