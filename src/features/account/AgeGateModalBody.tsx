// The es-avs dialog (spec part 1 §2): Spanish and the sexole sub-brand ask every visitor to
// confirm being 18 or older before entering; the answer is kept in the forced age check cookie.
import { Trans } from '@lingui/react/macro';
import { AGE_GATE_COOKIE } from '../../contract/storageKeys.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { writeCookie } from '../../lib/storage.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';

/** Where a visitor who is not of age is sent. Chosen: a neutral page outside the site. */
const LEAVE_URL = 'https://www.google.com/';

export default function AgeGateModalBody({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const confirm = () => {
    writeCookie(AGE_GATE_COOKIE.name, '1', { days: AGE_GATE_COOKIE.days });
    close();
  };
  return (
    <div data-testid="es-avs-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Adults only</Trans>
      </h2>
      <p>
        <Trans>This site shows content for adults. Please confirm that you are 18 years or older.</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={confirm} data-testid="age-gate-confirm">
          <Trans>I am 18 or older</Trans>
        </button>
        <a className="button" href={LEAVE_URL} rel="noreferrer" data-testid="age-gate-leave">
          <Trans>Leave</Trans>
        </a>
      </div>
    </div>
  );
}
