// The actor's live shows (spec part 1 §2 /live-show/, §3 Chat ticket / show): the next scheduled
// shows out of chatShows, with time, price or "free". Tickets are bought with the live chat issue.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { getChatShows } from '../../api/actors.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { Price } from '../../ui/Price.tsx';
import { CHAT_SHOWS_SCANNED } from './actorProfileRules.ts';
import { ActorShell } from './ActorShell.tsx';
import { useLoaded } from './store.ts';

function Shows({ actorId }: { actorId: number }) {
  const { i18n } = useLingui();
  const loaded = useLoaded('chatShows', () => getChatShows(CHAT_SHOWS_SCANNED));
  if (loaded.status === 'loading') return <p role="status"><Trans>Loading shows…</Trans></p>;
  if (loaded.status === 'error') return <p role="alert"><Trans>The shows could not be loaded.</Trans></p>;
  const shows = loaded.data.filter((show) => show.model.id === actorId);
  if (shows.length === 0) return <p data-testid="actor-no-shows"><Trans>No live show is planned right now.</Trans></p>;
  const when = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="actor-shows" data-testid="actor-shows">
      {shows.map((show) => (
        <li key={show.id}>
          <strong>{show.title}</strong>{' '}
          <time dateTime={new Date(show.start).toISOString()}>{when(show.start)}</time>
          {' – '}
          <time dateTime={new Date(show.end).toISOString()}>{when(show.end)}</time>{' '}
          {show.isFree ? <Trans>free</Trans> : <Price money={show.price} />}
        </li>
      ))}
    </ul>
  );
}

export default function ActorLiveShowPage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {(actor) => (
        <section className="actor-section">
          <h2>
            <Trans>Live show</Trans>
          </h2>
          <Shows actorId={actor.id} />
        </section>
      )}
    </ActorShell>
  );
}
