import { VIDEO_LIST_DEFAULT_SORT as DEFAULT_VIDEO_SORT } from '../../src/contract/enums.ts';
import { VIDEO_LIST_ROUTES } from '../../src/contract/videoLists.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, storedToken, test } from './fixtures.ts';

// The video lists in the browser (videos and albums issue): every list route shows its videos
// in the spec's default sort, 16 to a grid; the station shows every list; the stars list 100.

const PATHS: Record<keyof typeof VIDEO_LIST_ROUTES, string> = {
  freeClips: '/en/videos/free-clips/',
  videoTrends: '/en/videos/video-trends/',
  videosOnSale: '/en/videos/on-sale/',
  newVideos: '/en/videos/new-videos/',
  allVideos: '/en/videos/all-videos/',
  vipVideos: '/en/videos/vip-videos/',
};

test('every video list shows the default sort of its category, 16 to a grid', async ({ page }) => {
  await page.goto('/en/videos/');
  await dismissCookieBanner(page);
  // the station's jumbotron links to a video page
  await expect(page.getByTestId('jumbotron-slide')).toHaveAttribute('href', /^\/en\/amateur\/[^/]+\/pictures\/\d+\/$/);
  for (const [route, category] of Object.entries(VIDEO_LIST_ROUTES)) {
    await expect(page.getByTestId(`videos-block-${category}`).getByTestId('video-sort')).toHaveAttribute(
      'data-sort',
      DEFAULT_VIDEO_SORT[category],
    );
    await page.goto(PATHS[route as keyof typeof PATHS]);
    await expect(page.getByTestId('videos-page')).toHaveAttribute('data-route', route);
    await expect(page.getByTestId('video-sort')).toHaveAttribute('data-sort', DEFAULT_VIDEO_SORT[category]);
    const tiles = page.getByTestId('video-grid').getByTestId('video-tile');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeLessThanOrEqual(16);
    await page.goto('/en/videos/');
  }
  await page.goto('/de/videos/alle-videos/');
  await expect(page.getByTestId('video-grid').getByTestId('video-tile')).toHaveCount(16);
  await page.goto('/en/videos/stars/');
  await expect(page.getByTestId('video-stars').locator('li')).toHaveCount(100);
  // daily deals: the videos on sale, each with its struck base price
  await page.goto('/en/daily-deals/');
  await expect(page.getByTestId('daily-deals-page').getByTestId('video-sort')).toHaveAttribute('data-sort', 'newest');
  await expect(page.getByTestId('video-grid').getByTestId('video-tile').first().locator('s.price-base')).toBeVisible();
});

