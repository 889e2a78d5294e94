import { LANGUAGES } from '../../src/contract/enums.ts';
import { LIST_CACHE, SAVED_PAGES_CACHE } from '../../src/contract/offline.ts';
import { controlledPage, expect, test } from './fixtures.ts';
import { pathFor } from './routeTable.ts';
import { accessibilityProblemsOf, languageProblemsOf, overflowOf } from './screenChecks.ts';

// Storage that lasts (issue 22 point 7): the actor and video pages visited online are listed in
// the storage settings with their sizes; removing one takes it off the device (offline it shows
// the offline page), removing all empties the list; the idle trim keeps the disposable caches
// bounded and never touches saved pages.

const SAVED = SAVED_PAGES_CACHE;
const LISTS = LIST_CACHE;
/** A video of iline's (routeTable.ts's sample). */
const VIDEO_OF_ILINE = 296;

test('the settings list the visited actor and video pages with their sizes; one removed is gone offline too; all removed empties the list', async ({
  context,
  page,
}) => {
  await controlledPage(page, '/en/amateur/iline/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  const savedHas = (part: string) =>
    page.evaluate(async ([name, text]) => (await (await caches.open(name)).keys()).some((request) => request.url.includes(text)), [
      SAVED,
      part,
    ] as const);
  await expect.poll(() => savedHas('getActorDataByIdOrName/iline')).toBe(true);

  await page.goto('/en/videos/free-clips/');
  const tile = page.getByTestId('video-grid').getByTestId('video-tile').first();
  const href = (await tile.getAttribute('href'))!;
  const albumId = (await tile.getAttribute('data-video-id'))!;
  await page.goto(href);
  await expect(page.getByTestId('album')).toHaveAttribute('data-album-id', albumId);
  const title = await page.locator('.album-title').innerText();
  await expect.poll(() => savedHas(`albumId=${albumId}`)).toBe(true);
  // lists go to the disposable cache, not to the saved pages
  expect(
    await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).some((request) => request.url.includes('getTopVideos')),
      LISTS,
    ),
  ).toBe(true);
  expect(await savedHas('getTopVideos')).toBe(false);

  await page.goto(pathFor('myOfflinePages', 'en'));
  const list = page.getByTestId('saved-pages-list');
  const actor = list.locator('[data-page-id="actor:iline"]');
  const video = list.locator(`[data-page-id="video:${albumId}"]`);
  await expect(actor.getByRole('link', { name: 'Iline' })).toBeVisible();
  await expect(video.getByRole('link', { name: title })).toBeVisible();
  await expect(actor.getByTestId('saved-page-size')).toHaveText(/^\d+(\.\d)? (byte|kB)$/);
  await expect(video.getByTestId('saved-page-size')).toHaveText(/^\d+(\.\d)? (byte|kB)$/);
  await expect(page.getByTestId('saved-total')).toHaveText(/^\d+(\.\d)? (byte|kB|MB)$/);

  await actor.getByRole('button', { name: 'Remove Iline' }).click();
  await expect(actor).toHaveCount(0);
  await expect(video).toBeVisible(); // another actor's video stays
  await expect.poll(() => savedHas('getActorDataByIdOrName/iline')).toBe(false);

  await context.setOffline(true);
  await page.goto('/en/amateur/iline/');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByTestId('actor-profile')).toHaveCount(0);
  await context.setOffline(false);

  await page.goto(pathFor('myOfflinePages', 'en'));
  await expect(video).toBeVisible();
  await page.getByTestId('saved-remove-all').click();
  await expect(page.getByTestId('saved-pages-empty')).toBeVisible();
  await expect(page.getByTestId('saved-page')).toHaveCount(0);
  expect(await savedHas('gallery/open')).toBe(false);
});

test('the idle trim cuts the lists cache down to its idle target, oldest first, and leaves saved pages alone', async ({ page }) => {
  await controlledPage(page, '/en/amateur/iline/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  const saved = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, SAVED);
  await expect.poll(saved).toBeGreaterThan(0);
  const savedBefore = await saved();
  await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    for (const old of await cache.keys()) await cache.delete(old);
    for (let index = 0; index < 260; index += 1) await cache.put(`/__test/list/${index}`, new Response(`{"n":${index}}`));
  }, LISTS);
  await page.evaluate(() => navigator.serviceWorker.controller!.postMessage({ type: 'trim-caches' }));
  const lists = () =>
    page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), LISTS);
  await expect.poll(async () => (await lists()).length).toBe(200);
  // the oldest went (answers the page fetched meanwhile count as newer ones)
  const kept = (await lists()).filter((path) => path.startsWith('/__test/list/')).map((path) => Number(path.split('/').pop()));
  expect(Math.min(...kept)).toBeGreaterThanOrEqual(60);
  expect(kept).toEqual(Array.from({ length: kept.length }, (_, index) => 260 - kept.length + index));
  expect(await saved()).toBe(savedBefore);
});

test('persistent storage is asked once the app is installed, not before', async ({ page }) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { persistAsked: asked });
    navigator.storage.persisted = async () => false;
    navigator.storage.persist = async () => {
      asked.push('persist');
      return true;
    };
  });
  await controlledPage(page, '/en/');
  const asked = () => page.evaluate(() => (window as unknown as { persistAsked: string[] }).persistAsked.length);
  expect(await asked()).toBe(0); // a browser tab: never asked
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(asked).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the settings with saved pages fit 390 px, are translated and accessible in all four languages', async ({ page }) => {
    await controlledPage(page, '/en/amateur/iline/');
    await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
    await page.goto(`/en/amateur/iline/pictures/${VIDEO_OF_ILINE}/`);
    await expect(page.getByTestId('album')).toBeVisible();
    for (const language of LANGUAGES) {
      await page.goto(pathFor('myOfflinePages', language));
      // Spanish asks for the age first (spec part 1 §2: the es-avs gate)
      if (language === 'es') await page.getByTestId('age-gate-confirm').click();
      await expect(page.locator(`[data-page-id="video:${VIDEO_OF_ILINE}"]`)).toBeVisible();
      await expect(page.locator('[data-page-id="actor:iline"]')).toBeVisible();
      await expect(page.getByTestId('storage-estimate')).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      const problems = [
        await overflowOf(page),
        ...(await languageProblemsOf(page, language)),
        ...(await accessibilityProblemsOf(page)),
      ].filter(Boolean);
      await page.screenshot({ path: `test-results/screens/storage-settings-${language}.png` });
      expect(problems, language).toEqual([]);
    }
  });
});
