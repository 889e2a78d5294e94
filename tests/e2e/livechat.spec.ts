import type { Page } from '@playwright/test';
import { frameOf, openHome, payWithCard, signUp, topUpTenAndClose } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { expect, storedToken, test } from './fixtures.ts';

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
  return readE2eDatabase(
    (db) => db.prepare('select id, name_lower as name, price_single as priceSingle from actors where id = ?').get(id) as SeedActor,
  );
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

async function onlineActor(page: Page, id: number): Promise<SeedActor> {
  const answer = await page.request.post(`/api/v1/internal/actors/${id}/online`, {
    headers: INTERNAL,
    data: { online: true, freeChat: false },
  });
  expect(answer.ok()).toBe(true);
  return seedActor(id);
}

async function guestIdOf(page: Page): Promise<number> {
  const token = await storedToken(page);
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

test('a topped-up guest chats live: the price first, the stream playing, an answer, and exactly the started minute paid', async ({
  page,
}) => {
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
  // a live reaction floats over the stream once the server passed it on
  // every reaction button is an SVG icon with a name of its own, never an emoji glyph
  const reactionButtons = chat.locator('[data-testid^="livechat-reaction-"]');
  await expect(reactionButtons).toHaveCount(5);
  for (const button of await reactionButtons.all()) {
    await expect(button.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(button).toHaveText('');
    await expect(button).toHaveAccessibleName(/\w/);
  }
  await chat.getByTestId('livechat-reaction-heart').click();
  const floating = chat.getByTestId('livechat-reactions-shown').locator('[data-sender="guest"]');
  await expect(floating).toHaveAttribute('data-reaction', 'heart');
  await expect(floating.locator('svg')).toHaveAttribute('data-icon', 'heartFilled');

  await chat.getByTestId('livechat-leave').click();
  const exit = page.getByTestId('livechat-exit');
  await expect(exit).toHaveAttribute('data-exit-code', '100');
  await expect(exit.getByTestId('livechat-exit-text')).toHaveText('You left the chat.');
  await expect(exit.getByTestId('chat-rating-slot')).toHaveAttribute('data-session-id', String(sessionId));
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 - actor.priceSingle));

  const guestId = await guestIdOf(page);
  const stored = readE2eDatabase((db) => ({
    session: db
      .prepare('select minutes_charged as minutes, cents_charged as cents, end_code as endCode from chat_sessions where id = ?')
      .get(sessionId),
    charges: db
      .prepare("select count(*) as n, sum(delta_cents) as total from balance_events where guest_id = ? and reason = 'chat'")
      .get(guestId),
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
  await expect(exit.getByTestId('livechat-exit-text')).toHaveText(
    'Your balance does not cover the next minute of chat. Top up to chat on.',
  );
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
  expect(
    readE2eDatabase((db) => (db.prepare('select count(*) as n from chat_sessions where guest_id = ?').get(guestId) as { n: number }).n),
  ).toBe(1);
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
  expect(readE2eDatabase((db) => db.prepare('select end_code as endCode from chat_sessions where id = ?').get(sessionId))).toEqual({
    endCode: 100,
  });
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

// ---- after the chat, toy control, anonymous voice call ----

test("a chat is rated once after it ends (stars by keyboard), and the actor's chat ratings count it", async ({ page }) => {
  const actor = await onlineActor(page, 67);
  // 9 ratings are not shown on the profile (spec part 1 §5: from 10); this rating makes 10
  const reset = await page.request.post(`/api/v1/internal/actors/${actor.id}/chatRatings`, {
    headers: INTERNAL,
    data: { countRatings: 9, satisfactionRate: 80 },
  });
  expect(reset.ok()).toBe(true);
  await guestWithMoney(page, 1000);
  const sessionId = await startSingleChat(page, actor);
  await page.getByTestId('livechat-leave').click();

  const rating = page.getByTestId('chat-rating-slot');
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/survey/chatexit') sent += 1;
  });
  await expect(rating.getByTestId('chat-rating-send')).toBeDisabled();
  await rating.getByTestId('chat-rating-1').focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByTestId('chat-rating-4')).toBeChecked();
  await rating.getByTestId('chat-rating-text').fill('  Lovely chat  ');
  await rating.getByTestId('chat-rating-send').dblclick();
  await expect(rating.getByTestId('chat-rating-done')).toHaveText('Thank you for your rating.');
  await expect(rating.getByTestId('chat-rating-send')).toHaveCount(0);
  expect(sent).toBe(1);

  const stored = readE2eDatabase((db) => ({
    session: db.prepare('select rating, rating_text as text from chat_sessions where id = ?').get(sessionId),
    ratings: db.prepare('select count_ratings as count from actor_chat_ratings where actor_id = ?').get(actor.id),
  }));
  expect(stored).toEqual({ session: { rating: 4, text: 'Lovely chat' }, ratings: { count: 10 } });
  await page.getByTestId('livechat-exit-close').click();
  await page.reload();
  await expect(page.getByTestId('actor-chat-ratings')).toContainText('from 10 ratings');
});

test("an actor's toy is controlled from the running chat: the toy's line in the chat and exactly its price charged", async ({ page }) => {
  const toyActorId = readE2eDatabase(
    (db) => (db.prepare('select id from actors where is_dildocontrol_available = 1 and id > 66 order by id').get() as { id: number }).id,
  );
  const actor = await onlineActor(page, toyActorId);
  await guestWithMoney(page, 1000);
  const sessionId = await startSingleChat(page, actor);
  const toy = readE2eDatabase(
    (db) =>
      db.prepare('select id, display_name as name, price from toy_controls order by position, id').get() as {
        id: number;
        name: string;
        price: number;
      },
  );

  const chat = page.getByTestId('livechat');
  const button = chat.locator(`[data-testid="livechat-toy"][data-toy-id="${toy.id}"]`);
  await expect(button).toContainText(euros(toy.price));
  await button.click();
  await expect(button).toHaveText(`Confirm ${euros(toy.price)}`); // a toy control spends money: it asks once
  await button.click();
  await expect(chat.getByTestId('livechat-toy-done')).toHaveText(
    new RegExp(`^${toy.name} sent to .+ · ${euros(toy.price).replace('.', '\\.')}$`, 'i'),
  );
  await expect(button).toBeEnabled();
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 - actor.priceSingle - toy.price));

  const guestId = await guestIdOf(page);
  const charges = readE2eDatabase((db) =>
    db.prepare("select delta_cents as cents, ref from balance_events where guest_id = ? and reason = 'toy'").all(guestId),
  );
  expect(charges).toEqual([{ cents: -toy.price, ref: `chat:${sessionId}:toy:${toy.id}` }]);
});

