// REST: gallery/open, previews, pinned photos, comments, ratings and watch/start
// (spec part 2 §7.4; watch/start "not shown", chosen: POST videoId, answers the stream address
// once the guest may watch). The rules live in server/domain/gallery.ts.
import type { FastifyInstance } from 'fastify';
import { DEMO_CLIP_PATH } from '../../src/contract/albumAccess.ts';
import { picturePicture } from '../domain/actors.ts';
import { accessTo, COMMENT_MAX_CHARS, COMMENTS_LIMIT_MAX, commentsOf, findAlbum, openAlbum, pictureIdsOf, postComment, PREVIEW_PICTURES, rateAlbum, ratePicture, refusalFor } from '../domain/gallery.ts';
import { loggedIn } from './loggedInScope.ts';
import { pinnedPhotosOf } from '../domain/pinnedPhotos.ts';
import { MAX_ID } from '../../src/contract/validation.ts';
import { requestLanguage } from './requestLanguage.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const rating = { type: 'integer', enum: [-1, 0, 1] };
// Every call may also name the language it wants its texts in (requestLanguage).
const closed = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', properties: { ...properties, language: { type: 'string', maxLength: 8 } }, required, additionalProperties: false });
const PINNED_PHOTOS_DEFAULT = 30;

export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const pictures = async (albumId: number, limit?: number) => (await pictureIdsOf(app.db, albumId, limit)).map((row) => picturePicture(row.id));

  // Opening an album counts a view (recordView): a GET that changes state, no token from the query string.
  app.get<{ Querystring: { albumId: number } }>('/gallery/open', { config: { changesState: true }, schema: { querystring: closed({ albumId: id }) } }, async (request) => ({
    success: true,
    album: await openAlbum(app.db, request.query.albumId, { guestId: request.access.guestId, language: requestLanguage(request) }),
  }));

  // The first pictures of any album, whoever asks: what a tile or a locked album shows.
  app.get<{ Querystring: { albumId: number } }>('/gallery/getPreview', { schema: { querystring: closed({ albumId: id }) } }, async (request) => {
    const album = await findAlbum(app.db, request.query.albumId);
    return { success: true, pictures: await pictures(album.id, PREVIEW_PICTURES) };
  });

  app.get<{ Querystring: { albumId: number; limit?: number; offset?: number } }>(
    '/gallery/getComments',
    { schema: { querystring: closed({ albumId: id, limit: { type: 'integer', minimum: 1, maximum: COMMENTS_LIMIT_MAX }, offset: { type: 'integer', minimum: 0, maximum: MAX_ID } }, ['albumId']) } },
    async (request) => {
      const album = await findAlbum(app.db, request.query.albumId);
      return { success: true, comments: await commentsOf(app.db, album.id, request.query.limit ?? COMMENTS_LIMIT_MAX, request.query.offset ?? 0), commentsTotal: album.commentsTotal };
    },
  );

  app.post<{ Body: { videoId: number } }>('/watch/start', { schema: { body: closed({ videoId: id }) } }, async (request) => {
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
  app.get<{ Querystring: { limit?: number; offset?: number } }>(
    '/gallery/getPinnedPhotos',
    { schema: { querystring: closed({ limit: { type: 'integer', minimum: 1, maximum: 100 }, offset: { type: 'integer', minimum: 0, maximum: MAX_ID } }, []) } },
    async (request) => ({
      success: true,
      ...(await pinnedPhotosOf(app.db, request.guestId, { limit: request.query.limit ?? PINNED_PHOTOS_DEFAULT, offset: request.query.offset ?? 0 }, requestLanguage(request))),
    }),
  );

  app.post<{ Body: { albumId: number; commentText: string } }>(
    '/gallery/postComment',
    { schema: { body: closed({ albumId: id, commentText: { type: 'string', minLength: 1, maxLength: COMMENT_MAX_CHARS * 2 } }) } },
    async (request) => ({ success: true, comment: await postComment(app.db, request.guestId, request.body.albumId, request.body.commentText) }),
  );

  app.post<{ Body: { albumId: number; guestRating: -1 | 0 | 1 } }>('/gallery/setGuestRating', { schema: { body: closed({ albumId: id, guestRating: rating }) } }, async (request) => {
    const counts = await rateAlbum(app.db, request.guestId, request.body.albumId, request.body.guestRating);
    return { success: true, guestRatingLikes: counts.likes, guestRatingDislikes: counts.dislikes };
  });

  app.post<{ Body: { pictureId: number; guestRating: -1 | 0 | 1 } }>('/gallery/setPictureGuestRating', { schema: { body: closed({ pictureId: id, guestRating: rating }) } }, async (request) => {
    return { success: true, ...(await ratePicture(app.db, request.guestId, request.body.pictureId, request.body.guestRating)) };
  });
}
