import { test, expect } from './fixtures.ts';

// Every route of the table answering with its page in every language, at two sizes and in both
// guest states, is screens.spec.ts's walk; here the path outside the table.

test('a path outside the table shows the translated not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/de/no-such-page/at/all/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
