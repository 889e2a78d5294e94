// The video-with-player dialog (spec part 1 §2 modal video-with-player): a video opened from a
// list plays (or asks for what is missing) without leaving the list.
import { Trans } from '@lingui/react/macro';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { AlbumView } from './AlbumView.tsx';
import { videoInPlayer } from './playerVideo.ts';

export default function VideoPlayerModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const albumId = videoInPlayer();
  return (
    <div className="video-player-modal" data-testid="video-with-player">
      <h2 id={titleId} className="visually-hidden">
        <Trans>Video</Trans>
      </h2>
      {albumId === null ? null : <AlbumView albumId={albumId} />}
      <button type="button" className="button" onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
