// The playlist-delete dialog (spec part 1 §2 modal playlist-delete): deleting asks first.
import { Trans } from '@lingui/react/macro';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { clearPendingConfirm, pendingConfirm } from './pendingConfirm.ts';

export default function PlaylistDeleteModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const pending = pendingConfirm('playlist-delete');
  const done = () => {
    clearPendingConfirm('playlist-delete');
    close();
  };
  return (
    <div data-testid="playlist-delete">
      <h2 id={titleId}>
        <Trans>Delete the playlist “{pending?.name ?? ''}”?</Trans>
      </h2>
      <p>
        <Trans>The videos and albums stay yours; only the list goes.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" data-testid="playlist-delete-confirm" onClick={() => void Promise.resolve(pending?.confirm()).finally(done)}>
          <Trans>Delete</Trans>
        </button>
        <button type="button" className="button" onClick={done}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </div>
  );
}
