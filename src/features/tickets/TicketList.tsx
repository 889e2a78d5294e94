// The ticket shows (spec part 1 §2 cam-shows page and live-show page, §3 Chat ticket / show): each
// show's title, actor, start and end in the page's language, price or "free", what the guest holds
// (the ticket and its bonus code) and whether it runs, with its buttons: buy (through the purchase
// dialog), give back, or log in. What came of a buy or remove is shown where it was asked for,
// from the result events (ticketEvents.ts).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { Price } from '../../ui/Price.tsx';
import { openLogin, topUpThenResume } from '../checkout/index.ts';
import type { TicketShow } from './api.ts';
import { useShowTimes } from './showTimes.ts';
import { buyTicket, loadMoreTickets, loadTickets, openTicketPurchase, removeTicket, tickets } from './store.ts';
import { TicketPurchaseDialog } from './TicketPurchaseDialog.tsx';
import { onTicketResult, type TicketResult } from './ticketEvents.ts';
import { ticketOffers } from './ticketRules.ts';
import { useTicketErrorText } from './ticketTexts.ts';
import './tickets.css';

/** The last result of each show's buy or remove, as the result events report them. */
function useTicketResults(): Record<number, TicketResult> {
  const [results, setResults] = useState<Record<number, TicketResult>>({});
  useEffect(() => onTicketResult((result) => setResults((before) => ({ ...before, [result.showId]: result }))), []);
  return results;
}

function TicketNotice({ result, ticket }: { result: TicketResult; ticket: TicketShow }) {
  const { i18n } = useLingui();
  const errorText = useTicketErrorText();
  if (!result.success) {
    return (
      <div
        className="ticket-show__notice ticket-show__notice--error"
        role="alert"
        data-testid="ticket-notice"
        data-error-code={result.errorCode ?? undefined}
      >
        <p>{errorText(result.errorCode ?? 'failed')}</p>
        {result.errorCode === 'notEnoughMoney' ? (
          <button
            type="button"
            className="button button--primary"
            data-testid="ticket-topup"
            onClick={() => void topUpThenResume(() => buyTicket(ticket.showId))}
          >
            <Trans>Top up</Trans>
          </button>
        ) : null}
      </div>
    );
  }
  const refund = formatCurrency(ticket.price.value, ticket.price.currency, i18n.locale);
  return (
    <p className="ticket-show__notice" role="status" data-testid="ticket-notice">
      {result.action === 'buy' ? (
        <Trans>Your ticket is booked.</Trans>
      ) : ticket.isFree ? (
        <Trans>Your ticket is given back.</Trans>
      ) : (
        <Trans>Your ticket is given back: {refund} is back on your balance.</Trans>
      )}
    </p>
  );
}

function TicketItem({ ticket, result, showActor }: { ticket: TicketShow; result: TicketResult | undefined; showActor: boolean }) {
  const snap = useSnapshot(tickets);
  const me = useSnapshot(guest);
  const times = useShowTimes()(ticket.start, ticket.end);
  const pending = snap.pending[ticket.showId];
  const offers = ticketOffers(ticket, me.isLoggedIn);
  const { actorName, bonusCode } = ticket;
  return (
    <li
      className="ticket-show"
      data-testid="ticket-show"
      data-show-id={ticket.showId}
      data-bought={ticket.isBought}
      data-started={ticket.hasStarted}
    >
      <div className="ticket-show__about">
        <h3 className="ticket-show__title">{ticket.title}</h3>
        {showActor ? (
          <RouteLink to="actorLiveShow" params={{ actorName }} className="ticket-show__actor" data-testid="ticket-actor">
            {actorName}
          </RouteLink>
        ) : null}
        <p className="ticket-show__time">
          <time dateTime={new Date(ticket.start).toISOString()}>{times.start}</time>
          {' – '}
          <time dateTime={new Date(ticket.end).toISOString()}>{times.end}</time>
        </p>
      </div>
      <p className="ticket-show__price" data-testid="ticket-price">
        {ticket.isFree ? <Trans>free</Trans> : <Price money={ticket.price} />}
      </p>
      <p className="ticket-show__state">
        {ticket.hasStarted ? (
          <span className="badge badge-online" data-testid="ticket-started">
            <Trans>Running now</Trans>
          </span>
        ) : null}
        {ticket.isBought ? (
          <span className="ticket-show__bought" data-testid="ticket-bought">
            {bonusCode ? (
              <Trans>
                You have a ticket. Bonus code: <code data-testid="ticket-bonus-code">{bonusCode}</code>
              </Trans>
            ) : (
              <Trans>You have a ticket.</Trans>
            )}
          </span>
        ) : null}
      </p>
      <div className="ticket-show__actions">
        {offers.buy ? (
          <button
            type="button"
            className="button button--primary"
            data-testid="ticket-buy"
            disabled={pending !== undefined}
            onClick={() => openTicketPurchase(ticket.showId)}
          >
            {ticket.isFree ? <Trans>Get a free ticket</Trans> : <Trans>Buy a ticket</Trans>}
          </button>
        ) : null}
        {offers.giveBack ? (
          <button
            type="button"
            className="button"
            data-testid="ticket-give-back"
            disabled={pending !== undefined}
            aria-busy={pending === 'remove'}
            onClick={() => void removeTicket(ticket.showId)}
          >
            {pending === 'remove' ? <Trans>Giving back…</Trans> : <Trans>Give the ticket back</Trans>}
          </button>
        ) : null}
        {offers.login ? (
          <button type="button" className="button" data-testid="ticket-login" onClick={() => void openLogin()}>
            <Trans>Log in to get a ticket</Trans>
          </button>
        ) : null}
      </div>
      {result ? <TicketNotice result={result} ticket={ticket} /> : null}
    </li>
  );
}

/** The shows of one actor (`actorId`), or of everybody (null, with each show's actor named). */
export function TicketList({ actorId }: { actorId: number | null }) {
  const snap = useSnapshot(tickets);
  const results = useTicketResults();
  useEffect(() => {
    void loadTickets(actorId);
  }, [actorId]);

  if (snap.actorId !== actorId || snap.status === 'loading') {
    return <ListSkeleton kind="line" count={3} listClassName="ticket-shows" />;
  }
  if (snap.status === 'error') {
    return (
      <div data-testid="ticket-shows-error">
        <ListError onRetry={() => void loadTickets(actorId)}>
          <Trans>The shows could not be loaded.</Trans>
        </ListError>
      </div>
    );
  }
  if (snap.items.length === 0) {
    return (
      <p className="list-state list-state--empty" data-testid="ticket-no-shows">
        {actorId === null ? <Trans>No cam show is planned right now.</Trans> : <Trans>No live show is planned right now.</Trans>}
      </p>
    );
  }
  const purchase = snap.items.find((item) => item.showId === snap.purchaseShowId);
  return (
    <>
      <ul className="ticket-shows" data-testid="ticket-shows">
        {snap.items.map((ticket) => (
          <TicketItem key={ticket.showId} ticket={ticket} result={results[ticket.showId]} showActor={actorId === null} />
        ))}
      </ul>
      {snap.hasMore ? (
        <button
          type="button"
          className="button ticket-shows__more"
          data-testid="ticket-shows-more"
          disabled={snap.loadingMore}
          aria-busy={snap.loadingMore}
          onClick={() => void loadMoreTickets()}
        >
          <Trans>Show more shows</Trans>
        </button>
      ) : null}
      {purchase ? <TicketPurchaseDialog ticket={purchase} /> : null}
    </>
  );
}
