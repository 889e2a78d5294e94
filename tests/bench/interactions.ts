import { type Browser, chromium, type Page } from 'playwright';
import { CONSENT_COOKIE } from '../../src/contract/storageKeys.ts';
import { encodeConsent } from '../../src/state/consent.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';
import { percentile, print } from './figures.ts';
import { CPU_SLOWDOWN, throttled } from './pageLoads.ts';

/**
 * What a guest feels after the first paint (issue 23, point 4), on the page-load bench's profile
 * (slow 4G, CPU 4x slower, real Chromium):
 * - INP of opening the search overlay (a click into the navbar's search field) and of switching
 *   a tile grid page (the cams list's "Next"), several interactions each, p75 and maximum. The
 *   observer is written here, as web-vitals does it: PerformanceObserver 'event' entries with
 *   durationThreshold 16; an interaction's latency is the longest entry of its interactionId
 *   (pointerdown, pointerup, click or keydown), from the input to the next paint.
 * - The checkout frame's first load: from the click on "Log in" to the frame shown (the frame
 *   says its flow is rendered, so its form can be used), with the HTTP cache emptied each time.
 */
const INP_BUDGET_MS = 200;
/**
 * A guest who tapped "Log in" or "Top up" has asked for this screen and sees a spinner at once;
 * the frame is a second first screen, so it gets the first screen's goal on the same profile
 * (issue 23: 2 s on a slow phone). Longer, and a paying guest starts to doubt the payment.
 */
const CHECKOUT_FIRST_LOAD_BUDGET_MS = 2_000;
const INTERACTIONS = 6;
const CHECKOUT_LOADS = 3;
/** Interactions under the observer's 16 ms threshold report no entry: counted as 16 ms (an upper bound). */
const THRESHOLD_MS = 16;

interface InteractionEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
}
interface BenchWindow {
  benchInteractions: InteractionEntry[];
  benchFlushInteractions: () => void;
}

/** Runs in every document before its own scripts: keeps each event timing entry that belongs to an interaction. */
function observeInteractions(threshold: number): void {
  const seen: InteractionEntry[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId)
        seen.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  Object.assign(window, { benchInteractions: seen, benchFlushInteractions: () => keep(observer.takeRecords()) } satisfies BenchWindow);
}

/** The p-th percentile of unsorted `values` (0 when there are none). */
function percentileOf(values: readonly number[], p: number): number {
  return values.length === 0
    ? 0
    : percentile(
        [...values].sort((a, b) => a - b),
        p,
      );
}

/**
 * One interaction's latency: `act` performs it, `shown` waits for what the guest expects to
 * see. The entries of the first interaction after `act` began are read once two more frames
 * were painted (the browser queues them after the paint that follows the input).
 */
async function interactionLatency(page: Page, act: () => Promise<void>, shown: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await shown();
  return page.evaluate(
    async ({ since, threshold }) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const bench = window as unknown as BenchWindow;
      bench.benchFlushInteractions();
      const after = bench.benchInteractions.filter((entry) => entry.startTime >= since);
      const first = after[0]?.interactionId;
      if (first === undefined) return threshold;
      return Math.max(...after.filter((entry) => entry.interactionId === first).map((entry) => entry.duration));
    },
    { since, threshold: THRESHOLD_MS },
  );
}

async function benchPage(
  browser: Browser,
  baseUrl: string,
): Promise<{
  page: Page;
  close: () => Promise<void>;
  cdp: Awaited<ReturnType<typeof throttled>>['cdp'];
  transferred: () => { bytes: number };
}> {
  const context = await browser.newContext();
  await context.addCookies([{ name: CONSENT_COOKIE.name, value: encodeConsent({ functional: false, analytics: false }), url: baseUrl }]);
  await context.addInitScript(observeInteractions, THRESHOLD_MS);
  const page = await context.newPage();
  const { cdp, transferred } = await throttled(context, page);
  return { page, cdp, transferred, close: () => context.close() };
}

/** Waits until the page's main thread has had an idle moment (its startup work is done). */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));

/** The page opened, and the service worker's precache filled (it would compete for the network otherwise). */
async function openSettled(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByTestId(ready).first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await settle(page);
}

function printInp(name: string, latencies: number[]): void {
  console.log(`  ${name}: ${latencies.map((ms) => Math.round(ms)).join(', ')} ms (CPU ${CPU_SLOWDOWN}x slower, slow 4G)`);
  print({ name: `${name} INP p75`, value: percentileOf(latencies, 75), unit: 'ms', budget: INP_BUDGET_MS });
  print({ name: `${name} INP max`, value: Math.max(...latencies), unit: 'ms', budget: INP_BUDGET_MS });
}

/** interactionLatency of a click, also noting in `shownAfter` how long from the click until `shown` resolved. */
async function clickLatency(page: Page, click: () => Promise<void>, shown: () => Promise<unknown>, shownAfter: number[]): Promise<number> {
  let clickedAt = 0;
  return interactionLatency(
    page,
    async () => {
      clickedAt = Date.now();
      await click();
    },
    async () => {
      await shown();
      shownAfter.push(Date.now() - clickedAt);
    },
  );
}

