import type { Locator, Page } from '@playwright/test';
import { TEASER_COOKIE } from '../../src/contract/storageKeys.ts';
import { frameOf, logIn, openHome, signUp, topUpTenAndClose } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';

// The promo manager (issue 20): every banner, strip, teaser and offer the app shows on its own
// goes through one manager. At most one shows at a time, below the navbar (never over the
// navbar, the balance or Top up), and none contradicts the guest: no balance-low offer after a
// top-up, no sign-up offer to a logged-in guest.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/**
 * A new guest logged in on a phone: the account is made on a desktop (the phone's navbar has no
 * room for "Sign up"), then the guest logs out and logs in again through the phone's navbar.
 */
async function logInOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await openHome(page);
  const name = await signUp(page);
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false', { timeout: 15_000 });
  await page.setViewportSize(PHONE);
  await logIn(page, `${name}@example.com`, 'a-good-password');
}

/** The promos on screen. */
const shownPromos = (page: Page) => page.locator('[data-promo]:visible');

/** The one promo on screen's id, once exactly one shows. */
async function theOnePromo(page: Page): Promise<string> {
  await expect(shownPromos(page)).toHaveCount(1);
  return (await shownPromos(page).getAttribute('data-promo')) ?? '';
}

/** Whether the element at the centre of `target` is `target` itself (or inside it): nothing covers it. */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Closes the promo on screen (its dismiss or close button). */
async function closeShownPromo(page: Page): Promise<void> {
  await shownPromos(page)
    .getByRole('button', { name: /^(Dismiss|Close|Close offer|Not now)$/ })
    .first()
    .click();
}

/** A paid video the guest may only preview (as contests.spec.ts picks it). */
function previewOnlyVideo(): { id: number; actor: string } {
  return readE2eDatabase(
    (db) =>
      db
        .prepare(
          `select albums.id, actors.name_lower as actor from albums join actors on actors.id = albums.actor_id
         where albums.type = 'video' and albums.is_free = 0 and albums.is_vip = 0 and albums.age_rating = 16 and albums.published_at <= ? order by albums.id limit 1`,
        )
        .get(Date.now()) as { id: number; actor: string },
  );
}

test('after login on a phone the Top up button is tappable: the promos sit below the navbar, one at a time', async ({ page }) => {
  await logInOnPhone(page);
  // The new guest has several promos due (age check, the e-mail link, the welcome chat): none
  // pushes the page the guest just opened; at the first key press one shows.
  await expect(page.getByTestId('promo-host')).not.toHaveAttribute('data-offered', '0');
  await expect(shownPromos(page)).toHaveCount(0);
  await engage(page);
  await theOnePromo(page);
  const topUp = page.getByTestId('topup-button');
  const navbar = await page.getByTestId('navbar').boundingBox();
  const promo = await shownPromos(page).boundingBox();
  expect(promo!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
  expect(await isOnTop(topUp)).toBe(true);
  expect(await isOnTop(page.getByTestId('navbar-balance'))).toBe(true);
  await topUp.click();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
});

test('after login on a desktop the promo covers neither the logo nor the navigation', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page);
  await signUp(page);
  await engage(page);
  await theOnePromo(page);
  const navbar = page.getByTestId('navbar');
  const promo = await shownPromos(page).boundingBox();
  const bar = await navbar.boundingBox();
  expect(promo!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
  expect(await isOnTop(navbar.getByRole('link').first())).toBe(true);
  expect(await isOnTop(page.getByTestId('topup-button'))).toBe(true);
  expect(await isOnTop(page.getByTestId('navbar-balance'))).toBe(true);
});

test('on a page with many promos due only one shows at a time; closing it brings the next, never two', async ({ page }) => {
  await logInOnPhone(page);
  // The contests page adds its incentives (special top-up, VIP club) and its teaser.
  await page.goto('/en/contests/');
  await expect(page.getByTestId('incentive-slot')).toBeAttached();
  await engage(page);
  const seen: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    const id = await theOnePromo(page);
    expect(seen).not.toContain(id);
    seen.push(id);
    await closeShownPromo(page);
    await expect(shownPromos(page).and(page.locator(`[data-promo="${id}"]`))).toHaveCount(0);
  }
  expect(seen.length).toBeGreaterThan(1);
  expect(await isOnTop(page.getByTestId('topup-button'))).toBe(true);
});

