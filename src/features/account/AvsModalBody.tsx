// The avs dialog (spec part 1 §4): opens at load for a logged-in member without AVS when
// force-AVS is on (and wherever content needs a verified age); explains the check and opens it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { guest } from '../../state/guest.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { AVS_REJECT_TEXTS } from './accountTexts.ts';
import { startCheckout } from './checkoutActions.ts';
import { avsDisplay } from './profileRules.ts';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';

export default function AvsModalBody({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  const live = useSnapshot(guest);
  const display = avsDisplay(live.avsStatus, live.avsRejectMessage);
  const verify = () => {
    close();
    startCheckout('avs');
  };
  return (
    <div data-testid="avs-body" data-avs-status={display.status}>
      <h2 id={titleId} className="modal__title">
        <Trans>Verify your age</Trans>
      </h2>
      {display.status === 'pending' ? (
        <p>
          <Trans>Your document is being checked. We let you know as soon as it is done.</Trans>
        </p>
      ) : display.status === 'accepted' ? (
        <p>
          <Trans>Your age is verified. Enjoy all content.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>By law, some content may only be shown to verified adults. The check takes a minute and is needed only once.</Trans>
          </p>
          {display.reason && (
            <p className="account-error">
              <Trans>Your last check was rejected:</Trans> {i18n._(AVS_REJECT_TEXTS[display.reason])}
            </p>
          )}
        </>
      )}
      <div className="modal__actions">
        {display.canVerify && (
          <button type="button" className="button button--primary" onClick={verify} data-testid="avs-verify">
            <Trans>Verify now</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={close}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  );
}
