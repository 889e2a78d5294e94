import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { writeE2eDatabase } from './e2eDatabase.ts';
import { dismissCookieBanner, expect, requestWatch, storedToken, test } from './fixtures.ts';

// The account screens against the real server: bonus codes on the benefits page, phone
// verification errors on the profile, the age gate for Spanish visitors.

let serial = 0;
async function signUp(page: Page): Promise<void> {
  serial += 1;
  const name = `a${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await page.getByTestId('signup-button').click();
  const frame = page.frameLocator('[data-testid="checkout-frame"]');
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await frame.getByLabel('E-mail address').fill(`${name}@example.com`);
  await frame.getByLabel('Name', { exact: true }).fill(name);
  await frame.getByLabel('Password', { exact: true }).fill('a-good-password');
  await frame.getByLabel(/I am at least 18 years old/).check();
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
  await reloaded;
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true', { timeout: 15_000 });
}

test('a bonus code redeemed on the benefits page raises the balance, and a second try is refused', async ({ page }) => {
  await signUp(page);
  await page.goto('/en/myglimmer/benefits/');
  const box = page.getByTestId('bonus-code-box');
  await box.getByLabel('Bonus code').fill('welcome5');
  await box.locator('form').getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(box.getByTestId('bonus-code-redeemed')).toBeVisible();
  // the balance event reaches the navbar live
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');

  await box.getByLabel('Bonus code').fill('WELCOME5');
  await box.locator('form').getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(box.getByTestId('bonus-code-failed')).toHaveAttribute('data-failure', 'alreadyRedeemed');
  await expect(page.getByTestId('navbar-balance')).toContainText('€5.00');
});

test('a guest whose login expired while away comes back as a visitor, with no error and a new token', async ({ page }) => {
  await signUp(page);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  // Eight days pass unused: past the logged-in idle lifetime (LOGIN_TOKEN_IDLE, 7 days).
  const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60_000;
  writeE2eDatabase((db) =>
    db
      .prepare('UPDATE access_tokens SET last_seen_at = ? WHERE token_hash = ?')
      .run(eightDaysAgo, createHash('sha256').update(token!).digest('hex')),
  );
  await page.reload();
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false');
  await expect(page.getByTestId('signup-button')).toBeVisible();
  await expect.poll(() => storedToken(page)).not.toBe(token);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a phone number from a country that is not allowed is refused with its reason', async ({ page }) => {
  await signUp(page);
  await page.goto('/en/myglimmer/profile/');
  const form = page.getByTestId('phone-verification');
  await form.getByLabel('Phone number').fill('+1 212 555 0100');
  await form.getByRole('button', { name: 'Call me with a code' }).click();
  await expect(form.getByRole('alert')).toContainText(/country/i);
});

test('a Spanish visitor confirms the age gate once and is not asked again', async ({ page }) => {
  await page.goto('/es/');
  // the gate comes first, above the cookie banner
  const gate = page.getByTestId('es-avs-body');
  await expect(gate).toBeVisible();
  await gate.getByTestId('age-gate-confirm').click();
  await expect(gate).toHaveCount(0);
  await dismissCookieBanner(page);
  const requests = requestWatch(page);
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await requests.atRest(); // a gate the page meant to open would be on screen by now: its chunks are in
  await expect(page.getByTestId('es-avs-body')).toHaveCount(0);
});
