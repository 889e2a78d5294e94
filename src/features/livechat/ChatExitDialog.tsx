// The chat exit dialog (spec part 1 §2 "chat exit dialog", §4 exit and end codes): why the chat
// ended or never began, in the guest's words, and what to do next by the code's group
// (liveChatRules.ts exitOffers), with the chat rating where the group offers it. After an
// anonymous voice call (server mode) it only says the call was left: the voice server bills it.

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { RouteLink } from '../../app/RouteLink.tsx';
import { chatMinutePrice } from '../../contract/chat.ts';
import type { PaymentFlow } from '../../contract/enums.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { Modal } from '../../ui/Modal.tsx';
import { openCheckout } from '../checkout/index.ts';
import { ChatRating } from './ChatRating.tsx';
import { useExitText } from './chatTexts.ts';
import { exitOffers, exitTextKey, formatElapsed, type LiveChatActor } from './liveChatRules.ts';
import { type ChatExit, closeChat, openChatStart } from './store.ts';

/** Closes the dialog and opens a checkout flow: the fix for a chat that could not go on. */
function CheckoutButton({ flow, testId, children }: { flow: PaymentFlow; testId: string; children: ReactNode }) {
  const open = () => {
    closeChat();
    void openCheckout(flow);
  };
  return (
    <button type="button" className="button button--primary" data-testid={testId} onClick={open}>
      {children}
    </button>
  );
}

export function ChatExitDialog({ actor, exit }: { actor: LiveChatActor; exit: ChatExit }) {
  const { i18n } = useLingui();
  const exitText = useExitText();
  const titleId = useId();
  const offers = exitOffers(exit.code, exit.hadChat, exit.mode);
  const isVoiceCall = exit.mode === 'server';
  const elapsed = formatElapsed(exit.elapsedMs);
  const cost = formatCurrency(exit.costCents / 100, actor.currency, i18n.locale);

  return (
    <Modal id="chat-exit" titleId={titleId} onClose={closeChat}>
      <div
        className="livechat-exit"
        data-testid="livechat-exit"
        data-exit-code={exit.code}
        data-offers={offers.join(' ')}
        data-mode={exit.mode}
      >
        <h2 id={titleId} className="modal__title">
          {isVoiceCall ? (
            <Trans>You left the voice call</Trans>
          ) : exit.hadChat ? (
            <Trans>The chat has ended</Trans>
          ) : (
            <Trans>The chat could not start</Trans>
          )}
        </h2>
        <p data-testid="livechat-exit-text">
          {isVoiceCall ? (
            <Trans>The voice service ends the call and bills its minutes; nothing was charged to your balance here.</Trans>
          ) : (
            exitText(exitTextKey(exit.code), actor.name)
          )}
        </p>
        {exit.hadChat && !isVoiceCall ? (
          <p className="livechat-note" data-testid="livechat-exit-summary">
            <Trans>
              Chat time {elapsed}: <Plural value={exit.minutes} one="# started minute" other="# started minutes" />, {cost}
            </Trans>
          </p>
        ) : null}
        {offers.includes('rating') ? (
          <div
            className="livechat-exit__rating"
            data-testid="chat-rating-slot"
            data-session-id={exit.sessionId ?? undefined}
            data-actor-id={actor.id}
            data-exit-code={exit.code}
          >
            <ChatRating actorId={actor.id} actorName={actor.name} exitCode={exit.code} />
          </div>
        ) : null}
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeChat} data-testid="livechat-exit-close">
            <Trans>Close</Trans>
          </button>
          {offers.includes('topUp') ? (
            <CheckoutButton flow="moneycharge" testId="livechat-exit-topup">
              <Trans>Top up</Trans>
            </CheckoutButton>
          ) : null}
          {offers.includes('ageCheck') ? (
            <CheckoutButton flow="avs" testId="livechat-exit-avs">
              <Trans>Verify my age</Trans>
            </CheckoutButton>
          ) : null}
          {offers.includes('paidChat') ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="livechat-exit-paid"
              onClick={() => openChatStart(actor, 'single', chatMinutePrice('single', actor))}
            >
              <Trans>Start a paid chat</Trans>
            </button>
          ) : null}
          {offers.includes('otherActor') ? (
            <RouteLink to="cams" className="button button--primary" data-testid="livechat-exit-other" onClick={closeChat}>
              <Trans>Find another performer</Trans>
            </RouteLink>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
