import type { Page } from '@playwright/test';
import { signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// The Lindemann route (spec part 1 §2): after login the guest goes on to /{language}/lindemann/home
// with the route's query kept, not back to the route itself.

test('a guest who signs up on the Lindemann route lands on the Lindemann home with the query kept', async ({ page }) => {
  await page.goto('/en/lindemann/?utm=spring&ref=2');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('lindemann-page')).toBeVisible();
  await signUp(page);
  await expect(page).toHaveURL(/\/en\/lindemann\/home\?utm=spring&ref=2$/);
  await expect(page.getByTestId('lindemann-home-page')).toBeVisible();
  // once there, it stays there: the ask was used up
  await page.reload();
  await expect(page.getByTestId('lindemann-home-page')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/lindemann\/home\?utm=spring&ref=2$/);
});

/** Opens the Lindemann route with `query`, then goes on to the videos page through the navbar. */
async function openLindemannThenVideos(page: Page, query: string): Promise<void> {
  await page.goto(`/en/lindemann/?${query}`);
  await dismissCookieBanner(page);
  await expect(page.getByTestId('lindemann-page')).toBeVisible();
  await page.getByTestId('navbar').getByRole('link', { name: 'Videos', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/videos\/$/);
}

test('a guest who opened the Lindemann route and logs in from another page is sent on too', async ({ page }) => {
  await openLindemannThenVideos(page, 'campaign=7');
  await signUp(page);
  await expect(page).toHaveURL(/\/en\/lindemann\/home\?campaign=7$/);
  await expect(page.getByTestId('lindemann-home-page')).toBeVisible();
});

test.describe('on a slow network', () => {
  // the service worker would fetch the reloaded page out of page.route's sight
  test.use({ serviceWorkers: 'block' });
  test('a login whose reload comes late still lands on the Lindemann home', async ({ page }) => {
    // The page shows the guest logged in before the login's reload has come; a redirect done
    // then was undone by the reload, with the ask used up (the guest stayed where they logged in).
    await openLindemannThenVideos(page, 'campaign=8');
    await page.route('**/en/videos/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await signUp(page);
    await expect(page).toHaveURL(/\/en\/lindemann\/home\?campaign=8$/);
    await expect(page.getByTestId('lindemann-home-page')).toBeVisible();
  });
});
