import { dismissCookieBanner, expect, test } from './fixtures.ts';

test('a modal opens from a link and closes with Escape, giving focus back', async ({ page }) => {
  await page.goto('/en/?modal=vxcoin-info');
  const modal = page.getByTestId('modal');
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('data-modal-id', 'vxcoin-info');
  await expect(modal).toHaveAttribute('role', 'dialog');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('only one modal at a time: the same id again does nothing, another id replaces it', async ({ page }) => {
  await page.goto('/en/?modal=vxcoin-info');
  await dismissCookieBanner(page);
  const modal = page.getByTestId('modal');
  await expect(modal).toHaveAttribute('data-modal-id', 'vxcoin-info');
  await modal.evaluate((node) => node.setAttribute('data-marker', 'first'));

  // Asking for the same modal again (client-side navigation with the same id) keeps the one shown.
  // the router has followed once the page painted twice after the change (a render, not a timer)
  await page.evaluate(async () => {
    history.pushState(null, '', '/en/?modal=vxcoin-info&again=1');
    for (let frame = 0; frame < 2; frame++) await new Promise((painted) => requestAnimationFrame(painted));
  });
  await expect(page.getByTestId('modal')).toHaveCount(1);
  await expect(modal).toHaveAttribute('data-marker', 'first');

  await page.evaluate(() => history.pushState(null, '', '/en/?modal=vip30'));
  await expect(page.getByTestId('modal')).toHaveCount(1);
  await expect(modal).toHaveAttribute('data-modal-id', 'vip30');
});

test('a gate modal sits above the cookie banner and blocks page scrolling', async ({ page }) => {
  await page.goto('/en/?modal=avs');
  const modal = page.getByTestId('modal');
  await expect(modal).toHaveAttribute('data-modal-id', 'avs');
  await expect(modal).toHaveAttribute('data-above-cookie-banner', 'true');
  await expect(modal).toHaveAttribute('data-block-scroll', 'true');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-blocked', 'true');
  const zModal = await page.getByTestId('modal-backdrop').evaluate((n) => Number(getComputedStyle(n).zIndex));
  const zBanner = await page.getByTestId('cookie-banner').evaluate((n) => Number(getComputedStyle(n).zIndex));
  expect(zModal).toBeGreaterThan(zBanner);

  await page.getByTestId('modal-close').click();
  await expect(modal).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-blocked', 'true');
});

test('a plain modal stays below the cookie banner and lets the page scroll', async ({ page }) => {
  await page.goto('/en/?modal=vxcoin-info');
  const modal = page.getByTestId('modal');
  await expect(modal).toHaveAttribute('data-above-cookie-banner', 'false');
  await expect(modal).toHaveAttribute('data-block-scroll', 'false');
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-blocked', 'true');
  const zModal = await page.getByTestId('modal-backdrop').evaluate((n) => Number(getComputedStyle(n).zIndex));
  const zBanner = await page.getByTestId('cookie-banner').evaluate((n) => Number(getComputedStyle(n).zIndex));
  expect(zModal).toBeLessThan(zBanner);
});

test('an unknown modal id in the link opens nothing', async ({ page }) => {
  await page.goto('/en/?modal=not-a-modal');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('modal')).toHaveCount(0);
});
