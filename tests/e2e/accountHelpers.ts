import type { FrameLocator, Page } from '@playwright/test';
import { dismissCookieBanner, expect } from './fixtures.ts';

// Signing up, logging in and paying through the checkout frame (the app on its origin, the
// frame on the checkout origin): shared by the specs that need a guest with money.

export function frameOf(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="checkout-frame"]');
}

let serial = 0;
export function uniqueName(): string {
  serial += 1;
  return `g${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
}

export async function openHome(page: Page): Promise<void> {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('navbar-account')).toBeVisible();
}

export async function fillSignup(frame: FrameLocator, name: string): Promise<void> {
  await frame.getByLabel('E-mail address').fill(`${name}@example.com`);
  await frame.getByLabel('Name', { exact: true }).fill(name);
  await frame.getByLabel('Password', { exact: true }).fill('a-good-password');
  await frame.getByLabel(/I am at least 18 years old/).check();
  await frame.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/**
 * Runs a login or signup and waits for what follows it: the tab reloads (spec part 1 §4: after
 * vxpay/onsuccess, no stored redirect and no url) and shows the logged-in navbar. The page's
 * `load` event, not `framenavigated`: closing the frame also edits the address (replaceState).
 */
export async function awaitLoginReload(page: Page, submit: () => Promise<void>): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await submit();
  await reloaded;
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('checkout-frame')).toHaveCount(0);
}

/** Signs a new guest up through the navbar's "Sign up" and waits for the logged-in page. */
export async function signUp(page: Page): Promise<string> {
  const name = uniqueName();
  await page.getByTestId('signup-button').click();
  await awaitLoginReload(page, () => fillSignup(frameOf(page), name));
  return name;
}

export async function payWithCard(frame: FrameLocator, cardNumber: string): Promise<void> {
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByLabel('Card holder').fill('Test Guest');
}

export async function topUpTen(page: Page, cardNumber: string): Promise<FrameLocator> {
  await page.getByTestId('topup-button').click();
  return payTenInFrame(page, cardNumber);
}

/** In the open top-up frame: 10 € with `cardNumber`, paid. */
export async function payTenInFrame(page: Page, cardNumber: string): Promise<FrameLocator> {
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: '€10.00', exact: true }).click();
  await payWithCard(frame, cardNumber);
  await frame.getByRole('button', { name: 'Pay €10.00' }).click();
  return frame;
}

/** Tops the logged-in guest up by 10 € with a card that succeeds, closes the frame and waits for the balance (`balance`, 10 € unless told). */
export async function topUpTenAndClose(page: Page, balance = '€10.00'): Promise<void> {
  await page.getByTestId('topup-button').click();
  await topUpTenInOpenFrame(page);
  await expect(page.getByTestId('navbar-balance')).toContainText(balance, { timeout: 10_000 });
}

/** In the top-up frame something else opened: 10 € with a card that succeeds, then Done. */
export async function topUpTenInOpenFrame(page: Page): Promise<void> {
  const frame = await payTenInFrame(page, '4242 4242 4242 4242');
  await expect(frame.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Done' }).click();
}

/** Logs an existing account in through the navbar's "Log in" and waits for the logged-in page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-button').click();
  const frame = frameOf(page);
  await frame.getByLabel('E-mail address').fill(email);
  await frame.getByLabel('Password', { exact: true }).fill(password);
  await awaitLoginReload(page, () => frame.getByRole('button', { name: 'Log in', exact: true }).click());
}
