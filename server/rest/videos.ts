// REST: the jumbotron of the video station and of home (spec part 2 §7.8), cached 60 seconds
// on the server and told to the browser likewise (TIMING_MS.jumbotronCache).
import type { FastifyInstance } from 'fastify';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { createTimedCache, HOME_SLIDES, jumbotronSlides, SLIDE_INTERVAL_MS, STATION_SLIDES } from '../domain/jumbotron.ts';
import { requestLanguage } from './requestLanguage.ts';

export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const cached = createTimedCache<Awaited<ReturnType<typeof jumbotronSlides>>>();
  app.caches.register('jumbotron', cached.clear);
  const cacheControl = `private, max-age=${TIMING_MS.jumbotronCache / 1000}`;

  app.get('/video/jumbotron/config', async (request, reply) => {
    const language = requestLanguage(request);
    const slides = await cached(`station:${language}`, () => jumbotronSlides(app.db, STATION_SLIDES, language));
    reply.header('Cache-Control', cacheControl);
    return { success: true, config: { slides, intervalMs: SLIDE_INTERVAL_MS } };
  });

  app.get('/video/jumbotron/homepage', async (request, reply) => {
    const language = requestLanguage(request);
    const slides = await cached(`home:${language}`, () => jumbotronSlides(app.db, HOME_SLIDES, language));
    reply.header('Cache-Control', cacheControl);
    return { success: true, slides };
  });
}