test('a closed teaser strip stays closed after a reload: its teasers are not even asked for', async ({ page }) => {
  await logInOnPhone(page);
  await page.goto('/en/contests/');
  await expect(page.getByTestId('incentive-slot')).toBeAttached();
  await engage(page);
  // close what outranks the strip until the strip is the one shown
  for (let round = 0; round < 10 && (await theOnePromo(page)) !== 'teasers'; round += 1) {
    const id = await theOnePromo(page);
    await closeShownPromo(page);
    await expect(page.locator(`[data-promo="${id}"]`)).toHaveCount(0);
  }
  const strip = page.getByTestId('teasers');
  await expect(strip).toBeVisible();
  await strip.getByRole('button', { name: 'Close' }).click();
  await expect(strip).toHaveCount(0);
  const teaserCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('teaser/getTeasers')) teaserCalls.push(request.url());
  });
  // the slot asks for the page's incentives and teasers together: once those answered, the teasers were not asked for
  const incentivesAsked = page.waitForResponse((response) => response.url().includes('conversion/getPageLoadIncentives'));
  await page.reload();
  await expect(page.getByTestId('contests-page')).toBeVisible();
  await incentivesAsked;
  await engage(page);
  expect(teaserCalls).toEqual([]);
  await expect(page.getByTestId('teasers')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === TEASER_COOKIE.name)).toMatchObject({ value: '1' });
});

test('while the cookie banner asks, no offer shows; once answered, the page offer does', async ({ page }) => {
  await page.goto('/en/contests/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(page.getByTestId('incentive-slot')).toBeAttached();
  await expect(shownPromos(page)).toHaveCount(0);
  await dismissCookieBanner(page);
  await expect(page.locator('[data-promo][data-incentive-type="specialTopUp"]')).toBeVisible();
  await theOnePromo(page);
});

test('after a top-up no balance-low offer shows', async ({ page }) => {
  await logInOnPhone(page);
  // Clear what the new guest is shown anyway (age check, e-mail, welcome chat), so a balance-low
  // offer would have nothing above it. (The clicks also start the home page's incentives.)
  await engage(page);
  await theOnePromo(page);
  for (let round = 0; round < 5 && (await shownPromos(page).count()) > 0; round += 1) {
    const id = await theOnePromo(page);
    await closeShownPromo(page);
    await expect(page.locator(`[data-promo="${id}"]`)).toHaveCount(0);
  }
  await expect(shownPromos(page)).toHaveCount(0);
  const reloaded = page.waitForResponse(
    (response) => response.url().includes('conversion/getIncentivesByEvent') && response.url().includes('event=balance'),
  );
  await topUpTenAndClose(page);
  const answer = (await (await reloaded).json()) as { incentives: { type: string }[] };
  expect(answer.incentives.map((incentive) => incentive.type)).not.toContain('refill');
  await expect(page.locator('[data-incentive-type="refill"]')).toHaveCount(0);
  await expect(page.getByText(/running low/i)).toHaveCount(0);
  // Nor on the next page: the top-up is remembered.
  await page.goto('/en/contests/');
  await engage(page);
  await theOnePromo(page);
  await expect(page.locator('[data-incentive-type="refill"], [data-incentive-type="specialTopUp"]')).toHaveCount(0);
});

test('a logged-in guest is never offered to sign up, not even at a video preview', async ({ page }) => {
  const video = previewOnlyVideo();
  await openHome(page);
  await signUp(page);
  const asked = page.waitForResponse((response) => response.url().includes('conversion/getVideoPreviewEndIncentives'));
  await page.goto(`/en/amateur/${video.actor}/pictures/${video.id}/`);
  await asked;
  await engage(page);
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true');
  await expect(page.locator('[data-incentive-type="videoPreviewEnd"]')).toHaveCount(0);
  await expect(page.getByText(/sign up/i)).toHaveCount(0);
});

test('on a phone a floating notification covers neither the navbar nor the tab bar', async ({ page }) => {
  await logInOnPhone(page);
  const token = (await storedToken(page))!;
  const profile = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  const guestId = ((await profile.json()) as { guest: { id: number } }).guest.id;
  const floating = page.getByTestId('floating-notification').first();
  // Sent again until it arrives: the page's live connection may still be starting after the login.
  await expect(async () => {
    const made = await page.request.post('/api/v1/internal/notify', {
      headers: { 'x-internal-token': 'e2e-internal-token' },
      data: { guestId, type: 1, text: 'News for you', link: null },
    });
    expect(made.ok()).toBe(true);
    await expect(floating).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const box = (await floating.boundingBox())!;
  const navbar = (await page.getByTestId('navbar').boundingBox())!;
  const tabBar = (await page.locator('.mobile-bar').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
  expect(await isOnTop(page.getByTestId('topup-button'))).toBe(true);
});
