// One video or photo album (videos and albums issue; spec part 1 §3 Album / gallery / video, §4
// album purchase and comments): its pictures or its player, the price, the one prompt for what
// is missing (login, age check, VIP plan, purchase), buying, likes and the comments. Content
// first (issue 20): the player leads, the title, price and prompt sit beside it on a desktop and
// right under it on a phone. A video can be shared by e-mail (ShareByEmail), an album's pictures
// pinned and rated (AlbumPictures).

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { postComment, rateAlbum, startWatching } from '../../api/albums.ts';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { Album, Comment } from '../../contract/entities/media.ts';
import { guest } from '../../state/guest.ts';
import { useLoaded } from '../actors/store.ts';
import { openLogin } from '../checkout/index.ts';
import { AccessPrompt, AlbumPrice } from './AccessPrompt.tsx';
import { AddToPlaylist } from './AddToPlaylist.tsx';
import { AlbumPictures } from './AlbumPictures.tsx';
import { showsPreviewEndOffer } from './albumRules.ts';
import { openAlbumOnce, peekArrivedAlbum } from './earlyAlbum.ts';
import { RecommendedVideos } from './RecommendedVideos.tsx';
import { ShareByEmail } from './ShareByEmail.tsx';
import './albums.css';
import { Icon } from '../../ui/Icon.tsx';

// The video-preview-end incentive (issue 11) in the incentives' chunk.
const AlbumIncentive = lazy(() => import('../incentives/AlbumIncentive.tsx'));

/** How a granted album is the guest's (guestInfo: bought, gifted, flatrate); free needs no word. */
function Held({ via }: { via: Album['access']['via'] }) {
  const text =
    via === 'gift' ? (
      <Trans>A gift for you: it is in your media library.</Trans>
    ) : via === 'flatrate' ? (
      <Trans>Included in your VIP plan.</Trans>
    ) : via === 'bought' || via === 'voucher' ? (
      <Trans>Bought: it is in your media library.</Trans>
    ) : null;
  return text ? (
    <p className="album-held" data-testid="album-held" data-via={via}>
      {text}
    </p>
  ) : null;
}

function Player({ videoId }: { videoId: number }) {
  const loaded = useLoaded(`watch:${videoId}`, () => startWatching(videoId));
  if (loaded.status === 'loading') return <div className="album-player album-player--loading" />;
  if (loaded.status === 'error' || !loaded.data.streamUrl) {
    return (
      <p role="alert">
        <Trans>The video could not be started. Please try again.</Trans>
      </p>
    );
  }
  return <video className="album-player" data-testid="video-player" src={loaded.data.streamUrl} controls autoPlay muted playsInline loop />;
}

function Ratings({ album }: { album: Album }) {
  const { t } = useLingui();
  const [state, setState] = useState({
    liked: album.isLiked,
    disliked: album.isDisliked,
    likes: album.guestRatingLikes,
    dislikes: album.guestRatingDislikes,
  });
  const rate = async (rating: 1 | -1) => {
    if (!showsLoggedInNow()) return void openLogin();
    const next = (rating === 1 ? state.liked : state.disliked) ? 0 : rating;
    const answer = await rateAlbum(album.albumId, next);
    setState({ liked: next === 1, disliked: next === -1, likes: answer.guestRatingLikes, dislikes: answer.guestRatingDislikes });
  };
  return (
    <div className="album-ratings">
      {/* the name holds the visible count (WCAG 2.5.3): "Like 3" */}
      <button type="button" aria-pressed={state.liked} data-testid="album-like" onClick={() => void rate(1)}>
        <Icon name="thumbUp" /> <span className="visually-hidden">{t`Like`}</span> {state.likes}
      </button>
      <button type="button" aria-pressed={state.disliked} data-testid="album-dislike" onClick={() => void rate(-1)}>
        <Icon name="thumbDown" /> <span className="visually-hidden">{t`Dislike`}</span> {state.dislikes}
      </button>
    </div>
  );
}

