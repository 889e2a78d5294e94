import { CHUNK_RELOAD_AT_KEY } from '../../src/contract/storageKeys.ts';
import { openHome } from './accountHelpers.ts';
import { expect, test } from './fixtures.ts';

// A page whose chunk cannot be loaded never leaves a blank screen (issue 21, point 12). The
// service worker is kept out so the page's own chunk requests reach the network, where the
// failures happen: a flaky network (the request fails) and a deploy (the server no longer has
// the old build's file and answers 404, as it does for any file it lacks).
test.use({ serviceWorkers: 'block' });

const BLOG_CHUNK = /\/assets\/BlogPages-[\w-]+\.js$/;
const LEGAL_CHUNK = /\/assets\/LegalPage-[\w-]+\.js$/;

test('a page whose chunk fails on a flaky network shows a retry, and the retry loads it', async ({ page }) => {
  await openHome(page);
  await page.route(BLOG_CHUNK, (route) => route.abort('connectionreset'));
  await page.evaluate(() => history.pushState(null, '', '/en/blog/')); // the router follows, as for a link
  const error = page.getByTestId('route-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-outcome', 'retry');
  await expect(error).toContainText('Check your connection, then try again.');
  // the shell stays: the guest can still go anywhere
  await expect(page.getByTestId('navbar')).toBeVisible();

  await page.unroute(BLOG_CHUNK);
  await page.getByTestId('route-error-retry').click();
  await expect(page.getByTestId('blog-page')).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('a page whose chunk is gone after a deploy reloads once, then offers the retry instead of looping', async ({ page }) => {
  await openHome(page);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.route(LEGAL_CHUNK, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }),
  );
  await page.evaluate(() => history.pushState(null, '', '/en/terms-of-service/'));
  // the reloaded page finds the chunk still gone: it does not reload again within the minute
  const error = page.getByTestId('route-error');
  await expect(error).toHaveAttribute('data-outcome', 'retry', { timeout: 20_000 });
  expect(documents).toBe(1);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_AT_KEY)).toMatch(/^\d+$/);
  await expect(page.getByTestId('navbar')).toBeVisible();
});

test('another page clears the error: the guest is never stuck on it', async ({ page }) => {
  await openHome(page);
  await page.route(BLOG_CHUNK, (route) => route.abort('connectionreset'));
  await page.evaluate(() => history.pushState(null, '', '/en/blog/'));
  await expect(page.getByTestId('route-error')).toBeVisible();
  await page.evaluate(() => history.pushState(null, '', '/en/'));
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});
