// The media library's messenger and audio views (spec part 1 §2 media library: messenger,
// audio): pictures, videos and voice messages the guest got from actors in the messenger,
// newest first, each leading back to its channel.
import { getMessengerMedia } from '../../api/mediathek.ts';
import { useBuildPath } from '../../app/RouteLink.tsx';
import { useLoaded } from '../actors/store.ts';
import { LibraryItems } from './LibraryItems.tsx';

export function MessengerMediaGrid({ kind }: { kind: 'visual' | 'audio' }) {
  const loaded = useLoaded(`messenger-media:${kind}`, () => getMessengerMedia(kind, 30, 0));
  const messengerPath = useBuildPath()('messenger');
  return (
    <LibraryItems loaded={loaded}>
      {(items) => (
        <ul className="tile-grid" data-testid="mediathek-messenger-grid">
          {items.map((item) => (
            <li
              key={`${item.messageId}-${item.media.src}`}
              className="tile"
              data-testid="mediathek-messenger-item"
              data-type={item.media.type}
            >
              {item.media.type === 'audio' ? (
                <audio controls preload="none" src={item.media.src} />
              ) : item.media.type === 'video' ? (
                <video
                  controls
                  preload="none"
                  poster={item.media.previewPicture ?? undefined}
                  src={item.media.src}
                  width="320"
                  height="180"
                />
              ) : (
                <img
                  className="tile-image"
                  src={item.media.src}
                  srcSet={item.media.srcSet}
                  sizes="320px"
                  alt=""
                  width={item.media.width}
                  height={item.media.height}
                  loading="lazy"
                />
              )}
              <a className="tile-meta" href={`${messengerPath}?actorId=${item.actorId}`}>
                {item.actorName} · <time dateTime={item.date}>{new Date(item.date).toLocaleDateString()}</time>
              </a>
            </li>
          ))}
        </ul>
      )}
    </LibraryItems>
  );
}
