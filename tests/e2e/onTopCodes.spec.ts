import { test, expect } from './fixtures.ts';
import { openHome, signUp } from './accountHelpers.ts';

// Issue 21 point 6: a new guest holds the welcome bonus tile's on-top code; the home page shows
// the tile, redeeming it puts the bonus on the balance and the tile is gone, also after a reload.

test('a new guest redeems the welcome bonus tile: 5 € on the balance and the tile is gone for good', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const tile = page.getByTestId('home-block-dailyBonus').getByTestId('welcome-bonus-tile');
  await expect(tile).toContainText('Welcome bonus: 5 € on us');
  await expect(page.getByTestId('navbar-balance')).toContainText('€0.00');

  await tile.getByRole('button', { name: 'Redeem now' }).click();
  await expect(tile).toHaveCount(0);
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');

  const checked = page.waitForResponse((response) => response.url().includes('promo/hasGuestNotRedeemedOnTopCodeInstance/WELCOMEBONUS'));
  await page.reload();
  expect(await (await checked).json()).toMatchObject({ hasNotRedeemed: false });
  await expect(page.getByTestId('home-block-dailyBonus').locator('[data-day="0"]').first()).toBeVisible();
  await expect(tile).toHaveCount(0);
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');
});
