// The guest's media library (spec part 1 §2 /my{product}/mediathek/ and /mediathek/photos/; menu:
// videos and photos by shop, pinned, playlist, archive, feed, messenger, clips, audio): what the
// guest bought, pinned and archived, and the playlists, kept on the server so they survive a
// reload and follow the guest to other devices.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { archiveMedia, getMediathek, type MediaKind, type MediathekType } from '../../api/mediathek.ts';
import type { PageProps } from '../../app/pages.ts';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from '../actors/store.ts';
import { openLogin } from '../checkout/index.ts';
import { FeedMediaGrid } from './FeedMediaGrid.tsx';
import { LibraryItems, LibrarySettledContext } from './LibraryItems.tsx';
import { MediathekRecommendations } from './MediathekRecommendations.tsx';
import { MessengerMediaGrid } from './MessengerMediaGrid.tsx';
import { PinnedPhotos } from './PinnedPhotos.tsx';
import { Playlists } from './Playlists.tsx';
import '../albums/albums.css';
import { RouteLink } from '../../app/RouteLink.tsx';
import '../cams/cams.css';
// The tab rows are the video lists' menu (.videos-menu wraps its links): without this import a page
// opened before any video list had one unbreakable row wider than a phone.
import '../videos/videos.css';

const TABS = ['bought', 'pinned', 'pinnedPhotos', 'playlists', 'archived', 'feedVideos', 'messenger', 'clips', 'audio'] as const;
type Tab = (typeof TABS)[number];
/** Single pinned pictures are photos only: the videos view has no such tab. */
const tabsOf = (media: MediaKind): readonly Tab[] => (media === 'photos' ? TABS : TABS.filter((tab) => tab !== 'pinnedPhotos'));

function useTabLabel(): (tab: Tab) => string {
  const { t } = useLingui();
  return (tab) =>
    ({
      bought: t`Bought`,
      pinned: t`Pinned`,
      pinnedPhotos: t`Pinned photos`,
      playlists: t`Playlists`,
      archived: t`Archive`,
      feedVideos: t`Feed`,
      messenger: t`Messenger`,
      clips: t`Clips`,
      audio: t`Audio`,
    })[tab];
}

function MediaGrid({ type, media, archive }: { type: MediathekType; media: MediaKind; archive: boolean | null }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(`mediathek:${type}:${media}:${version}`, () => getMediathek(type, media, 30, 0));
  return (
    <LibraryItems loaded={loaded}>
      {(items) => (
        <ul className="tile-grid" data-testid="mediathek-grid">
          {items.map((video) => (
            <li key={video.id}>
              <VideoTile video={video} />
              {archive !== null ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void archiveMedia(video.id, archive).then(() => setVersion((n) => n + 1))}
                >
                  {archive ? <Trans>Archive</Trans> : <Trans>Back to my media</Trans>}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </LibraryItems>
  );
}

export default function MediathekPage({ route }: PageProps) {
  useLaterTexts();
  const showsLoggedIn = useShowsLoggedIn();
  const { t, i18n } = useLingui();
  const label = useTabLabel();
  const search = useSearch();
  const [pathname] = useLocation();
  const asked = new URLSearchParams(search).get('type');
  const media: MediaKind = route.id === 'myMediathekPhotos' ? 'photos' : 'videos';
  const tabs = tabsOf(media);
  const tab: Tab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'bought';
  // The recommendations come below a view once its items are in (the playlists view has none).
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(false), [tab, media]);
  return (
    <main className="page mediathek-page" data-testid="mediathek-page" data-tab={tab} data-photos={String(media === 'photos')}>
      <h1>
        <Trans>My media</Trans>
      </h1>
      {!showsLoggedIn ? (
        <div className="album-prompt">
          <p>
            <Trans>Log in to see the videos and albums you bought, pinned and saved in playlists.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void openLogin()}>
            <Trans>Log in</Trans>
          </button>
        </div>
      ) : (
        <>
          <nav className="videos-menu" aria-label={t`Videos or photos`}>
            <RouteLink to="myMediathek" aria-current={media === 'videos' ? 'page' : undefined} data-testid="mediathek-videos">
              <Trans>Videos</Trans>
            </RouteLink>
            <RouteLink to="myMediathekPhotos" aria-current={media === 'photos' ? 'page' : undefined} data-testid="mediathek-photos">
              <Trans>Photos</Trans>
            </RouteLink>
          </nav>
          <nav className="videos-menu" aria-label={t`Sections of my media`} data-testid="mediathek-menu">
            {tabs.map((item) => (
              <Link
                key={item}
                href={`${pathname}?type=${item}`}
                aria-current={item === tab ? 'page' : undefined}
                data-testid={`mediathek-tab-${item}`}
              >
                {label(item)}
              </Link>
            ))}
          </nav>
          <LibrarySettledContext.Provider value={setSettled}>
            {tab === 'playlists' ? (
              <Playlists />
            ) : tab === 'pinnedPhotos' ? (
              <PinnedPhotos />
            ) : tab === 'messenger' || tab === 'audio' ? (
              <MessengerMediaGrid kind={tab === 'audio' ? 'audio' : 'visual'} />
            ) : tab === 'feedVideos' ? (
              <FeedMediaGrid kind={media} />
            ) : (
              <MediaGrid type={tab} media={media} archive={tab === 'bought' ? true : tab === 'archived' ? false : null} />
            )}
          </LibrarySettledContext.Provider>
          {settled && tab !== 'playlists' ? <MediathekRecommendations language={i18n.locale} /> : null}
        </>
      )}
    </main>
  );
}
