import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { aliasTarget } from '../src/app/routeAliases.ts';
import { matchPath } from '../src/app/routes.ts';
import { CHECKOUT_FRAME_PATH } from '../src/contract/checkout.ts';
import { ContractError } from '../src/contract/errors.ts';
import { QUERY_PATH } from '../src/contract/rest.ts';
import { type AnswerCache, createAnswerCache } from './answerCache.ts';
import { type CacheRegistry, createCacheRegistry } from './caches.ts';
import { escapeAttribute } from './checkout/frameFiles.ts';
import { createCheckoutApp } from './checkout/index.ts';
import type { Config } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { seedDatabase } from './db/seed/index.ts';
import { createGoLiveAlerts } from './domain/goLiveAlerts.ts';
import { createPushService } from './domain/webPush/service.ts';
import { ApiError, errorAnswer } from './errors.ts';
import { faviconRoute } from './favicon.ts';
import { loggerOptions } from './logging.ts';
import { manifestRoutes } from './manifest.ts';
import { pagePreloads, withPreloads } from './pagePreloads.ts';
import { queryRoutes } from './query/index.ts';
import { realtime } from './realtime/index.ts';
import { shareWrites } from './realtime/sharedWrites.ts';
import { imageRoutes } from './rest/images.ts';
import { restRoutes } from './rest/index.ts';
import { retiredWorkerRoutes } from './retiredWorker.ts';
import { createSearchEngine } from './search/createEngine.ts';
import { ensureSearchIndex } from './search/documents.ts';
import { createSearcher, type Searcher } from './search/search.ts';
import { securityHeaders } from './securityHeaders.ts';
import { createSeoShell, isActorRoute } from './seoShell.ts';
import { createSimulator } from './simulator/simulator.ts';

export interface AppOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Schema for PostgreSQL tests, so parallel runs do not collide. */
  pgSchema?: string;
  /** Seed the database on start (default true). */
  seed?: boolean;
}

export interface App {
  app: FastifyInstance;
  /** The checkout frame's server: its own origin (config.checkoutPort). */
  checkout: FastifyInstance;
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    searcher: Searcher;
    caches: CacheRegistry;
    answers: AnswerCache;
  }
}

/** Builds the whole server: database migrated and seeded, every route registered. Tests use it. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const database = connectDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl || undefined,
    pgSchema: options.pgSchema,
  });
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedDatabase(database.db);
  const searcher = createSearcher(database.db, createSearchEngine(database.dialect));
  await ensureSearchIndex(database.db, searcher.engine);

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 256 * 1024,
    // Only the configured proxies' X-Forwarded-For sets request.ip (TRUST_PROXY; none by default).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A search pattern is a path parameter (searchResult/search/{language}/{searchPattern}):
    // a long one gets its answer (cut to the search limits), not a 404 for a long parameter.
    routerOptions: { maxParamLength: 16_384 },
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('searcher', searcher);
  app.decorate('caches', createCacheRegistry());
  app.caches.register('search', () => searcher.clear());
  // The answer caches (issue 23): every committed write drops what was made of its tables, here
  // and, with Redis, on the other processes.
  app.decorate('answers', createAnswerCache());
  app.caches.register('answers', () => app.answers.clear());
  const shared = config.redisUrl
    ? await shareWrites(config.redisUrl, config.redisPrefix, app.log.child({ area: 'writes' }), (tables) => app.answers.written(tables))
    : null;
  const stopWatching = database.onWrite((tables) => {
    app.answers.written(tables);
    shared?.tell(tables);
  });
  app.addHook('onClose', async () => {
    stopWatching();
    await shared?.close();
  });
  app.decorate(
    'push',
    createPushService({
      db: database.db,
      log: app.log.child({ area: 'push' }),
      subject: config.appOrigins[0]!,
      testHosts: config.pushTestHosts,
    }),
  );
  app.decorate(
    'goLiveAlerts',
    createGoLiveAlerts({
      db: database.db,
      push: app.push,
      log: app.log.child({ area: 'alerts' }),
      origin: config.appOrigins[0]!,
      cooldownSeconds: config.pushActorCooldownSeconds,
      groupWindowMs: config.pushGroupWindowSeconds * 1000,
    }),
  );
  app.addHook('onReady', () => app.goLiveAlerts.start());
  app.addHook('onClose', async () => app.goLiveAlerts.stop());

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError || error instanceof ContractError) {
      return reply.status(error.status).send(errorAnswer(error.code, error.message, error.details));
    }
    if (error.validation) {
      return reply.status(400).send(errorAnswer('VALIDATION_FAILED', `Invalid ${error.validationContext ?? 'request'}: ${error.message}`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorAnswer('BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorAnswer('INTERNAL', 'Something went wrong on our side.'));
  });

  // First, so every answer below (pages, API, assets, errors, 404s) carries the headers.
  await app.register(securityHeaders);
  app.get('/healthz', async () => ({ status: 'ok', database: database.dialect }));
  await app.register(realtime);
  await app.register(restRoutes, { prefix: '/api/v1' });
  await app.register(queryRoutes);
  await app.register(imageRoutes);
  await app.register(manifestRoutes);
  await app.register(faviconRoute);
  await app.register(retiredWorkerRoutes, { killSwitch: config.swKillSwitch });
  await registerClient(app, config);
  const checkout = await createCheckoutApp({ config, db: database.db, bus: app.bus, logger: app.log.child({ origin: 'checkout' }) });

  // The performer simulator acts once the app listens (tests that never listen stay quiet).
  const simulator = config.simulator
    ? createSimulator({
        db: database.db,
        bus: app.bus,
        alerts: app.goLiveAlerts,
        eventsPerMinute: config.simulatorRate,
        messenger: app.messengerEvents,
        answers: { push: app.push, hasOpenTab: (guestId) => app.realtime.hasOpenTab(guestId) },
        log: app.log.child({ area: 'simulator' }),
      })
    : null;
  if (simulator) app.addHook('onListen', async () => simulator.start());

  return {
    app,
    checkout,
    db: database.db,
    dialect: database.dialect,
    async close() {
      await simulator?.stop();
      await checkout.close();
      await app.close();
      await database.close();
    },
  };
}

/** What the app shell needs to know before its first call, as the app reads it in src/app/appConfig.ts. */
export function shellConfig(config: Config) {
  return {
    checkoutUrl: new URL(CHECKOUT_FRAME_PATH, config.checkoutOrigin).href,
    forceAvs: config.forceAvs,
    loginEnabled: config.loginEnabled,
    sexoleHosts: config.sexoleHosts,
    trackerUrl: config.tracking ? QUERY_PATH : '',
    serviceWorker: !config.swKillSwitch,
  };
}

