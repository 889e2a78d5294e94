// The guest's pinned photos (spec part 1 §2 my-account media library "pinned", §4 Pinning of
// pictures; gallery/getPinnedPhotos): the pictures pinned on album pages, newest first, each
// leading to its album and with its pin toggle. The photos view's own tab ("Pinned photos");
// the favourites page links here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { getPinnedPhotos } from '../../api/albums.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useLoaded } from '../actors/store.ts';
import { togglePin } from '../checkout/index.ts';
import { isPinned, pins } from '../checkout/pins.ts';
import { LibraryItems } from './LibraryItems.tsx';

/** One page is enough for a list a guest builds by hand; the server pages at most 100. */
const PINNED_PHOTOS_SHOWN = 60;

export function PinnedPhotos() {
  const { t } = useLingui();
  const snap = useSnapshot(pins);
  const loaded = useLoaded('pinnedPhotos', () => getPinnedPhotos(PINNED_PHOTOS_SHOWN, 0).then((answer) => ({ items: answer.pictures })));
  return (
    <section className="pinned-photos" data-testid="pinned-photos" aria-labelledby="pinned-photos-title">
      <h2 id="pinned-photos-title">
        <Trans>Pinned photos</Trans>
      </h2>
      <LibraryItems loaded={loaded}>
        {(photos) => (
          <ul className="album-pictures">
            {photos.map((photo) => {
              const pinned = isPinned(snap, 'picture', photo.pictureId, true);
              const title = photo.albumTitle;
              return (
                <li key={photo.pictureId} data-testid="pinned-photo" data-picture-id={photo.pictureId}>
                  <Link href={photo.link} className="pinned-photo-link">
                    <img
                      src={photo.picture.src}
                      srcSet={photo.picture.srcSet}
                      sizes="(max-width: 640px) 50vw, 320px"
                      alt={t`Photo from ${title}`}
                      width={photo.picture.width}
                      height={photo.picture.height}
                      loading="lazy"
                    />
                    <span>{title}</span>
                  </Link>
                  <div className="album-picture-actions">
                    <button type="button" aria-pressed={pinned} onClick={() => void togglePin('picture', photo.pictureId, pinned)}>
                      <Icon name={pinned ? 'heartFilled' : 'heart'} /> {pinned ? t`Unpin` : t`Pin again`}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </LibraryItems>
    </section>
  );
}
