import { expect, test } from './fixtures.ts';

// Every route of the table answering with its page in every language, at two sizes and in both
// guest states, is screens.spec.ts's walk; here the path outside the table.

test('a path outside the table shows the translated not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/de/no-such-page/at/all/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('/{lang}/tv/, no page of the table, leads to the TV livestream: from the server and inside the app', async ({ page }) => {
  const response = await page.goto('/en/tv/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/tv\/livestream\/$/);
  await expect(page.getByTestId('tv-livestream-page')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  // the app's own navigation (a link or the address pushed without a server request) gets there too
  await page.goto('/es/');
  await page.evaluate(() => {
    history.pushState(null, '', '/es/tv/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/es\/tv\/directo\/$/);
  await expect(page.getByTestId('tv-livestream-page')).toBeVisible();
});
