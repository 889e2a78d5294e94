import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { frameOf, openHome, payWithCard, signUp, topUpTenAndClose } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';

// The live chat end to end (live chat issue): the start dialog with the price first, the stream,
// the chat with the simulator (the e2e server runs it at rate 0: it answers, nobody comes or
// goes by themselves), leaving, and the money: what the server charged is read from its database.
// Each test has its own actor, set online through the internal route, and its own guest.

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };

interface SeedActor {
  id: number;
  name: string;
  priceSingle: number;
}

function seedActor(id: number): SeedActor {
  return readE2eDatabase((db) => db.prepare('select id, name_lower as name, price_single as priceSingle from actors where id = ?').get(id) as SeedActor);
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

async function onlineActor(page: Page, id: number): Promise<SeedActor> {
  const answer = await page.request.post(`/api/v1/internal/actors/${id}/online`, { headers: INTERNAL, data: { online: true, freeChat: false } });
  expect(answer.ok()).toBe(true);
  return seedActor(id);
}

async function guestIdOf(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('glimmer.accessToken'));
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { guest: { id: number } }).guest.id;
}

/** A new guest with `cents` on the balance: signed up and topped up with a test card (10.00, or any amount from 5.00). */
async function guestWithMoney(page: Page, cents: number): Promise<void> {
  await openHome(page);
  await signUp(page);
  if (cents === 1000) return topUpTenAndClose(page);
  const frame = await topUpAmount(page, cents);
  await expect(frame.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(cents), { timeout: 10_000 });
}

async function topUpAmount(page: Page, cents: number) {
  await page.getByTestId('topup-button').click();
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await frame.getByLabel('Other amount in euros').fill((cents / 100).toFixed(2));
  await payWithCard(frame, '4242 4242 4242 4242');
  await frame.getByRole('button', { name: `Pay ${euros(cents)}` }).click();
  return frame;
}

/** Presses the profile's live chat button: the button and the start dialog show the price per minute. */
async function openStartDialog(page: Page, actor: SeedActor) {
  const button = page.getByTestId('livechat-start-single');
  await expect(button).toContainText(`${euros(actor.priceSingle)}/min`);
  await button.click();
  const dialog = page.getByTestId('livechat-start-dialog');
  await expect(dialog.getByTestId('livechat-start-price')).toHaveText(`${euros(actor.priceSingle)} per minute`);
  return dialog;
}

/** Opens the actor's profile and starts a live chat from its start dialog. */
async function startSingleChat(page: Page, actor: SeedActor): Promise<number> {
  await page.goto(`/en/amateur/${actor.name}/`);
  await (await openStartDialog(page, actor)).getByTestId('livechat-confirm').click();
  const chat = page.getByTestId('livechat');
  await expect(chat).toHaveAttribute('data-session-id', /^\d+$/, { timeout: 10_000 });
  return Number(await chat.getAttribute('data-session-id'));
}

async function expectStreamPlaying(page: Page): Promise<void> {
  const stream = page.getByTestId('livechat-stream');
  const time = () => stream.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  const earlier = await time();
  await expect.poll(time, { timeout: 5_000 }).not.toBe(earlier);
  expect(await stream.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
}

async function chargeAhead(page: Page, sessionId: number, minutesAhead: number): Promise<void> {
  const answer = await page.request.post(`/api/v1/internal/chats/${sessionId}/charge`, { headers: INTERNAL, data: { minutesAhead } });
  expect(answer.ok()).toBe(true);
}

test('a topped-up guest chats live: the price first, the stream playing, an answer, and exactly the started minute paid', async ({ page }) => {
  const actor = await onlineActor(page, 61);
  await guestWithMoney(page, 1000);
  const sessionId = await startSingleChat(page, actor);

  const chat = page.getByTestId('livechat');
  await expect(chat.getByTestId('livechat-price')).toHaveText(euros(actor.priceSingle));
  await expect(chat.getByTestId('livechat-cost')).toHaveText(euros(actor.priceSingle));
  await expectStreamPlaying(page);

  await chat.getByTestId('livechat-input').fill('Hello <b>there</b>');
  await chat.getByTestId('livechat-input').press('Enter');
  // the guest's own line, as text (never as HTML), and the simulator's answer
  await expect(chat.locator('[data-testid="livechat-line"][data-sender="guest"]')).toContainText('Hello <b>there</b>');
  await expect(chat.locator('[data-testid="livechat-line"] b')).toHaveCount(0);
  await expect(chat.locator('[data-testid="livechat-line"][data-sender="actor"]').first()).toBeVisible({ timeout: 10_000 });

  await chat.getByTestId('livechat-leave').click();
  const exit = page.getByTestId('livechat-exit');
  await expect(exit).toHaveAttribute('data-exit-code', '100');
  await expect(exit.getByTestId('livechat-exit-text')).toHaveText('You left the chat.');
  await expect(exit.getByTestId('chat-rating-slot')).toHaveAttribute('data-session-id', String(sessionId));
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 - actor.priceSingle));

  const guestId = await guestIdOf(page);
  const stored = readE2eDatabase((db) => ({
    session: db.prepare('select minutes_charged as minutes, cents_charged as cents, end_code as endCode from chat_sessions where id = ?').get(sessionId),
    charges: db.prepare("select count(*) as n, sum(delta_cents) as total from balance_events where guest_id = ? and reason = 'chat'").get(guestId),
    balance: (db.prepare('select balance_cents as cents from guests where id = ?').get(guestId) as { cents: number }).cents,
  }));
  expect(stored.session).toEqual({ minutes: 1, cents: actor.priceSingle, endCode: 100 });
  expect(stored.charges).toEqual({ n: 1, total: -actor.priceSingle });
  expect(stored.balance).toBe(1000 - actor.priceSingle);
});

