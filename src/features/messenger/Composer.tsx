// Writing a message: text (at most MESSAGE_TEXT_MAX characters), a gift, a toy control for an
// actor with one, and the price before sending, worked out by the contract's messagePrice from
// the channel (free messages, price), the guest's message vouchers, the gift and the toy. A
// message that buys something (a gift paid with money, a toy control) asks once before it goes
// (src/ui/BuyButton.tsx); the message fee alone is shown beside Send and does not ask.
// Offline (issue 22 point 8) a plain message still goes: it waits in the conversation and is
// sent once when back online; one that buys waits for the network (src/ui/offlineActions.ts).

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type Channel, MESSAGE_TEXT_MAX, type MessagePrice } from '../../contract/messenger.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { OfflineNote } from '../../ui/OfflineReason.tsx';
import { composerSendMode } from '../../ui/offlineActions.ts';
import { useIsOnline } from '../../ui/useIsOnline.ts';
import { composerPrice, sendMessage, setText } from './composer.ts';
import { GiftPicker } from './GiftPicker.tsx';
import { messenger } from './store.ts';
import { ToyControlPicker } from './ToyControlPicker.tsx';

function PriceLine({ price }: { price: MessagePrice }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatCurrency(cents / 100, 'EUR', i18n.locale);
  const total = money(price.totalCents);
  const message = money(price.messageCents);
  const gift = money(price.giftCents);
  const toy = money(price.toyControlCents);
  return (
    <p className="composer-price" data-testid="composer-price" data-cents={price.totalCents} aria-live="polite">
      <strong>
        <Trans>Price: {total}</Trans>
      </strong>{' '}
      <span className="composer-price-parts">
        {price.messagePaidBy === 'freeMessage' ? (
          <Trans>free message</Trans>
        ) : price.messagePaidBy === 'voucher' ? (
          <Trans>message voucher</Trans>
        ) : (
          <Trans>message {message}</Trans>
        )}
        {price.giftPaidBy === 'bought' ? (
          <>
            , <Trans>gift from your held gifts</Trans>
          </>
        ) : price.giftPaidBy === 'money' ? (
          <>
            , <Trans>gift {gift}</Trans>
          </>
        ) : null}
        {price.toyControlCents > 0 ? (
          <>
            , <Trans>toy control {toy}</Trans>
          </>
        ) : null}
      </span>
    </p>
  );
}

export function Composer({ channel }: { channel: Readonly<Channel> }) {
  const { t, i18n } = useLingui();
  const sendButton = useRef<HTMLButtonElement>(null);
  const snap = useSnapshot(messenger);
  const { vouchers } = useSnapshot(guest);
  const [picker, setPicker] = useState<'gift' | 'toy' | null>(null);
  const { composer } = snap;
  const canToy = channel.isDildocontrolAvailable;
  const isEmpty = composer.text.trim() === '' && composer.gifts.chosen === null && (composer.toyControlId === null || !canToy);
  const price = composerPrice(channel, snap, vouchers);
  const buys = price.giftPaidBy === 'money' || price.toyControlCents > 0;
  const sendMode = composerSendMode({ isOnline: useIsOnline(), buys });
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (isEmpty || channel.blocked || sendMode === 'offline') return;
    sendMessage();
    setPicker(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // with a purchase in it, Enter presses Send, which asks first
    if (buys) sendButton.current?.click();
    else send();
  };
  if (channel.blocked) {
    return (
      <p className="composer-blocked" data-testid="composer-blocked">
        <Trans>This conversation is blocked: messages cannot be sent.</Trans>
      </p>
    );
  }
  const length = composer.text.length;
  return (
    <form className="composer" onSubmit={send} data-testid="composer">
      {picker === 'gift' ? <GiftPicker /> : null}
      {picker === 'toy' && canToy ? <ToyControlPicker /> : null}
      <label className="visually-hidden" htmlFor="composer-text">
        <Trans>Your message</Trans>
      </label>
      <textarea
        id="composer-text"
        className="composer-text"
        data-testid="composer-text"
        value={composer.text}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        placeholder={t`Write a message…`}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer-tools">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={picker === 'gift'}
          data-testid="gift-picker-toggle"
          onClick={() => setPicker(picker === 'gift' ? null : 'gift')}
        >
          <Trans>Gift</Trans>
        </button>
        {canToy ? (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={picker === 'toy'}
            data-testid="toy-picker-toggle"
            onClick={() => setPicker(picker === 'toy' ? null : 'toy')}
          >
            <Trans>Toy control</Trans>
          </button>
        ) : null}
        <span className="composer-count" aria-live="off">
          {length} / {MESSAGE_TEXT_MAX}
        </span>
        <PriceLine price={price} />
        <BuyButton
          type="submit"
          testId="composer-send"
          buttonRef={sendButton}
          ask={buys}
          disabled={isEmpty}
          offlineAction={buys ? 'buy' : null}
          price={formatCurrency(price.totalCents / 100, 'EUR', i18n.locale)}
          label={<Trans>Send</Trans>}
          busyLabel={<Trans>Send</Trans>}
          onBuy={() => send()}
        />
        {sendMode === 'wait' ? (
          <OfflineNote testId="composer-offline">
            <Trans>You are offline: your message waits here and is sent when you are back online.</Trans>
          </OfflineNote>
        ) : null}
      </div>
    </form>
  );
}
