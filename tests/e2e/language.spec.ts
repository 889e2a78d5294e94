import { dismissCookieBanner, expect, test } from './fixtures.ts';

test('switching language on a video list keeps the page and the query', async ({ page }) => {
  await page.goto('/en/videos/free-clips/?page=2');
  await dismissCookieBanner(page);
  const placeholder = page.getByTestId('videos-page');
  await expect(placeholder).toHaveAttribute('data-route', 'freeClips');
  const englishTitle = await placeholder.locator('h1').innerText();

  await page.getByTestId('language-switcher').first().selectOption('de');
  await expect(page).toHaveURL(/\/de\/videos\/gratis-clips\/\?page=2$/);
  await expect(placeholder).toHaveAttribute('data-route', 'freeClips');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(placeholder.locator('h1')).not.toHaveText(englishTitle);

  await page.getByTestId('language-switcher').first().selectOption('nl');
  await expect(page).toHaveURL(/\/nl\/videos\/free-clips\/\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await page.getByTestId('language-switcher').first().selectOption('es');
  await expect(page).toHaveURL(/\/es\/videos\/clips-gratis\/\?page=2$/);
  await expect(placeholder).toHaveAttribute('data-route', 'freeClips');
});

test('links are built in the current language', async ({ page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('footer').locator('a[href="/de/agb/"]')).toBeVisible();
  await expect(page.getByTestId('footer').locator('a[href="/de/datenschutz/"]')).toBeVisible();
});
