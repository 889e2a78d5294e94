import type { Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { controlledPage, expect, test } from './fixtures.ts';

// The tracking outbox (PWA issue): tracking calls made while offline are kept by the service
// worker and reach the server exactly once each when the network is back, in order, also when
// the worker was stopped in between (the real server and its database; the e2e server's SQLite
// file is read directly).

function trackedEvents(action: string): number[] {
  return readE2eDatabase((db) =>
    db
      .prepare('select event_data from tracking_events where event_action = ? order by id')
      .all(action)
      .map((row) => (JSON.parse((row as { event_data: string }).event_data) as { i: number }).i),
  );
}

/** Tracking calls numbered `from` to `to`, one after the other, as the page makes them; their answers' statuses. */
const track = (page: Page, action: string, from: number, to: number) =>
  page.evaluate(
    async ({ eventAction, from, to, tokenKey }) => {
      const token = localStorage.getItem(tokenKey);
      const answers = [];
      for (let i = from; i <= to; i++) {
        const answer = await fetch('/api/v1/tracker/track', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ eventContext: 'e2e', eventAction, eventData: { i } }),
        });
        answers.push(answer.status);
      }
      return answers;
    },
    { eventAction: action, from, to, tokenKey: TOKEN_KEY },
  );

/**
 * That nothing waiting was sent a second time: one more call, made online, is sent behind
 * anything still queued (the outbox keeps the order), so once it is in, a second copy of the
 * others would be in too. Then the stored events are exactly 1 to `last`.
 */
async function nothingSentTwice(page: Page, action: string, last: number): Promise<void> {
  await track(page, action, last, last);
  await expect.poll(() => trackedEvents(action)).toContain(last);
  expect(trackedEvents(action)).toEqual(Array.from({ length: last }, (_, index) => index + 1));
}

test('tracking calls made offline reach the server exactly once each after going online, also across a worker restart', async ({
  context,
  page,
}) => {
  await controlledPage(page);
  const action = `offline-${Date.now().toString(36)}`;
  await context.setOffline(true);
  expect(await track(page, action, 1, 3)).toEqual([202, 202, 202]); // kept by the worker
  expect(trackedEvents(action)).toEqual([]);

  // The worker is stopped while offline (its queue is in IndexedDB) and starts again for the
  // next call, still offline: that one waits behind the others.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await track(page, action, 4, 4)).toEqual([202]);
  await context.setOffline(false);
  // Back online: the page's `online` tells the worker to send.
  await expect.poll(() => trackedEvents(action), { timeout: 15_000 }).toEqual([1, 2, 3, 4]);
  // Later flushes (a reload wakes the worker again) send nothing twice.
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await nothingSentTwice(page, action, 5);
});

test('calls made offline are sent once when the page is shown again online, also where the page hears no `online` (issue 22)', async ({
  context,
  page,
}) => {
  // A phone's browser may not tell a page in the background that the network came back: here
  // the page's `online` listeners never hear it (stopped before them), so only the page being
  // shown can ask the worker to send (Background Sync is Chromium-only, and not relied on).
  await page.addInitScript(() => addEventListener('online', (event) => event.stopImmediatePropagation(), { capture: true }));
  await controlledPage(page);
  const action = `visible-${Date.now().toString(36)}`;
  await context.setOffline(true);
  expect(await track(page, action, 1, 2)).toEqual([202, 202]); // kept by the worker
  expect(trackedEvents(action)).toEqual([]);
  await context.setOffline(false);

  // The page is shown again (the browser's visibilitychange as a tab comes to the front).
  const shown = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await shown();
  await expect.poll(() => trackedEvents(action), { timeout: 15_000 }).toEqual([1, 2]);
  // Shown again and again: nothing is sent twice.
  await shown();
  await shown();
  await page.reload();
  await shown();
  await nothingSentTwice(page, action, 3);
});
