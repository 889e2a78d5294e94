import type { Page } from '@playwright/test';
import { DEMO_CHANNEL_ACTORS_FROM } from '../../server/db/seed/demoMessenger.ts';
import { logIn, openHome, signUp, topUpTenAndClose, topUpTenInOpenFrame, uniqueName } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { expect, storedToken, test } from './fixtures.ts';

// The messenger page end to end (messenger issue): a message with a gift charged exactly its
// shown price, the performer's answer live in two tabs, the demo account's channel list in every
// view, and a message written offline sent once. The server's simulator answers messages (rate
// 0: performers stay where the seed put them). Actors are picked from the e2e database above the
// demo account's, each test its own, so the tests never share a channel.

interface SeedActor {
  id: number;
  priceMessage: number;
}

/** The `index`-th actor (by id) above the demo account's actors with or without free messages. */
function pickActor(withFreeMessages: boolean, index: number): SeedActor {
  return readE2eDatabase(
    (db) =>
      db
        .prepare(
          `select id, price_message as priceMessage from actors where id > ? and price_free_messages ${withFreeMessages ? '>= 1' : '= 0'}
           order by id limit 1 offset ?`,
        )
        .get(DEMO_CHANNEL_ACTORS_FROM + 20, index) as SeedActor,
  );
}

const storedMessages = (text: string) =>
  readE2eDatabase(
    (db) => (db.prepare("select count(*) as n from messages where text = ? and sender = 'guest'").get(text) as { n: number }).n,
  );

async function balanceOf(page: Page): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/v1/guest/getGuestBalance', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { balance: number }).balance;
}

async function openConversation(page: Page, actorId: number): Promise<void> {
  await page.goto(`/en/messenger/?actorId=${actorId}`);
  await expect(page.getByTestId('conversation')).toHaveAttribute('data-actor-id', String(actorId), { timeout: 15_000 });
  await expect(page.getByTestId('message-list')).toBeVisible();
}

async function write(page: Page, text: string): Promise<void> {
  await page.getByTestId('composer-text').fill(text);
  await page.getByTestId('composer-send').click();
}

const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test('a message with a gift costs exactly the price shown before sending', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await topUpTenAndClose(page);

  const actor = pickActor(false, 0);
  await openConversation(page, actor.id);
  await page.getByTestId('gift-picker-toggle').click();
  const gift = page.getByTestId('gift-option').and(page.locator('[data-vip="false"]')).first();
  const giftId = Number(await gift.getAttribute('data-gift-id'));
  await gift.click();
  await expect(gift).toHaveAttribute('aria-pressed', 'true');
  const giftCents = readE2eDatabase(
    (db) => (db.prepare('select price_value as cents from gifts where id = ?').get(giftId) as { cents: number }).cents,
  );

  // a new guest holds no gifts and has no free messages with this actor: the message and the gift are paid
  const price = page.getByTestId('composer-price');
  await expect(price).toHaveAttribute('data-cents', String(actor.priceMessage + giftCents));
  const shownCents = Number(await price.getAttribute('data-cents'));
  await expect(price).toContainText(`€${(shownCents / 100).toFixed(2)}`);

  const text = `A rose for you ${uniqueName()}`;
  await write(page, text);
  // a gift bought with money asks once before the message goes
  await expect(page.getByTestId('composer-send')).toHaveText(`Confirm €${(shownCents / 100).toFixed(2)}`);
  await expect(message(page, text)).toHaveCount(0);
  await page.getByTestId('composer-send').click();
  await expect(message(page, text)).toHaveAttribute('data-state', 'sent', { timeout: 10_000 });
  await expect(message(page, text).getByTestId('message-gift')).toHaveAttribute('data-gift-id', String(giftId));
  expect(await balanceOf(page)).toBeCloseTo((1_000 - shownCents) / 100, 2);
  await expect(page.getByTestId('navbar-balance')).toContainText(`€${((1_000 - shownCents) / 100).toFixed(2)}`);
});

