import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { CONSENT_COOKIE } from '../../src/contract/storageKeys.ts';
import { encodeConsent } from '../../src/state/consent.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';
import { freePort } from '../support/freePort.ts';
import { BENCH_SERVER_ENV } from './benchServers.ts';
import { BENCH_PROFILE } from './pageLoads.ts';

/**
 * `node tests/bench/firstLoadTrace.ts [runs] [first|repeat|offline] [path ready-test-id]`: what a page's
 * first visit (or, with `repeat`, a visit with the service worker and its caches filled, as the
 * page-load bench's repeat visit; `offline`: the same without a network) waits on, on the bench profile (slow 4G, CPU 4x): each
 * request's start, first byte and end, the main thread's long tasks, first paint and the largest
 * paint, in milliseconds from the navigation's start (docs/performance.md, issue 23 point 2).
 * Home by default.
 */
const runs = Number(process.argv[2] ?? 1);
const repeat = process.argv[3] === 'repeat' || process.argv[3] === 'offline';
const offline = process.argv[3] === 'offline';
const pagePath = process.argv[4] ?? '/en/';
const ready = process.argv[5] ?? 'home-block-top';
buildClientIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-trace-'));
const port = await freePort();
const config = {
  ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, PORT: String(port), CHECKOUT_PORT: String(await freePort()) }),
  databaseUrl: '',
};
const server = await buildApp(config);
await server.app.listen({ host: '127.0.0.1', port });
const baseUrl = `http://127.0.0.1:${port}`;
const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  const warm = await browser.newContext({ serviceWorkers: 'block' });
  const warmPage = await warm.newPage();
  await warmPage.goto(`${baseUrl}${pagePath}`);
  await warmPage.getByTestId(ready).first().waitFor({ timeout: 60_000 });
  await warm.close();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ serviceWorkers: repeat ? 'allow' : 'block' });
    await context.addCookies([{ name: CONSENT_COOKIE.name, value: encodeConsent({ functional: false, analytics: false }), url: baseUrl }]);
    await context.addInitScript(() => {
      const marks: { name: string; start: number; duration: number }[] = [];
      (window as unknown as { __marks: typeof marks }).__marks = marks;
      // loading states (aria-busy) coming and going: a Suspense fallback or a skeleton on screen
      new MutationObserver((records) => {
        for (const record of records)
          for (const [nodes, sign] of [
            [record.addedNodes, '+'],
            [record.removedNodes, '-'],
          ] as const)
            for (const node of nodes)
              if (node instanceof Element && (node.matches('[aria-busy="true"]') || node.querySelector('[aria-busy="true"]')))
                marks.push({
                  name: `busy ${sign} ${(node.matches('[aria-busy="true"]') ? node : node.querySelector('[aria-busy="true"]'))?.className}`,
                  start: performance.now(),
                  duration: 0,
                });
      }).observe(document, { childList: true, subtree: true });
      for (const type of ['longtask', 'paint', 'largest-contentful-paint', 'mark'])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element | null }).element;
            const what = element
              ? ` <${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}>`
              : '';
            marks.push({
              name: (entry.entryType === 'paint' || entry.entryType === 'mark' ? entry.name : entry.entryType) + what,
              start: entry.startTime,
              duration: entry.duration,
            });
          }
        }).observe({ type, buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', BENCH_PROFILE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: BENCH_PROFILE.cpuSlowdown });
    const requests = new Map<string, { url: string; start: number; firstByte?: number; end?: number; bytes?: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!requests.has(event.requestId))
        requests.set(event.requestId, { url: `${event.request.method} ${event.request.url.replace(baseUrl, '')}`, start: event.timestamp });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.firstByte = event.timestamp;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
    });
    if (repeat) {
      // the worker installs on the first visit, takes the page on the second and fills its runtime caches
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload({ waitUntil: 'load' });
      await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_000);
      requests.clear();
      if (offline) await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
    } else await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_500);
    const zero = Math.min(...[...requests.values()].map((r) => r.start));
    const ms = (t?: number) => (t === undefined ? '   -' : String(Math.round((t - zero) * 1000)).padStart(5));
    console.log(`run ${run + 1}: network (ms from the navigation: start, first byte, end, KB)`);
    for (const r of [...requests.values()].sort((a, b) => a.start - b.start))
      console.log(
        `  ${ms(r.start)} ${ms(r.firstByte)} ${ms(r.end)} ${((r.bytes ?? 0) / 1024).toFixed(1).padStart(6)}  ${r.url.slice(0, 90)}`,
      );
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { name: string; start: number; duration: number }[] }).__marks,
    );
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    void navigationStart;
    console.log("  main thread (ms from the page's time origin):");
    let longTotal = 0;
    for (const mark of marks.sort((a, b) => a.start - b.start)) {
      if (mark.name === 'longtask') longTotal += mark.duration;
      console.log(`    ${mark.name.padEnd(60)} at ${Math.round(mark.start)}${mark.duration ? ` for ${Math.round(mark.duration)}` : ''}`);
    }
    console.log(`  long tasks in all: ${Math.round(longTotal)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
