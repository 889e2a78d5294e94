import type { Page } from '@playwright/test';
import { GAME_ERROR_MESSAGES } from '../../src/contract/games.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { expect, test } from './fixtures.ts';

// The spin wheel, the easter egg hunt and the advent calendar end to end (spec part 1 §2
// /my{product}/spinwheel/, /magazine/easter/, /magazine/advent-calendar/; §3 Reward / game; part
// 2 §8 "Game attempt error: errorMessage"). The server picks the wheel's rewards: the test reads
// what each spin won from the page, collects it, and checks it in the account (the benefits
// view, the navbar) and in what the server stored.

interface Won {
  type: string;
  amount: number;
  value: string;
}

function guestRow(name: string): { id: number; loyaltyPoints: number; balanceCents: number } {
  return readE2eDatabase(
    (db) =>
      db.prepare('select id, loyalty_points as loyaltyPoints, balance_cents as balanceCents from guests where name = ?').get(name) as {
        id: number;
        loyaltyPoints: number;
        balanceCents: number;
      },
  );
}

/** Spins until the wheel refuses (a spins reward adds tries), collecting every win. */
async function spinUntilRefused(page: Page): Promise<Won[]> {
  const won: Won[] = [];
  for (let spin = 0; spin < 12; spin++) {
    await page.getByTestId('spinwheel-spin').click();
    const outcome = page.getByTestId('spinwheel-win').or(page.getByTestId('spinwheel-error'));
    await expect(outcome).toBeVisible({ timeout: 15_000 });
    if (await page.getByTestId('spinwheel-error').isVisible()) return won;
    const win = page.getByTestId('spinwheel-win');
    won.push({
      type: (await win.getAttribute('data-reward-type'))!,
      amount: Number(await win.getAttribute('data-amount')),
      value: (await win.getAttribute('data-value'))!,
    });
    await page.getByTestId('spinwheel-collect').click();
    await expect(win).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('[data-testid="reward-history"] [data-can-redeem="true"]')).toHaveCount(0);
  }
  throw new Error('the wheel never ran out of tries');
}

test("spinning the wheel until the day's tries are used: the next spin is refused with its message and the rewards are in the account", async ({
  page,
}) => {
  // signing up, up to a dozen spins and collects, and two tabs: more than the default 30 s on a busy machine
  test.setTimeout(120_000);
  await openHome(page);
  const name = await signUp(page);
  // a second tab on the benefits view hears every change over the socket, without a reload
  const benefits = await page.context().newPage();
  await benefits.goto('/en/myglimmer/benefits/');
  await expect(benefits.getByTestId('loyalty-points-value')).toHaveText('0');
  await page.goto('/en/myglimmer/spinwheel/');
  await expect(page.getByTestId('spinwheel-tries')).toHaveAttribute('data-available', '3');
  const won = await spinUntilRefused(page);
  expect(won.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('spinwheel-error')).toHaveText(GAME_ERROR_MESSAGES.en.noAttemptsLeft);
  await expect(page.getByTestId('spinwheel-tries')).toHaveAttribute('data-available', '0');

  const coins = won.filter((w) => w.type === 'coins').reduce((sum, w) => sum + w.amount, 0);
  const points = won.length * 5 + coins;
  const guest = guestRow(name);
  expect(guest.loyaltyPoints).toBe(points);
  // the wheel's page shows the points as the socket told them
  await expect(page.getByTestId('loyalty-points-value')).toHaveText(String(points));
  const videoVouchers = won.filter((w) => w.type === 'voucher' && w.value === '1').reduce((sum, w) => sum + w.amount, 0);
  const bonusCents = won.filter((w) => w.type === 'bonusCode').length * 200;
  expect(guest.balanceCents).toBe(bonusCents);
  if (bonusCents > 0) await expect(page.getByTestId('navbar-balance')).toContainText(`€${(bonusCents / 100).toFixed(2)}`);
  const stored = readE2eDatabase((db) => ({
    vouchers: (
      db.prepare('select coalesce(sum(amount), 0) as n from vouchers where guest_id = ? and type = 1').get(guest.id) as { n: number }
    ).n,
    gifts: (db.prepare('select coalesce(sum(quantity), 0) as n from guest_gifts where guest_id = ?').get(guest.id) as { n: number }).n,
    videos: (db.prepare("select count(*) as n from album_purchases where guest_id = ? and kind = 'gift'").get(guest.id) as { n: number }).n,
  }));
  const videoWins = won.filter((w) => w.type === 'video').length;
  expect(stored.vouchers + stored.videos).toBe(videoVouchers + videoWins);
  expect(stored.gifts).toBe(won.filter((w) => w.type === 'messengerGift').reduce((sum, w) => sum + w.amount, 0));

  await expect(benefits.getByTestId('loyalty-points-value')).toHaveText(String(points));
  if (stored.vouchers > 0)
    await expect(benefits.locator('[data-testid="benefits-vouchers"] [data-voucher-type="1"]')).toContainText(String(stored.vouchers));
  if (bonusCents > 0) await expect(benefits.getByTestId('navbar-balance')).toContainText(`€${(bonusCents / 100).toFixed(2)}`);
  await benefits.reload();
  await expect(benefits.getByTestId('loyalty-points-value')).toHaveText(String(points));
});

test('an easter egg is collected once, and an advent door opens once', async ({ page }) => {
  test.setTimeout(90_000);
  await openHome(page);
  const name = await signUp(page);
  await page.goto('/en/magazine/easter/');
  const eggs = page.getByTestId('easter-egg');
  await expect(eggs).toHaveCount(5);
  await eggs.first().click();
  await expect(page.getByTestId('event-reward')).toHaveText('You won: 5 coins', { timeout: 15_000 });
  await expect(page.getByTestId('easter-found')).toHaveAttribute('data-found', '1');
  await expect(eggs.first()).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('easter-found')).toHaveAttribute('data-found', '1');
  await expect(page.getByTestId('easter-egg').first()).toHaveAttribute('data-collected', 'true');
  expect(guestRow(name).loyaltyPoints).toBe(5);
  // the events menu lists the running and the ended events
  await expect(page.locator('[data-testid="events-menu"] [data-event-type="wiesn-shooting"]')).toHaveAttribute('data-active', 'false');

  await page.goto('/en/magazine/advent-calendar/');
  const today = page.locator('[data-testid="advent-door"]:not([disabled])');
  await expect(page.getByTestId('advent-door')).toHaveCount(24);
  await expect(today).toHaveCount(1);
  const day = await today.getAttribute('data-day');
  await today.click();
  await expect(page.getByTestId('event-reward')).toContainText('You won:', { timeout: 15_000 });
  const door = page.locator(`[data-testid="advent-door"][data-day="${day}"]`);
  await expect(door).toHaveAttribute('data-open', 'true');
  await expect(door).toBeDisabled();
  await page.reload();
  await expect(page.locator(`[data-testid="advent-door"][data-day="${day}"]`)).toHaveAttribute('data-open', 'true');
  await expect(page.locator('[data-testid="advent-door"]:not([disabled])')).toHaveCount(0);
});
