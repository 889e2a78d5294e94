// "Add to playlist" on a video or album page (the media library's playlists).

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addToPlaylist, getPlaylists, type Playlist } from '../../api/mediathek.ts';

export function AddToPlaylist({ albumId }: { albumId: number }) {
  const { t } = useLingui();
  const [lists, setLists] = useState<Playlist[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  if (lists === null) {
    return (
      <button
        type="button"
        className="button"
        data-testid="add-to-playlist"
        onClick={() => void getPlaylists().then((found) => (setLists(found), setChosen(found[0]?.id ?? null)))}
      >
        <Trans>Add to playlist</Trans>
      </button>
    );
  }
  if (lists.length === 0) {
    return (
      <p className="listing-note">
        <Trans>You have no playlists yet: create one in your media.</Trans>
      </p>
    );
  }
  return (
    <div className="add-to-playlist" data-testid="add-to-playlist-form">
      <select value={chosen ?? ''} onChange={(event) => setChosen(Number(event.target.value))} aria-label={t`Playlist`}>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--primary"
        disabled={chosen === null}
        onClick={() => void addToPlaylist(chosen!, albumId).then((list) => setAdded(list.name))}
      >
        <Trans>Add</Trans>
      </button>
      {added !== null ? (
        <span role="status" data-testid="added-to-playlist">
          <Trans>Added to {added}</Trans>
        </span>
      ) : null}
    </div>
  );
}