function Comments({ album }: { album: Album }) {
  const { t } = useLingui();
  const [comments, setComments] = useState<Comment[]>(album.comments);
  const [allowed, setAllowed] = useState(album.isGuestAllowedToCommentAlbum);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const send = async () => {
    setFailed(false);
    try {
      const { comment } = await postComment(album.albumId, text);
      setComments((shown) => [comment, ...shown]); // spec part 1 §4: prepended
      setAllowed(false); // and the guest may no longer comment on this album
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="album-comments" data-testid="album-comments">
      <h2>
        <Trans>Comments ({Math.max(album.commentsTotal, comments.length)})</Trans>
      </h2>
      {allowed ? (
        <form
          className="album-comment-form"
          data-testid="comment-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) void send();
          }}
        >
          <textarea value={text} maxLength={1000} onChange={(event) => setText(event.target.value)} aria-label={t`Your comment`} />
          <button type="submit" className="button button--primary" disabled={!text.trim()}>
            <Trans>Post comment</Trans>
          </button>
          {failed ? (
            <p role="alert">
              <Trans>Your comment could not be posted.</Trans>
            </p>
          ) : null}
        </form>
      ) : null}
      <ul className="album-comment-list">
        {comments.map((comment) => (
          <li key={comment.id} data-testid="comment">
            <strong>{comment.guestName}</strong> <time dateTime={comment.created}>{new Date(comment.created).toLocaleDateString()}</time>
            {/* user text: always rendered as text, never as HTML */}
            <p>{comment.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'same' while the guest is the one the page was loaded with (or not known yet: session.ack comes
 * after the first paint), else the new guest's id: the album asked for with the page's token is
 * not asked for again when the socket names its guest (a logged-in guest's video page showed its
 * loading line a second time then, and its player was replaced), only when another guest comes.
 */
function useGuestChange(): string {
  const loadedWith = useRef<string | null>(null);
  const current = guest.isKnown ? String(guest.guestId ?? 'anon') : null;
  if (current !== null && loadedWith.current === null) loadedWith.current = current;
  return current === null || current === loadedWith.current ? 'same' : current;
}

/** `titleLevel`: h1 on the video's own page, h2 inside a dialog or a list. */
export function AlbumView({ albumId, titleLevel = 'h2' }: { albumId: number; titleLevel?: 'h1' | 'h2' }) {
  const [version, setVersion] = useState(0);
  // the page's early request (earlyAlbum.ts) serves the first load; after a purchase it is asked anew
  const loaded = useLoaded(
    `album:${albumId}:${version}:${useGuestChange()}`,
    () => openAlbumOnce(albumId, version > 0),
    () => (version > 0 ? undefined : peekArrivedAlbum(albumId)),
  );
  if (loaded.status === 'loading') {
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <p role="alert">
        <Trans>This album could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const { album } = loaded.data;
  const granted = album.access.granted;
  const Title = titleLevel;
  const stage =
    album.type !== 'video' ? null : granted ? (
      <Player videoId={album.albumId} />
    ) : album.pictures[0] ? (
      <img className="album-player album-player--still" src={album.pictures[0].picture.src} alt="" width="640" height="360" />
    ) : null;
  return (
    <article
      className="album"
      data-testid="album"
      data-album-id={album.albumId}
      data-access={granted ? 'granted' : album.access.needs}
      data-type={album.type}
    >
      {stage ? <div className="album-stage">{stage}</div> : null}
      <div className="album-side">
        <Title className="album-title">{album.title}</Title>
        <AlbumPrice album={album} />
        {granted ? <Held via={album.access.via} /> : <AccessPrompt album={album} onBought={() => setVersion((n) => n + 1)} />}
        {showsPreviewEndOffer(album) ? (
          <Suspense fallback={null}>
            <AlbumIncentive albumId={album.albumId} kind="videoPreviewEnd" />
          </Suspense>
        ) : null}
        <p className="album-meta">
          <Trans>{album.albumTotalViews} views</Trans>
        </p>
        <Ratings album={album} />
        {showsLoggedInNow() ? <AddToPlaylist albumId={album.albumId} /> : null}
        {album.type === 'video' ? <ShareByEmail albumId={album.albumId} /> : null}
      </div>
      {album.type === 'photo_album' ? <AlbumPictures pictures={album.pictures} /> : null}
      <Comments album={album} />
      {album.type === 'video' ? <RecommendedVideos albumId={album.albumId} /> : null}
    </article>
  );
}
