// The playlist-delete dialog (spec part 1 §2 modal playlist-delete): deleting asks first.
import { Trans } from '@lingui/react/macro';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { PlaylistConfirm } from './PlaylistConfirm.tsx';

export default function PlaylistDeleteModal({ titleId, close }: ModalBodyProps) {
  return (
    <PlaylistConfirm
      dialog="playlist-delete"
      titleId={titleId}
      close={close}
      testIds={{ confirm: 'playlist-delete-confirm', keep: 'playlist-delete-keep' }}
      texts={{
        question: (name) => <Trans>Delete the playlist “{name}”?</Trans>,
        explanation: <Trans>The videos and albums stay yours; only the list goes.</Trans>,
        confirm: <Trans>Delete</Trans>,
        keep: <Trans>Keep it</Trans>,
      }}
    />
  );
}
