// The cam-shows page (spec part 1 §2 /{lang}/cam-shows/): every ticket show that has not ended,
// soonest first, with the guest's tickets and the buy and give-back buttons.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { TicketList } from './TicketList.tsx';

export default function CamShowsPage(_props: PageProps) {
  useLaterTexts();
  return (
    <main className="page cam-shows-page" data-testid="cam-shows-page">
      <h1>
        <Trans>Cam shows</Trans>
      </h1>
      <p>
        <Trans>
          Performers' ticket shows: get a ticket before the show and join when it starts. A ticket can be given back until the show begins.
        </Trans>
      </p>
      <TicketList actorId={null} />
    </main>
  );
}
