// REST: TV and the mediathek (spec part 2 §7.8: tv/updateMediathek, format, article, program,
// stream, video, suggest; program info default 10). Handlers translate HTTP to server/domain/tv.ts;
// the premium stream is refused with SUBSCRIPTION_REQUIRED unless the guest is VIP or has the TV plan.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { BLOG_LIMITS, TV_CHANNELS, TV_HASH_ID_PATTERN, TV_LIMITS, type TvChannel } from '../../src/contract/content.ts';
import { ApiError } from '../errors.ts';
import { blogPostBySlug } from '../domain/blog.ts';
import { isMediathekUpdated, TV_POST_CATEGORIES, tvFormat, tvProgram, tvStream, tvSuggest, tvVideo, type Viewer } from '../domain/tv.ts';
import { requestLanguage } from './requestLanguage.ts';

const channelParams = { type: 'object', properties: { type: { type: 'string', enum: [...TV_CHANNELS] } }, required: ['type'] };
const keyPattern = '^[a-z0-9-]{1,100}$';

export async function tvRoutes(app: FastifyInstance): Promise<void> {
  const viewerOf = (request: FastifyRequest): Viewer => ({ guestId: request.access.guestId, language: requestLanguage(request), streamUrl: app.config.liveStreamUrl, now: Date.now() });

  app.get('/tv/updateMediathek', async () => ({ success: true, updated: await isMediathekUpdated(app.db, Date.now()) }));

  app.get<{ Params: { type: TvChannel }; Querystring: { size?: number } }>(
    '/tv/program/:type',
    {
      schema: {
        params: channelParams,
        querystring: { type: 'object', properties: { size: { type: 'integer', minimum: 1, maximum: TV_LIMITS.maxProgramSize } } },
      },
    },
    async (request) => ({ success: true, program: await tvProgram(app.db, request.params.type, request.query.size ?? DEFAULTS.tvProgramInfo, Date.now(), requestLanguage(request)) }),
  );

  app.get<{ Params: { type: TvChannel } }>('/tv/stream/:type', { schema: { params: channelParams } }, async (request) => {
    const viewer = viewerOf(request);
    return { success: true, stream: await tvStream(app.db, app.bus, { channel: request.params.type, ...viewer }) };
  });

  app.get<{ Params: { key: string } }>(
    '/tv/format/:key',
    { schema: { params: { type: 'object', properties: { key: { type: 'string', pattern: keyPattern } }, required: ['key'] } } },
    async (request) => {
      const format = await tvFormat(app.db, app.bus, request.params.key, viewerOf(request));
      if (!format) throw new ApiError('NOT_FOUND', `No TV series ${request.params.key}.`);
      return { success: true, format };
    },
  );

  app.get<{ Params: { videoId: number } }>(
    '/tv/video/:videoId',
    { schema: { params: { type: 'object', properties: { videoId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['videoId'] } } },
    async (request) => {
      const video = await tvVideo(app.db, app.bus, request.params.videoId, viewerOf(request));
      if (!video) throw new ApiError('NOT_FOUND', `No TV video ${request.params.videoId}.`);
      return { success: true, video };
    },
  );

  app.get<{ Params: { hashId: string } }>(
    '/tv/suggest/:hashId',
    { schema: { params: { type: 'object', properties: { hashId: { type: 'string', pattern: TV_HASH_ID_PATTERN } }, required: ['hashId'] } } },
    async (request) => {
      const videos = await tvSuggest(app.db, app.bus, request.params.hashId, viewerOf(request));
      if (!videos) throw new ApiError('NOT_FOUND', `No TV video ${request.params.hashId}.`);
      return { success: true, videos };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/tv/article/:slug',
    { schema: { params: { type: 'object', properties: { slug: { type: 'string', minLength: 1, maxLength: BLOG_LIMITS.slugMaxLength, pattern: '^[a-z0-9-]+$' } }, required: ['slug'] } } },
    async (request) => {
      const post = await blogPostBySlug(app.db, request.params.slug, Date.now(), TV_POST_CATEGORIES, requestLanguage(request));
      if (!post) throw new ApiError('NOT_FOUND', `No TV post ${request.params.slug}.`);
      return { success: true, article: { slug: post.slug, title: post.title, text: post.html, published: post.published } };
    },
  );
}
