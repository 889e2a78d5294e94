// The playlist-cancel-changes dialog (spec part 1 §2): leaving a playlist's edit mode with
// unsaved changes asks before they are thrown away.
import { Trans } from '@lingui/react/macro';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { PlaylistConfirm } from './PlaylistConfirm.tsx';

export default function PlaylistCancelChangesModal({ titleId, close }: ModalBodyProps) {
  return (
    <PlaylistConfirm
      dialog="playlist-cancel-changes"
      titleId={titleId}
      close={close}
      testIds={{ confirm: 'playlist-discard-confirm', keep: 'playlist-keep-editing' }}
      texts={{
        question: (name) => <Trans>Discard your changes to “{name}”?</Trans>,
        explanation: <Trans>The playlist stays as it was saved.</Trans>,
        confirm: <Trans>Discard changes</Trans>,
        keep: <Trans>Keep editing</Trans>,
      }}
    />
  );
}
