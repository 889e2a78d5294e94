import type { Page } from '@playwright/test';
import { OUTBOX_STORE } from '../../src/contract/storageKeys.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { controlledPage, expect, requestWatch, test } from './fixtures.ts';

// Event tracking (PWA issue; spec part 1 §5, part 2 §7.6): with analytics consent the app tracks
// its page views on the query service; those made offline wait in the service worker's outbox
// and reach the server exactly once each when the network is back, also when the worker was
// stopped in between; a page left while in view sends its time in view as a beacon with a web
// token. Without analytics consent nothing is tracked. The e2e server's SQLite file is read
// directly.

/** The paths of the stored events of a type whose path contains `marker`, in the order stored. */
function trackedPaths(type: string, marker: string): string[] {
  return readE2eDatabase((db) =>
    db
      .prepare('select data from event_tracking where type = ? and data like ? order by id')
      .all(type, `%${marker}%`)
      .map((row) => (JSON.parse((row as { data: string }).data) as { path: string }).path),
  );
}

/** An in-app navigation, as the app's links make it (wouter's pushState). */
const navigate = (page: Page, path: string) => page.evaluate((to) => history.pushState(null, '', to), path);

/** Entries waiting in the service worker's outbox (its IndexedDB store) whose body holds `marker`. */
const queued = (page: Page, marker: string) =>
  page.evaluate(
    ([text, outbox]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(outbox.database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(outbox.store).objectStore(outbox.store).getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { body: string }[]).filter((entry) => entry.body.includes(text)).length);
          };
        };
      }),
    [marker, OUTBOX_STORE] as const,
  );

const newMarker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

test('page views made offline reach the server exactly once each after going online, also across a worker restart', async ({
  context,
  page,
}) => {
  await controlledPage(page, '/en/', 'accept-all');
  const marker = newMarker();
  const paths = ['a', 'b', 'c'].map((step) => `/en/${marker}-${step}/`);

  await context.setOffline(true);
  await page.goto(paths[0]!); // the shell from the precache
  await expect.poll(() => queued(page, marker)).toBe(1);
  await navigate(page, paths[1]!);
  await expect.poll(() => queued(page, marker)).toBe(2);
  expect(trackedPaths('pageView', marker)).toEqual([]);

  // The worker is stopped while offline (its queue is in IndexedDB) and starts again for the
  // next page view, still offline: that one waits behind the others.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await navigate(page, paths[2]!);
  await expect.poll(() => queued(page, marker)).toBe(3);

  await context.setOffline(false);
  // Back online: the page's `online` tells the worker to send, oldest first.
  await expect.poll(() => trackedPaths('pageView', marker), { timeout: 15_000 }).toEqual(paths);
  await expect.poll(() => queued(page, marker)).toBe(0);
  // Later flushes send nothing twice.
  await navigate(page, '/en/');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // One more page view goes behind anything still queued (the outbox keeps the order): once it is
  // in, a second copy of the others would be in too.
  const after = `/en/${marker}-d/`;
  await navigate(page, after);
  await expect.poll(() => trackedPaths('pageView', marker)).toContain(after);
  expect(trackedPaths('pageView', marker)).toEqual([...paths, after]);
});

test('a page left while in view sends its time in view as a beacon with a web token', async ({ context, page }) => {
  await controlledPage(page, '/en/', 'accept-all');
  const marker = newMarker();
  const beacons: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vxql/beacon') beacons.push(request.postData() ?? '');
  });
  const webToken = page.waitForResponse((answer) => (answer.request().postData() ?? '').includes('CreateWebToken'));
  await page.goto(`/en/${marker}/`);
  expect((await webToken).status()).toBe(200);
  await expect.poll(() => trackedPaths('pageView', marker)).toEqual([`/en/${marker}/`]);
  await page.waitForTimeout(300);

  await page.goto('about:blank'); // the app's page unloads
  await expect.poll(() => trackedPaths('pageHidden', marker), { timeout: 10_000 }).toEqual([`/en/${marker}/`]);
  // The service worker's outbox sent the page's beacon on (sw/outbox.ts says why). Playwright
  // may report the page's request and the worker's fetch of it both: one beacon is one event id.
  // (leaving the first page sent its own beacon: only this page's count here)
  const ofThisPage = () => beacons.filter((body) => body.includes(marker));
  await expect.poll(() => ofThisPage().length).toBeGreaterThanOrEqual(1);
  const sent = ofThisPage().map(
    (body) => JSON.parse(body) as { operationName: string; variables: { event: { eventId: string } }; extensions: { webToken: string } },
  );
  expect(new Set(sent.map((beacon) => beacon.variables.event.eventId)).size).toBe(1);
  expect(sent[0]).toMatchObject({ operationName: 'TrackEvent', extensions: { webToken: expect.any(String) } });
  const seconds = readE2eDatabase(
    (db) =>
      (db.prepare("select float1 from event_tracking where type = 'pageHidden' and data like ?").get(`%${marker}%`) as { float1: number })
        .float1,
  );
  expect(seconds).toBeGreaterThan(0.2);
});

test('without analytics consent nothing is tracked', async ({ page }) => {
  await controlledPage(page, '/en/', 'necessary-only');
  const marker = newMarker();
  const requests = requestWatch(page);
  await page.goto(`/en/${marker}-a/`);
  await navigate(page, `/en/${marker}-b/`);
  await requests.atRest(); // a page view the app meant to track has been sent and answered by now
  expect(trackedPaths('pageView', marker)).toEqual([]);
});
