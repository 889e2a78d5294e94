// Tables of migration 0012 (the media library: playlists and their items, archived media).
import type { Generated } from 'kysely';
import type { EpochMs } from './schema.ts';

interface PlaylistsTable {
  id: Generated<number>;
  guestId: number;
  name: string;
  createdAt: EpochMs;
}

interface PlaylistItemsTable {
  playlistId: number;
  albumId: number;
  /** 0-based order within the playlist. */
  position: number;
}

interface ArchivedMediaTable {
  guestId: number;
  albumId: number;
  archivedAt: EpochMs;
}

/** Migration 0018: paid feed posts a guest holds. */
interface FeedPostPurchasesTable {
  guestId: number;
  postId: number;
  priceCoins: number;
  createdAt: EpochMs;
}

export interface LibraryTables {
  feedPostPurchases: FeedPostPurchasesTable;
  playlists: PlaylistsTable;
  playlistItems: PlaylistItemsTable;
  archivedMedia: ArchivedMediaTable;
}
