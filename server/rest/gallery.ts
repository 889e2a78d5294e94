// REST: gallery/open, previews, pinned photos, comments, ratings, video pictures and watch/start (spec part 2 §7.4).
import type { FastifyInstance } from 'fastify';

export async function galleryRoutes(_app: FastifyInstance): Promise<void> {}
