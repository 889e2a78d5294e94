// The guest's playlists of videos and albums (spec part 1 §3 playlist; §2 modals playlist-delete
// and playlist-cancel-changes): create, then edit one at a time on a draft (rename, reorder,
// remove) that "Save changes" sends at once; "Cancel" with changes asks first.

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createPlaylist, deletePlaylist, getPlaylists, type Playlist, savePlaylist } from '../../api/mediathek.ts';
import { openModal } from '../../state/modals.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from '../actors/store.ts';
import { askToConfirm } from './pendingConfirm.ts';
import { draftOf, hasChanges, moveDraftItem, type PlaylistDraft, removeDraftItem } from './playlistDraft.ts';

function PlaylistEditor({ playlist, onSaved, onClose }: { playlist: Playlist; onSaved: (next: Playlist) => void; onClose: () => void }) {
  const { t } = useLingui();
  const saved = draftOf(playlist);
  const [draft, setDraft] = useState<PlaylistDraft>(saved);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = new Map(playlist.items.map((item) => [item.id, item]));
  const changed = hasChanges(draft, saved);
  const save = async () => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      onSaved(await savePlaylist(playlist.id, draft.name, draft.itemIds));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => {
    if (!changed) return onClose();
    askToConfirm('playlist-cancel-changes', playlist.name, onClose);
    openModal('playlist-cancel-changes');
  };
  return (
    <form
      className="playlist-editor"
      data-testid="playlist-editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.name.trim()) void save();
      }}
    >
      <input
        value={draft.name}
        maxLength={60}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        aria-label={t`Name of the playlist`}
      />
      <ol className="playlist-items">
        {draft.itemIds.map((itemId, index) => (
          <li key={itemId} data-testid="playlist-item" data-album-id={itemId}>
            <VideoTile video={items.get(itemId)!} />
            <div className="playlist-item-actions">
              <button
                type="button"
                aria-label={t`Move up`}
                disabled={index === 0}
                onClick={() => setDraft(moveDraftItem(draft, index, index - 1))}
              >
                <Icon name="arrowUp" />
              </button>
              <button
                type="button"
                aria-label={t`Move down`}
                disabled={index === draft.itemIds.length - 1}
                onClick={() => setDraft(moveDraftItem(draft, index, index + 1))}
              >
                <Icon name="arrowDown" />
              </button>
              <button type="button" aria-label={t`Remove from the playlist`} onClick={() => setDraft(removeDraftItem(draft, itemId))}>
                <Icon name="close" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button
          type="submit"
          className="button button--primary"
          data-testid="playlist-save"
          disabled={!changed || !draft.name.trim() || saving}
        >
          <Trans>Save changes</Trans>
        </button>
        <button type="button" className="button" data-testid="playlist-cancel" onClick={cancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      {failed ? (
        <p role="alert">
          <Trans>Your changes could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </form>
  );
}

function PlaylistView({
  playlist,
  onChange,
  onDeleted,
}: {
  playlist: Playlist;
  onChange: (next: Playlist) => void;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="playlist" data-testid="playlist" data-playlist-id={playlist.id} data-editing={editing}>
      <h2>{playlist.name}</h2>
      {editing ? (
        <PlaylistEditor playlist={playlist} onSaved={onChange} onClose={() => setEditing(false)} />
      ) : (
        <>
          {playlist.items.length === 0 ? (
            <p className="listing-note">
              <Trans>Add videos and albums from their pages.</Trans>
            </p>
          ) : null}
          <ol className="playlist-items">
            {playlist.items.map((item) => (
              <li key={item.id} data-testid="playlist-item" data-album-id={item.id}>
                <VideoTile video={item} />
              </li>
            ))}
          </ol>
          <div className="modal-actions">
            <button type="button" className="button" data-testid="playlist-edit" onClick={() => setEditing(true)}>
              <Trans>Edit playlist</Trans>
            </button>
            <button
              type="button"
              className="button"
              data-testid="playlist-delete-button"
              onClick={() => {
                askToConfirm('playlist-delete', playlist.name, async () => {
                  await deletePlaylist(playlist.id);
                  onDeleted();
                });
                openModal('playlist-delete');
              }}
            >
              <Trans>Delete playlist</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export function Playlists() {
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
        <input
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          aria-label={t`Name of the new playlist`}
          placeholder={t`New playlist`}
        />
        <button type="submit" className="button button--primary" disabled={!name.trim()}>
          <Trans>Create playlist</Trans>
        </button>
      </form>
      {shown === null ? <ListSkeleton kind="line" count={3} listClassName="playlists-skeleton" /> : null}
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
