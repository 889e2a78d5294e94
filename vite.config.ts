import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstHomeRequestScript } from './src/api/firstVisit.ts';
import { TOKEN_LOCK } from './src/api/session.ts';
import { TOKEN_KEY } from './src/contract/storageKeys.ts';

/**
 * The home page's first request as a script of its own (src/api/firstVisit.ts), loaded `async`
 * from the shell's head so it runs as soon as it arrives, long before the bundle is parsed: the
 * home data comes while the bundle still downloads. A file, not an inline script: the CSP allows
 * scripts of the origin only. Its name carries its content's hash (cached for a year).
 */
function firstHomeRequest(): Plugin {
  const source = firstHomeRequestScript({ tokenKey: TOKEN_KEY, lockName: TOKEN_LOCK });
  const fileName = `assets/firstHome-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
  return {
    name: 'glimmer-first-home-request',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * What the home page's first visit loads before its first paint goes into one chunk: every module
 * the entry (src/main.tsx) imports statically, directly or not, found by walking the module graph
 * (issue 23). Whatever only a dynamic import reaches (pages, menus, modals, the live connection,
 * the checkout bridge, the later catalogs) stays out of it, with no list to keep by hand: a
 * module moves into the first chunk only when the first paint's code starts importing it.
 */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const firstVisitGraphs = new WeakMap<object, Set<string>>();

function firstVisitModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return new Set(); // another build (the workers): no first chunk
  let modules = firstVisitGraphs.get(entry);
  if (modules) return modules;
  modules = new Set();
  const stack = [ENTRY];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  firstVisitGraphs.set(entry, modules);
  return modules;
}

// The client build. The server (server/) serves dist/ in production; `npm run dev` proxies
// API and socket calls to a server started with `npm start`.
export default defineConfig({
  plugins: [
    react(),
    firstHomeRequest(),
    lingui({ macroTransform: true }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    // No module preload lists: their chunk-name table sat in the first load (about 1 KB gzip).
    // A lazy page's shared chunks then load after the page's own (one more round trip on the
    // first navigation; the service worker's precache serves them from then on). Lazy CSS
    // still loads with its chunk.
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Everything the home page's first visit loads in one chunk: one request and one gzip
        // dictionary instead of a dozen small shared chunks (the first-load budget is 100 KB
        // gzip). Other pages, menus, modals and the fallback socket stay lazy.
        codeSplitting: {
          groups: [{ name: (id, ctx) => (firstVisitModules(ctx).has(id) ? 'app' : null) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/img': 'http://127.0.0.1:8080',
      '/socket': {
        target: 'ws://127.0.0.1:8080',
        ws: true,
        // The server takes sockets only from the app's origins (APP_ORIGIN); a page of this dev
        // server says Origin http://localhost:5173. Only that Origin is rewritten to the server's
        // own, so a socket opened by any other site still reaches the server as what it is (refused).
        configure(proxy) {
          proxy.on('proxyReqWs', (proxyReq, request) => {
            if (request.headers.origin === `http://${request.headers.host}`) proxyReq.setHeader('origin', 'http://127.0.0.1:8080');
          });
        },
      },
    },
  },
});
