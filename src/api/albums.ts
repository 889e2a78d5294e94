// spec part 2 §7.4 galleries and albums (and watch/start): one typed function per call, through
// the one ky instance (client.ts).
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import type { GuestRating } from '../contract/restCalls.ts';
import { getJson, sendJson } from './client.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

export const openAlbum = (albumId: number) =>
  getJson<Answer<'gallery/open'>>('gallery/open', { albumId } satisfies RestPayload<'gallery/open'>);

export const buyAlbum = (albumId: number) => sendJson<Answer<'album/{albumId}/buy'>>('post', `album/${albumId}/buy`);

export const getComments = (albumId: number, limit: number, offset: number) =>
  getJson<Answer<'gallery/getComments'>>('gallery/getComments', { albumId, limit, offset } satisfies RestPayload<'gallery/getComments'>);

export const postComment = (albumId: number, commentText: string) =>
  sendJson<Answer<'gallery/postComment'>>('post', 'gallery/postComment', {
    albumId,
    commentText,
  } satisfies RestPayload<'gallery/postComment'>);

export const rateAlbum = (albumId: number, guestRating: GuestRating) =>
  sendJson<Answer<'gallery/setGuestRating'>>('post', 'gallery/setGuestRating', {
    albumId,
    guestRating,
  } satisfies RestPayload<'gallery/setGuestRating'>);

export const ratePicture = (pictureId: number, guestRating: GuestRating) =>
  sendJson<Answer<'gallery/setPictureGuestRating'>>('post', 'gallery/setPictureGuestRating', {
    pictureId,
    guestRating,
  } satisfies RestPayload<'gallery/setPictureGuestRating'>);

export const startWatching = (videoId: number) =>
  sendJson<Answer<'watch/start'>>('post', 'watch/start', { videoId } satisfies RestPayload<'watch/start'>);

// spec part 2 §7.1 guest/sendVideoShareEmail: the video page's "share by e-mail".
export const sendVideoShareEmail = (albumId: number, emailAddress: string, message: string) =>
  sendJson<Answer<'guest/sendVideoShareEmail'>>('post', 'guest/sendVideoShareEmail', {
    albumId,
    emailAddress,
    ...(message && { message }),
  } satisfies RestPayload<'guest/sendVideoShareEmail'>);

/** gallery/getPinnedPhotos: the pictures the guest pinned, newest pin first. */
export const getPinnedPhotos = (limit: number, offset: number) =>
  getJson<Answer<'gallery/getPinnedPhotos'>>('gallery/getPinnedPhotos', { limit, offset } satisfies RestPayload<'gallery/getPinnedPhotos'>);
