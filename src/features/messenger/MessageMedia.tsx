// A message's media (spec part 1 §3 Messenger content media): images in several widths, videos
// and voice messages with their preview pictures. Nothing plays or loads before it is asked to.
import { Trans } from '@lingui/react/macro';
import type { Snapshot } from 'valtio';
import type { MessengerMedia } from '../../contract/entities.ts';

function MediaItem({ media }: { media: Snapshot<MessengerMedia> }) {
  switch (media.type) {
    case 'image':
      return (
        <a href={media.origSrc} target="_blank" rel="noopener" className="message-image" data-testid="message-image">
          <img
            src={media.src}
            srcSet={media.srcSet || undefined}
            sizes="(max-width: 767px) 80vw, 320px"
            width={media.width}
            height={media.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </a>
      );
    case 'video':
      return (
        <video
          className="message-video"
          controls
          preload="none"
          poster={media.previewPicture ?? undefined}
          width={media.width}
          height={media.height}
          src={media.src}
          data-testid="message-video"
        >
          <Trans>Your browser cannot play this video.</Trans>
        </video>
      );
    case 'audio':
      return (
        <figure className="message-audio" data-testid="message-audio">
          {media.previewPicture ? <img src={media.previewPicture} alt="" width="64" height="64" loading="lazy" decoding="async" /> : null}
          <figcaption className="visually-hidden">
            <Trans>Voice message</Trans>
          </figcaption>
          <audio controls preload="none" src={media.src} />
        </figure>
      );
  }
}

export function MessageMedia({ media }: { media: Snapshot<MessengerMedia[]> }) {
  if (media.length === 0) return null;
  return (
    <div className="message-media">
      {media.map((item, index) => (
        <MediaItem key={index} media={item} />
      ))}
    </div>
  );
}
