import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The blog and TV pages keep their frame while they load (issue 20, point 6): the heading, the
// menu and the sidebar are in their final place from the first paint, and what waits for data
// holds a stand-in as tall as what comes. Each test holds back one of the page's answers (in the
// browser; our server's answers are never changed), notes where the parts already on screen are,
// lets the answer through and checks they have not moved.

// The requests are held in the page; a service worker taking the page over would answer them
// past page.route, so none runs here.
test.use({ serviceWorkers: 'block' });

/** Holds back every request to the API whose address matches `pattern` until `release()`. */
async function holdAnswers(page: Page, pattern: RegExp): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/**', (route) => (holding && pattern.test(route.request().url()) ? void held.push(route) : route.fallback()));
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return Math.round(box!.y);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a blog page shows its heading and sidebar where they stay while its trail and posts load', async ({ page }) => {
    const answers = await holdAnswers(page, /\/api\/v1\/(breadcrumb|blog\/posts)\//);
    await page.goto('/en/blog/');
    const heading = page.getByRole('heading', { level: 1, name: 'Blog' });
    const sidebar = page.getByTestId('blog-sidebar');
    await expect(page.getByTestId('list-loading')).toBeVisible();
    await expect(sidebar.getByTestId('blog-archive-years').getByRole('link').first()).toBeVisible();
    await expect.poll(answers.held).toBe(2);
    const before = { heading: await topOf(heading), sidebar: await topOf(sidebar) };

    await answers.release();
    await expect(page.getByTestId('blog-post-list').getByTestId('blog-post-teaser')).toHaveCount(3);
    await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: 'Home' })).toBeVisible();
    expect({ heading: await topOf(heading), sidebar: await topOf(sidebar) }).toEqual(before);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the TV livestream program stays where it is while the stream loads', async ({ page }) => {
    const answers = await holdAnswers(page, /\/api\/v1\/tv\/stream\//);
    await page.goto('/en/tv/livestream/');
    const program = page.getByRole('heading', { level: 2, name: 'Program' });
    await expect(page.getByTestId('tv-program-free').locator('li').first()).toBeVisible();
    await expect.poll(answers.held).toBe(1);
    const before = await topOf(program);

    await answers.release();
    await expect(page.getByTestId('tv-player')).toBeVisible();
    expect(await topOf(program)).toBe(before);
  });

  test('the episodes of a TV series stay where they are while the suggestions load', async ({ page }) => {
    const answers = await holdAnswers(page, /\/api\/v1\/tv\/suggest\//);
    await page.goto('/en/tv/mediathek/studio-sessions/videos/');
    const episodes = page.getByTestId('tv-episode-list');
    await expect(episodes.getByTestId('tv-episode-tile').first()).toBeVisible();
    await expect.poll(answers.held).toBe(1);
    const before = await topOf(episodes);

    await answers.release();
    await expect(page.getByTestId('tv-suggestions').getByTestId('tv-episode-tile').first()).toBeVisible();
    expect(await topOf(episodes)).toBe(before);
  });
});
