// The pictures of a photo album (spec part 1 §4 Pinning, part 2 §7.4 setPictureGuestRating):
// each with a pin toggle (the guest's pinned photos are in the media library's photos) and a
// like and a dislike. The server keeps one rating per guest and picture: pressing the pressed
// one takes it back, pressing the other moves it. A logged-out guest is asked to log in first.

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ratePicture } from '../../api/albums.ts';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { AlbumPicture } from '../../contract/entities/media.ts';
import { Icon } from '../../ui/Icon.tsx';
import { openLogin, togglePin } from '../checkout/index.ts';
import { isPinned, pins } from '../checkout/pins.ts';
import { trackGuestEvent } from '../tracking/guestEvents.ts';

type Rated = Pick<AlbumPicture, 'likes' | 'dislikes' | 'guestRating'>;

function PictureActions({ picture, number }: { picture: AlbumPicture; number: number }) {
  const { t } = useLingui();
  const snap = useSnapshot(pins);
  const [rated, setRated] = useState<Rated>(picture);
  const [busy, setBusy] = useState(false);
  const pinned = isPinned(snap, 'picture', picture.pictureId, picture.isPinned);
  const rate = async (rating: 1 | -1) => {
    if (!showsLoggedInNow()) return void openLogin();
    const next = rated.guestRating === rating ? 0 : rating;
    setBusy(true);
    try {
      setRated(await ratePicture(picture.pictureId, next));
      trackGuestEvent('picture', 'rate', { pictureId: picture.pictureId, guestRating: next });
    } catch {
      // the counts stay as the server last said; the buttons can be pressed again
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="album-picture-actions" data-testid="picture-actions" data-picture-id={picture.pictureId}>
      <button
        type="button"
        aria-pressed={pinned}
        data-testid="picture-pin"
        onClick={() => void togglePin('picture', picture.pictureId, pinned)}
      >
        <Icon name={pinned ? 'heartFilled' : 'heart'} />{' '}
        <span className="visually-hidden">{pinned ? t`Unpin photo ${number}` : t`Pin photo ${number}`}</span>
      </button>
      {/* the name holds the visible count (WCAG 2.5.3): "Like 3" */}
      <button
        type="button"
        aria-pressed={rated.guestRating === 1}
        disabled={busy}
        data-testid="picture-like"
        data-count={rated.likes}
        onClick={() => void rate(1)}
      >
        <Icon name="thumbUp" /> <span className="visually-hidden">{t`Like`}</span> {rated.likes}
      </button>
      <button
        type="button"
        aria-pressed={rated.guestRating === -1}
        disabled={busy}
        data-testid="picture-dislike"
        data-count={rated.dislikes}
        onClick={() => void rate(-1)}
      >
        <Icon name="thumbDown" /> <span className="visually-hidden">{t`Dislike`}</span> {rated.dislikes}
      </button>
    </div>
  );
}

export function AlbumPictures({ pictures }: { pictures: readonly AlbumPicture[] }) {
  return (
    <ul className="album-pictures" data-testid="album-pictures">
      {pictures.map((picture, index) => (
        <li key={picture.pictureId}>
          <img
            src={picture.picture.src}
            srcSet={picture.picture.srcSet}
            sizes="(max-width: 640px) 50vw, 320px"
            alt=""
            width={picture.picture.width}
            height={picture.picture.height}
            loading="lazy"
          />
          <PictureActions picture={picture} number={index + 1} />
        </li>
      ))}
    </ul>
  );
}
