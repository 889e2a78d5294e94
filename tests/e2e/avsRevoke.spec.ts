import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { frameOf, openHome, signUp } from './accountHelpers.ts';
import { expect, socketLive, storedToken, test } from './fixtures.ts';

// Issue 21 point 7: support revokes an accepted age check while the guest has a tab open; the
// tab reloads by itself (spec part 1 §4: AVS revoked (reload)) and the adult video asks for the
// age check again.

const INTERNAL = { 'x-internal-token': 'e2e-internal-token' };

function adultVideoPath(): string {
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true });
  try {
    const row = db
      .prepare(
        `select albums.id, actors.name_lower as actor from albums join actors on actors.id = albums.actor_id
         where albums.published_at <= ? and albums.type = 'video' and albums.age_rating = 18 and albums.is_free = 0 and albums.is_vip = 0 order by albums.id limit 1`,
      )
      .get(Date.now()) as { id: number; actor: string };
    return `/en/amateur/${row.actor}/pictures/${row.id}/`;
  } finally {
    db.close();
  }
}

async function guestIdOf(page: Page): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { guest: { id: number } }).guest.id;
}

test('an age check revoked by support makes the open tab reload and ask for the age check again', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const guestId = await guestIdOf(page);
  await page.goto(adultVideoPath());
  const album = page.getByTestId('album');
  await expect(album).toHaveAttribute('data-access', 'ageCheck');

  await page.getByTestId('album-prompt').getByRole('button').click();
  const frame = frameOf(page);
  await frame.getByLabel('Full name (as on the document)').fill('Ann Example');
  await frame.getByLabel('Date of birth').fill('1990-04-01');
  await frame.getByLabel('Document number').fill('L01X00T47');
  await frame.getByRole('button', { name: 'Verify my age' }).click();
  await expect(frame.getByRole('heading', { name: 'Your age is verified' })).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('checkout-frame')).toHaveCount(0);
  await page.reload();
  await expect(album).toHaveAttribute('data-access', 'purchase');

  // The guest does nothing from here on: the tab hears avs.revoked and reloads.
  await socketLive(page);
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  const answer = await page.request.post(`/api/v1/internal/guests/${guestId}/avs/revoke`, { headers: INTERNAL });
  expect(answer.status()).toBe(200);
  await reloaded;
  await expect(album).toHaveAttribute('data-access', 'ageCheck');
  await expect(page.getByTestId('album-prompt')).toHaveAttribute('data-needs', 'ageCheck');
});
