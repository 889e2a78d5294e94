import type { Page } from '@playwright/test';
import { SAVED_PAGES_CACHE } from '../../src/contract/offline.ts';
import { NOT_CACHED } from '../../sw/notCached.ts';
import { signUp } from './accountHelpers.ts';
import { controlledPage, dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';

/** The API reads the page makes from now on that the worker keeps (GETs outside NOT_CACHED). */
function keptAnswersOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'GET' && url.pathname.startsWith('/api/v1/') && !NOT_CACHED.test(url.pathname)) urls.push(url.href);
  });
  return urls;
}

/** Whether every one of these answers is in one of the worker's caches. */
const allKept = (page: Page, urls: readonly string[]) =>
  page.evaluate(
    async (wanted) => (await Promise.all(wanted.map((url) => caches.match(url, { ignoreVary: true })))).every(Boolean),
    [...urls],
  );

// Offline reading (PWA issue): actor pages visited online open offline with their content (the
// shell from the precache, the answers and images from the runtime caches), marked as possibly
// stale; a page never visited shows the translated offline page with what is saved.

test('a visited actor page and its about page open offline; an unvisited one shows the offline page', async ({ context, page }) => {
  await controlledPage(page, '/en/amateur/iline/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  const answered = keptAnswersOf(page);
  await page.getByTestId('actor-menu').getByRole('link', { name: /about/i }).first().click();
  await expect(page).toHaveURL(/\/en\/amateur\/iline\/about-me\/$/);
  await expect(page.getByTestId('actor-profile')).toBeVisible();
  // the worker has kept the profile's answer (it caches answers as they pass)
  await expect
    .poll(() =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).keys()).some((request) => request.url.includes('getActorDataByIdOrName/iline')),
        SAVED_PAGES_CACHE,
      ),
    )
    .toBe(true);
  // and every other answer the about page read (the worker keeps a GET's answer after handing it on)
  await expect.poll(() => allKept(page, answered)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await page.getByTestId('actor-menu').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/amateur\/iline\/$/);
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');

  await page.goto('/en/amateur/jonix/');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByTestId('offline-saved').getByRole('link', { name: 'Iline' })).toBeVisible();
  await page.getByTestId('offline-saved').getByRole('link', { name: 'Iline' }).click();
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await context.setOffline(false);
});

test('on the very first visit, without a reload, the next actor page opened is saved: offline it reloads with the actor', async ({
  context,
  page,
}) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // the worker installed by this page takes it over, and the page was not reloaded for it
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goto('/en/amateur/iline/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await expect
    .poll(() =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).keys()).some((request) => request.url.includes('getActorDataByIdOrName/iline')),
        SAVED_PAGES_CACHE,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await expect(page.locator('h1').first()).toContainText('Iline');
  await context.setOffline(false);
});

test('a video page visited online opens offline with its content', async ({ context, page }) => {
  await controlledPage(page, '/en/videos/free-clips/');
  const tile = page.getByTestId('video-grid').getByTestId('video-tile').first();
  const href = (await tile.getAttribute('href'))!;
  const albumId = (await tile.getAttribute('data-video-id'))!;
  const albumAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/gallery/open?')) albumAsked.push(request.url());
  });
  await page.goto(href);
  await expect(page.getByTestId('album')).toHaveAttribute('data-album-id', albumId);
  const title = await page.locator('.album-title').innerText();
  // asked once, by the first-request script before the bundle came (src/api/firstVisit.ts); the
  // page took that answer, at the address its own call has (offline, below, the worker finds it there)
  expect(albumAsked).toHaveLength(1);
  expect(new URL(albumAsked[0]!).searchParams.get('albumId')).toBe(albumId);
  await expect
    .poll(() =>
      page.evaluate(
        async ([cache, id]) =>
          (await (await caches.open(cache)).keys()).some(
            (request) => request.url.includes(`gallery/open`) && request.url.includes(`albumId=${id}`),
          ),
        [SAVED_PAGES_CACHE, albumId] as const,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('album')).toHaveAttribute('data-album-id', albumId);
  await expect(page.locator('.album-title')).toHaveText(title);
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await context.setOffline(false);
});

test("after logout, the guest's cached answers are gone: offline, the next visitor never sees what the guest held", async ({
  context,
  page,
}) => {
  await controlledPage(page);
  await signUp(page);
  const token = await storedToken(page);
  const profile = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  const guestId = ((await profile.json()) as { guest: { id: number } }).guest.id;
  await page.goto('/en/videos/new-videos/');
  const tile = page
    .getByTestId('video-grid')
    .getByTestId('video-tile')
    .filter({ hasNot: page.getByText('free', { exact: true }) })
    .first();
  const href = (await tile.getAttribute('href'))!;
  const albumId = Number(await tile.getAttribute('data-video-id'));
  const gift = await page.request.post('/api/v1/internal/album_gift', {
    headers: { 'x-internal-token': 'e2e-internal-token' },
    data: { guestId, albumId },
  });
  expect(gift.ok()).toBe(true);
  await page.goto(href);
  await expect(page.getByTestId('album-held')).toHaveAttribute('data-via', 'gift');
  const cachedAlbum = () =>
    page.evaluate(
      async ([cache, id]) =>
        (await (await caches.open(cache)).keys()).some(
          (request) => request.url.includes('gallery/open') && request.url.includes(`albumId=${id}`),
        ),
      [SAVED_PAGES_CACHE, albumId] as const,
    );
  await expect.poll(cachedAlbum).toBe(true);

  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false', { timeout: 15_000 });
  await expect.poll(cachedAlbum).toBe(false);
  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByTestId('offline-page').or(page.getByTestId('album'))).toBeVisible();
  await expect(page.getByTestId('album-held')).toHaveCount(0);
  await expect(page.getByTestId('video-player')).toHaveCount(0);
  await context.setOffline(false);
});
