import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { expect, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';

// Issue 21 point 6: a new guest holds the on-top codes of the welcome bonus tile and the chat
// trial; the home page shows the tile and the promo host the chat trial promo; redeeming puts
// the reward on the account and the offer is gone, also after a reload.

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

test('a new guest redeems the chat trial promo: the free chat minutes are in the account and the promo is gone', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await engage(page);
  // One promo at a time (issue 20): what the guest must do and the welcome chat come first.
  for (const type of ['noAgeCheck', 'mailWelcomeLink', 'mailNotVerified']) {
    await page.locator(`[data-status-type="${type}"]`).getByRole('button', { name: 'Dismiss' }).click();
  }
  await page.getByTestId('offer-teaser').getByRole('button', { name: 'Close' }).click();
  const promo = page.getByTestId('chat-trial-promo');
  await expect(promo).toContainText('Try a live chat for free: 3 free chat minutes to try');

  await promo.getByRole('button', { name: 'Redeem now' }).click();
  await expect(promo).toHaveCount(0);
  await page.goto('/en/myglimmer/benefits/');
  await expect(page.getByTestId('benefits-vouchers').locator(`[data-voucher-type="${VOUCHER_TYPE.videoChat}"]`)).toContainText('3');
  await expect(page.getByTestId('chat-trial-promo')).toHaveCount(0);
});
