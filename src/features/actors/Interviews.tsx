import { Trans } from '@lingui/react/macro';
import { getInterviews } from '../../api/actors.ts';
import { useLoaded } from './store.ts';

/** The actor's interview answers, question by question. */
export function Interviews({ actorId }: { actorId: number }) {
  const loaded = useLoaded(`interviews:${actorId}`, () => getInterviews(actorId));
  if (loaded.status !== 'ok' || loaded.data.length === 0) return null; // optional block
  return (
    <section className="actor-section" data-testid="actor-interviews" aria-labelledby="actor-interviews-title">
      <h2 id="actor-interviews-title">
        <Trans>Interview</Trans>
      </h2>
      <dl className="actor-interviews">
        {loaded.data.map((entry, index) => (
          <div key={index}>
            <dt>{entry.question}</dt>
            <dd>{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
