// REST: TV and the mediathek (spec part 2 §7.8: tv/updateMediathek, format, article, program,
// stream, video, suggest; program info default 10). Handlers translate HTTP to server/domain/tv.ts;
// the premium stream is refused with SUBSCRIPTION_REQUIRED unless the guest is VIP or has the TV plan.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { TV_CHANNELS, TV_HASH_ID_PATTERN, TV_LIMITS } from '../../src/contract/content.ts';
import { blogPostBySlug } from '../domain/blog.ts';
import { isMediathekUpdated, TV_POST_CATEGORIES, tvFormat, tvProgram, tvStream, tvSuggest, tvVideo, type Viewer } from '../domain/tv.ts';
import { ApiError } from '../errors.ts';
import { id, slug } from '../schemas/common.ts';
import { integer, matching, oneOf, openObject, type RouteTypes } from '../schemas/json.ts';
import { requestLanguage } from './requestLanguage.ts';

const channel = { params: openObject({ type: oneOf(...TV_CHANNELS) }) };
const program = { params: channel.params, querystring: openObject({ size: integer(1, TV_LIMITS.maxProgramSize) }, ['size']) };
const format = { params: openObject({ key: matching('^[a-z0-9-]{1,100}$') }) };
const video = { params: openObject({ videoId: id }) };
const suggest = { params: openObject({ hashId: matching(TV_HASH_ID_PATTERN) }) };
const article = { params: openObject({ slug }) };

export async function tvRoutes(app: FastifyInstance): Promise<void> {
  const viewerOf = (request: FastifyRequest): Viewer => ({
    guestId: request.access.guestId,
    language: requestLanguage(request),
    streamUrl: app.config.liveStreamUrl,
    now: Date.now(),
  });

  app.get('/tv/updateMediathek', async () => ({ success: true, updated: await isMediathekUpdated(app.db, Date.now()) }));

  app.get<RouteTypes<typeof program>>('/tv/program/:type', { schema: program }, async (request) => ({
    success: true,
    program: await tvProgram(
      app.db,
      request.params.type,
      request.query.size ?? DEFAULTS.tvProgramInfo,
      Date.now(),
      requestLanguage(request),
    ),
  }));

  app.get<RouteTypes<typeof channel>>('/tv/stream/:type', { schema: channel }, async (request) => {
    const viewer = viewerOf(request);
    return { success: true, stream: await tvStream(app.db, app.bus, { channel: request.params.type, ...viewer }) };
  });

  app.get<RouteTypes<typeof format>>('/tv/format/:key', { schema: format }, async (request) => {
    const format = await tvFormat(app.db, app.bus, request.params.key, viewerOf(request));
    if (!format) throw new ApiError('NOT_FOUND', `No TV series ${request.params.key}.`);
    return { success: true, format };
  });

  app.get<RouteTypes<typeof video>>('/tv/video/:videoId', { schema: video }, async (request) => {
    const video = await tvVideo(app.db, app.bus, request.params.videoId, viewerOf(request));
    if (!video) throw new ApiError('NOT_FOUND', `No TV video ${request.params.videoId}.`);
    return { success: true, video };
  });

  app.get<RouteTypes<typeof suggest>>('/tv/suggest/:hashId', { schema: suggest }, async (request) => {
    const videos = await tvSuggest(app.db, app.bus, request.params.hashId, viewerOf(request));
    if (!videos) throw new ApiError('NOT_FOUND', `No TV video ${request.params.hashId}.`);
    return { success: true, videos };
  });

  app.get<RouteTypes<typeof article>>('/tv/article/:slug', { schema: article }, async (request) => {
    const post = await blogPostBySlug(app.db, request.params.slug, Date.now(), TV_POST_CATEGORIES, requestLanguage(request));
    if (!post) throw new ApiError('NOT_FOUND', `No TV post ${request.params.slug}.`);
    return { success: true, article: { slug: post.slug, title: post.title, text: post.html, published: post.published } };
  });
}
