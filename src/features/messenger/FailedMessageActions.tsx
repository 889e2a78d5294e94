// Why a message was not sent (the server's refusal code, translated) and the ways on: for too
// little money the one-click charge of the missing amount (rounded up to whole euros) or the
// top-up, for a VIP gift the VIP plan; always sending again or dropping it. Offline the top-ups
// wait with their reason (issue 22 point 8); sending again holds the message until back online.
import { Trans, useLingui } from '@lingui/react/macro';
import { type Snapshot, useSnapshot } from 'valtio';
import { formatCurrency } from '../../lib/currency.ts';
import { useOfflineGate } from '../../ui/OfflineReason.tsx';
import { openCheckout, topUpThenResume } from '../checkout/index.ts';
import { chargeOneClick, discardMessage, retryMessage } from './composer.ts';
import { oneClickAmount } from './composerRules.ts';
import { FAILURE_TEXTS } from './messengerTexts.ts';
import type { PendingMessage } from './pendingMessages.ts';
import { messenger } from './store.ts';

function NotEnoughMoney({ message }: { message: Snapshot<PendingMessage> }) {
  const { i18n } = useLingui();
  const { oneClick } = useSnapshot(messenger);
  const missingCents = message.failure?.missingCents ?? 0;
  const missing = formatCurrency(missingCents / 100, 'EUR', i18n.locale);
  const amount = formatCurrency(oneClickAmount(missingCents), 'EUR', i18n.locale);
  const isMine = oneClick.channelId === message.channelId;
  const offline = useOfflineGate('topUp');
  return (
    <>
      {missingCents > 0 ? (
        <p>
          <Trans>Missing: {missing}.</Trans>
        </p>
      ) : null}
      {isMine && oneClick.status === 'failed' ? (
        <p role="alert" data-testid="oneclick-failed">
          <Trans>The one-click payment did not go through. Please top up instead.</Trans>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        data-testid="oneclick-charge"
        disabled={(isMine && oneClick.status === 'charging') || offline.isOffline}
        aria-describedby={offline.describedBy}
        onClick={() => chargeOneClick(message.channelId, missingCents)}
      >
        {isMine && oneClick.status === 'charging' ? <Trans>Charging…</Trans> : <Trans>Top up {amount} with one click and send</Trans>}
      </button>
      <button
        type="button"
        className="button"
        data-testid="message-topup"
        disabled={offline.isOffline}
        aria-describedby={offline.describedBy}
        onClick={() => void topUpThenResume(() => retryMessage(message.clientId))}
      >
        <Trans>Top up</Trans>
      </button>
      {offline.reason}
    </>
  );
}

export function FailedMessageActions({ message }: { message: Snapshot<PendingMessage> }) {
  const { i18n } = useLingui();
  const code = message.failure?.code ?? 'NOT_SENT';
  const offline = useOfflineGate(code === 'VIP_REQUIRED' ? 'checkout' : null);
  return (
    <div className="message-failure" data-testid="message-failure" data-code={code}>
      <p role="alert">{i18n._(FAILURE_TEXTS[code])}</p>
      <div className="message-failure-actions">
        {code === 'NOT_ENOUGH_MONEY' ? <NotEnoughMoney message={message} /> : null}
        {code === 'VIP_REQUIRED' ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={offline.isOffline}
              aria-describedby={offline.describedBy}
              onClick={() => void openCheckout('vipabo')}
            >
              <Trans>Become VIP</Trans>
            </button>
            {offline.reason}
          </>
        ) : null}
        <button type="button" className="button" data-testid="message-retry" onClick={() => retryMessage(message.clientId)}>
          <Trans>Send again</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-testid="message-discard"
          onClick={() => discardMessage(message.clientId)}
        >
          <Trans>Discard</Trans>
        </button>
      </div>
    </div>
  );
}
