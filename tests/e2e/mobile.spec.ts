import { dismissCookieBanner, expect, paintedFrames, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px the mobile bar replaces the desktop navigation', async ({ page }) => {
  await page.goto('/en/cams/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('mobile-bar')).toBeVisible();
  for (const menu of ['navigation', 'search', 'camFilter', 'categoryFilter', 'myAccount', 'notifications']) {
    await expect(page.getByTestId(`mobile-menu-button-${menu}`)).toBeVisible();
  }
});

test('opening one mobile menu closes the others, and an open menu blocks body scroll', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  const body = page.locator('body');
  await expect(body).not.toHaveAttribute('data-scroll-blocked', 'true');

  await page.getByTestId('mobile-menu-button-navigation').click();
  await expect(page.getByTestId('mobile-menu-navigation')).toBeVisible();
  await expect(body).toHaveAttribute('data-scroll-blocked', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.getByTestId('mobile-menu-button-search').click();
  await expect(page.getByTestId('mobile-menu-search')).toBeVisible();
  await expect(page.getByTestId('mobile-menu-navigation')).toHaveCount(0);
  for (const other of ['navigation', 'camFilter', 'categoryFilter', 'myAccount', 'notifications']) {
    await expect(page.getByTestId(`mobile-menu-${other}`)).toHaveCount(0);
  }

  await page.getByTestId('mobile-menu-close').click();
  await expect(page.getByTestId('mobile-menu-search')).toHaveCount(0);
  await expect(body).not.toHaveAttribute('data-scroll-blocked', 'true');
});

test('closing a menu with an open submenu closes the submenu first', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await page.getByTestId('mobile-menu-button-navigation').click();
  await page.getByTestId('mobile-submenu-open-videos').click();
  await expect(page.getByTestId('mobile-submenu-videos')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-submenu-videos')).toHaveCount(0);
  await expect(page.getByTestId('mobile-menu-navigation')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-menu-navigation')).toHaveCount(0);
});

test('a link in the mobile navigation navigates and closes the menu', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await page.getByTestId('mobile-menu-button-navigation').click();
  await page.getByTestId('mobile-menu-navigation').locator('a[href="/en/cams/"]').click();
  await expect(page).toHaveURL(/\/en\/cams\/$/);
  await expect(page.getByTestId('mobile-menu-navigation')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-blocked', 'true');
});

test('the mobile search needs 3 characters and opens the video search', async ({ page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await page.getByTestId('mobile-menu-button-search').click();
  await page.getByTestId('mobile-search-input').fill('ab');
  await page.getByTestId('mobile-search-submit').click();
  await expect(page).toHaveURL(/\/de\/$/);
  await page.getByTestId('mobile-search-input').fill('abend');
  await page.getByTestId('mobile-search-submit').click();
  await expect(page).toHaveURL(/\/de\/suche\/videos\/abend\/$/);
});

test('the navbar hides when scrolling down past 50 px and shows on scroll up', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('home-block-tv')).toBeVisible();
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toHaveAttribute('data-hidden', 'false');
  await page.mouse.wheel(0, 30);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(30);
  await paintedFrames(page, 3); // the scroll's event has run and its state is painted
  await expect(navbar).toHaveAttribute('data-hidden', 'false');
  await page.mouse.wheel(0, 400);
  await expect(navbar).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -200);
  await expect(navbar).toHaveAttribute('data-hidden', 'false');
});

test('the category filter lists the actor categories in the page language', async ({ page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await page.getByTestId('mobile-menu-button-categoryFilter').click();
  const links = page.getByTestId('mobile-category-link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  await expect(links.first()).toHaveAttribute('href', /^\/de\/kategorien\/[a-z0-9-]+\/$/);
  await links.first().click();
  await expect(page.getByTestId('listing-page')).toHaveAttribute('data-listing', 'category');
  await expect(page).toHaveURL(/\/de\/kategorien\/[a-z0-9-]+\//);
});
