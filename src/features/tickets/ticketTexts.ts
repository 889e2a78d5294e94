// The ticket shows' sentences that depend on a value: what came of a buy or remove, for every
// error code (ticketRules.ts). The Record type makes a new code a compile error until it has its text.
import { useLingui } from '@lingui/react/macro';
import type { TicketErrorCode } from './ticketRules.ts';

/** The sentence for a refused or failed buy or remove. */
export function useTicketErrorText(): (code: TicketErrorCode) => string {
  const { t } = useLingui();
  return (code) => {
    const texts: Record<TicketErrorCode, string> = {
      notFound: t`This show no longer exists.`,
      showEnded: t`This show has ended: no tickets are sold for it any more.`,
      showStarted: t`This show has started: its ticket cannot be given back any more.`,
      alreadyBought: t`You already have a ticket for this show. Nothing was charged a second time.`,
      notEnoughMoney: t`Your balance does not cover this ticket. Top up to buy it.`,
      noTicket: t`You hold no ticket for this show.`,
      failed: t`That did not work. Please check your connection and try again.`,
    };
    return texts[code];
  };
}