async function searchOverlayOpens(browser: Browser, baseUrl: string): Promise<void> {
  const { page, close } = await benchPage(browser, baseUrl);
  try {
    await openSettled(page, `${baseUrl}/en/`, 'home-block-top');
    const input = page.getByTestId('navbar-search-input');
    const overlay = page.getByTestId('search-overlay');
    const latencies: number[] = [];
    const shownAfter: number[] = [];
    for (let n = 0; n < INTERACTIONS; n += 1) {
      latencies.push(
        await clickLatency(
          page,
          () => input.click(),
          () => overlay.waitFor({ timeout: 30_000 }),
          shownAfter,
        ),
      );
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await input.blur();
      await settle(page);
    }
    // the first open loads the overlay's chunk and texts: INP ends at the first paint, the guest waits for this
    console.log(
      `  search overlay on screen after (click to shown, as the bench sees it): ${shownAfter.map((ms) => Math.round(ms)).join(', ')} ms`,
    );
    printInp('search overlay open', latencies);
  } finally {
    await close();
  }
}

async function tileGridPageSwitches(browser: Browser, baseUrl: string): Promise<void> {
  const { page, close } = await benchPage(browser, baseUrl);
  try {
    await openSettled(page, `${baseUrl}/en/cams/`, 'actor-tile');
    const grid = page.getByTestId('tile-grid');
    const latencies: number[] = [];
    const shownAfter: number[] = [];
    for (let n = 0; n < INTERACTIONS; n += 1) {
      const next = page.getByTestId('pagination').locator('a[rel="next"]');
      const firstTile = await grid.locator('li').first().innerHTML();
      latencies.push(
        await clickLatency(
          page,
          () => next.click(),
          async () => {
            await page
              .getByTestId('pagination')
              .locator(`[aria-current="page"]`)
              .filter({ hasText: String(n + 2) })
              .waitFor({ timeout: 30_000 });
            await page.waitForFunction(
              (before) => {
                const area = document.querySelector('.tile-grid-area');
                return (
                  area?.getAttribute('aria-busy') === 'false' &&
                  document.querySelector('[data-testid="tile-grid"] li')?.innerHTML !== before
                );
              },
              firstTile,
              { timeout: 30_000 },
            );
          },
          shownAfter,
        ),
      );
      await settle(page);
    }
    console.log(
      `  cams list next page's tiles on screen after (click to shown, network included): ${shownAfter.map((ms) => Math.round(ms)).join(', ')} ms`,
    );
    printInp('tile grid page switch (cams list, Next)', latencies);
  } finally {
    await close();
  }
}

async function checkoutFirstLoads(browser: Browser, baseUrl: string): Promise<void> {
  const { page, cdp, transferred, close } = await benchPage(browser, baseUrl);
  try {
    const loads: number[] = [];
    let bytes = 0;
    for (let n = 0; n < CHECKOUT_LOADS; n += 1) {
      await openSettled(page, `${baseUrl}/en/`, 'home-block-top');
      // a first load each time: nothing of the frame's origin in the HTTP cache
      await cdp.send('Network.clearBrowserCache');
      await page.evaluate(() => {
        const bench = window as unknown as { checkoutClickAt: number; checkoutShown: Promise<number> };
        bench.checkoutShown = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const frame = document.querySelector<HTMLIFrameElement>('[data-testid="checkout-frame"]');
            if (frame && !frame.hidden) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
        });
        document.addEventListener('click', (event) => (bench.checkoutClickAt = event.timeStamp), { capture: true, once: true });
      });
      transferred();
      await page.getByTestId('login-button').click();
      loads.push(
        await page.evaluate(async () => {
          const bench = window as unknown as { checkoutClickAt: number; checkoutShown: Promise<number> };
          return (await bench.checkoutShown) - bench.checkoutClickAt;
        }),
      );
      await page.frameLocator('[data-testid="checkout-frame"]').getByRole('heading').first().waitFor({ timeout: 30_000 });
      bytes = transferred().bytes;
    }
    console.log(
      `  checkout frame (login), click to frame shown: ${loads.map((ms) => Math.round(ms)).join(', ')} ms; ${(bytes / 1024).toFixed(1)} KB transferred`,
    );
    print({ name: 'checkout frame first load p75', value: percentileOf(loads, 75), unit: 'ms', budget: CHECKOUT_FIRST_LOAD_BUDGET_MS });
  } finally {
    await close();
  }
}

export async function runInteractionBench(baseUrl: string): Promise<void> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    console.log(`interactions (slow 4G, CPU ${CPU_SLOWDOWN}x slower, ${INTERACTIONS} each):`);
    await searchOverlayOpens(browser, baseUrl);
    await tileGridPageSwitches(browser, baseUrl);
    await checkoutFirstLoads(browser, baseUrl);
  } finally {
    await browser.close();
  }
}

/**
 * The interaction figures on a server of their own (the built client, a seeded SQLite file, the
 * checkout frame's origin listening beside it): `npm run bench` and `node tests/bench/interactions.ts`.
 */
export async function runInteractionBenchOnOwnServer(): Promise<void> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { buildClientIfNeeded } = await import('../../scripts/start.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { BENCH_SERVER_ENV } = await import('./benchServers.ts');
  const { freePort } = await import('../support/freePort.ts');
  buildClientIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-interactions-'));
  // The ports are chosen before the start: the config's origins (CSP, the frame's origin) name them.
  const [port, checkoutPort] = [await freePort(), await freePort()];
  const server = await buildApp({
    ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, PORT: String(port), CHECKOUT_PORT: String(checkoutPort) }),
    databaseUrl: '',
  });
  await server.app.listen({ host: '127.0.0.1', port });
  await server.checkout.listen({ host: '127.0.0.1', port: checkoutPort });
  try {
    await runInteractionBench(`http://127.0.0.1:${port}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runInteractionBenchOnOwnServer();
