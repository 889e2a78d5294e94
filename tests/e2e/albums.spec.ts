import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { frameOf, openHome, signUp, topUpTenAndClose } from './accountHelpers.ts';
import { dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';

// Videos and albums end to end (videos and albums issue): buying with the real wallet, the
// player, not enough money, comments, and the prompts for what a guest is missing. Albums are
// picked from the e2e server's seeded SQLite database (read directly).

interface SeedAlbum {
  id: number;
  price: number;
  actor: string;
}

function pickAlbum(where: string): SeedAlbum {
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true });
  try {
    return db
      .prepare(
        `select albums.id, albums.price, actors.name_lower as actor from albums join actors on actors.id = albums.actor_id
         where albums.published_at <= ? and ${where} order by albums.id limit 1`,
      )
      .get(Date.now()) as SeedAlbum;
  } finally {
    db.close();
  }
}

function countRows(sql: string, ...params: unknown[]): number {
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

const paidVideo = (maxCents: number) =>
  pickAlbum(
    `albums.type = 'video' and albums.is_vip = 0 and albums.is_free = 0 and albums.age_rating = 16 and albums.price between 100 and ${maxCents}`,
  );
const albumPath = (album: SeedAlbum) => `/en/amateur/${album.actor}/pictures/${album.id}/`;
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

async function guestIdOf(page: Page): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { guest: { id: number } }).guest.id;
}

test('top up, buy a video: the first tap asks and charges nothing, a double click on Confirm charges once and it plays', async ({
  page,
}) => {
  await openHome(page);
  await signUp(page);
  await topUpTenAndClose(page);
  const guestId = await guestIdOf(page);
  const albumCharges = () => countRows("select count(*) as n from balance_events where guest_id = ? and reason = 'album'", guestId);

  const video = paidVideo(900);
  await page.goto(albumPath(video));
  const album = page.getByTestId('album');
  await expect(album).toHaveAttribute('data-access', 'purchase');
  const buy = album.getByTestId('album-buy');
  await expect(buy).toHaveText(`Buy for ${euros(video.price)}`);
  // the guest's first key press lets a due offer in (it takes its place above the page) before the buy
  await engage(page);
  // a double click on "Buy" only asks: nothing is charged
  await buy.dblclick();
  await expect(buy).toHaveText(`Confirm ${euros(video.price)}`);
  await expect(album.getByTestId('album-buy-hint')).toHaveText('Tap again to pay. Tap elsewhere to cancel.');
  await expect(page.getByTestId('navbar-balance')).toContainText('€10.00');
  expect(albumCharges()).toBe(0);
  // Escape takes the question back
  await page.keyboard.press('Escape');
  await expect(buy).toHaveText(`Buy for ${euros(video.price)}`);
  expect(albumCharges()).toBe(0);
  // asked again, a double click on "Confirm" buys once
  await buy.click();
  await expect(buy).toHaveAttribute('data-step', 'confirm');
  await buy.dblclick();
  await expect(album).toHaveAttribute('data-access', 'granted', { timeout: 10_000 });
  const player = page.getByTestId('video-player');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 - video.price));

  expect(countRows('select count(*) as n from album_purchases where guest_id = ? and album_id = ?', guestId, video.id)).toBe(1);
  expect(albumCharges()).toBe(1);
  await page.reload();
  await expect(page.getByTestId('album')).toHaveAttribute('data-access', 'granted');
  await expect(page.getByTestId('album-held')).toHaveAttribute('data-via', 'bought');
  await expect(page.getByTestId('navbar-balance')).toContainText(euros(1000 - video.price));
  // more like this, never the video itself
  const recommended = page.getByTestId('recommended-videos').getByTestId('video-tile');
  await expect(recommended).toHaveCount(4);
  expect(await recommended.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-video-id')))).not.toContain(String(video.id));
});

test("an actor's gift shows as a gift in the media library and plays without a charge", async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const guestId = await guestIdOf(page);
  const video = paidVideo(5_000);
  const gift = await page.request.post('/api/v1/internal/album_gift', {
    headers: { 'x-internal-token': 'e2e-internal-token' },
    data: { guestId, albumId: video.id },
  });
  expect(gift.ok()).toBe(true);
  await page.goto('/en/myglimmer/mediathek/');
  const tile = page
    .getByTestId('mediathek-grid')
    .getByTestId('video-tile')
    .filter({ has: page.locator(`[data-held="gift"]`) });
  await expect(tile).toHaveAttribute('data-video-id', String(video.id));
  await page.goto(albumPath(video));
  await expect(page.getByTestId('album')).toHaveAttribute('data-access', 'granted');
  await expect(page.getByTestId('album-held')).toHaveAttribute('data-via', 'gift');
  await expect(page.getByTestId('video-player')).toBeVisible();
  expect(countRows('select count(*) as n from balance_events where guest_id = ? and reason = ?', guestId, 'album')).toBe(0);
});

test('buying with too little money opens the not-enough-money dialog, which leads to the top-up', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await page.goto(albumPath(paidVideo(5000)));
  await page.getByTestId('album-buy').click();
  await page.getByTestId('album-buy').click(); // confirm
  const dialog = page.getByTestId('not-enough-money');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('not-enough-money-topup').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Top up your balance' })).toBeVisible({ timeout: 15_000 });
});

test('a comment appears first, shown as typed, and the comment form goes away', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const free = pickAlbum("albums.is_free = 1 and albums.age_rating = 16 and albums.type in ('video', 'photo_album')");
  await page.goto(albumPath(free));
  const form = page.getByTestId('comment-form');
  const text = `<b>lovely</b> colours ${Date.now()}`;
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByTestId('comment').first().locator('p')).toHaveText(text);
  await expect(page.getByTestId('comment').first().locator('b')).toHaveCount(0);
  await expect(form).toHaveCount(0);
});

test('paid content asks a logged-out guest to log in, and an unverified guest for the age check', async ({ page }) => {
  await page.goto(albumPath(paidVideo(5000)));
  await dismissCookieBanner(page);
  const prompt = page.getByTestId('album-prompt');
  await expect(prompt).toHaveAttribute('data-needs', 'login');
  await prompt.getByRole('button').click();
  await expect(frameOf(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto('/en/');
  await expect(page.getByTestId('navbar-account')).toBeVisible();
  await signUp(page);
  const adult = pickAlbum("albums.type = 'video' and albums.age_rating = 18 and albums.is_free = 0 and albums.is_vip = 0");
  await page.goto(albumPath(adult));
  await expect(prompt).toHaveAttribute('data-needs', 'ageCheck');
  await prompt.getByRole('button').click();
  await expect(frameOf(page).getByRole('heading', { name: 'Verify your age' })).toBeVisible({ timeout: 15_000 });
});
