import { test, expect } from './fixtures.ts';
import { ROUTE_IDS, buildPath, type RouteId } from '../../src/app/routes.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';

/** Sample values for every route parameter. */
const SAMPLE: Record<string, string> = {
  searchPattern: 'sunset walk',
  // a seeded actor (the seed is deterministic): actor pages answer 404 for unknown names
  actorName: 'iline',
  tagGroup: 'city & travel',
  albumId: '12',
  categorySlug: 'default',
  series: 'studio-talk',
  key: 'studio-talk',
  id: '1',
  slug: 'welcome',
  year: '2025',
};

function pathFor(id: RouteId, language: (typeof LANGUAGES)[number]): string {
  return buildPath(id, SAMPLE as never, language);
}

/** Routes whose feature has arrived, with their page's test id; the rest show the placeholder page. */
const BUILT_PAGES: Partial<Record<RouteId, string>> = {
  home: 'home-page',
  myProfile: 'profile-page',
  myBenefits: 'benefits-page',
  lindemann: 'lindemann-page',
  actorProfile: 'actor-profile',
  actorAbout: 'actor-profile',
  actorVideos: 'actor-profile',
  actorClassicVideos: 'actor-profile',
  actorVideosByTag: 'actor-profile',
  actorAlbum: 'actor-profile',
  actorLiveShow: 'actor-profile',
  actorTopCams: 'actor-profile',
  cams: 'listing-page',
  freeChat: 'listing-page',
  category: 'listing-page',
  newGirls: 'listing-page',
  myFavoriteCams: 'favorites-page',
  videos: 'videos-page',
  freeClips: 'videos-page',
  videoTrends: 'videos-page',
  videosOnSale: 'videos-page',
  newVideos: 'videos-page',
  allVideos: 'videos-page',
  vipVideos: 'videos-page',
  videoStars: 'videos-page',
  myMediathek: 'mediathek-page',
  dailyDeals: 'daily-deals-page',
  myMediathekPhotos: 'mediathek-page',
  messenger: 'messenger-page',
  camShows: 'cam-shows-page',
  feed: 'feed-page',
  videoSearch: 'video-search-page',
  tvLivestream: 'tv-livestream-page',
  tvPremiumLivestream: 'tv-livestream-page',
  tvMediathekSeries: 'tv-format-page',
  tvMediathekVideos: 'tv-videos-page',
  tvMediaSeries: 'tv-series-page',
  vipClub: 'vipclub-page',
  terms: 'legal-page',
  dataProtection: 'legal-page',
  imprint: 'legal-page',
  newsletterUnsubscribe: 'newsletter-unsubscribe-page',
  blog: 'blog-page',
  blogCategory: 'blog-page',
  blogArchive: 'blog-page',
  blogPost: 'blog-post-page',
  mySpinwheel: 'spinwheel-page',
  easter: 'event-page-easter',
  wetNWild: 'event-page-wet-and-wild',
  adventCalendar: 'event-page-advent-calendar',
  goldrush: 'event-page-goldrush',
  contests: 'contests-page',
  contest: 'contest-page',
};

for (const language of LANGUAGES) {
  test(`every route of the table answers with a page in ${language}`, async ({ page }) => {
    test.setTimeout(120000);
    for (const id of ROUTE_IDS) {
      const path = pathFor(id, language);
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(200);
      const root = BUILT_PAGES[id] ? page.getByTestId(BUILT_PAGES[id]) : page.locator(`[data-testid="placeholder-page"][data-route-id="${id}"]`);
      await expect(root, `${path} shows its page`).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });
}

test('a path outside the table shows the translated not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/de/no-such-page/at/all/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('/{lang}/tv/, no page of the table, leads to the TV livestream: from the server and inside the app', async ({ page }) => {
  const response = await page.goto('/en/tv/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/tv\/livestream\/$/);
  await expect(page.getByTestId('tv-livestream-page')).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  // the app's own navigation (a link or the address pushed without a server request) gets there too
  await page.goto('/es/');
  await page.evaluate(() => {
    history.pushState(null, '', '/es/tv/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/es\/tv\/directo\/$/);
  await expect(page.getByTestId('tv-livestream-page')).toBeVisible();
});
