import { test, expect, dismissCookieBanner } from './fixtures.ts';
import { DEFAULT_VIDEO_SORT, VIDEO_LIST_ROUTES } from '../../src/contract/videoLists.ts';

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
    await expect(page.getByTestId(`videos-block-${category}`).getByTestId('video-sort')).toHaveAttribute('data-sort', DEFAULT_VIDEO_SORT[category]);
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
});
