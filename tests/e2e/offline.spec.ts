import { test, expect, controlledPage } from './fixtures.ts';

// Offline reading (PWA issue): actor pages visited online open offline with their content (the
// shell from the precache, the answers and images from the runtime caches), marked as possibly
// stale; a page never visited shows the translated offline page with what is saved.

test('a visited actor page and its about page open offline; an unvisited one shows the offline page', async ({ context, page }) => {
  await controlledPage(page, '/en/amateur/iline/');
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await page.getByTestId('actor-menu').getByRole('link', { name: /about/i }).first().click();
  await expect(page).toHaveURL(/\/en\/amateur\/iline\/about-me\/$/);
  await expect(page.getByTestId('actor-profile')).toBeVisible();
  // the worker has kept the profile's answer (it caches answers as they pass)
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('glimmer-api-v1')).keys()).some((request) => request.url.includes('getActorDataByIdOrName/iline'))))
    .toBe(true);
  await page.waitForTimeout(500);

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

test('a video page visited online opens offline with its content', async ({ context, page }) => {
  await controlledPage(page, '/en/videos/free-clips/');
  const tile = page.getByTestId('video-grid').getByTestId('video-tile').first();
  const href = (await tile.getAttribute('href'))!;
  const albumId = (await tile.getAttribute('data-video-id'))!;
  await page.goto(href);
  await expect(page.getByTestId('album')).toHaveAttribute('data-album-id', albumId);
  const title = await page.locator('.album-title').innerText();
  await expect
    .poll(() => page.evaluate(async (id) => (await (await caches.open('glimmer-api-v1')).keys()).some((request) => request.url.includes(`gallery/open`) && request.url.includes(`albumId=${id}`)), albumId))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('album')).toHaveAttribute('data-album-id', albumId);
  await expect(page.locator('.album-title')).toHaveText(title);
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await context.setOffline(false);
});