test('a guest whose money runs out mid-chat is ended with 501 and offered a top-up', async ({ page }) => {
  const actor = await onlineActor(page, 62);
  await guestWithMoney(page, 1000);
  const sessionId = await startSingleChat(page, actor);

  await chargeAhead(page, sessionId, 60);
  const exit = page.getByTestId('livechat-exit');
  await expect(exit).toHaveAttribute('data-exit-code', '501', { timeout: 10_000 });
  await expect(page.getByTestId('livechat')).toHaveCount(0);
  await expect(exit.getByTestId('livechat-exit-text')).toHaveText('Your balance does not cover the next minute of chat. Top up to chat on.');
  await expect(exit.getByTestId('chat-rating-slot')).toBeAttached();
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 % actor.priceSingle));

  await exit.getByTestId('livechat-exit-topup').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('livechat-exit')).toHaveCount(0);
});

// 0.40 exactly, through the same flows a guest has: a top-up of 0.40 plus whole minutes of the
// actor's price, then a chat billed ahead until the money runs out (501) leaves 0.40.
test('a guest with 0.40 cannot start a chat and is offered the top-up instead', async ({ page }) => {
  const actor = await onlineActor(page, 63);
  const minutes = Math.ceil((500 - 40) / actor.priceSingle);
  await guestWithMoney(page, 40 + minutes * actor.priceSingle);
  const sessionId = await startSingleChat(page, actor);
  await chargeAhead(page, sessionId, 60);
  await expect(page.getByTestId('livechat-exit')).toHaveAttribute('data-exit-code', '501', { timeout: 10_000 });
  await page.getByTestId('livechat-exit-close').click();
  await expect(page.getByTestId('navbar-balance')).toContainText('€0.40');

  const dialog = await openStartDialog(page, actor);
  await expect(dialog.getByTestId('livechat-start-topup-note')).toBeVisible();
  await expect(dialog.getByTestId('livechat-confirm')).toHaveCount(0);
  await dialog.getByTestId('livechat-start-topup').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });

  const guestId = await guestIdOf(page);
  expect(readE2eDatabase((db) => (db.prepare('select count(*) as n from chat_sessions where guest_id = ?').get(guestId) as { n: number }).n)).toBe(1);
});

test('a browser without native HLS plays the stream through hls.js, fetched only for the chat', async ({ page }) => {
  // as in Firefox: the video element does not take application/vnd.apple.mpegurl itself
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
    };
  });
  const hlsChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/hls\.light-[^/]+\.js$/.test(request.url())) hlsChunks.push(request.url());
  });
  const actor = await onlineActor(page, 64);
  await guestWithMoney(page, 1000);
  await page.goto(`/en/amateur/${actor.name}/`);
  await expect(page.getByTestId('livechat-start-single')).toBeVisible();
  expect(hlsChunks).toEqual([]);

  const sessionId = await startSingleChat(page, actor);
  await expectStreamPlaying(page);
  expect(hlsChunks).toHaveLength(1);
  await page.getByTestId('livechat-leave').click();
  await expect(page.getByTestId('livechat-exit')).toHaveAttribute('data-exit-code', '100');
  expect(readE2eDatabase((db) => db.prepare('select end_code as endCode from chat_sessions where id = ?').get(sessionId))).toEqual({ endCode: 100 });
});

test('a logged-out guest sees the price and is asked to log in before any chat starts', async ({ page }) => {
  const actor = await onlineActor(page, 65);
  await openHome(page);
  await page.goto(`/en/amateur/${actor.name}/`);
  const dialog = await openStartDialog(page, actor);
  await expect(dialog.getByTestId('livechat-start-login')).toBeVisible();
  await expect(dialog.getByTestId('livechat-confirm')).toHaveCount(0);
  await dialog.getByTestId('livechat-start-login-button').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
});

test('the actor ending the chat is explained and another performer is offered', async ({ page }) => {
  const actor = await onlineActor(page, 66);
  await guestWithMoney(page, 1000);
  const sessionId = await startSingleChat(page, actor);
  const answer = await page.request.post(`/api/v1/internal/chats/${sessionId}/end`, { headers: INTERNAL, data: { code: 201 } });
  expect(answer.ok()).toBe(true);

  const exit = page.getByTestId('livechat-exit');
  await expect(exit).toHaveAttribute('data-exit-code', '201');
  await expect(exit.getByTestId('livechat-exit-text')).toHaveText(/ended the chat\.$/);
  await expect(exit.getByTestId('chat-rating-slot')).toHaveCount(0);
  await exit.getByTestId('livechat-exit-other').click();
  await expect(page).toHaveURL(/\/en\/cams\/$/);
  await expect(page.getByTestId('livechat-exit')).toHaveCount(0);
});
