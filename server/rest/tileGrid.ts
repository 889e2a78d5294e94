// Tile grids (spec part 2 §7.4): tileGrid/get/{type}/{payload} with page, limit, sort and
// filter as JSON in the path, and tileGrid/storeTileGridSettings per guest (or anonymous
// token). tileGrid/get also answers the stored settings so a grid opens as the guest left it.
// tileGrid/getVideoPictures/{albumId} answers a video tile's stills.
import type { FastifyInstance } from 'fastify';
import { picturePicture } from '../domain/actors.ts';
import { findAlbum, pictureIdsOf } from '../domain/gallery.ts';
import {
  checkTileGridSettings,
  listActors,
  ownerOf,
  parseTileGridQuery,
  storeTileGridSettings,
  tileGridSettingsOf,
} from '../domain/tileGrid.ts';
import { idParams } from '../schemas/common.ts';
import { anyObject, object, openObject, type RouteTypes, string } from '../schemas/json.ts';
import { requestLanguage } from './requestLanguage.ts';

/** A page of tiles with its items as JSON text, ready to be spliced into the answer. */
const pageText = (page: { items: unknown[]; total: number }) => ({ items: JSON.stringify(page.items), total: page.total });
/** The grid's type and its query as JSON (page, limit, sort, filter), checked by parseTileGridQuery. */
const getGrid = { params: openObject({ type: string(undefined, 40), payload: string(undefined, 2000) }) };
/** The settings are checked per grid type by checkTileGridSettings. */
const storeSettings = { body: object({ type: string(undefined, 40), settings: anyObject }) };
const videoPictures = { params: idParams('albumId') };

export async function tileGridRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof getGrid>>('/tileGrid/get/:type/:payload', { schema: getGrid }, async (request, reply) => {
    const { type, query } = parseTileGridQuery(request.params.type, request.params.payload);
    const language = requestLanguage(request);
    const owner = ownerOf(request.access);
    const listing = {
      type,
      sort: query.sort as never,
      filter: query.filter,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      language,
    };
    // A listing is the same for every guest but the favourites: kept as JSON text in the answer cache (issue 23).
    const personal = type === 'favorites' || (type === 'topCams' && query.filter?.topCamType === 'favorites');
    const [page, settings] = await Promise.all([
      personal
        ? listActors(app.db, { ...listing, guestId: request.access.guestId }).then(pageText)
        : app.answers.get(`tileGrid\n${JSON.stringify(listing)}`, () => listActors(app.db, { ...listing, guestId: null }).then(pageText)),
      tileGridSettingsOf(app.db, owner, type),
    ]);
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"success":true,"items":${page.items},"total":${page.total},"settings":${JSON.stringify(settings)}}`);
  });

  app.post<RouteTypes<typeof storeSettings>>('/tileGrid/storeTileGridSettings', { schema: storeSettings }, async (request) => {
    const { type, settings } = checkTileGridSettings(request.body.type, request.body.settings);
    await storeTileGridSettings(app.db, ownerOf(request.access), type, settings);
    return { success: true };
  });

  // A video's stills: shown to everyone (they are what the tile and the locked page show).
  app.get<RouteTypes<typeof videoPictures>>('/tileGrid/getVideoPictures/:albumId', { schema: videoPictures }, async (request) => {
    const album = await findAlbum(app.db, Number(request.params.albumId));
    return {
      success: true,
      pictures: album.type === 'video' ? (await pictureIdsOf(app.db, album.id)).map((row) => picturePicture(row.id)) : [],
    };
  });
}
