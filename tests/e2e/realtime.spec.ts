import type { Route } from '@playwright/test';
import { expect, socketLive, storedToken, test } from './fixtures.ts';
import { newPerformerTile, offlineNewPerformer, RealtimeServer, watchPageErrors } from './realtimeServer.ts';

// One guest, three tabs (one browser context, three pages): one socket in a SharedWorker.
// The server is this file's own, so its connection count sees only these tabs.
test.describe.configure({ mode: 'serial' });

let server: RealtimeServer;
test.beforeAll(async () => {
  // A busy machine takes a while to migrate, seed and index a fresh database: the server's own
  // start waits up to 60 s for /healthz, so the hook must not give up before it does.
  test.setTimeout(90_000);
  server = await RealtimeServer.create();
});
test.afterAll(async () => {
  await server?.dispose();
});

test('three tabs of one guest share one socket, and an actor coming online shows in all of them', async ({ context, request }) => {
  const errors = watchPageErrors(context);
  const first = await context.newPage();
  await first.goto(`${server.baseURL}/en/`);
  const actorId = await offlineNewPerformer(first);
  const tabs = [first, await context.newPage(), await context.newPage()];
  for (const tab of tabs.slice(1)) await tab.goto(`${server.baseURL}/en/`);
  for (const tab of tabs) await expect(newPerformerTile(tab, actorId)).toHaveAttribute('data-online', 'false');

  await server.expectConnections(request, 1);

  // Within 5 s: a change waits up to PRESENCE_BATCH_MS on the server, and a loaded machine has shown
  // over a second between the tabs' watch lists and the badge (issue 23; was 1 s with the broadcast).
  await server.setActorOnline(request, actorId, true);
  await Promise.all(tabs.map((tab) => expect(newPerformerTile(tab, actorId).getByTestId('online-badge')).toBeVisible({ timeout: 5_000 })));
  // every tab has heard the event, so every tab is attached: still the one socket
  expect(await server.onlineGuests(request)).toMatchObject({ connections: 1, sessions: 1, count: 1 });

  await server.setActorOnline(request, actorId, false);
  await Promise.all(tabs.map((tab) => expect(newPerformerTile(tab, actorId).getByTestId('online-badge')).toHaveCount(0)));
  expect(errors).toEqual([]);
});

test("a balance event shows the guest's balance in the navbar of every tab", async ({ context, request }) => {
  const errors = watchPageErrors(context);
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await tab.goto(`${server.baseURL}/en/`);
  await server.expectConnections(request, 1);
  for (const tab of tabs) await expect(tab.getByTestId('navbar-balance')).toHaveCount(0);

  const token = await storedToken(tabs[0]!);
  expect(token).toBeTruthy();
  await server.emit(
    request,
    { kind: 'token', token: token! },
    { type: 'guest.balance', data: { balance: 12.5, balanceFormatted: '€12.50', vouchers: [] } },
  );
  for (const tab of tabs) await expect(tab.getByTestId('navbar-balance')).toContainText('€12.50');

  // a tab opened afterwards gets it at once from the socket owner's snapshot
  const late = await context.newPage();
  await late.goto(`${server.baseURL}/en/`);
  await expect(late.getByTestId('navbar-balance')).toContainText('€12.50');

  await server.emit(
    request,
    { kind: 'token', token: token! },
    { type: 'guest.balance', data: { balance: 3, balanceFormatted: '€3.00', vouchers: [] } },
  );
  for (const tab of [...tabs, late]) await expect(tab.getByTestId('navbar-balance')).toContainText('€3.00');
  expect(errors).toEqual([]);
});

test('leave is told once every tab is hidden, comeback once one shows again', async ({ context, request }) => {
  const errors = watchPageErrors(context);
  const tab = await context.newPage();
  await tab.goto(`${server.baseURL}/en/`);
  await server.expectConnections(request, 1);
  expect((await server.onlineGuests(request)).away).toBe(0);

  // Headless pages are always visible; let the page believe it was hidden, as a browser does.
  const setVisibility = (state: 'hidden' | 'visible') =>
    tab.evaluate((next) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect.poll(async () => (await server.onlineGuests(request)).away).toBe(1);
  await setVisibility('visible');
  await expect.poll(async () => (await server.onlineGuests(request)).away).toBe(0);
  expect(errors).toEqual([]);
});

test('tabs opened at the same moment share one anonymous token and one session', async ({ context, request }) => {
  const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
  await Promise.all(tabs.map((tab) => tab.goto(`${server.baseURL}/en/`)));
  await server.expectConnections(request, 1);
  const tokens = await Promise.all(tabs.map((tab) => storedToken(tab)));
  expect(new Set(tokens).size).toBe(1);
  expect((await server.onlineGuests(request)).anonymousSessions).toBe(1);
});

// A first visit that loses the network before a script of the live connection came: the live
// connection waits for the network, then starts; no page error. Each script is held until the
// network is gone, then fails as it would offline.
const heldScripts = [
  { what: 'the worker that holds its socket', pattern: '**/assets/sharedWorker-*.js', marker: '' },
  // two chunks are named client-*: the live connection's is the one that starts the worker
  { what: 'its own chunk', pattern: '**/assets/client-*.js', marker: 'sharedWorker-' },
];
for (const script of heldScripts) {
  test(`a first visit that loses the network before ${script.what} came goes live once the network is back`, async ({
    context,
    request,
  }) => {
    const errors = watchPageErrors(context);
    const tab = await context.newPage();
    const held: Route[] = [];
    await tab.route(script.pattern, async (route) => {
      if (held.length > 0) return route.fallback();
      const response = await route.fetch();
      if ((await response.text()).includes(script.marker)) held.push(route);
      else await route.fulfill({ response });
    });
    await tab.goto(`${server.baseURL}/en/`);
    await expect.poll(() => held.length).toBe(1);
    await context.setOffline(true);
    await held[0]!.abort('internetdisconnected');
    await expect(tab.locator('html')).not.toHaveAttribute('data-socket', 'live');
    await context.setOffline(false);
    await socketLive(tab);
    await server.expectConnections(request, 1);
    expect(errors).toEqual([]);
  });
}
