import type { Page, Request } from '@playwright/test';
import { SEARCH_LIMITS } from '../../src/contract/search.ts';
import { RECENT_SEARCHES_KEY } from '../../src/contract/storageKeys.ts';
import { dismissCookieBanner, expect, paintedFrames, test } from './fixtures.ts';

// The global search in the browser (search issue): suggestions while typing with the stale
// rule proven on a slowed network, the recent searches (3, newest first, no duplicates, no
// 2-letter terms, stored only with functional consent), and the video search page in en and de.

const recentStored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY);

test.describe('on a slowed network', () => {
  // page.route sees the page's own requests only when no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test('typing an actor name shows the actor; answers of earlier keystrokes arriving later are ignored', async ({ page }) => {
    await page.goto('/en/');
    await dismissCookieBanner(page);
    // The answers to the first two keystrokes ("Z", "Ze") are held back until the third's is shown.
    const held: { pattern: string; release: () => void }[] = [];
    const answered: string[] = [];
    await page.route('**/api/vxql**', async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: { pattern?: string } } | null;
      const pattern = body?.variables?.pattern;
      if (!body?.query?.includes('searchSuggestions') || pattern === undefined) return route.continue();
      if (pattern.length < 3) await new Promise<void>((release) => held.push({ pattern, release }));
      const response = await route.fetch();
      await route.fulfill({ response });
      answered.push(pattern);
    });
    const input = page.getByTestId('navbar-search-input');
    await input.click();
    // the overlay (its own chunk) is there before the first keystroke
    await expect(page.getByTestId('search-overlay')).toBeVisible();
    await input.pressSequentially('Zed', { delay: 120 });
    const list = page.getByTestId('search-suggestions');
    await expect(list).toHaveAttribute('data-pattern', 'Zed');
    await expect(list.getByTestId('search-suggestion').filter({ hasText: 'Zedora' })).toBeVisible();
    expect(held.map((h) => h.pattern)).toEqual(['Z', 'Ze']);
    // Now the stale answers arrive, after the third one: they must not replace it, not even for a
    // moment (every pattern the list shows from here on is noted).
    await list.evaluate((element) => {
      const shown: string[] = [];
      (window as unknown as { shownPatterns: string[] }).shownPatterns = shown;
      new MutationObserver(() => shown.push(element.getAttribute('data-pattern') ?? '')).observe(element, {
        attributes: true,
        attributeFilter: ['data-pattern'],
      });
    });
    const arrived: string[] = [];
    const noteArrived = (request: Request) => {
      const body = request.postDataJSON() as { query?: string; variables?: { pattern?: string } } | null;
      if (body?.query?.includes('searchSuggestions') && body.variables?.pattern) arrived.push(body.variables.pattern);
    };
    page.on('requestfinished', noteArrived);
    page.on('requestfailed', noteArrived);
    for (const h of held) h.release();
    await expect.poll(() => answered).toEqual(['Zed', 'Z', 'Ze']);
    // the page has both answers in full, and has painted what it made of them
    await expect.poll(() => arrived).toEqual(expect.arrayContaining(['Z', 'Ze']));
    await paintedFrames(page, 3);
    expect(await page.evaluate(() => (window as unknown as { shownPatterns: string[] }).shownPatterns)).toEqual([]);
    await expect(list).toHaveAttribute('data-pattern', 'Zed');
    await expect(list.getByTestId('search-suggestion').filter({ hasText: 'Zedora' })).toBeVisible();
    // The grouped results follow once typing pauses, with the actor among the actors.
    const results = page.getByTestId('search-results');
    await expect(results).toHaveAttribute('data-pattern', 'Zed');
    await expect(results.getByTestId('search-section-actors').getByTestId('search-item-actor').filter({ hasText: 'Zedora' })).toBeVisible();
    for (const section of ['actors', 'videos', 'asmr', 'photos', 'tv', 'blog'])
      await expect(results.getByTestId(`search-section-${section}`)).toBeVisible();
    // Picking the actor opens the profile.
    await list.getByTestId('search-suggestion').filter({ hasText: 'Zedora' }).click();
    await expect(page).toHaveURL(/\/en\/amateur\/zedora\/$/);
    await expect(page.getByTestId('search-overlay')).toHaveCount(0);
  });
});

test('a one-letter typo still suggests the actor', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await page.getByTestId('navbar-search-input').fill('Zedorra');
  await expect(page.getByTestId('search-suggestions').getByTestId('search-suggestion').filter({ hasText: 'Zedora' })).toBeVisible();
});

