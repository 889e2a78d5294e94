import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { buildPath } from '../../src/app/routes.ts';
import { signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';

// What a guest does on a video or album page beyond buying (issue 21, point 13): share a video
// by e-mail (the mail reaches the mail outbox, read back through the internal route), rate an
// album's picture (kept after a reload), pin a picture and find it among the pinned photos. A share
// is also a guest event for tracker/track.
// Albums come from the e2e server's seeded SQLite database (read directly).

const INTERNAL_TOKEN = 'e2e-internal-token';

interface SeedAlbum {
  id: number;
  actor: string;
}

function seeded<T>(sql: string, ...params: unknown[]): T {
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

const albumOf = (type: 'video' | 'photo_album', skip: number) =>
  seeded<SeedAlbum>(
    `select albums.id, actors.name_lower as actor from albums join actors on actors.id = albums.actor_id
     where albums.type = ? and albums.age_rating = 16 and albums.published_at <= ? order by albums.id limit 1 offset ?`,
    type,
    Date.now(),
    skip,
  );

async function signedUpGuest(page: Page, cookies: 'necessary-only' | 'accept-all' = 'necessary-only'): Promise<void> {
  await page.goto('/en/');
  await dismissCookieBanner(page, cookies);
  await expect(page.getByTestId('navbar-account')).toBeVisible();
  await signUp(page);
}

async function guestIdOf(page: Page): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { guest: { id: number } }).guest.id;
}

async function mailsTo(page: Page, to: string): Promise<{ kind: string; text?: string; link: string | null }[]> {
  const answer = await page.request.get(`/api/v1/internal/mails?to=${encodeURIComponent(to)}`, {
    headers: { 'x-internal-token': INTERNAL_TOKEN },
  });
  return ((await answer.json()) as { mails: { kind: string; text?: string; link: string | null }[] }).mails;
}

test('a guest shares a video by e-mail: the mail with the link and the message is in the mail log, and the event is tracked', async ({
  page,
}) => {
  await signedUpGuest(page, 'accept-all');
  const video = albumOf('video', 2);
  await page.goto(`/en/amateur/${video.actor}/pictures/${video.id}/`);
  await page.getByTestId('share-email-open').click();
  const form = page.getByTestId('share-email-form');
  const to = `friend-${Date.now()}@example.org`;

  await form.getByLabel("Friend's e-mail address").fill('not-an-address@example');
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByTestId('share-email-error')).toHaveText('Please enter a valid e-mail address.');

  await form.getByLabel("Friend's e-mail address").fill(to);
  await form.getByLabel('Message (optional)').fill('You will like <i>this</i> one');
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByTestId('share-email-sent')).toHaveText(`The link was sent to ${to}.`);
  await expect
    .poll(() => mailsTo(page, to))
    .toEqual([
      expect.objectContaining({
        kind: 'video share link',
        text: 'You will like <i>this</i> one',
        link: expect.stringContaining(`/en/amateur/${video.actor}/pictures/${video.id}/`),
      }),
    ]);
  const guestId = await guestIdOf(page);
  await expect
    .poll(
      () =>
        seeded<{ n: number }>(
          "select count(*) as n from tracking_events where guest_id = ? and event_context = 'video' and event_action = 'shareByEmail'",
          guestId,
        ).n,
    )
    .toBe(1);
});

test('a logged-out guest who wants to share is asked to log in', async ({ page }) => {
  const video = albumOf('video', 2);
  await page.goto(`/en/amateur/${video.actor}/pictures/${video.id}/`);
  await dismissCookieBanner(page);
  await page.getByTestId('share-email-open').click();
  await expect(page.getByTestId('checkout-frame')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('share-email-form')).toHaveCount(0);
});

test('a guest likes a picture of an album: the count goes up once and the like is still there after a reload', async ({ page }) => {
  await signedUpGuest(page);
  const album = albumOf('photo_album', 1);
  await page.goto(`/en/amateur/${album.actor}/pictures/${album.id}/`);
  const first = page.getByTestId('picture-actions').first();
  const like = first.getByTestId('picture-like');
  const before = Number(await like.getAttribute('data-count'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-count', String(before + 1));
  await expect(like).toHaveAccessibleName(`Like ${before + 1}`);

  await page.reload();
  const again = page.getByTestId('picture-actions').first().getByTestId('picture-like');
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toHaveAttribute('data-count', String(before + 1));
  // pressed again, the like is taken back
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect(again).toHaveAttribute('data-count', String(before));
});

test('a pinned picture is listed among the pinned photos, reached from the favourites page', async ({ page }) => {
  await signedUpGuest(page);
  const album = albumOf('photo_album', 2);
  await page.goto(`/en/amateur/${album.actor}/pictures/${album.id}/`);
  const first = page.getByTestId('picture-actions').first();
  const pictureId = await first.getAttribute('data-picture-id');
  await first.getByTestId('picture-pin').click();
  await expect(first.getByTestId('picture-pin')).toHaveAttribute('aria-pressed', 'true');
  const guestId = await guestIdOf(page);
  // the pin travels over the socket: the list is asked for once the server has it
  await expect
    .poll(() => seeded<{ n: number }>("select count(*) as n from guest_pins where guest_id = ? and kind = 'picture'", guestId).n)
    .toBe(1);

  await page.goto(buildPath('myFavoriteCams', {}, 'en'));
  await page.getByTestId('favorites-pinned-photos').click();
  const pinned = page.getByTestId('pinned-photos');
  await expect(pinned.getByTestId('pinned-photo')).toHaveCount(1);
  await expect(pinned.getByTestId('pinned-photo')).toHaveAttribute('data-picture-id', pictureId!);
  await pinned.getByTestId('pinned-photo').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/pictures/${album.id}/$`));
});
