import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';

export const KB = 1024;

/**
 * Every JavaScript file the browser loads for the home page's first visit (the page's chunks
 * and the SharedWorker's script), gzip-compressed. Playwright never sees a SharedWorker's script
 * request finish, so "networkidle" would never come: the files are noted as they are requested,
 * the page is given a quiet half second, and each file is read once more through the API client.
 */
export async function homeFirstLoadJs(baseUrl: string): Promise<{ total: number; files: { url: string; gzip: number }[] }> {
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
    // The SharedWorker's script is part of every first visit; on a busy machine it was asked for after a quiet half second.
    const hasWorkerScript = () => [...scripts].some((pathname) => pathname.includes('/sharedWorker-'));
    for (let waited = 0; (Date.now() - lastScriptAt < 500 || !hasWorkerScript()) && waited < 10_000; waited += 100)
      await page.waitForTimeout(100);
    if (!hasWorkerScript()) console.log('  (the SharedWorker script was not asked for within 10 s: the figure lacks it)');
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

/** `node tests/bench/homeFirstLoad.ts`: the home page's first-load JavaScript alone (the built client). */
if (import.meta.main) {
  const { buildClientIfNeeded } = await import('../../scripts/start.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { BENCH_SERVER_ENV } = await import('./benchServers.ts');
  buildClientIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-home-'));
  const { freePort } = await import('../support/freePort.ts');
  // The port is chosen before the start: the config's origins (CSP, the socket's allowed Origin) name it.
  const port = await freePort();
  const server = await buildApp({
    ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, PORT: String(port), CHECKOUT_PORT: String(await freePort()) }),
    databaseUrl: '',
  });
  await server.app.listen({ host: '127.0.0.1', port });
  try {
    const js = await homeFirstLoadJs(`http://127.0.0.1:${port}`);
    for (const file of js.files) console.log(`  ${file.url}: ${(file.gzip / KB).toFixed(1)} KB gzip`);
    console.log(`home first-load JavaScript (gzip): ${(js.total / KB).toFixed(1)} KB (budget 90 KB)`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
