// REST: gallery/open, previews, pinned photos, comments, ratings and watch/start
// (spec part 2 §7.4; watch/start "not shown", chosen: POST videoId, answers the stream address
// once the guest may watch). The rules live in server/domain/gallery.ts.
import type { FastifyInstance } from 'fastify';
import { DEMO_CLIP_PATH } from '../../src/contract/albumAccess.ts';
import { picturePicture } from '../domain/actors.ts';
import {
  accessTo,
  COMMENT_MAX_CHARS,
  COMMENTS_LIMIT_MAX,
  commentsOf,
  findAlbum,
  openAlbum,
  PREVIEW_PICTURES,
  pictureIdsOf,
  postComment,
  rateAlbum,
  ratePicture,
  refusalFor,
} from '../domain/gallery.ts';
import { pinnedPhotosOf } from '../domain/pinnedPhotos.ts';
import { id, paging } from '../schemas/common.ts';
import { object, oneOf, type RouteTypes, string } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';
import { requestLanguage } from './requestLanguage.ts';

const rating = oneOf(-1, 0, 1);
// Every call may also name the language it wants its texts in (requestLanguage).
const language = string(undefined, 8);
const albumQuery = { querystring: object({ albumId: id, language }, ['language']) };
const comments = { querystring: object({ albumId: id, ...paging(COMMENTS_LIMIT_MAX), language }, ['limit', 'offset', 'language']) };
const watchStart = { body: object({ videoId: id, language }, ['language']) };
const pinnedPhotos = { querystring: object({ ...paging(100), language }, ['limit', 'offset', 'language']) };
const postCommentBody = { body: object({ albumId: id, commentText: string(1, COMMENT_MAX_CHARS * 2), language }, ['language']) };
const albumRating = { body: object({ albumId: id, guestRating: rating, language }, ['language']) };
const pictureRating = { body: object({ pictureId: id, guestRating: rating, language }, ['language']) };
const PINNED_PHOTOS_DEFAULT = 30;

export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const pictures = async (albumId: number, limit?: number) =>
    (await pictureIdsOf(app.db, albumId, limit)).map((row) => picturePicture(row.id));

  // Opening an album counts a view (recordView): a GET that changes state, no token from the query string.
  app.get<RouteTypes<typeof albumQuery>>('/gallery/open', { config: { changesState: true }, schema: albumQuery }, async (request) => ({
    success: true,
    album: await openAlbum(app.db, request.query.albumId, { guestId: request.access.guestId, language: requestLanguage(request) }),
  }));

  // The first pictures of any album, whoever asks: what a tile or a locked album shows.
  app.get<RouteTypes<typeof albumQuery>>('/gallery/getPreview', { schema: albumQuery }, async (request) => {
    const album = await findAlbum(app.db, request.query.albumId);
    return { success: true, pictures: await pictures(album.id, PREVIEW_PICTURES) };
  });

  app.get<RouteTypes<typeof comments>>('/gallery/getComments', { schema: comments }, async (request) => {
    const album = await findAlbum(app.db, request.query.albumId);
    return {
      success: true,
      comments: await commentsOf(app.db, album.id, request.query.limit ?? COMMENTS_LIMIT_MAX, request.query.offset ?? 0),
      commentsTotal: album.commentsTotal,
    };
  });

  app.post<RouteTypes<typeof watchStart>>('/watch/start', { schema: watchStart }, async (request) => {
    const album = await findAlbum(app.db, request.body.videoId);
    if (album.type !== 'video') throw refusalFor({ granted: false, via: null, needs: 'purchase' });
    const access = await accessTo(app.db, album, request.access.guestId);
    if (!access.granted) throw refusalFor(access);
    return { success: true, streamUrl: DEMO_CLIP_PATH };
  });

  await app.register(loggedIn(galleryGuestRoutes));
}

/** The guest's own pinned photos, comments and ratings: a logged-in guest only. */
async function galleryGuestRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof pinnedPhotos>>('/gallery/getPinnedPhotos', { schema: pinnedPhotos }, async (request) => ({
    success: true,
    ...(await pinnedPhotosOf(
      app.db,
      request.guestId,
      { limit: request.query.limit ?? PINNED_PHOTOS_DEFAULT, offset: request.query.offset ?? 0 },
      requestLanguage(request),
    )),
  }));

  app.post<RouteTypes<typeof postCommentBody>>('/gallery/postComment', { schema: postCommentBody }, async (request) => ({
    success: true,
    comment: await postComment(app.db, request.guestId, request.body.albumId, request.body.commentText),
  }));

  app.post<RouteTypes<typeof albumRating>>('/gallery/setGuestRating', { schema: albumRating }, async (request) => {
    const counts = await rateAlbum(app.db, request.guestId, request.body.albumId, request.body.guestRating);
    return { success: true, guestRatingLikes: counts.likes, guestRatingDislikes: counts.dislikes };
  });

  app.post<RouteTypes<typeof pictureRating>>('/gallery/setPictureGuestRating', { schema: pictureRating }, async (request) => {
    return { success: true, ...(await ratePicture(app.db, request.guestId, request.body.pictureId, request.body.guestRating)) };
  });
}
