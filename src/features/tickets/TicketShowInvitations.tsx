// The ticket show invitations as floating notices (spec part 1 §4: private ticket show
// invitation): the show's title, that it starts now, and a link to the actor's live-show page.
// Mounted with the logged-in guest's inbox (NavbarInbox): only ticket holders are invited.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { dismissInvitation, invitations, listenToInvitations } from './invitations.ts';
import './tickets.css';
import { Icon } from '../../ui/Icon.tsx';

export function TicketShowInvitations() {
  const { t } = useLingui();
  const snap = useSnapshot(invitations);
  useEffect(() => listenToInvitations(), []);
  if (snap.items.length === 0) return null;
  return (
    <div className="ticket-invitations" role="status" aria-live="polite" data-testid="ticket-invitations">
      {snap.items.map((item) => {
        const { title, actorName } = item;
        return (
          <div key={item.showId} className="ticket-invitation" data-testid="ticket-invitation" data-show-id={item.showId}>
            <div>
              <p>
                {actorName ? (
                  <Trans>
                    {actorName}'s show “{title}” starts now. Your ticket is ready.
                  </Trans>
                ) : (
                  <Trans>The show “{title}” starts now. Your ticket is ready.</Trans>
                )}
              </p>
              {actorName ? (
                <RouteLink
                  to="actorLiveShow"
                  params={{ actorName }}
                  data-testid="ticket-invitation-link"
                  onClick={() => dismissInvitation(item.showId)}
                >
                  <Trans>Go to the show</Trans>
                </RouteLink>
              ) : null}
            </div>
            <button type="button" className="ticket-invitation__close" aria-label={t`Close`} onClick={() => dismissInvitation(item.showId)}>
              <Icon name="close" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
