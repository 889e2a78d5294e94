import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// A message whose catalog is not loaded renders as its raw id ("bFzk2e") and Lingui warns
// "Uncompiled message detected" (issue 20). The route names of the video station live in a lazy
// catalog; the page must wait for it.

/** Every console line of the page that reports an uncompiled message. */
function uncompiledWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/uncompiled message/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

const STATION = [
  { path: '/en/videos/', heading: 'Videos', newVideos: 'New videos' },
  { path: '/de/videos/', heading: 'Videos', newVideos: 'Neue Videos' },
];

for (const { path, heading, newVideos } of STATION) {
  test(`the video station on ${path} names its lists in words, never as raw message ids`, async ({ page }) => {
    const warnings = uncompiledWarnings(page);
    await page.goto(path);
    await dismissCookieBanner(page);
    const station = page.getByTestId('videos-page');
    await expect(station.locator('h1')).toHaveText(heading);
    const menu = page.getByTestId('videos-menu');
    await expect(menu.getByRole('link', { name: newVideos, exact: true })).toBeVisible();
    await expect(page.getByTestId('videos-block-newVideos').getByRole('heading', { name: newVideos })).toBeVisible();
    await expect(station.getByTestId('video-grid').first()).toBeVisible();
    expect(warnings).toEqual([]);
  });
}
