// Entity shapes of spec part 1 §3: media. Gathered by ../entities.ts. Types only.

import type { AlbumAccess } from '../albumAccess.ts';
import type { AlbumType } from '../enums.ts';
import type { DateTime, Picture, Price } from './common.ts';

// --- albums and videos ---
export interface Comment {
  id: number;
  guestName: string;
  text: string;
  created: DateTime;
}

export interface Album {
  albumId: number;
  /** What the guest may do with it, and what is missing (ours: src/contract/albumAccess.ts). */
  access: AlbumAccess;
  actorId: number;
  type: AlbumType;
  title: string;
  price: Price | null;
  isBought: boolean;
  pictures: AlbumPicture[];
  comments: Comment[];
  commentsTotal: number;
  isGuestAllowedToCommentAlbum: boolean;
  rating: number;
  albumTotalViews: number;
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

export interface Video {
  id: number;
  title: string;
  /** Seconds. */
  duration: number;
  ageRating: number;
  vip: boolean;
  free: boolean;
  new: boolean;
  camRecording: boolean;
  classic: boolean;
  price: Price;
  basePrice: Price;
  guestInfo: { bought: boolean; gifted: boolean; flatrate: boolean; liked: boolean };
  ratingLikes: number;
  model: { id: number; name: string };
  previewPicture: Picture | null;
}

export interface SedcardPicture {
  pictureId: number;
  picture: Picture;
  ageRating: number;
  isPinned: boolean;
}

/** A picture the guest pinned (gallery/getPinnedPhotos), with the page of the album it is in. */
export interface PinnedPhoto extends SedcardPicture {
  albumId: number;
  albumTitle: string;
  /** The album's page in the request's language. */
  link: string;
}

/** A picture of an opened album: its likes and dislikes and the guest's own rating (gallery/setPictureGuestRating). */
export interface AlbumPicture extends SedcardPicture {
  likes: number;
  dislikes: number;
  /** 1 liked, -1 disliked, 0 not rated (always 0 for a logged-out guest). */
  guestRating: 1 | 0 | -1;
}
