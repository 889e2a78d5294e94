// The guest's media library (spec part 1 §2 /my{product}/mediathek/ and /mediathek/photos/; menu:
// videos and photos by shop, pinned, playlist, archive, feed, messenger, clips, audio): what the
// guest bought, pinned and archived, and the playlists, kept on the server so they survive a
// reload and follow the guest to other devices.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { openModal } from '../../state/modals.ts';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { archiveMedia, createPlaylist, deletePlaylist, getMediathek, getPlaylists, movePlaylistItem, removeFromPlaylist, type MediathekType, type Playlist } from '../../api/mediathek.ts';
import { openLogin } from '../checkout/index.ts';
import { useLoaded } from '../actors/store.ts';
import { askToDelete } from './pendingDelete.ts';
import '../cams/cams.css';

const TABS = ['bought', 'pinned', 'playlists', 'archived', 'feedVideos', 'messenger', 'clips', 'audio'] as const;
type Tab = (typeof TABS)[number];

function useTabLabel(): (tab: Tab) => string {
  const { t } = useLingui();
  return (tab) =>
    ({
      bought: t`Bought`,
      pinned: t`Pinned`,
      playlists: t`Playlists`,
      archived: t`Archive`,
      feedVideos: t`Feed`,
      messenger: t`Messenger`,
      clips: t`Clips`,
      audio: t`Audio`,
    })[tab];
}

function MediaGrid({ type, archive }: { type: MediathekType; archive: boolean | null }) {
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(`mediathek:${type}:${version}`, () => getMediathek(type, 30, 0));
  if (loaded.status === 'loading') return <p role="status"><Trans>Loading…</Trans></p>;
  if (loaded.status === 'error') return <p role="alert"><Trans>Your media could not be loaded. Please try again.</Trans></p>;
  if (loaded.data.items.length === 0) return <p className="listing-note" data-testid="mediathek-empty"><Trans>Nothing here yet.</Trans></p>;
  return (
    <ul className="tile-grid" data-testid="mediathek-grid">
      {loaded.data.items.map((video) => (
        <li key={video.id}>
          <VideoTile video={video} />
          {archive !== null ? (
            <button type="button" className="button" onClick={() => void archiveMedia(video.id, archive).then(() => setVersion((n) => n + 1))}>
              {archive ? <Trans>Archive</Trans> : <Trans>Back to my media</Trans>}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function PlaylistView({ playlist, onChange, onDeleted }: { playlist: Playlist; onChange: (next: Playlist) => void; onDeleted: () => void }) {
  const { t } = useLingui();
  return (
    <section className="playlist" data-testid="playlist" data-playlist-id={playlist.id}>
      <h2>{playlist.name}</h2>
      {playlist.items.length === 0 ? (
        <p className="listing-note">
          <Trans>Add videos and albums from their pages.</Trans>
        </p>
      ) : null}
      <ol className="playlist-items">
        {playlist.items.map((item, index) => (
          <li key={item.id} data-testid="playlist-item" data-album-id={item.id}>
            <VideoTile video={item} />
            <div className="playlist-item-actions">
              <button type="button" aria-label={t`Move up`} disabled={index === 0} onClick={() => void movePlaylistItem(playlist.id, item.id, index - 1).then(onChange)}>
                ↑
              </button>
              <button type="button" aria-label={t`Move down`} disabled={index === playlist.items.length - 1} onClick={() => void movePlaylistItem(playlist.id, item.id, index + 1).then(onChange)}>
                ↓
              </button>
              <button type="button" aria-label={t`Remove from the playlist`} onClick={() => void removeFromPlaylist(playlist.id, item.id).then(onChange)}>
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        data-testid="playlist-delete-button"
        onClick={() => {
          askToDelete(playlist.name, async () => {
            await deletePlaylist(playlist.id);
            onDeleted();
          });
          openModal('playlist-delete');
        }}
      >
        <Trans>Delete playlist</Trans>
      </button>
    </section>
  );
}

function Playlists() {
  const { t } = useLingui();
  const [version, setVersion] = useState(0);
  const loaded = useLoaded(`playlists:${version}`, getPlaylists);
  const [lists, setLists] = useState<Playlist[] | null>(null);
  const [name, setName] = useState('');
  const shown = lists ?? (loaded.status === 'ok' ? loaded.data : null);
  const replace = (next: Playlist) => setLists((shown ?? []).map((list) => (list.id === next.id ? next : list)));
  return (
    <div data-testid="playlists">
      <form
        className="playlist-create"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          void createPlaylist(name).then((created) => {
            setLists([...(shown ?? []), created]);
            setName('');
          });
        }}
      >
        <input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} aria-label={t`Name of the new playlist`} placeholder={t`New playlist`} />
        <button type="submit" className="button button--primary" disabled={!name.trim()}>
          <Trans>Create playlist</Trans>
        </button>
      </form>
      {shown === null ? <p role="status"><Trans>Loading…</Trans></p> : null}
      {shown?.map((playlist) => (
        <PlaylistView
          key={playlist.id}
          playlist={playlist}
          onChange={replace}
          onDeleted={() => {
            setLists(null);
            setVersion((n) => n + 1);
          }}
        />
      ))}
    </div>
  );
}

export default function MediathekPage({ route }: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const label = useTabLabel();
  const search = useSearch();
  const [pathname] = useLocation();
  const asked = new URLSearchParams(search).get('type');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'bought';
  return (
    <main className="page mediathek-page" data-testid="mediathek-page" data-tab={tab} data-photos={String(route.id === 'myMediathekPhotos')}>
      <h1>
        <Trans>My media</Trans>
      </h1>
      {!live.isLoggedIn ? (
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
          <nav className="videos-menu" data-testid="mediathek-menu">
            {TABS.map((item) => (
              <Link key={item} href={`${pathname}?type=${item}`} aria-current={item === tab ? 'page' : undefined} data-testid={`mediathek-tab-${item}`}>
                {label(item)}
              </Link>
            ))}
          </nav>
          {tab === 'playlists' ? <Playlists /> : <MediaGrid type={tab} archive={tab === 'bought' ? true : tab === 'archived' ? false : null} />}
        </>
      )}
    </main>
  );
}
