// The media library on the query service (playlists, mediathek content).
import { VIDEO_TILE_FIELDS, type VideoTile } from '../contract/queries/home.ts';
import { query } from './query.ts';

const PLAYLIST = `id name items { ${VIDEO_TILE_FIELDS} }`;

export type MediathekType = 'bought' | 'pinned' | 'archived' | 'messenger' | 'clips' | 'feedVideos' | 'feedPhotos' | 'audio';

export interface Playlist {
  id: number;
  name: string;
  items: VideoTile[];
}

export async function getMediathek(type: MediathekType, first: number, offset: number) {
  return (await query<{ mediathek: { total: number; items: VideoTile[] } }>(`query($t: MediathekType!, $f: Int!, $o: Int!) { mediathek(type: $t, first: $f, offset: $o) { total items { ${VIDEO_TILE_FIELDS} } } }`, { t: type, f: first, o: offset })).mediathek;
}

export async function getPlaylists(): Promise<Playlist[]> {
  return (await query<{ playlists: Playlist[] }>(`{ playlists { ${PLAYLIST} } }`)).playlists;
}

export async function createPlaylist(name: string): Promise<Playlist> {
  return (await query<{ createPlaylist: Playlist }>(`mutation($n: String!) { createPlaylist(name: $n) { ${PLAYLIST} } }`, { n: name })).createPlaylist;
}

export async function deletePlaylist(playlistId: number): Promise<void> {
  await query('mutation($p: Int!) { deletePlaylist(playlistId: $p) }', { p: playlistId });
}

export async function addToPlaylist(playlistId: number, albumId: number): Promise<Playlist> {
  return (await query<{ addToPlaylist: Playlist }>(`mutation($p: Int!, $a: Int!) { addToPlaylist(playlistId: $p, albumId: $a) { ${PLAYLIST} } }`, { p: playlistId, a: albumId })).addToPlaylist;
}

export async function removeFromPlaylist(playlistId: number, albumId: number): Promise<Playlist> {
  return (await query<{ removeFromPlaylist: Playlist }>(`mutation($p: Int!, $a: Int!) { removeFromPlaylist(playlistId: $p, albumId: $a) { ${PLAYLIST} } }`, { p: playlistId, a: albumId })).removeFromPlaylist;
}

export async function movePlaylistItem(playlistId: number, albumId: number, position: number): Promise<Playlist> {
  return (await query<{ movePlaylistItem: Playlist }>(`mutation($p: Int!, $a: Int!, $n: Int!) { movePlaylistItem(playlistId: $p, albumId: $a, position: $n) { ${PLAYLIST} } }`, { p: playlistId, a: albumId, n: position }))
    .movePlaylistItem;
}

export async function archiveMedia(albumId: number, archived: boolean): Promise<void> {
  await query('mutation($a: Int!, $v: Boolean!) { archiveMedia(albumId: $a, archived: $v) }', { a: albumId, v: archived });
}
