// Retiring a service worker (issue 22, point 6). A browser checks its worker's script for
// updates at the address it registered; if that address answers 404 the old worker stays
// forever. So every address a worker of this origin was ever registered at answers with a
// worker that removes itself: the names other setups use (and vite-plugin-pwa's dev worker),
// and /sw.js itself when SW_KILL_SWITCH is on (then the shell also tells the app to register
// none, so it is not installed again). It unregisters, and reloads the open pages once so they
// load from the network; our caches stay (the saved pages are the guest's, and a later worker
// uses them again).
import type { FastifyInstance } from 'fastify';

/** Addresses no worker of ours uses any more, that some setup of this origin may have registered. */
export const RETIRED_WORKER_PATHS = ['/service-worker.js', '/serviceworker.js', '/dev-sw.js', '/worker.js'] as const;

const RETIRING_WORKER = `// This service worker retires the one registered here: it removes itself.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.navigate(page.url).catch(() => undefined);
  })());
});
`;

export async function retiredWorkerRoutes(app: FastifyInstance, options: { killSwitch: boolean }): Promise<void> {
  const paths: string[] = [...RETIRED_WORKER_PATHS, ...(options.killSwitch ? ['/sw.js'] : [])];
  for (const path of paths) {
    app.get(path, (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript').send(RETIRING_WORKER));
  }
}
