import type { Page, Route } from '@playwright/test';
import Database from 'better-sqlite3';
import { KEPT_FRAMES_KEY, RETURNING_GUEST_KEY } from '../../src/contract/storageKeys.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';

// Actors, cams and favourites end to end, on the seeded database of the e2e server (the seed is
// deterministic: actor 1 is "Iline", actor 2 "Jonix", actor 5 "Zedora" is banned in DE).

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };

async function setOnline(page: Page, actorId: number, online: boolean): Promise<void> {
  const answer = await page.request.post(`/api/v1/internal/actors/${actorId}/online`, { headers: INTERNAL, data: { online } });
  expect(answer.ok()).toBe(true);
}

/** The actors the server has pinned for the page's guest. */
async function favoriteActors(page: Page): Promise<number[]> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { guest: { favorites: { actors: number[] } } }).guest.favorites.actors;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await dismissCookieBanner(page);
}

test('an actor profile and its sub-pages open in en, de and es addresses', async ({ page }) => {
  await open(page, '/en/amateur/iline/');
  for (const path of [
    '/en/amateur/iline/',
    '/en/amateur/iline/about-me/',
    '/de/amateur/iline/ueber-mich/',
    '/de/amateur/iline/videos/',
    '/es/amateur/iline/videos/',
    '/en/amateur/iline/live-show/',
    '/en/amateur/iline/top-cams/',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('actor-profile'), path).toHaveAttribute('data-actor-id', '1');
    await expect(page.getByTestId('actor-menu'), path).toBeVisible();
  }
  await expect(page).toHaveTitle(/Iline/);
});

test("the served HTML of an actor address carries the actor's name in its title", async ({ request }) => {
  const answer = await request.get('/de/amateur/iline/ueber-mich/');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/<title>[^<]*Iline[^<]*<\/title>/);
  expect(html).toContain('property="og:title"');
});

test('a link to an actor who is gone lands on the cams with a notice saying so, loaded or followed in the app', async ({ page }) => {
  await page.goto('/en/amateur/no-such-actor-anywhere/');
  await expect(page).toHaveURL(/\/en\/cams\/\?notFound=1$/);
  const notice = page.getByTestId('status-bar');
  await expect(notice).toContainText('The page you were looking for does not exist.');
  await expect(page.getByTestId('listing-page')).toBeVisible();

  await page.goto('/de/');
  await page.evaluate(() => history.pushState(null, '', '/de/amateur/niemand-mehr-hier/')); // as a followed link
  await expect(page).toHaveURL(/\/de\/cams\/\?notFound=1$/);
  await expect(page.getByTestId('status-bar')).toBeVisible();
});

test('an actor set online flips its tile on the listing and its profile without a reload', async ({ context }) => {
  const listing = await context.newPage();
  await open(listing, '/en/cams/');
  const actorId = Number(await listing.getByTestId('listing-page').getByTestId('actor-tile').first().getAttribute('data-actor-id'));
  // This actor's tile, wherever it moves: the listing re-sorts as actors come and go, so the
  // first tile is soon another actor's.
  const tile = listing.getByTestId('listing-page').locator(`[data-testid="actor-tile"][data-actor-id="${actorId}"]`);
  const name = (await tile.locator('.tile-title').textContent())!.split(',')[0]!.trim().toLowerCase();
  const profile = await context.newPage();
  await profile.goto(`/en/amateur/${encodeURIComponent(name)}/`);
  await expect(profile.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', String(actorId));

  await setOnline(listing, actorId, false);
  await expect(tile).toHaveAttribute('data-online', 'false', { timeout: 5_000 });
  await expect(profile.getByTestId('actor-profile')).toHaveAttribute('data-online', 'false', { timeout: 5_000 });
  await setOnline(listing, actorId, true);
  await expect(tile).toHaveAttribute('data-online', 'true', { timeout: 5_000 });
  await expect(profile.getByTestId('actor-profile')).toHaveAttribute('data-online', 'true', { timeout: 5_000 });
});

test('chat ratings are hidden for an actor with 9 ratings and shown with 10', async ({ page }) => {
  const setRatings = async (countRatings: number) => {
    const answer = await page.request.post('/api/v1/internal/actors/2/chatRatings', {
      headers: INTERNAL,
      data: { countRatings, satisfactionRate: 91 },
    });
    expect(answer.ok()).toBe(true);
  };
  await setRatings(9);
  await open(page, '/en/amateur/jonix/');
  await expect(page.getByTestId('actor-profile')).toBeVisible();
  await expect(page.getByTestId('actor-heat-map')).toBeVisible();
  await expect(page.getByTestId('actor-chat-ratings')).toHaveCount(0);
  await setRatings(10);
  await page.reload();
  await expect(page.getByTestId('actor-chat-ratings')).toBeVisible();
  await expect(page.getByTestId('actor-chat-ratings')).toContainText('10');
});

test('a guest from a banned country sees the actor flagged, others do not', async ({ browser }) => {
  const banned = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });
  const page = await banned.newPage();
  await page.goto('/en/amateur/zedora/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '5');
  await expect(page.getByTestId('actor-banned')).toBeVisible();
  await banned.close();

  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'FR' } });
  const other = await elsewhere.newPage();
  await other.goto('/en/amateur/zedora/');
  await expect(other.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '5');
  await expect(other.getByTestId('actor-banned')).toHaveCount(0);
  await elsewhere.close();
});

