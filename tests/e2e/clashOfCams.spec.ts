import type { Locator, Page } from '@playwright/test';
import { frameOf, openHome, signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// Clash of cams end to end (issue 21, point 10): a guest votes in one tab (a double click) and
// the standing moves once, without a reload, in the guest's other tab and in another visitor's
// browser (German); the same vote from the other tab counts nothing; a logged-out visitor's
// button asks them to log in.

const actorCard = (page: Page, index: number): Locator => page.getByTestId('clash-actor').nth(index);
const votesOf = async (card: Locator): Promise<number> => Number(await card.getByTestId('clash-votes').getAttribute('data-votes'));

test('a vote in one tab moves the standing in the other tabs without a reload, once', async ({ page, browser }) => {
  await openHome(page);
  await signUp(page);
  await page.goto('/en/clash-of-cams/');
  await expect(actorCard(page, 1).getByTestId('clash-vote')).toBeEnabled();

  const other = await page.context().newPage();
  await other.goto('/en/clash-of-cams/');
  await expect(actorCard(other, 1).getByTestId('clash-vote')).toBeEnabled();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/de/clash-of-cams/');
  await dismissCookieBanner(stranger);
  await expect(actorCard(stranger, 1).getByTestId('clash-vote')).toHaveText('Zum Abstimmen anmelden');

  // a mark on each window that a reload would wipe
  for (const tab of [other, stranger]) await tab.evaluate(() => Object.assign(window, { notReloaded: true }));
  const before = await votesOf(actorCard(other, 1));
  const firstBefore = await votesOf(actorCard(other, 0));
  expect(await votesOf(actorCard(stranger, 1))).toBe(before);

  await actorCard(page, 1).getByTestId('clash-vote').dblclick();
  await expect(actorCard(page, 1).getByTestId('clash-my-vote')).toBeVisible();
  await expect(page.getByTestId('clash-outcome')).toHaveAttribute('data-outcome', 'voted');
  await expect(actorCard(page, 0).getByTestId('clash-vote')).toBeDisabled();
  await expect(actorCard(page, 1).getByTestId('clash-votes')).toHaveAttribute('data-votes', String(before + 1));

  for (const tab of [other, stranger]) {
    await expect(actorCard(tab, 1).getByTestId('clash-votes')).toHaveAttribute('data-votes', String(before + 1));
    expect(await tab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }
  await expect(actorCard(stranger, 1).getByTestId('clash-votes')).toContainText(`${before + 1} Stimmen`);
  expect(await votesOf(actorCard(other, 0))).toBe(firstBefore);

  // the same vote from the guest's other tab counts nothing and says so
  await actorCard(other, 1).getByTestId('clash-vote').click();
  await expect(other.getByTestId('clash-outcome')).toHaveAttribute('data-outcome', 'votedBefore');
  await expect(actorCard(other, 1).getByTestId('clash-my-vote')).toBeVisible();
  await expect(actorCard(other, 1).getByTestId('clash-votes')).toHaveAttribute('data-votes', String(before + 1));

  // the double click counted once: a fresh load says the same
  await other.reload();
  await expect(actorCard(other, 1).getByTestId('clash-votes')).toHaveAttribute('data-votes', String(before + 1));
  await expect(actorCard(other, 1).getByTestId('clash-my-vote')).toBeVisible();
});

test('a logged-out visitor is asked to log in to vote', async ({ page }) => {
  await page.goto('/en/contests/');
  await dismissCookieBanner(page);
  await page.getByTestId('clash-link').click();
  await expect(page.getByTestId('clash-page')).toBeVisible();
  const before = await votesOf(actorCard(page, 0));
  await actorCard(page, 0).getByTestId('clash-vote').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  expect(await votesOf(actorCard(page, 0))).toBe(before);
});