/** The shell with `<meta name="glimmer-config">` before </head> (attribute-escaped JSON). */
function injectShellConfig(html: string, config: Config): string {
  const meta = `<meta name="glimmer-config" content="${escapeAttribute(JSON.stringify(shellConfig(config)))}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}

/** Serves the built client: hashed assets cached for a year, the shell never cached stale. */
async function registerClient(app: FastifyInstance, config: Config): Promise<void> {
  const clientDir = config.clientDir;
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? injectShellConfig(readFileSync(indexFile, 'utf8'), config) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: true,
      // scripts/compress.ts writes .br and .gz beside each text asset at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendShell = (status: number, reply: FastifyReply, html = indexHtml) =>
    reply.status(status).header('Cache-Control', 'no-cache').type('text/html').send(html);
  const preloads = indexHtml ? pagePreloads(clientDir, indexHtml) : () => '';
  // The root is home (spec part 1 §2); the static plugin would refuse it as a folder.
  if (indexHtml) app.get('/', (_request, reply) => sendShell(200, reply));
  // The service worker precaches /index.html as its offline shell: it gets the config too.
  if (indexHtml) app.get('/index.html', (_request, reply) => sendShell(200, reply));

  const seoShell = createSeoShell(app.db, config);
  app.caches.register('seoActors', seoShell.clear);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD is a GET without the body (link checkers and uptime monitors use it): same status and headers.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/img/');
    if (!wantsPage) {
      return reply.status(404).send(errorAnswer('NOT_FOUND', `No route ${request.method} ${pathname}`));
    }
    const alias = aliasTarget(pathname);
    if (alias) {
      const query = request.url.slice(pathname.length);
      return reply.header('Cache-Control', 'no-cache').redirect(`${alias}${query}`, 302);
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
    }
    // Every page of the route table is the app shell; anything else is still the shell (it
    // renders the translated not-found page) but answers 404 so crawlers and tests can tell.
    const match = matchPath(pathname);
    // The page's own chunks load beside the first one (server/pagePreloads.ts).
    const shell = withPreloads(indexHtml, preloads(match));
    // Actor pages carry the actor's title, description and image (server/seoShell.ts).
    // A failed lookup still serves the page: the client loads the actor itself.
    if (match && isActorRoute(match)) {
      const page = await seoShell.render(shell, match).catch((error: unknown) => {
        request.log.error({ err: error }, 'actor head not built');
        return { status: 200, html: shell };
      });
      if ('redirect' in page) return reply.header('Cache-Control', 'no-cache').redirect(page.redirect, 302);
      return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html').send(page.html);
    }
    return sendShell(match ? 200 : 404, reply, shell);
  });
}
