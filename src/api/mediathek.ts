// The media library on the query service (playlists, mediathek content).

import type { MessengerMedia } from '../contract/entities/messenger.ts';
import { VIDEO_TILE_FIELDS, type VideoTile } from '../contract/queries/home.ts';
import { query } from './query.ts';

const PLAYLIST = `id name items { ${VIDEO_TILE_FIELDS} }`;

export type MediathekType = 'bought' | 'pinned' | 'archived' | 'messenger' | 'clips' | 'feedVideos' | 'feedPhotos' | 'audio';

export interface Playlist {
  id: number;
  name: string;
  items: VideoTile[];
}

/** The library's videos view or its photos view (spec part 1 §2 /mediathek/ and /mediathek/photos/). */
export type MediaKind = 'videos' | 'photos';

export async function getMediathek(type: MediathekType, media: MediaKind, first: number, offset: number) {
  return (
    await query<{ mediathek: { total: number; items: VideoTile[] } }>(
      `query($t: MediathekType!, $m: MediaKind!, $f: Int!, $o: Int!) { mediathek(type: $t, media: $m, first: $f, offset: $o) { total items { ${VIDEO_TILE_FIELDS} } } }`,
      { t: type, m: media, f: first, o: offset },
    )
  ).mediathek;
}

export async function getPlaylists(): Promise<Playlist[]> {
  return (await query<{ playlists: Playlist[] }>(`{ playlists { ${PLAYLIST} } }`)).playlists;
}

export async function createPlaylist(name: string): Promise<Playlist> {
  return (await query<{ createPlaylist: Playlist }>(`mutation($n: String!) { createPlaylist(name: $n) { ${PLAYLIST} } }`, { n: name }))
    .createPlaylist;
}

export async function deletePlaylist(playlistId: number): Promise<void> {
  await query('mutation($p: Int!) { deletePlaylist(playlistId: $p) }', { p: playlistId });
}

export async function addToPlaylist(playlistId: number, albumId: number): Promise<Playlist> {
  return (
    await query<{ addToPlaylist: Playlist }>(
      `mutation($p: Int!, $a: Int!) { addToPlaylist(playlistId: $p, albumId: $a) { ${PLAYLIST} } }`,
      { p: playlistId, a: albumId },
    )
  ).addToPlaylist;
}

/** An edited playlist saved at once: its name and the items kept, in their new order. */
export async function savePlaylist(playlistId: number, name: string, albumIds: number[]): Promise<Playlist> {
  return (
    await query<{ savePlaylist: Playlist }>(
      `mutation($p: Int!, $n: String!, $ids: [Int!]!) { savePlaylist(playlistId: $p, name: $n, albumIds: $ids) { ${PLAYLIST} } }`,
      { p: playlistId, n: name, ids: albumIds },
    )
  ).savePlaylist;
}

export async function archiveMedia(albumId: number, archived: boolean): Promise<void> {
  await query('mutation($a: Int!, $v: Boolean!) { archiveMedia(albumId: $a, archived: $v) }', { a: albumId, v: archived });
}

/** A medium the guest got in a messenger message (the library's messenger and audio views). */
export interface LibraryMedia {
  messageId: number;
  channelId: number;
  actorId: number;
  actorName: string;
  date: string;
  media: MessengerMedia;
}

export async function getMessengerMedia(
  kind: 'visual' | 'audio',
  first: number,
  offset: number,
): Promise<{ total: number; items: LibraryMedia[] }> {
  return (
    await query<{ messengerMedia: { total: number; items: LibraryMedia[] } }>(
      `query($k: MessengerMediaKind!, $f: Int!, $o: Int!) { messengerMedia(kind: $k, first: $f, offset: $o) { total items { messageId channelId actorId actorName date media { type origSrc src srcSet width height duration previewPicture } } } }`,
      { k: kind, f: first, o: offset },
    )
  ).messengerMedia;
}

/** A paid feed post the guest holds (the library's feed views). */
export interface FeedMedia {
  postId: number;
  type: string;
  title: string;
  preview: string;
  clipLength: number;
  photoCount: number;
  published: number;
  model: { id: number; name: string };
}

export async function getFeedMedia(
  kind: 'videos' | 'photos',
  first: number,
  offset: number,
): Promise<{ total: number; items: FeedMedia[] }> {
  return (
    await query<{ feedMedia: { total: number; items: FeedMedia[] } }>(
      `query($k: FeedMediaKind!, $f: Int!, $o: Int!) { feedMedia(kind: $k, first: $f, offset: $o) { total items { postId type title preview clipLength photoCount published model { id name } } } }`,
      { k: kind, f: first, o: offset },
    )
  ).feedMedia;
}
