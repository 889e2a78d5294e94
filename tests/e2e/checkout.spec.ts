import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';
import { awaitLoginReload, fillSignup, frameOf, openHome, payWithCard, signUp, topUpTen, uniqueName } from './accountHelpers.ts';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// Accounts and the checkout frame, end to end: the app on its origin, the frame on the checkout
// origin (the next port), the real server and database, sandbox payments. Every test signs up
// its own guest, so tests never share a balance.

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };

/** The tab's stored access token; read again after a navigation that was still settling. */
async function tokenOf(page: Page): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function guestIdOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { guest: { id: number } }).guest.id;
}

test('a new guest signs up, tops up with a test card, and both open tabs show the new balance without a reload', async ({ context }) => {
  // Two tabs, a signup or two and a payment: a long test, on a busy machine longer.
  const first = await context.newPage();
  await openHome(first);
  const second = await context.newPage();
  await second.goto('/en/');
  await expect(second.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false');

  await signUp(first);
  // the other tab is logged in too, through the shared socket
  await expect(second.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true', { timeout: 10_000 });
  await expect(second.getByTestId('navbar-balance')).toContainText('€0.00');
  await second.waitForLoadState('load');
  // from here on the other tab must not reload: the top-up reaches it live
  await second.evaluate(() => ((window as unknown as { stayedOpen: boolean }).stayedOpen = true));

  const frame = await topUpTen(first, '4242 4242 4242 4242');
  await expect(frame.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  for (const tab of [first, second]) await expect(tab.getByTestId('navbar-balance')).toContainText('€10.00', { timeout: 10_000 });
  expect(await second.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(first.getByTestId('checkout-frame')).toHaveCount(0, { timeout: 10_000 });
});

test('a declined test card changes nothing and says why', async ({ page, request }) => {
  await openHome(page);
  await signUp(page);
  const frame = await topUpTen(page, '4000 0000 0000 0002');
  await expect(frame.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText('Nothing was charged.')).toBeVisible();
  await expect(frame.locator('.result-reason')).toHaveText(/declined/i);
  const token = (await tokenOf(page))!;
  const balance = await request.get('/api/v1/guest/getGuestBalance', { headers: { authorization: `Bearer ${token}` } });
  expect(((await balance.json()) as { balance: number }).balance).toBe(0);
  await expect(page.getByTestId('navbar-balance')).toContainText('€0.00');
});

test('logging in in one tab logs the other tab in, and logging out there logs both out', async ({ context, browser }) => {
  // Two tabs, a signup or two and a payment: a long test, on a busy machine longer.
  // the account, made in a browser of its own
  const other = await browser.newContext();
  const setup = await other.newPage();
  await openHome(setup);
  const name = await signUp(setup);
  await other.close();

  const first = await context.newPage();
  await openHome(first);
  const second = await context.newPage();
  await second.goto('/en/');
  await second.getByTestId('navbar-account').waitFor();
  await second.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  await first.getByTestId('login-button').click();
  const frame = frameOf(first);
  await frame.getByLabel('E-mail address').fill(`${name}@example.com`);
  await frame.getByLabel('Password', { exact: true }).fill('a-good-password');
  await awaitLoginReload(first, () => frame.getByRole('button', { name: 'Log in', exact: true }).click());
  for (const tab of [first, second])
    await expect(tab.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true', { timeout: 15_000 });
  // the other tab was logged in live, not by a reload
  expect(await second.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  await second.getByTestId('logout-button').click();
  for (const tab of [first, second])
    await expect(tab.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false', { timeout: 15_000 });
});

test('a pin tried while logged out is replayed after login', async ({ page, request }) => {
  await openHome(page);
  const tile = page.getByTestId('home-block-top').locator('.tile-wrap').first();
  const actorId = Number(await tile.getByTestId('actor-tile').getAttribute('data-actor-id'));
  expect(actorId).toBeGreaterThan(0);
  await tile.getByTestId('pin-button').click();
  // logged out: the pin waits and the login frame opens
  const frame = frameOf(page);
  await expect(frame.getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  await frame
    .getByRole('button', { name: /Sign up|Create/ })
    .first()
    .click();
  await awaitLoginReload(page, () => fillSignup(frame, uniqueName()));

  const token = (await tokenOf(page))!;
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/vxql?language=en', {
          headers: { authorization: `Bearer ${token}` },
          data: { query: '{ pinnedModels(first: 50) { items { id } } }' },
        });
        const body = (await answer.json()) as { data?: { pinnedModels: { items: { id: number }[] } } };
        return body.data?.pinnedModels.items.map((item) => item.id) ?? [];
      },
      { timeout: 10_000 },
    )
    .toContain(actorId);
  // and the home page's favourites block shows it pinned
  await page.reload();
  const favourite = page
    .getByTestId('home-block-favorite')
    .locator('.tile-wrap')
    .filter({ has: page.locator(`[data-actor-id="${actorId}"]`) });
  await expect(favourite.getByTestId('pin-button')).toHaveAttribute('aria-pressed', 'true');
});

test('a message from another origin, or from the frame with a wrong id, is ignored and logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openHome(page);
  await page.getByTestId('login-button').click();
  const frameElement = page.getByTestId('checkout-frame');
  await expect(frameOf(page).getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
  const frameId = new URL((await frameElement.getAttribute('src'))!).searchParams.get('fid')!;
  const tokenBefore = await tokenOf(page);
  const forged = (id: string) => JSON.stringify({ type: 'login', id, data: { accessToken: 'A'.repeat(43), guestId: 1, isSignup: false } });

  // from the app's own origin (not the frame's), with the right id
  await page.evaluate((message) => window.postMessage(message, '*'), forged(frameId));
  await expect.poll(() => warnings.filter((w) => w.includes('Invalid message response')).length).toBe(1);

  // from the frame's origin, with a wrong id
  const checkoutFrame = page.frames().find((f) => f.url().includes('/frame/'))!;
  await checkoutFrame.evaluate((message) => window.parent.postMessage(message, '*'), forged('not-the-frame-id'));
  await expect.poll(() => warnings.filter((w) => w.includes('Invalid message response')).length).toBe(2);

  // from the frame's origin with the right id but an action the app does not know
  await checkoutFrame.evaluate(
    (message) => window.parent.postMessage(message, '*'),
    JSON.stringify({ type: 'grant.everything', id: frameId, data: {} }),
  );
  await expect.poll(() => warnings.filter((w) => w.includes('Unhandled message response action')).length).toBe(1);

  expect(await tokenOf(page)).toBe(tokenBefore);
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false');
});

test('a reload in the middle of a top-up restores the flow from vxpFlow', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await page.getByTestId('topup-button').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/vxpFlow=moneycharge/);
  await expect(page).toHaveURL(/showModalbox=1/);

  await page.reload();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await frameOf(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('checkout-frame')).toHaveCount(0, { timeout: 10_000 });
  await expect(page).not.toHaveURL(/vxpFlow/);
});

test('buying VIP makes VIP videos free and counts as the TV plan', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const vipBlock = page.getByTestId('home-block-vip30');
  await expect(vipBlock.getByTestId('video-tile').first()).toBeVisible();
  await expect(vipBlock.getByTestId('free-with-vip')).toHaveCount(0);

  await page.goto('/en/?vxpAutoFlow=vipabo');
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Become VIP' })).toBeVisible({ timeout: 15_000 });
  await frame
    .getByRole('radio', { name: /^VIP\b/ })
    .first()
    .check()
    .catch(() => undefined);
  await payWithCard(frame, '4242424242424242');
  await frame.getByRole('button', { name: /^Subscribe for/ }).click();
  await expect(frame.getByRole('heading', { name: 'Welcome to VIP' })).toBeVisible({ timeout: 15_000 });
  // live, without a reload: every VIP tile is now free for this guest
  await expect(vipBlock.getByTestId('free-with-vip').first()).toBeVisible({ timeout: 10_000 });
  await frame.getByRole('button', { name: 'Done' }).click();

  await page.goto('/en/myglimmer/profile/');
  await expect(page.locator('[data-plan="vip"]')).toHaveAttribute('data-state', 'active');
  await expect(page.locator('[data-plan="vxtv"]')).toHaveAttribute('data-state', 'includedInVip');
});

test("a locked guest's tab is logged out", async ({ page, request }) => {
  await openHome(page);
  await signUp(page);
  const token = (await tokenOf(page))!;
  const guestId = await guestIdOf(request, token);
  const lock = await request.post(`/api/v1/internal/guests/${guestId}/lock`, { headers: INTERNAL, data: {} });
  expect(lock.ok()).toBe(true);
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false', { timeout: 10_000 });
  expect(await tokenOf(page)).not.toBe(token);
});

test('a common password at signup is refused with a sentence in the guest’s language next to the password field', async ({ page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await page.getByTestId('signup-button').click();
  const frame = frameOf(page);
  const name = uniqueName();
  await frame.getByLabel('E-Mail-Adresse').fill(`${name}@example.com`);
  await frame.getByLabel('Name', { exact: true }).fill(name);
  await frame.getByLabel('Passwort', { exact: true }).fill('password123');
  await frame.getByLabel(/Ich bin mindestens 18 Jahre alt/).check();
  await frame.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(
    frame.getByText('Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wähle ein anderes.'),
  ).toBeVisible();
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false');
});
