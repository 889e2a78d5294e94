// /favicon.ico on both origins (the app and the checkout frame): browsers, bookmarks, link
// checkers and uptime monitors ask for it by that name whatever the page's <link rel="icon">
// says. The file is public/favicon.ico, packed from public/icon.svg by `npm run icons`; it is
// read from the source tree, so the route answers even before the client is built.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const FAVICON_FILE = path.resolve(import.meta.dirname, '../public/favicon.ico');

export async function faviconRoute(app: FastifyInstance): Promise<void> {
  const icon = readFileSync(FAVICON_FILE);
  app.get('/favicon.ico', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/x-icon').send(icon));
}