test("the performer's answer raises the unread count in a tab not showing the channel; choosing it there reads it", async ({ context }) => {
  const writing = await context.newPage();
  await openHome(writing);
  await signUp(writing);
  const watching = await context.newPage();
  await watching.goto('/en/messenger/');
  await expect(watching.getByTestId('channel-list')).toHaveAttribute('data-status', 'ready');
  await expect(watching.getByTestId('channel-empty')).toBeVisible();
  // a guest with no conversation yet is shown whom to write to
  await expect(watching.getByTestId('no-conversation')).toHaveAttribute('data-has-channels', 'false');
  await expect(watching.getByTestId('no-conversation').getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  const actor = pickActor(true, 0);
  await openConversation(writing, actor.id);
  const channelId = Number(await writing.getByTestId('conversation').getAttribute('data-channel-id'));
  const text = `Hello there ${uniqueName()}`;
  await write(writing, text);
  await expect(message(writing, text)).toHaveAttribute('data-state', 'sent', { timeout: 10_000 });
  // the tab showing the conversation goes before the answer comes (the simulator answers after 1.5 to 4 s)
  await writing.close();

  const channel = watching.getByTestId('channel-item').and(watching.locator(`[data-actor-id="${actor.id}"]`));
  await expect(channel).toHaveAttribute('data-unread-count', '1', { timeout: 10_000 });
  const answerText = readE2eDatabase(
    (db) =>
      (
        db.prepare("select text from messages where channel_id = ? and sender = 'actor' order by id desc limit 1").get(channelId) as {
          text: string;
        }
      ).text,
  );
  await expect(channel.getByTestId('channel-subject')).toHaveText(answerText);
  await expect(channel.getByTestId('channel-unread')).toBeVisible();
  await expect(watching.getByTestId('conversation')).toHaveCount(0);

  // choosing it reads it
  await channel.click();
  await expect(watching.getByTestId('conversation')).toHaveAttribute('data-channel-id', String(channelId));
  await expect(watching.getByTestId('no-conversation')).toHaveCount(0);
  await expect(channel).toHaveAttribute('data-unread-count', '0');
  await expect(channel.getByTestId('channel-unread')).toHaveCount(0);
});

test('an answer that arrives in the open conversation is read at once: no badge, and the server is told', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const actor = pickActor(true, 2);
  await openConversation(page, actor.id);
  const channelId = Number(await page.getByTestId('conversation').getAttribute('data-channel-id'));
  const text = `Good evening ${uniqueName()}`;
  await write(page, text);
  await expect(message(page, text)).toHaveAttribute('data-state', 'sent', { timeout: 10_000 });

  // the simulator answers after 1.5 to 4 s; the guest does nothing meanwhile
  const answer = page.getByTestId('message').and(page.locator('[data-sender="actor"]'));
  await expect(answer).toHaveCount(1, { timeout: 10_000 });
  const channel = page.getByTestId('channel-item').and(page.locator(`[data-actor-id="${actor.id}"]`));
  await expect(channel.getByTestId('channel-subject')).toHaveText((await answer.getByTestId('message-text').textContent())!);
  await expect(channel).toHaveAttribute('data-unread-count', '0');
  await expect(channel.getByTestId('channel-unread')).toHaveCount(0);
  await expect(page.getByTestId('navbar-messages-count')).toHaveCount(0);
  const unreadStored = () =>
    readE2eDatabase((db) => (db.prepare('select unread_count as n from channels where id = ?').get(channelId) as { n: number }).n);
  await expect.poll(unreadStored).toBe(0);
  // and after a reload it is still read
  await page.reload();
  await expect(page.getByTestId('channel-item').and(page.locator(`[data-actor-id="${actor.id}"]`))).toHaveAttribute(
    'data-unread-count',
    '0',
  );
});

test('with no conversation chosen, the right pane asks to choose one instead of showing performers', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'demo@example.com', 'demo-password');
  await page.goto('/en/messenger/');
  await expect(page.getByTestId('channel-list')).toHaveAttribute('data-status', 'ready');
  const pane = page.getByTestId('no-conversation');
  await expect(pane).toHaveAttribute('data-has-channels', 'true');
  await expect(pane.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
  await expect(pane).toContainText('Pick one from the list to read it and answer.');
  await expect(page.getByTestId('recommended-actor')).toHaveCount(0);
  // (nothing is chosen here: the demo account's channels stay as seeded for the test below)
  // in German too
  await page.goto('/de/messenger/');
  await expect(page.getByTestId('no-conversation').getByRole('heading', { level: 2 })).toHaveText('Wähle eine Unterhaltung');
});