test('a playlist made in the media library, filled from a video page, survives a reload', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await page.goto('/en/myglimmer/mediathek/?type=playlists');
  const name = `Evening ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name of the new playlist' }).fill(name);
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.getByTestId('playlist').filter({ hasText: name })).toBeVisible();

  await page.goto('/en/videos/new-videos/');
  const tile = page.getByTestId('video-grid').getByTestId('video-tile').first();
  const albumId = await tile.getAttribute('data-video-id');
  await tile.click();
  // a tile of a list opens the video in place, in the video-with-player dialog
  await expect(page.getByTestId('video-with-player').getByTestId('album')).toHaveAttribute('data-album-id', albumId!);
  await page.getByTestId('add-to-playlist').click();
  await page.getByTestId('add-to-playlist-form').getByRole('combobox').selectOption({ label: name });
  await page.getByTestId('add-to-playlist-form').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('added-to-playlist')).toContainText(name);

  await page.goto('/en/myglimmer/mediathek/?type=playlists');
  await page.reload();
  const playlist = page.getByTestId('playlist').filter({ hasText: name });
  await expect(playlist.getByTestId('playlist-item')).toHaveAttribute('data-album-id', albumId!);
  // deleting asks first
  await playlist.getByTestId('playlist-delete-button').click();
  await page.getByTestId('playlist-delete-confirm').click();
  await expect(page.getByTestId('playlist').filter({ hasText: name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('playlists')).toBeVisible();
  await expect(page.getByTestId('playlist').filter({ hasText: name })).toHaveCount(0);
});

test('home shows the jumbotron of three videos once the guest scrolls to the video station', async ({ page }) => {
  const homeJumbotron = page.waitForRequest((request) => request.url().includes('/api/v1/video/jumbotron/homepage'));
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('home-block-top')).toBeVisible();
  await page.getByTestId('home-block-videoStation').scrollIntoViewIfNeeded();
  await homeJumbotron;
  const jumbotron = page.getByTestId('jumbotron');
  await expect(jumbotron).toHaveAttribute('data-place', 'home');
  await expect(jumbotron.locator('.jumbotron-dots button')).toHaveCount(3);
  await expect(jumbotron.getByTestId('jumbotron-slide')).toHaveAttribute('href', /^\/en\/amateur\/[^/]+\/pictures\/\d+\/$/);
});

test('editing a playlist: cancel with changes asks first and keeps the saved order; saved changes survive a reload', async ({ page }) => {
  // signup, four page loads and two dialogs: over 30 s on a busy 2-core machine (one CI run)
  await openHome(page);
  await signUp(page);
  await page.goto('/en/myglimmer/mediathek/?type=playlists');
  const name = `Edit ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name of the new playlist' }).fill(name);
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.getByTestId('playlist').filter({ hasText: name })).toBeVisible();

  await page.goto('/en/videos/new-videos/');
  const added: string[] = [];
  for (const index of [0, 1]) {
    const tile = page.getByTestId('video-grid').getByTestId('video-tile').nth(index);
    added.push((await tile.getAttribute('data-video-id'))!);
    await tile.click();
    const dialog = page.getByTestId('video-with-player');
    await expect(dialog.getByTestId('album')).toHaveAttribute('data-album-id', added[index]!);
    await dialog.getByTestId('add-to-playlist').click();
    await dialog.getByTestId('add-to-playlist-form').getByRole('combobox').selectOption({ label: name });
    await dialog.getByTestId('add-to-playlist-form').getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByTestId('added-to-playlist')).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  await page.goto('/en/myglimmer/mediathek/?type=playlists');
  const playlist = page.getByTestId('playlist').filter({ hasText: name });
  const order = () => playlist.getByTestId('playlist-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-album-id')));
  await expect.poll(order).toEqual(added);
  // cancelling without a change asks nothing
  await playlist.getByTestId('playlist-edit').click();
  await playlist.getByTestId('playlist-cancel').click();
  await expect(playlist).toHaveAttribute('data-editing', 'false');
  // a change, then cancel: the dialog asks; keep editing keeps the draft; discard restores the saved order
  await playlist.getByTestId('playlist-edit').click();
  await playlist.getByTestId('playlist-item').nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect.poll(order).toEqual([added[1], added[0]]);
  await playlist.getByTestId('playlist-cancel').click();
  await page.getByTestId('playlist-keep-editing').click();
  await expect(playlist).toHaveAttribute('data-editing', 'true');
  await expect.poll(order).toEqual([added[1], added[0]]);
  await playlist.getByTestId('playlist-cancel').click();
  await page.getByTestId('playlist-discard-confirm').click();
  await expect(playlist).toHaveAttribute('data-editing', 'false');
  await expect.poll(order).toEqual(added);
  // saved: the new order and the removal stay after a reload
  await playlist.getByTestId('playlist-edit').click();
  await playlist.getByTestId('playlist-item').nth(1).getByRole('button', { name: 'Move up' }).click();
  await playlist.getByTestId('playlist-save').click();
  await expect(playlist).toHaveAttribute('data-editing', 'false');
  await page.reload();
  await expect.poll(order).toEqual([added[1], added[0]]);
});

test("the media library's messenger and audio views show what actors sent the guest", async ({ page }) => {
  await openHome(page);
  await signUp(page);
  const token = await storedToken(page);
  const profile = await page.request.get('/api/v1/guest/profile', { headers: { authorization: `Bearer ${token}` } });
  const guestId = ((await profile.json()) as { guest: { id: number } }).guest.id;
  for (const media of ['image', 'audio'] as const) {
    const sent = await page.request.post('/api/v1/internal/actors/120/message', {
      headers: { 'x-internal-token': 'e2e-internal-token' },
      data: { guestId, text: `A ${media}`, media },
    });
    expect(sent.ok()).toBe(true);
  }
  await page.goto('/en/myglimmer/mediathek/?type=messenger');
  await expect(page.getByTestId('mediathek-messenger-item')).toHaveAttribute('data-type', 'image');
  await page.getByTestId('mediathek-tab-audio').click();
  const voice = page.getByTestId('mediathek-messenger-item');
  await expect(voice).toHaveAttribute('data-type', 'audio');
  await expect(voice.locator('audio')).toHaveAttribute('src', '/media/demo-voice.wav');
});
