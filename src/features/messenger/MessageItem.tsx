// One message of a conversation: its text (always as text, never as markup), media, the gift or
// toy control it carried, when it was sent and what the guest paid. A message this tab sent
// shows as pending until the server confirms it, or as failed with the reason and the ways on.

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import type { MessengerMessage } from '../../contract/messenger.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { Icon } from '../../ui/Icon.tsx';
import { pendingMessageShownAs } from '../../ui/offlineActions.ts';
import { useIsOnline } from '../../ui/useIsOnline.ts';
import { FailedMessageActions } from './FailedMessageActions.tsx';
import { MessageMedia } from './MessageMedia.tsx';
import type { PendingMessage } from './pendingMessages.ts';
import { messenger } from './store.ts';

type Extras = Pick<MessengerMessage, 'gift' | 'toyControl'>;

/** The gift's name in the page's language when the catalogue has it. */
function useGiftName(gift: Snapshot<Extras>['gift']): string {
  const { catalogue } = useSnapshot(messenger);
  return gift ? (catalogue.gifts.find((item) => item.id === gift.id)?.name ?? gift.name) : '';
}

function Bubble(props: {
  sender: 'guest' | 'actor';
  state: 'sent' | 'pending' | 'failed';
  id: string;
  text: string;
  extras: Snapshot<Extras>;
  children?: ReactNode;
}) {
  const { text, extras } = props;
  const giftName = useGiftName(extras.gift);
  const toyName = extras.toyControl?.displayName ?? '';
  const seconds = extras.toyControl?.duration ?? 0;
  return (
    <li
      className={`message message--${props.sender} message--${props.state}`}
      data-testid="message"
      data-sender={props.sender}
      data-state={props.state}
      data-message-id={props.id}
    >
      {text ? (
        <p className="message-text" data-testid="message-text">
          {text}
        </p>
      ) : null}
      {extras.gift ? (
        <p className="message-gift" data-testid="message-gift" data-gift-id={extras.gift.id}>
          <img src={extras.gift.imageUrl} alt="" width="32" height="32" />
          <Trans>Gift: {giftName}</Trans>
        </p>
      ) : null}
      {extras.toyControl ? (
        <p className="message-toy" data-testid="message-toy">
          <Trans>
            Toy control: {toyName}, {seconds} s
          </Trans>
        </p>
      ) : null}
      {props.children}
    </li>
  );
}

export function MessageItem({ message }: { message: Snapshot<MessengerMessage> }) {
  const { i18n } = useLingui();
  const date = new Date(message.date);
  const price = formatCurrency(message.priceCents / 100, 'EUR', i18n.locale);
  return (
    <Bubble sender={message.sender} state="sent" id={String(message.messageId)} text={message.text} extras={message}>
      <MessageMedia media={message.media} />
      <p className="message-meta">
        <time dateTime={message.date}>{date.toLocaleString(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })}</time>
        {message.priceCents > 0 ? (
          <span className="message-price">
            <Trans>paid {price}</Trans>
          </span>
        ) : null}
      </p>
    </Bubble>
  );
}

export function PendingMessageItem({ message }: { message: Snapshot<PendingMessage> }) {
  // issue 22 point 8: a message written offline says it waits for the network
  const shownAs = pendingMessageShownAs(message, useIsOnline());
  return (
    <Bubble sender="guest" state={message.status} id={message.clientId} text={message.text} extras={message}>
      {message.status === 'pending' ? (
        <p className="message-meta" role="status" data-testid="message-pending" data-shown-as={shownAs}>
          <Icon name="clock" className="message-clock" />{' '}
          {shownAs === 'waiting' ? <Trans>Waiting: sent when you are back online</Trans> : <Trans>Sending…</Trans>}
        </p>
      ) : (
        <FailedMessageActions message={message} />
      )}
    </Bubble>
  );
}