test('pro search from a zip lists the nearest actor first', async ({ page }) => {
  // which actors live in 01067, read from the e2e server's own database
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true, fileMustExist: true });
  const nearest = new Set((db.prepare("select id from actors where zip = '01067'").all() as { id: number }[]).map((row) => row.id));
  db.close();
  expect(nearest.size).toBeGreaterThan(0);

  await open(page, '/en/cams/');
  await page.getByTestId('pro-search-toggle').click();
  const submit = page.getByTestId('pro-search').getByRole('button', { name: 'Search', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByTestId('pro-search-zip').fill('01067');
  await submit.click();
  const first = page.getByTestId('pro-search-result').first();
  await expect(first).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('pro-search-sort')).toHaveValue('distance');
  expect(nearest.has(Number(await first.getAttribute('data-actor-id')))).toBe(true);
});

test('a pin tried while logged out is replayed after login and the actor is listed in favourites', async ({ page }) => {
  await open(page, '/en/amateur/iline/');
  await page.getByTestId('actor-pin').click();
  const frame = page.frameLocator('[data-testid="checkout-frame"]');
  // a guest new to this device gets the signup form straight away (the pin teaser for new guests)
  await expect(frame.getByLabel('Name', { exact: true })).toBeVisible();
  const name = `f${Date.now().toString(36)}${process.pid.toString(36)}`;
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await frame.getByLabel('E-mail address').fill(`${name}@example.com`);
  await frame.getByLabel('Name', { exact: true }).fill(name);
  await frame.getByLabel('Password', { exact: true }).fill('a-good-password');
  await frame.getByLabel(/I am at least 18 years old/).check();
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
  await reloaded;
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('actor-pin')).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  // the replayed pin travels over the socket once the new session is acknowledged
  await expect.poll(() => favoriteActors(page), { timeout: 15_000 }).toContain(1);

  await page.goto('/en/myglimmer/favorite-cams/');
  await expect(page.getByTestId('favorites-page').getByTestId('actor-tile').and(page.locator('[data-actor-id="1"]'))).toBeVisible();
  await expect(page.getByTestId('favorites-online-count')).toBeVisible();

  // login success marked this device: a guest coming back to it (here a second browser with the
  // same mark) is asked to log in instead
  await page.evaluate((key) => localStorage.getItem(key), RETURNING_GUEST_KEY).then((flag) => expect(flag).toBe('1'));
  const context = page.context();
  const other = await context.browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.addInitScript((key) => localStorage.setItem(key, '1'), RETURNING_GUEST_KEY);
  await open(fresh, '/en/amateur/jonix/');
  await fresh.getByTestId('actor-pin').click();
  const loginFrame = fresh.frameLocator('[data-testid="checkout-frame"]');
  await expect(loginFrame.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(loginFrame.getByLabel('Name', { exact: true })).toHaveCount(0);
  await other.close();
});

test('a pin tapped right before leaving the page, its connection still starting, is sent from the next page', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  // the socket owner's script is held: the pin waits in the page, as on a slow phone's first moments
  const held: Route[] = [];
  await page.route('**/assets/sharedWorker-*.js', (route) => (held.length === 0 ? void held.push(route) : route.fallback()));
  await page.goto('/en/amateur/jonix/');
  await expect.poll(() => held.length).toBe(1);
  await page.getByTestId('actor-pin').click();
  await expect(page.getByTestId('actor-pin')).toHaveAttribute('aria-pressed', 'true');
  expect(await favoriteActors(page)).not.toContain(2);
  // the guest taps on at once: the page and what waited in it are gone
  await page.goto('/en/');
  await expect.poll(() => favoriteActors(page), { timeout: 15_000 }).toContain(2);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT_FRAMES_KEY)).toBeNull();
});

test('coming back to a listing restores its scroll position', async ({ page }) => {
  await open(page, '/en/cams/');
  const tiles = page.getByTestId('listing-page').getByTestId('actor-tile');
  await expect(tiles.nth(20)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // a tile wholly in view, so clicking it does not scroll the page first
  const actorId = await page.evaluate(() => {
    const inView = [...document.querySelectorAll<HTMLElement>('[data-testid="listing-page"] [data-testid="actor-tile"]')].find((tile) => {
      const box = tile.getBoundingClientRect();
      return box.top >= 80 && box.bottom <= window.innerHeight;
    });
    return inView?.dataset.actorId;
  });
  expect(actorId).toBeTruthy();
  await page.locator(`[data-testid="listing-page"] [data-testid="actor-tile"][data-actor-id="${actorId}"]`).click();
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', actorId!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(1200);
  await page.goBack();
  await expect(tiles.nth(20)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});
