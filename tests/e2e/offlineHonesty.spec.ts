import type { Locator, Page } from '@playwright/test';
import { openHome, signUp } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { expect, test } from './fixtures.ts';
import { accessibilityProblemsOf } from './screenChecks.ts';

// Offline honesty (issue 22 point 8): while the browser is offline the live actions (start a
// chat, buy, top up) are disabled, each with a visible, translated reason the button is described
// by, and the page stays free of serious accessibility problems; back online they work again.
// The messenger's waiting message is in messenger.spec.ts, the outbox's flushes in outbox.spec.ts.

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };
/** This spec's own actor (livechat.spec.ts sets 61 to 67 online): set online for the chat buttons. */
const CHAT_ACTOR_ID = 93;

function actorName(id: number): string {
  return readE2eDatabase((db) => (db.prepare('select name_lower as name from actors where id = ?').get(id) as { name: string }).name);
}

/** A paid video a new guest can buy (as albums.spec.ts picks one). */
function paidVideoPath(): string {
  const album = readE2eDatabase(
    (db) =>
      db
        .prepare(
          `select albums.id, actors.name_lower as actor from albums join actors on actors.id = albums.actor_id
           where albums.published_at <= ? and albums.type = 'video' and albums.is_vip = 0 and albums.is_free = 0 and albums.age_rating = 16 and albums.price > 0
           order by albums.id desc limit 1`,
        )
        .get(Date.now()) as { id: number; actor: string },
  );
  return `/en/amateur/${album.actor}/pictures/${album.id}/`;
}

const OFFLINE_REASON = {
  chat: 'You are offline: live chats and calls start again when you are back online.',
  buy: 'You are offline: you can buy again when you are back online.',
  topUp: 'You are offline: you can top up again when you are back online.',
};

async function expectWaitsOffline(button: Locator, reason: string): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
}

async function expectNoAxeProblems(page: Page): Promise<void> {
  expect(await accessibilityProblemsOf(page)).toEqual([]);
}

test('offline, the chat, buy and top-up buttons are disabled with their reason, and work again back online', async ({ page, context }) => {
  await openHome(page);
  await signUp(page);
  const online = await page.request.post(`/api/v1/internal/actors/${CHAT_ACTOR_ID}/online`, {
    headers: INTERNAL,
    data: { online: true, freeChat: false },
  });
  expect(online.ok()).toBe(true);

  await page.goto(`/en/amateur/${actorName(CHAT_ACTOR_ID)}/`);
  const chat = page.getByTestId(/^livechat-start-/).first();
  const topUp = page.getByTestId('topup-button');
  await expect(chat).toBeEnabled();
  await expect(topUp).toBeEnabled();

  await context.setOffline(true);
  await expectWaitsOffline(chat, OFFLINE_REASON.chat);
  await expect(page.getByTestId('offline-reason-chat')).toBeVisible();
  await expect(page.getByTestId('offline-reason-chat')).toHaveText(OFFLINE_REASON.chat);
  // the navbar has no room beside its button: the reason is its description and its title
  await expectWaitsOffline(topUp, OFFLINE_REASON.topUp);
  await expect(topUp).toHaveAttribute('title', OFFLINE_REASON.topUp);
  await expectNoAxeProblems(page);

  await context.setOffline(false);
  await expect(chat).toBeEnabled();
  await expect(topUp).toBeEnabled();
  await expect(page.getByTestId('offline-reason-chat')).toHaveCount(0);

  await page.goto(paidVideoPath());
  const buy = page.getByTestId('album').getByTestId('album-buy');
  await expect(buy).toBeEnabled();
  await context.setOffline(true);
  await expectWaitsOffline(buy, OFFLINE_REASON.buy);
  await expect(page.getByTestId('offline-reason-buy')).toBeVisible();
  await expectNoAxeProblems(page);
  await context.setOffline(false);
  await expect(buy).toBeEnabled();
});
