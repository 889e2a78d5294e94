import { openHome, signUp } from './accountHelpers.ts';
import { expect, storedToken, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';

// Issue 21 point 8: a VIP guest's first page of the month credits the monthly bonus; the status
// bar says so once, and not again after a reload.

test('a VIP sees "monthly bonus credited" once, with the money, and not again after a reload', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const token = await storedToken(page);
  const vip = await page.request.post('/api/v1/guest/redeemBonus', {
    headers: { authorization: `Bearer ${token}` },
    data: { code: 'VIPWEEK' },
  });
  expect(vip.status()).toBe(200);

  await page.reload();
  const monthly = page.locator('[data-status-type="monthlyBonusProcessed"]');
  await expect(monthly).toContainText('Your monthly bonus has been credited.');
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');

  // Closing the items for this browser session: the age check one too, so that after the reload
  // the bar's item once the profile is read is the e-mail to verify. A bonus notice raised again
  // would show (a new occurrence shows even when closed before) and outrank it.
  await monthly.getByRole('button', { name: 'Dismiss' }).click();
  const ageCheck = page.locator('[data-status-type="noAgeCheck"]');
  await ageCheck.getByRole('button', { name: 'Dismiss' }).click();
  await expect(ageCheck).toHaveCount(0);

  await page.reload();
  await engage(page);
  await expect(page.locator('[data-status-type="mailNotVerified"]')).toBeVisible();
  await expect(monthly).toHaveCount(0);
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');
});
