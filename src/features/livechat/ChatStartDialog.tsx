// The chat start dialog (spec part 1 §2 "chat start dialog"; not in the modal id list, so it is
// part of the chat view): the kind and its price per minute before anything is charged, how
// minutes are billed, the balance, and the way on when the guest cannot start yet: log in, or top
// up a balance under 0.5 (spec §5) without voucher chat minutes.

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { MIN_CHAT_BALANCE_CENTS } from '../../contract/chat.ts';
import { formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { network } from '../../state/network.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useOfflineGate } from '../../ui/OfflineReason.tsx';
import { openCheckout, openLogin } from '../checkout/index.ts';
import { useChatKindName } from './chatTexts.ts';
import { type LiveChatActor, startBlock, voucherMinutesFor } from './liveChatRules.ts';
import { closeChat, liveChat, startChat } from './store.ts';

export function ChatStartDialog({ actor }: { actor: LiveChatActor }) {
  const { i18n, t } = useLingui();
  const kindName = useChatKindName();
  const titleId = useId();
  const snap = useSnapshot(liveChat);
  const me = useSnapshot(guest);
  const net = useSnapshot(network);
  const offline = useOfflineGate('chat');
  const money = (cents: number) => formatCurrency(cents / 100, actor.currency, i18n.locale);

  const voucherMinutes = voucherMinutesFor(actor, me.vouchers, snap.priceCents);
  const block = startBlock({
    socketLive: net.socket === 'live',
    isLoggedIn: me.isLoggedIn,
    balance: me.balance,
    priceCents: snap.priceCents,
    voucherMinutes,
  });
  const starting = snap.phase === 'starting';
  const kind = kindName(snap.kind);
  const name = actor.name;
  const price = money(snap.priceCents);
  const needed = money(Math.max(MIN_CHAT_BALANCE_CENTS, snap.priceCents));
  const balance = money(Math.round(me.balance * 100));

  return (
    <Modal id="chat-start" titleId={titleId} onClose={closeChat}>
      <div className="livechat-start" data-testid="livechat-start-dialog" data-kind={snap.kind} data-price-cents={snap.priceCents}>
        <h2 id={titleId} className="modal__title">{t`${kind} with ${name}`}</h2>
        <p className="livechat-start__price" data-testid="livechat-start-price">
          {snap.priceCents > 0 ? <Trans>{price} per minute</Trans> : <Trans>Free</Trans>}
        </p>
        {snap.priceCents > 0 ? (
          <p className="livechat-note">
            <Trans>Each minute is charged when it starts, the first one as the chat begins. You can leave at any time.</Trans>
          </p>
        ) : null}
        {voucherMinutes > 0 ? (
          <p className="livechat-note" data-testid="livechat-start-voucher">
            <Trans>Your chat voucher pays for the first {voucherMinutes} minutes.</Trans>
          </p>
        ) : null}
        {me.isLoggedIn ? (
          <p data-testid="livechat-start-balance">
            <Trans>Your balance: {balance}</Trans>
          </p>
        ) : null}
        {block === 'login' ? (
          <p className="livechat-note" data-testid="livechat-start-login">
            <Trans>Log in to start a live chat.</Trans>
          </p>
        ) : null}
        {block === 'topUp' ? (
          <p className="livechat-note" role="alert" data-testid="livechat-start-topup-note">
            <Trans>A chat needs at least {needed} on your balance. Top up to start it.</Trans>
          </p>
        ) : null}
        {snap.startFailed ? (
          <p className="livechat-note" role="alert" data-testid="livechat-start-failed">
            <Trans>The chat could not be started. Please try again.</Trans>
          </p>
        ) : null}
        {offline.reason}
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeChat} disabled={starting}>
            <Trans>Cancel</Trans>
          </button>
          {block === 'login' ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="livechat-start-login-button"
              onClick={() => void openLogin()}
            >
              <Trans>Log in</Trans>
            </button>
          ) : block === 'topUp' ? (
            <button
              type="button"
              className="button button--primary"
              data-testid="livechat-start-topup"
              disabled={offline.isOffline}
              aria-describedby={offline.describedBy}
              onClick={() => void openCheckout('moneycharge')}
            >
              <Trans>Top up</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              data-testid="livechat-confirm"
              disabled={block === 'connecting' || starting || offline.isOffline}
              aria-describedby={offline.describedBy}
              aria-busy={starting}
              onClick={() => startChat(voucherMinutes)}
            >
              {block === 'connecting' ? <Trans>Connecting…</Trans> : starting ? <Trans>Starting…</Trans> : <Trans>Start the chat</Trans>}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