test('each view of the demo account’s channel list shows what the spec says', async ({ page }) => {
  await openHome(page);
  await logIn(page, 'demo@example.com', 'demo-password');
  // the seeded channels by kind (server/db/seed/demoMessenger.ts), read back from the database
  const rows = readE2eDatabase(
    (db) =>
      db
        .prepare(
          `select channels.actor_id as actorId, channels.unread_count as unread, channels.archived, channels.blocked, actors.is_online as online
           from channels join guests on guests.id = channels.guest_id join actors on actors.id = channels.actor_id where guests.email = ?`,
        )
        .all('demo@example.com') as { actorId: number; unread: number; archived: number; blocked: number; online: number }[],
  );
  const kindOf = (row: (typeof rows)[number]) =>
    row.archived
      ? 'archived'
      : row.blocked
        ? `${row.online ? 'online' : 'offline'}Blocked`
        : `${row.online ? 'online' : 'offline'}${row.unread > 0 ? 'Unread' : 'Read'}`;
  const actorOf = new Map(rows.map((row) => [kindOf(row), String(row.actorId)]));
  expect([...actorOf.keys()].sort()).toEqual(['archived', 'offlineRead', 'offlineUnread', 'onlineBlocked', 'onlineRead', 'onlineUnread']);

  await page.goto('/en/messenger/');
  const list = page.getByTestId('channel-list');
  await expect(list).toHaveAttribute('data-status', 'ready');
  const shownActors = () =>
    list.getByTestId('channel-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-actor-id')));
  const expectView = (kinds: string[]) => expect.poll(shownActors).toEqual(kinds.map((kind) => actorOf.get(kind)));

  // newest first; every channel but the archived one
  await expectView(['onlineUnread', 'offlineUnread', 'onlineRead', 'offlineRead', 'onlineBlocked']);
  await list.getByTestId('channel-filter-archived').click();
  await expectView(['archived']);
  await list.getByTestId('channel-filter-unread').click();
  await expectView(['onlineUnread', 'offlineUnread']);
  await list.getByTestId('channel-filter-blocked').click();
  await expectView(['onlineBlocked']);

  // online only: offline channels go, except in the archived and unread views
  await list.getByTestId('channel-online-only').check();
  await expectView(['onlineBlocked']);
  await list.getByTestId('channel-filter-newest').click();
  await expectView(['onlineUnread', 'onlineRead', 'onlineBlocked']);
  await list.getByTestId('channel-filter-unread').click();
  await expectView(['onlineUnread', 'offlineUnread']);
  await list.getByTestId('channel-filter-archived').click();
  await expectView(['archived']);
  await list.getByTestId('channel-online-only').uncheck();
  await list.getByTestId('channel-filter-newest').click();
  await expectView(['onlineUnread', 'offlineUnread', 'onlineRead', 'offlineRead', 'onlineBlocked']);
  await expect(list.getByTestId('channel-item').first().getByTestId('channel-unread')).toBeVisible();
});

test('a message written offline waits, pending, and is sent once when the browser is back online', async ({ page, context }) => {
  await openHome(page);
  await signUp(page);
  const actor = pickActor(true, 1);
  await openConversation(page, actor.id);

  await context.setOffline(true);
  // a plain message may be written offline: the composer says it waits (issue 22 point 8)
  await expect(page.getByTestId('composer-offline')).toHaveText(
    'You are offline: your message waits here and is sent when you are back online.',
  );
  const text = `Written offline ${uniqueName()}`;
  await write(page, text);
  const written = message(page, text);
  await expect(written).toHaveAttribute('data-state', 'pending');
  await expect(written.getByTestId('message-pending')).toHaveText('Waiting: sent when you are back online');
  await page.waitForTimeout(2_000);
  await expect(written).toHaveAttribute('data-state', 'pending');
  expect(storedMessages(text)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('composer-offline')).toHaveCount(0);
  await expect(written).toHaveAttribute('data-state', 'sent', { timeout: 10_000 });
  await expect(written).toHaveCount(1);
  expect(storedMessages(text)).toBe(1);
  // and it stays one: the answer comes, nothing is sent again
  await expect(page.getByTestId('message').and(page.locator('[data-sender="actor"]'))).toHaveCount(1, { timeout: 10_000 });
  await expect(written).toHaveCount(1);
  expect(storedMessages(text)).toBe(1);
});

test('a message with a gift refused for money is sent once, by itself, after the top-up from its failure (issue 21)', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const actor = pickActor(false, 3);
  await openConversation(page, actor.id);
  await page.getByTestId('gift-picker-toggle').click();
  const gift = page.getByTestId('gift-option').and(page.locator('[data-vip="false"]')).first();
  await gift.click();
  const price = page.getByTestId('composer-price');
  await expect(price).toHaveAttribute('data-cents', /^[1-9]\d*$/);
  const cents = Number(await price.getAttribute('data-cents'));
  const text = `Waiting for money ${uniqueName()}`;
  await write(page, text);
  await page.getByTestId('composer-send').click(); // confirm the price
  const failure = message(page, text).getByTestId('message-failure');
  await expect(failure).toHaveAttribute('data-code', 'NOT_ENOUGH_MONEY', { timeout: 10_000 });
  expect(storedMessages(text)).toBe(0);

  await failure.getByTestId('message-topup').click();
  await topUpTenInOpenFrame(page);
  await expect(message(page, text)).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
  await expect(page.getByTestId('navbar-balance')).toContainText(`€${((1_000 - cents) / 100).toFixed(2)}`);
  expect(storedMessages(text)).toBe(1);
  expect(await balanceOf(page)).toBeCloseTo((1_000 - cents) / 100, 2);
});
