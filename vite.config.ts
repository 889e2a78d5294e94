import { createHash } from 'node:crypto';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * What the home page's first visit loads (first paint, then home data, tiles, the live
 * connection and the footer) goes into one chunk; pages, menus, modals, the REST client (ky),
 * the fallback socket and the checkout bridge (all of features/checkout but its tiny opener,
 * pins and tab sync, and the checkout contract) stay lazy.
 */
const FIRST_VISIT_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|@lingui\/(core|react)|use-sync-external-store|valtio|proxy-compare|wouter|regexparam)\//;
const LAZY_SOURCES =
  /\/src\/(app\/(PlaceholderPage|NotFoundPage|NavbarInbox|routeTitles|tabTitle|mobileMenus\/(?!MobileBar|menuLabels|searchPattern|menuTypes))|ui\/(Modal\.|ModalHost|modalRegistry|modalBodies)|api\/(client|logger|auth)\.ts|realtime\/(socketCore\w*|leaderFallback|tabRegistry|sharedWorker)\.ts|lib\/expiringStore\.ts|contract\/(checkout|checkoutApi|checkoutRules|account|codes)\.ts|features\/checkout\/(?!(index|pins|premium|tabSync)\.ts)|features\/account\/(?!startupGate\.ts)|features\/(actors|cams|favorites|videos|albums|mediathek|messenger|notifications|livechat|conversion|tickets|feed|games|push|pwa|offline|search)\/|api\/(actors|cams|videos|albums|mediathek|push|navbarMessages|liveChat|search)\.ts|contract\/albumAccess\.ts|ui\/(BuyButton|buyStep)\.tsx?|contract\/(savedPageRules|promoCodes|videoShare|actorRules|validation)\.ts|i18n\/useLaterTexts\.ts|contract\/(push|offline|videoLists|tracking|messenger|chat|search|feed|games)\.ts|features\/tracking\/(?!startTracking\.ts)|features\/(blog|tv|vipclub|breadcrumbs|events)\/|features\/legal\/(?!CookieBanner)|api\/content\.ts|contract\/content\.ts|features\/(contests|bonus|incentives|feedback)\/|api\/(contests|incentives|feedback)\.ts|contract\/(contests|dailyBonus)\.ts|state\/incentives\.ts|api\/tracking\.ts|api\/guest(Service)?\.ts|features\/clashofcams\/|(api|contract)\/clashOfCams\.ts)/;
function isFirstVisitModule(id: string): boolean {
  if (FIRST_VISIT_LIBRARIES.test(id) || id.endsWith('/locales/en.po')) return true;
  return id.includes('/src/') && !LAZY_SOURCES.test(id);
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
          groups: [{ name: 'app', test: isFirstVisitModule }],
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
