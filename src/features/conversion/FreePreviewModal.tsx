// The fifteen-minutes-preview dialog (spec part 1 §2; part 2 §7.10 free preview init and
// decline): 15 minutes of live previews, taken or declined once.
import { Trans } from '@lingui/react/macro';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { answerFreePreviewOffer } from './store.ts';

export default function FreePreviewModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const answer = (take: boolean) => void answerFreePreviewOffer(take).finally(close);
  return (
    <div data-testid="free-preview">
      <h2 id={titleId}>
        <Trans>15 free minutes of live previews</Trans>
      </h2>
      <p>
        <Trans>Peek into live shows for free: your previews last until the 15 minutes are used up.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" data-testid="free-preview-take" onClick={() => answer(true)}>
          <Trans>Take the 15 minutes</Trans>
        </button>
        <button type="button" className="button" data-testid="free-preview-decline" onClick={() => answer(false)}>
          <Trans>No, thanks</Trans>
        </button>
      </div>
    </div>
  );
}
