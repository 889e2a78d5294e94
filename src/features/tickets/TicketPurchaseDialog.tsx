// The ticket purchase dialog (spec part 1 §2 "ticket purchase dialog"): the show, its time and its
// price before anything is charged, the balance, and the way on when the balance is short (the
// top-up). The dialog is the buy's one question (issue 20), so its button, the shared buy button,
// buys at the first tap (`ask={false}`) and waits for its answer, so a second click charges
// nothing; a refusal (from the result event) is said here in the guest's words.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { topUpThenResume } from '../checkout/index.ts';
import type { TicketShow } from './api.ts';
import { useShowTimes } from './showTimes.ts';
import { buyTicket, closeTicketPurchase, tickets } from './store.ts';
import { onTicketResult } from './ticketEvents.ts';
import { needsTopUp, type TicketErrorCode } from './ticketRules.ts';
import { useTicketErrorText } from './ticketTexts.ts';

export function TicketPurchaseDialog({ ticket }: { ticket: TicketShow }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const snap = useSnapshot(tickets);
  const me = useSnapshot(guest);
  const errorText = useTicketErrorText();
  const { start, end } = useShowTimes()(ticket.start, ticket.end);
  const [refusal, setRefusal] = useState<TicketErrorCode | null>(null);
  useEffect(
    () =>
      onTicketResult((result) => {
        if (result.action === 'buy' && result.showId === ticket.showId) setRefusal(result.success ? null : result.errorCode);
      }),
    [ticket.showId],
  );

  const pending = snap.pending[ticket.showId] === 'buy';
  const short = needsTopUp(Math.round(me.balance * 100), ticket);
  const canBuy = ticket.canBuy && !ticket.isBought;
  const price = formatCurrency(ticket.isFree ? 0 : ticket.price.value, ticket.price.currency, i18n.locale);
  const balance = formatCurrency(me.balance, ticket.price.currency, i18n.locale);
  const { title, actorName } = ticket;
  const topUp = () => {
    closeTicketPurchase();
    // the ticket is bought once the top-up succeeded (a show's ticket is bought once per guest)
    void topUpThenResume(() => buyTicket(ticket.showId));
  };

  return (
    <Modal id="ticket-purchase" titleId={titleId} onClose={closeTicketPurchase}>
      <div className="ticket-purchase" data-testid="ticket-purchase-dialog" data-show-id={ticket.showId}>
        <h2 id={titleId} className="modal__title">
          <Trans>A ticket for “{title}”</Trans>
        </h2>
        <p>
          <Trans>
            with {actorName}, {start} – {end}
          </Trans>
        </p>
        <p className="ticket-purchase__price" data-testid="ticket-purchase-price">
          {ticket.isFree ? <Trans>Free</Trans> : price}
        </p>
        <p data-testid="ticket-purchase-balance">
          <Trans>Your balance: {balance}</Trans>
        </p>
        {ticket.isFree ? null : (
          <p className="ticket-note">
            <Trans>The price is charged once, now. Until the show starts you can give the ticket back and get the money back.</Trans>
          </p>
        )}
        {canBuy && short && refusal === null ? (
          <p className="ticket-note" role="alert" data-testid="ticket-purchase-short">
            <Trans>Your balance does not cover this ticket. Top up to buy it.</Trans>
          </p>
        ) : null}
        {refusal ? (
          <p className="ticket-note" role="alert" data-testid="ticket-purchase-error" data-error-code={refusal}>
            {errorText(refusal)}
          </p>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeTicketPurchase} disabled={pending}>
            {canBuy ? <Trans>Cancel</Trans> : <Trans>Close</Trans>}
          </button>
          {canBuy && (short || refusal === 'notEnoughMoney') ? (
            <button type="button" className="button button--primary" data-testid="ticket-purchase-topup" onClick={topUp}>
              <Trans>Top up</Trans>
            </button>
          ) : canBuy ? (
            <BuyButton
              testId="ticket-purchase-confirm"
              ask={false}
              busy={pending}
              price={price}
              label={ticket.isFree ? <Trans>Get the free ticket</Trans> : undefined}
              onBuy={() => buyTicket(ticket.showId)}
            />
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
