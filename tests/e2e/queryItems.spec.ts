import type { APIRequestContext } from '@playwright/test';
import { BANNER_FIELDS, EVENT_CONFIG_QUERY, SIDEBAR_QUERY } from '../../src/contract/queries/queryItems.ts';
import { EVENT_PAGE_TYPES } from '../../src/features/events/eventPages.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// The query items of spec part 2 §7.10 added for issue 21 (point 16), each on the screen that
// needs it, with the server's data in the page's language: the home page's banners and
// collections, the navigation's sidebar data, a special event page's config, the cams page's
// interactive content and the media library's recommendations. On a phone (390 px).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
async function vxql(request: APIRequestContext, language: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const { accessToken } = (await (await request.post('/api/v1/auth/anonymous', { data: {} })).json()) as { accessToken: string };
  const answer = await request.post(`/api/vxql?language=${language}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query, variables },
  });
  return ((await answer.json()) as { data: unknown }).data;
}

test("home: the banner region and the video station's collections show the server's items in German", async ({ page, request }) => {
  const data = await vxql(
    request,
    'de',
    `query($t: [String!]) { banners(first: 3, eventTypes: $t) { ${BANNER_FIELDS} } collections(keys: ["travel"], items: 10) { title items { id } } }`,
    { t: EVENT_PAGE_TYPES },
  );
  await page.goto('/de/');
  await dismissCookieBanner(page);
  const banners = page.getByTestId('home-banner');
  await expect(banners).toHaveCount(data.banners.length);
  for (const [index, banner] of data.banners.entries()) {
    await expect(banners.nth(index)).toContainText(banner.title);
    await expect(banners.nth(index)).toHaveAttribute('data-kind', banner.kind);
  }
  // a contest banner opens that contest
  const contest = data.banners.find((banner: { kind: string }) => banner.kind === 'contest');
  await expect(banners.and(page.locator('[data-kind="contest"]'))).toHaveAttribute('href', `/de/wettbewerbe/${contest.contestId}/`);

  const travel = page.getByTestId('home-collection').filter({ has: page.getByRole('heading', { name: data.collections[0].title }) });
  await travel.scrollIntoViewIfNeeded();
  const ids = await travel
    .getByTestId('video-tile')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-video-id'))));
  expect(ids).toEqual(data.collections[0].items.map((item: { id: number }) => item.id));
});

test('the navigation menu shows the sidebar data: live counts and the special events titled by the server', async ({ page, request }) => {
  const data = (await vxql(request, 'de', SIDEBAR_QUERY, { eventTypes: EVENT_PAGE_TYPES })).sidebarData;
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await page.getByTestId('mobile-menu-button-navigation').click();
  const menu = page.getByTestId('mobile-menu-navigation');
  await expect(menu.getByTestId('sidebar-count-cams')).toHaveAttribute('data-count', String(data.onlineCams));
  await expect(menu.getByTestId('sidebar-count-videos')).toHaveAttribute('data-count', String(data.newVideos));
  const events = menu.getByTestId('sidebar-events').locator('li[data-event-type]');
  await expect(events).toHaveCount(data.events.length);
  for (const event of data.events) {
    await expect(menu.locator(`li[data-event-type="${event.type}"]`)).toContainText(event.title);
  }
  // the gold rush's German title leads to its German page
  await menu.locator('li[data-event-type="goldrush"] a').click();
  await expect(page).toHaveURL('/de/magazin/goldrausch/');
  await expect(page.getByTestId('event-title')).toHaveText('Goldrausch');
});

test("a special event page shows its config: the server's title, intro, tries and prizes in Dutch", async ({ page, request }) => {
  const config = (await vxql(request, 'nl', EVENT_CONFIG_QUERY, { type: 'wet-and-wild' })).eventConfig;
  // Dutch has no route patterns of its own: the English path in Dutch (spec part 1 §1).
  await page.goto('/nl/magazine/wetnwildgame/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('event-title')).toHaveText(config.title);
  await expect(page.getByTestId('event-intro')).toHaveText(config.intro);
  await expect(page.getByTestId('event-rules')).toContainText(`${config.dailyAttempts} pogingen per dag.`);
  for (const rule of config.rules) await expect(page.getByTestId('event-rules')).toContainText(rule);
  await expect(page.getByTestId('event-prizes')).toContainText(`${config.prizes[0].amount} coins`);
});

test('the cams page shows the interactive content: the actors whose toy can be controlled', async ({ page }) => {
  const stored = readE2eDatabase(
    (db) => db.prepare('select id from actors where is_dildocontrol_available = 1').all() as { id: number }[],
  ).map((row) => row.id);
  await page.goto('/en/cams/');
  await dismissCookieBanner(page);
  const section = page.getByTestId('interactive-content');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-total', String(stored.length));
  await expect(section.getByTestId('interactive-summary')).toContainText(`of ${stored.length} online now`);
  const ids = await section
    .getByTestId('actor-tile')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-actor-id'))));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.every((id) => stored.includes(id))).toBe(true);
});

test.describe('signed up on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the media library recommends the server's videos: the best liked for a guest who bought nothing", async ({ page }) => {
    test.setTimeout(90_000);
    await openHome(page);
    await signUp(page);
    await page.goto('/en/myglimmer/mediathek/');
    const section = page.getByTestId('mediathek-recommendations');
    await expect(section.getByTestId('video-tile')).toHaveCount(8);
    const expected = readE2eDatabase(
      (db) =>
        db
          .prepare(
            "select id from albums where type = 'video' and published_at <= ? and age_rating <= 16 order by likes desc, id desc limit 8",
          )
          .all(Date.now()) as { id: number }[],
    ).map((row) => row.id);
    const ids = await section
      .getByTestId('video-tile')
      .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-video-id'))));
    expect(ids).toEqual(expected);
  });
});
