// The playlist-cancel-changes dialog (spec part 1 §2): leaving a playlist's edit mode with
// unsaved changes asks before they are thrown away.
import { Trans } from '@lingui/react/macro';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { clearPendingConfirm, pendingConfirm } from './pendingConfirm.ts';

export default function PlaylistCancelChangesModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const pending = pendingConfirm('playlist-cancel-changes');
  const done = () => {
    clearPendingConfirm('playlist-cancel-changes');
    close();
  };
  return (
    <div data-testid="playlist-cancel-changes">
      <h2 id={titleId}>
        <Trans>Discard your changes to “{pending?.name ?? ''}”?</Trans>
      </h2>
      <p>
        <Trans>The playlist stays as it was saved.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" data-testid="playlist-discard-confirm" onClick={() => void Promise.resolve(pending?.confirm()).finally(done)}>
          <Trans>Discard changes</Trans>
        </button>
        <button type="button" className="button" data-testid="playlist-keep-editing" onClick={done}>
          <Trans>Keep editing</Trans>
        </button>
      </div>
    </div>
  );
}
