import { frameOf, openHome, payWithCard, signUp } from './accountHelpers.ts';
import { expect, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';
import { accessibilityProblemsOf, overflowOf } from './screenChecks.ts';

// Offer bonuses are granted (issue 21 point 1): a guest takes the 20 % special top-up offer in
// its dialog, pays 10 € in the checkout frame, and the balance shows 12 €; the transactions tab
// lists the top-up and the bonus with its reason.

test('the special top-up offer: pay 10 €, get 12 €, and the ledger says why', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await page.goto('/en/contests/');
  await engage(page);
  const banner = page.locator('[data-testid="incentive"][data-region="banner"]');
  const notice = page.getByTestId('status-bar');
  // the new guest's account notices come first (one promo at a time); each dismissed, the offer shows
  await expect(async () => {
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Dismiss' }).first().click({ timeout: 2_000 });
    await expect(banner).toHaveAttribute('data-incentive-type', 'specialTopUp', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await banner.getByTestId('incentive-open').click();
  // the percent is the server's (the incentive's content), the one it grants
  await expect(page.getByTestId('incentive-bonus')).toContainText('20%');
  await page.getByTestId('incentive-take').click();

  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: '€10.00', exact: true }).click();
  await payWithCard(frame, '4242 4242 4242 4242');
  await frame.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(frame.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText('Paid €10.00, plus €2.00 bonus.')).toBeVisible();
  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('navbar-balance')).toContainText('€12.00', { timeout: 10_000 });

  await page.goto('/en/myglimmer/profile/?tab=transactions');
  const rows = page.getByTestId('transaction');
  await expect(rows).toHaveCount(2);
  // newest first: the bonus, then the top-up
  await expect(rows.nth(0)).toHaveAttribute('data-reason', 'offer:specialTopUp');
  await expect(rows.nth(0)).toContainText('Special top-up offer: extra credit');
  await expect(rows.nth(0).getByTestId('transaction-amount')).toHaveText('+€2.00');
  await expect(rows.nth(1)).toContainText('Top-up');
  await expect(rows.nth(1).getByTestId('transaction-amount')).toHaveText('+€10.00');

  // on a phone: no sideways scroll, axe-clean; in German the reason is German
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows).toHaveCount(2);
  expect(await overflowOf(page)).toBeNull();
  expect(await accessibilityProblemsOf(page)).toEqual([]);
  await page.goto('/de/myglimmer/profil/?tab=transactions');
  await expect(page.getByTestId('transaction').first()).toContainText('Sonderaufladung: Extraguthaben');
});
