import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Every list has the same four states (issue 20, point 6; src/ui/ListState.tsx): skeleton tiles
// sized like the real tiles while loading, an empty note, an error with a retry, and an offline
// note that loads the list by itself once the network is back. Shown here on the video list
// (the network failing is simulated in the browser; our server's answers are never changed).

// The requests are held in the page; a service worker taking the page over would answer them
// past page.route, so none runs here.
test.use({ serviceWorkers: 'block' });

const isVideoList = (route: Route) => route.request().postData()?.includes('query VideoList') === true;

test('a list that fails to load says so, and Try again loads it', async ({ page }) => {
  let failing = true;
  await page.route('**/api/vxql**', (route) => (failing && isVideoList(route) ? route.abort() : route.fallback()));
  await page.goto('/en/videos/new-videos/');
  const error = page.getByTestId('list-error');
  await expect(error).toContainText('The videos could not be loaded.');
  failing = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('video-grid').getByTestId('video-tile')).toHaveCount(16);
  await expect(error).toHaveCount(0);
});

test('a loading list shows skeleton tiles the size of the real ones', async ({ page }) => {
  const held: Route[] = [];
  await page.route('**/api/vxql**', (route) => (isVideoList(route) && held.length === 0 ? void held.push(route) : route.fallback()));
  await page.goto('/en/videos/new-videos/');
  const skeleton = page.getByTestId('list-loading');
  await expect(skeleton).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  const skeletonTile = await skeleton.locator('li').first().boundingBox();
  await held[0]!.fallback();
  const realTile = await page.getByTestId('video-grid').locator('li').first().boundingBox();
  expect(realTile).not.toBeNull();
  expect(skeletonTile).toEqual(realTile);
});

test('offline, a list says so in the page language and loads once the network is back', async ({ page, context }) => {
  const held: Route[] = [];
  await page.route('**/api/vxql**', (route) => (isVideoList(route) && held.length === 0 ? void held.push(route) : route.fallback()));
  await page.goto('/de/videos/neue-videos/');
  await expect(page.getByTestId('list-loading')).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await context.setOffline(true);
  await held[0]!.abort('internetdisconnected');
  const offline = page.getByTestId('list-offline');
  await expect(offline).toContainText('Du bist offline');
  await expect(offline.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('video-grid').getByTestId('video-tile')).toHaveCount(16);
  await expect(offline).toHaveCount(0);
});
