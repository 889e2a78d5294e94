// The interactive content (spec part 2 §7.10; the spec does not place it: docs/decisions.md):
// below the cams grid, the actors whose toy a guest can control, online first, how many are
// online now and the toy controls' lowest price, all from the server. Its stand-in is a row of
// actor tiles like the ones that come, far below the first screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { getInteractiveContent } from '../../api/queryItems.ts';
import { PAGING } from '../../contract/constants.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListSkeleton, SkeletonText } from '../../ui/ListState.tsx';
import { Price } from '../../ui/Price.tsx';
import { useLoaded } from '../actors/store.ts';
import '../home/home.css';

export function InteractiveContent() {
  const { i18n } = useLingui();
  const loaded = useLoaded(`interactive:${i18n.locale}`, () => getInteractiveContent(PAGING.recommendationsPerGrid));
  if (loaded.status === 'error' || (loaded.status === 'ok' && loaded.data.total === 0)) return null;
  const data = loaded.status === 'ok' ? loaded.data : null;
  return (
    <section
      className="home-block interactive-content"
      aria-labelledby="interactive-heading"
      data-testid="interactive-content"
      data-total={data?.total}
    >
      <h2 id="interactive-heading">
        <Trans>Control their toy</Trans>
      </h2>
      <p data-testid="interactive-summary">
        {data === null ? (
          <SkeletonText short />
        ) : data.fromPrice ? (
          <Trans>
            {data.onlineCount} of {data.total} online now, from <Price money={data.fromPrice} /> a turn.
          </Trans>
        ) : (
          <Trans>
            {data.onlineCount} of {data.total} online now.
          </Trans>
        )}
      </p>
      {data === null ? (
        <ListSkeleton kind="actor" count={PAGING.recommendationsPerGrid} listClassName="tile-row" />
      ) : (
        <div className="tile-row" role="group" tabIndex={0} aria-labelledby="interactive-heading">
          {data.items.map((actor) => (
            <ActorTile key={actor.id} actor={actor} />
          ))}
        </div>
      )}
    </section>
  );
}
