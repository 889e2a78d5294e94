// The actor's live shows (spec part 1 §2 /live-show/, §3 Chat ticket / show): the actor's ticket
// shows that have not ended, with the guest's tickets, the same list as the cam-shows page.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { TicketList } from '../tickets/TicketList.tsx';
import { ActorShell } from './ActorShell.tsx';

export default function ActorLiveShowPage({ route }: PageProps) {
  useLaterTexts();
  return (
    <ActorShell route={route}>
      {(actor) => (
        <section className="actor-section" data-testid="actor-live-shows">
          <h2>
            <Trans>Live show</Trans>
          </h2>
          <TicketList actorId={actor.id} />
        </section>
      )}
    </ActorShell>
  );
}
