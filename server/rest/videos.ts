// REST: video lists support, the jumbotron (spec part 2 §7.8) and daily deals.
import type { FastifyInstance } from 'fastify';

export async function videoRoutes(_app: FastifyInstance): Promise<void> {}
