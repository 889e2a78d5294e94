import { expect, test } from './fixtures.ts';
import { newPerformerTile, offlineNewPerformer, RealtimeServer, watchPageErrors } from './realtimeServer.ts';

// A browser without SharedWorker: one leader tab (Web Locks) holds the socket and relays to
// the others over BroadcastChannel; when it closes, another tab takes over.
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

test('without SharedWorker a leader tab holds the one socket and hands it over when it closes', async ({ browser, request }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  const errors = watchPageErrors(context);
  try {
    const leader = await context.newPage();
    await leader.goto(`${server.baseURL}/en/`);
    expect(await leader.evaluate(() => typeof SharedWorker)).toBe('undefined');
    const actorId = await offlineNewPerformer(leader);
    // the first tab leads once its socket has a session; the others follow
    await server.expectConnections(request, 1);
    const followers = [await context.newPage(), await context.newPage()];
    for (const tab of followers) await tab.goto(`${server.baseURL}/en/`);
    for (const tab of followers) await expect(newPerformerTile(tab, actorId)).toHaveAttribute('data-online', 'false');

    await server.setActorOnline(request, actorId, true);
    for (const tab of [leader, ...followers]) {
      await expect(newPerformerTile(tab, actorId).getByTestId('online-badge')).toBeVisible();
    }
    // every tab has heard the event, so every follower is attached: still the leader's one socket
    expect(await server.onlineGuests(request)).toMatchObject({ connections: 1, sessions: 1 });

    await leader.close();
    await server.expectConnections(request, 1);
    await server.setActorOnline(request, actorId, false);
    // the new leader's socket may start its session after the event (the old socket can still be
    // counted above): the session's online list brings the change then, so no short timeout here
    await Promise.all(followers.map((tab) => expect(newPerformerTile(tab, actorId).getByTestId('online-badge')).toHaveCount(0)));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
