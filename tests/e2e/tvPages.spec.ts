import { dismissCookieBanner, expect, test } from './fixtures.ts';

// The TV post and TV video pages end to end (issue 21, point 9): a guest opens a TV post from the
// TV menu's posts and a TV video from a series' episodes, in English and in German, and reads
// them in that language; unknown ones show the not-found line. Each route's phone size, axe and
// layout shift are the screen test's (routeTable.ts lists both pages).

const CASES = [
  {
    language: 'en',
    posts: 'Posts',
    postPath: /^\/en\/tv\/posts\/[a-z0-9-]+\/$/,
    videoPath: /^\/en\/tv\/videos\/\d+\/$/,
    episode: /episode \d+/,
  },
  {
    language: 'de',
    posts: 'Beiträge',
    postPath: /^\/de\/tv\/beitraege\/[a-z0-9-]+\/$/,
    videoPath: /^\/de\/tv\/videos\/\d+\/$/,
    episode: /Folge \d+/,
  },
] as const;

for (const each of CASES) {
  test(`a guest opens a TV post and a TV video from the TV screens (${each.language})`, async ({ page }) => {
    await page.goto(`/${each.language}/tv/media/series/`);
    await dismissCookieBanner(page);

    // the menu's posts, then the first post's own page
    await page.getByTestId('tv-menu-posts').click();
    const teaser = page.getByTestId('tv-posts').getByTestId('blog-post-teaser').first();
    const title = (await teaser.getByRole('heading').innerText()).trim();
    await teaser.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('tv-post-page')).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(each.postPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('tv-post-body').locator('p').first()).toBeVisible();
    await expect(page.getByTestId('breadcrumbs')).toContainText(each.posts);

    // a series, then one of its episodes on its own page
    await page.getByTestId('tv-menu-series').click();
    await page
      .getByTestId('tv-series-tile')
      .filter({ hasNot: page.locator('.tv-badge') })
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByTestId('tv-format-page')).toBeVisible();
    const episode = page.getByTestId('tv-episode-list').getByTestId('tv-episode-tile').first();
    const episodeTitle = (await episode.locator('strong').innerText()).trim();
    expect(episodeTitle).toMatch(each.episode);
    await episode.getByRole('link').click();
    await expect(page.getByTestId('tv-video-page')).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(each.videoPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(episodeTitle);
    await expect(page.getByTestId('tv-player')).toBeVisible();
    await expect(page.getByTestId('tv-suggestions').getByTestId('tv-episode-tile').first()).toBeVisible();

    // a suggestion opens the next video's page
    const next = page.getByTestId('tv-suggestions').getByTestId('tv-episode-tile').first();
    const nextId = await next.getAttribute('data-video-id');
    await next.getByRole('link').click();
    await expect(page.getByTestId('tv-video')).toHaveAttribute('data-video-id', nextId!);
  });
}

test('an unknown TV post and an unknown TV video show the not-found line', async ({ page }) => {
  await page.goto('/en/tv/posts/no-such-tv-post/');
  await dismissCookieBanner(page);
  await expect(page.getByTestId('tv-post-page').getByTestId('tv-not-found')).toBeVisible();
  await page.goto('/en/tv/videos/99999999/');
  await expect(page.getByTestId('tv-video-page').getByTestId('tv-not-found')).toBeVisible();
  await page.goto('/de/tv/videos/abc/');
  await expect(page.getByTestId('tv-video-page').getByTestId('tv-not-found')).toHaveText(
    'Dieses Video gibt es nicht oder es konnte nicht geladen werden.',
  );
});