/** An actor online for the mobile video call (seeded), the nth of them; anonymous guests call without login. */
function voiceCallActor(nth: number): { id: number; name: string } {
  return readE2eDatabase(
    (db) =>
      db
        .prepare('select id, name_lower as name from actors where is_online_mobile_videocall = 1 order by id limit 1 offset ?')
        .get(nth) as { id: number; name: string },
  );
}

/** Opens the actor's profile logged out and starts the voice call: the chat view in server mode once the call's start frame came. */
async function startVoiceCall(page: Page, actor: { name: string }): Promise<string> {
  await openHome(page);
  await page.goto(`/en/amateur/${actor.name}/`);
  await page.getByTestId('voicecall-start').click();
  const view = page.getByTestId('livechat');
  await expect(view).toHaveAttribute('data-mode', 'server');
  await expect(view.getByTestId('voicecall-server')).toHaveText('voice.glimmer.local');
  await expect(view.getByTestId('voicecall-client-id')).toHaveText(/^[0-9a-f-]{36}$/);
  // the voicecall.start frame named the call: its stop can be recognised
  await expect(view).toHaveAttribute('data-id-hash', /^[0-9a-f]+$/);
  await page.evaluate(() => Object.assign(window, { e2eBeforeReload: true }));
  return (await view.getByTestId('voicecall-client-id').textContent()) ?? '';
}

const stopVoiceCall = async (page: Page, clientId: string) => {
  const answer = await page.request.post(`/api/v1/internal/voicecalls/${clientId}/stop`, { headers: INTERNAL });
  expect(await answer.json()).toEqual({ success: true, stopped: true });
};
const reloaded = (page: Page) => page.evaluate(() => !('e2eBeforeReload' in window));

test('an anonymous voice call with result 2000 opens the chat in server mode, and its stop reloads the page', async ({ page }) => {
  const actor = voiceCallActor(3);
  const clientId = await startVoiceCall(page, actor);
  expect(
    readE2eDatabase((db) =>
      db.prepare('select actor_id as actorId, ended_at as endedAt from voice_calls where client_id = ?').get(clientId),
    ),
  ).toEqual({ actorId: actor.id, endedAt: null });

  const load = page.waitForEvent('load');
  await stopVoiceCall(page, clientId);
  await load;
  expect(await reloaded(page)).toBe(true);
  await expect(page.getByTestId('livechat')).toHaveCount(0);
  await expect(page.getByTestId('voicecall-start')).toBeVisible();
});

test('leaving a voice call hangs it up; its stop waits while the exit dialog is open, and reloads once it is closed', async ({ page }) => {
  const clientId = await startVoiceCall(page, voiceCallActor(4));
  await page.getByTestId('livechat-leave').click();
  const exit = page.getByTestId('livechat-exit');
  await expect(exit).toHaveAttribute('data-mode', 'server');
  await expect(exit.getByTestId('chat-rating-slot')).toHaveCount(0);

  // the guest's leave hung the call up on the server: it stopped (and cannot stop twice)
  await expect
    .poll(() =>
      readE2eDatabase(
        (db) =>
          (db.prepare('select ended_at as endedAt from voice_calls where client_id = ?').get(clientId) as { endedAt: number | null })
            .endedAt,
      ),
    )
    .not.toBeNull();
  const again = await page.request.post(`/api/v1/internal/voicecalls/${clientId}/stop`, { headers: INTERNAL });
  expect(await again.json()).toEqual({ success: true, stopped: false });
  await page.waitForTimeout(1_000);
  expect(await reloaded(page)).toBe(false);
  await expect(exit).toBeVisible();

  const load = page.waitForEvent('load');
  await exit.getByTestId('livechat-exit-close').click();
  await load;
  expect(await reloaded(page)).toBe(true);
});
