import { Trans } from '@lingui/react/macro';
import { getChatRatings } from '../../api/actors.ts';
import { areChatRatingsShown } from '../../contract/actorRules.ts';
import { useLoaded } from './store.ts';
import '../../ui/listState.css';

/** Chat ratings of the last ninety days, shown only from 10 ratings (spec part 1 §5). */
export function ChatRatings({ actorId }: { actorId: number }) {
  const loaded = useLoaded(`ratings:${actorId}`, () => getChatRatings(actorId));
  if (loaded.status === 'loading') {
    // The block keeps its place while loading (most profiles show it), so what follows stays put.
    return (
      <section className="actor-section" aria-labelledby="actor-ratings-title">
        <h2 id="actor-ratings-title">
          <Trans>Chat ratings</Trans>
        </h2>
        <p className="skeleton-line" aria-hidden="true" />
        <meter min={0} max={100} value={0} aria-hidden="true" />
      </section>
    );
  }
  if (loaded.status !== 'ok' || !loaded.data) return null; // optional block: nothing to show on failure
  const { countRatings, satisfactionRate } = loaded.data.lastNinetyDays;
  if (!areChatRatingsShown(countRatings)) return null;
  const rate = Math.round(satisfactionRate);
  return (
    <section className="actor-section" data-testid="actor-chat-ratings" aria-labelledby="actor-ratings-title">
      <h2 id="actor-ratings-title">
        <Trans>Chat ratings</Trans>
      </h2>
      <p>
        <Trans>
          {rate}% satisfied guests from {countRatings} ratings in the last 90 days
        </Trans>
      </p>
      <meter min={0} max={100} value={rate} aria-hidden="true" />
    </section>
  );
}
