// Tables of migration 0011 (gallery: ratings, views; comments stay in album_comments).
import type { EpochMs } from './schema.ts';

/** -1 dislike, 1 like; a neutral rating removes the row. */
type GuestRatingValue = -1 | 1;

interface AlbumRatingsTable {
  guestId: number;
  albumId: number;
  rating: GuestRatingValue;
  createdAt: EpochMs;
}

interface PictureRatingsTable {
  guestId: number;
  pictureId: number;
  rating: GuestRatingValue;
  createdAt: EpochMs;
}

interface AlbumViewsTable {
  guestId: number;
  albumId: number;
  views: number;
  lastViewedAt: EpochMs;
}

export interface MediaTables {
  albumRatings: AlbumRatingsTable;
  pictureRatings: PictureRatingsTable;
  albumViews: AlbumViewsTable;
}