test('recent searches: 3, newest first, no duplicates, no 2-letter terms, kept with functional consent', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page, 'accept-all');
  const input = page.getByTestId('navbar-search-input');
  for (const term of ['Jonix', 'ab', 'travel', 'jonix', 'asmr', 'garden']) {
    await input.fill(term);
    await input.press('Enter');
    await expect(page.getByTestId('video-search-page')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/search/videos/${term}/$`));
  }
  await expect.poll(() => recentStored(page)).toBe(JSON.stringify(['garden', 'asmr', 'jonix']));
  await page.reload();
  await page.getByTestId('navbar-search-input').fill('');
  await page.getByTestId('navbar-search-input').focus();
  const recent = page.getByTestId('search-recent').getByTestId('search-recent-term');
  await expect(recent).toHaveText(['garden', 'asmr', 'jonix']);
  // a recent term goes back into the field and searches again
  await recent.nth(1).click();
  await expect(page.getByTestId('navbar-search-input')).toHaveValue('asmr');
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-pattern', 'asmr');
});

test('without functional consent nothing is stored', async ({ page }) => {
  await page.goto('/en/');
  await dismissCookieBanner(page, 'necessary-only');
  const input = page.getByTestId('navbar-search-input');
  for (const term of ['travel', 'asmr']) {
    await input.fill(term);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search/videos/${term}/$`));
  }
  // this visit still shows them, but local storage holds nothing
  await input.fill('');
  await input.focus();
  await expect(page.getByTestId('search-recent').getByTestId('search-recent-term')).toHaveText(['asmr', 'travel']);
  expect(await recentStored(page)).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.toLowerCase().includes('search')))).toEqual([]);
  await page.reload();
  await page.getByTestId('navbar-search-input').focus();
  await expect(page.getByTestId('search-overlay')).toBeVisible();
  await expect(page.getByTestId('search-recent')).toHaveCount(0);
});

test('the video search page in English and German, with a tab per section', async ({ page }) => {
  await page.goto('/en/search/videos/travel/');
  await dismissCookieBanner(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “travel”');
  const grid = page.getByTestId('search-grid');
  await expect(grid).toHaveAttribute('data-section', 'videos');
  await expect(grid.getByTestId('video-tile')).toHaveCount(30);
  await expect(page.getByTestId('pagination')).toBeVisible();
  await expect(page.getByTestId('search-tab-videos')).toContainText(/\(\d+\)/);
  await page.getByTestId('search-tab-actors').click();
  await expect(page).toHaveURL(/\/en\/search\/videos\/travel\/\?section=actors$/);
  await expect(page.getByTestId('search-grid')).toHaveAttribute('data-section', 'actors');
  await expect(page.getByTestId('search-grid').getByTestId('search-item-actor').first()).toBeVisible();
  // page 2 of the videos
  await page.goto('/en/search/videos/travel/?page=2');
  await expect(page.getByTestId('search-grid').getByTestId('video-tile').first()).toBeVisible();

  await page.goto('/de/suche/videos/qqqzzz/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „qqqzzz“');
  await expect(page.getByTestId('search-empty')).toHaveText('Nichts gefunden. Prüfe die Schreibweise oder versuche ein anderes Wort.');
  // a typo in German ("garten") still finds the gardens, titled in German
  await page.goto('/de/suche/videos/garten/');
  await expect(page.getByTestId('search-grid').getByTestId('video-tile').first()).toContainText(/Garten/);
  await page.goto('/de/suche/videos/Zedora/');
  await expect(page.getByTestId('search-tab-actors')).toHaveText(/Darsteller \(1\)/);
  await page.getByTestId('search-tab-actors').click();
  await expect(page).toHaveURL(/\/de\/suche\/videos\/Zedora\/\?section=actors$/);
  await expect(page.getByTestId('search-grid').getByTestId('search-item-actor')).toHaveText(/Zedora/);
  // the German navbar field searches on the German route
  await page.getByTestId('navbar-search-input').fill('asmr');
  await page.getByTestId('navbar-search-input').press('Enter');
  await expect(page).toHaveURL(/\/de\/suche\/videos\/asmr\/$/);
  await expect(page.getByTestId('search-grid').getByTestId('video-tile').first()).toBeVisible();
});

test('the mobile search menu asks nothing before 3 characters', async ({ page }) => {
  // The page's clock, so the pause after which the grouped results are asked passes at once.
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await dismissCookieBanner(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const pattern = (request.postDataJSON() as { variables?: { pattern?: string } } | null)?.variables?.pattern;
    if (request.url().includes('/api/vxql') && pattern !== undefined) asked.push(pattern);
  });
  await page.getByTestId('mobile-menu-button-search').click();
  const input = page.getByTestId('mobile-search-input');
  await input.pressSequentially('Ze', { delay: 50 });
  await page.clock.runFor(SEARCH_LIMITS.resultsDelayMs * 4);
  // what 2 characters would have asked went out before the third key: the first asked is "Zed"
  await input.pressSequentially('d');
  await expect(page.getByTestId('search-suggestions').getByTestId('search-suggestion').filter({ hasText: 'Zedora' })).toBeVisible();
  expect(asked[0]).toBe('Zed');
  expect(asked.every((pattern) => pattern === 'Zed')).toBe(true);
});
