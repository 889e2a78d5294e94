import type { Page } from '@playwright/test';
import { openHome, signUp } from './accountHelpers.ts';
import { expect, socketLive, storedToken, test } from './fixtures.ts';

// The navbar's inbox (messenger issue): the message preview (at most 5 channels) with the unread
// count, the notification bell whose "mark all as seen" clears the count in every tab, and the
// app badge that follows the unread messages, cleared in every tab once they are read in one
// and at logout (issue 22 point 9).

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };

async function guestOf(page: Page): Promise<{ token: string; guestId: number }> {
  const token = (await storedToken(page))!;
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return { token, guestId: ((await answer.json()) as { guest: { id: number } }).guest.id };
}

test('the navbar preview shows at most 5 channels, and an actor message raises the unread count live', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { badgeCalls: number[] }).badgeCalls = calls;
    Object.assign(navigator, {
      setAppBadge: async (count?: number) => void calls.push(count ?? 0),
      clearAppBadge: async () => void calls.push(0),
    });
  });
  await openHome(page);
  await signUp(page);
  const { token, guestId } = await guestOf(page);
  // seven channels, made as a guest makes them (touch by actor)
  for (let actorId = 101; actorId <= 107; actorId++) {
    const touched = await page.request.post('/api/vxql?language=en', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: 'mutation($a: Int!) { touchMessengerChannel(actorId: $a) { id } }', variables: { a: actorId } },
    });
    expect(touched.ok()).toBe(true);
  }
  await expect(page.getByTestId('navbar-messages-count')).toHaveCount(0);
  await socketLive(page);
  const written = await page.request.post('/api/v1/internal/actors/108/message', {
    headers: INTERNAL,
    data: { guestId, text: 'Hello from the actor' },
  });
  expect(written.ok()).toBe(true);
  await expect(page.getByTestId('navbar-messages-count')).toHaveText('1');
  await expect.poll(() => page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1))).toBe(1);

  await page.getByTestId('navbar-messages-button').click();
  const preview = page.getByTestId('navbar-message-preview');
  await expect(preview.getByTestId('navbar-message')).toHaveCount(5);
  await expect(preview.getByTestId('navbar-message').first()).toHaveAttribute('data-unread', 'true');
  await expect(preview.getByTestId('navbar-message').first()).toContainText('Hello from the actor');
});

test('marking all notifications as seen clears the badge in both tabs; hidden types never show', async ({ context, page }) => {
  await openHome(page);
  await signUp(page);
  const { guestId } = await guestOf(page);
  const other = await context.newPage();
  await other.goto('/en/');
  await expect(other.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true');
  for (const [type, text] of [
    [1, 'First news'],
    [6, 'Hidden six'],
    [2, 'Second news'],
    [22, 'Hidden twenty-two'],
    [3, 'Third news'],
  ] as const) {
    const made = await page.request.post('/api/v1/internal/notify', { headers: INTERNAL, data: { guestId, type, text, link: null } });
    expect(made.ok()).toBe(true);
  }
  for (const tab of [page, other]) await expect(tab.getByTestId('navbar-notifications-count')).toHaveText('3');
  await expect(page.getByTestId('floating-notification').first()).toBeVisible();

  await page.getByTestId('navbar-notifications-button').click();
  const list = page.getByTestId('notification-list');
  await expect(list.getByTestId('notification')).toHaveCount(3);
  await expect(list).not.toContainText('Hidden');
  await list.getByTestId('notifications-mark-all-seen').click();
  for (const tab of [page, other]) await expect(tab.getByTestId('navbar-notifications-count')).toHaveCount(0);
  await expect(list.getByTestId('notification').first()).toHaveAttribute('data-unread', 'false');
  await other.close();
});

test('the app badge clears in every tab once the messages are read in one, and at logout (issue 22)', async ({ context, page }) => {
  await context.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { badgeCalls: number[] }).badgeCalls = calls;
    Object.assign(navigator, {
      setAppBadge: async (count?: number) => void calls.push(count ?? 0),
      clearAppBadge: async () => void calls.push(0),
    });
  });
  const lastBadge = (tab: Page) => tab.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1) ?? null);
  await openHome(page);
  await signUp(page);
  const { guestId } = await guestOf(page);
  const other = await context.newPage();
  await other.goto('/en/');
  await expect(other.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'true');
  await socketLive(page);
  await socketLive(other);

  const written = await page.request.post('/api/v1/internal/actors/109/message', {
    headers: INTERNAL,
    data: { guestId, text: 'Read me in the other tab' },
  });
  expect(written.ok()).toBe(true);
  await expect.poll(() => lastBadge(page)).toBe(1);
  await expect.poll(() => lastBadge(other)).toBe(1);

  // read in the other tab: the count reaches 0 everywhere, and so does the badge
  await other.goto('/en/messenger/?actorId=109');
  await expect(other.getByTestId('conversation')).toHaveAttribute('data-actor-id', '109', { timeout: 15_000 });
  await expect(page.getByTestId('navbar-messages-count')).toHaveCount(0);
  await expect.poll(() => lastBadge(page)).toBe(0);
  await expect.poll(() => lastBadge(other)).toBe(0);

  const again = await page.request.post('/api/v1/internal/actors/110/message', {
    headers: INTERNAL,
    data: { guestId, text: 'Unread at logout' },
  });
  expect(again.ok()).toBe(true);
  await expect.poll(() => lastBadge(page)).toBe(1);
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', 'false', { timeout: 15_000 });
  await expect.poll(() => lastBadge(page)).toBe(0);
});
