import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';
import { print } from './figures.ts';
import { runFanoutBench } from './fanout.ts';
import { runActorsBench } from './actors.ts';
import { runPageLoadBench } from './pageLoads.ts';

/**
 * `npm run bench`: figures printed beside their budgets. Budgets are goals to read, not test
 * assertions. Later issues add their benchmarks here.
 */
const KB = 1024;

/**
 * Every JavaScript file the browser loads for the home page's first visit (the page's chunks
 * and the SharedWorker's script), gzip-compressed. Playwright never sees a SharedWorker's script
 * request finish, so "networkidle" would never come: the files are noted as they are requested,
 * the page is given a quiet half second, and each file is read once more through the API client.
 */
async function homeFirstLoadJs(baseUrl: string): Promise<{ total: number; files: { url: string; gzip: number }[] }> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastScriptAt = Date.now();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === baseUrl && /\.m?js$/.test(url.pathname)) {
        scripts.add(url.pathname);
        lastScriptAt = Date.now();
      }
    });
    await page.goto(`${baseUrl}/en/`, { waitUntil: 'load' });
    await page.getByTestId('home-block-top').waitFor();
    for (let waited = 0; Date.now() - lastScriptAt < 500 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    const files = [];
    for (const pathname of scripts) {
      const body = await (await context.request.get(`${baseUrl}${pathname}`)).body();
      files.push({ url: pathname, gzip: gzipSync(body, { level: 9 }).length });
    }
    return { total: files.reduce((sum, file) => sum + file.gzip, 0), files };
  } finally {
    await browser.close();
  }
}

buildClientIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SIMULATOR: 'off', LOG_LEVEL: 'warn' }), databaseUrl: '' };
const server = await buildApp(config);
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const js = await homeFirstLoadJs(baseUrl);
  for (const file of js.files) console.log(`  ${file.url}: ${(file.gzip / KB).toFixed(1)} KB gzip`);
  print({ name: 'home first-load JavaScript (gzip)', value: js.total / KB, unit: 'KB', budget: 100 });
  // A paid video rated 16 as an anonymous guest sees it: its still, title and the login prompt.
  const video = await server.app.db
    .selectFrom('albums')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .select(['albums.id', 'actors.nameLower'])
    .where('albums.type', '=', 'video')
    .where('albums.ageRating', '=', 16)
    .where('albums.isFree', '=', 0)
    .where('albums.publishedAt', '<=', Date.now())
    .orderBy('albums.id')
    .executeTakeFirstOrThrow();
  await runPageLoadBench(baseUrl, [
    { name: 'home', path: '/en/', ready: 'home-block-top' },
    { name: 'actor page', path: '/en/amateur/iline/', ready: 'actor-profile' },
    { name: 'video page', path: `/en/amateur/${video.nameLower}/pictures/${video.id}/`, ready: 'album' },
  ]);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
await runFanoutBench();
await runActorsBench();
