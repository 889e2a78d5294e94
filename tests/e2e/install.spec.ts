import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { baseURL } from '../../playwright.config.ts';
import { controlledPage, dismissCookieBanner, expect, requestWatch, test } from './fixtures.ts';
import { engage } from './promoHelpers.ts';

const WORKER_FILE = 'dist/sw.js';

// Installing the app (PWA issue): the manifest and icons pass Chromium's installability check,
// the manifest follows the page's language, and the app's own install offer comes at the second
// page (not on first paint), not again after "not now".

test('the manifest and icons pass the installability check, in the language of the page', async ({ context, page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest/de.webmanifest');
  const cdp = await context.newCDPSession(page);
  // Playwright's browser contexts are off the record, which Chromium reports as "in-incognito":
  // a fact of the test browser, not of the app. Every other reason would fail the check.
  const errors = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(errors, { timeout: 15_000 }).toEqual([]);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const manifest = await (await page.request.get('/manifest/de.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/de/', display: 'standalone', lang: 'de' });
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
    '/de/messenger/',
    '/de/myglimmer/lieblings-cams/',
    '/de/videos/',
  ]);
  expect(
    manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable').map((icon: { sizes: string }) => icon.sizes),
  ).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
  expect((await page.request.get('/manifest/xx.webmanifest')).status()).toBe(404);
});

test('the install offer comes on the second page, and "not now" is remembered', async ({ page }) => {
  // Headless Chromium never fires beforeinstallprompt by itself: the page gets one as the browser
  // would send it, with prompt() recorded.
  const offerInstall = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      window.dispatchEvent(event);
    });
  // The guest goes on using the page: an offer that comes more than 400 ms after a tap waits for
  // the next one (promoRules.ts), and a busy machine may take that long to open the next page.
  await page.goto('/en/');
  await dismissCookieBanner(page);
  await engage(page);
  let requests = requestWatch(page);
  await offerInstall();
  await requests.atRest(); // an offer the page meant to show would be on screen by now: its chunk is in
  await expect(page.getByTestId('install-offer')).toHaveCount(0); // not on the first page
  await page.getByTestId('navbar').getByRole('link', { name: 'Cams', exact: true }).first().click();
  await expect(page.getByTestId('install-offer')).toBeVisible();
  await page.getByTestId('install-later').click();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
  await page.goto(`${baseURL}/en/videos/`);
  await engage(page);
  await offerInstall();
  requests = requestWatch(page);
  await page.getByTestId('navbar').getByRole('link', { name: 'Cams', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/cams\/$/);
  await requests.atRest();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});

test('a new version waiting shows the update notice by itself within the hour, and accepting reloads the page on it', async ({ page }) => {
  // The page's clock, so an hour can pass in a moment: the page asks for a new version hourly.
  await page.clock.install();
  await controlledPage(page);
  // The next version: the served worker with one more line, as a deploy would bring (the e2e
  // server serves dist/ from disk; the file is put back afterwards).
  // The server may send the .br or .gz copy (scripts/compress.ts): all three change together.
  const variants = [WORKER_FILE, `${WORKER_FILE}.br`, `${WORKER_FILE}.gz`].filter((file) => existsSync(file));
  const served = new Map(variants.map((file) => [file, readFileSync(file)]));
  try {
    const next = Buffer.from(`${readFileSync(WORKER_FILE, 'utf8')}\n// next version ${Date.now()}\n`);
    for (const file of variants)
      writeFileSync(file, file.endsWith('.br') ? brotliCompressSync(next) : file.endsWith('.gz') ? gzipSync(next) : next);
    await page.clock.fastForward('59:00');
    await expect(page.getByTestId('update-notice')).toHaveCount(0); // not asked yet
    await page.clock.fastForward('01:01');
    await expect(page.getByTestId('update-notice')).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.getByTestId('update-reload').click();
    await reloaded;
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    // Put back only now: the browser checks the worker again on a navigation, and the file put
    // back before the reload was a newer version to it, waiting again.
    for (const [file, body] of served) writeFileSync(file, body);
  }
});

test('a worker registered at an old address removes itself', async ({ page }) => {
  await controlledPage(page);
  // as a worker of another setup of this origin would have been registered
  await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js').then(() => undefined));
  // asked again while the page reloads (a poll's callback that throws fails the poll at once)
  const workers = () =>
    page
      .evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) =>
            new URL((registration.active ?? registration.installing ?? registration.waiting)?.scriptURL ?? 'http://x/none').pathname,
        ),
      )
      .catch(() => ['the page is reloading']);
  // it unregisters and reloads the page, which registers the app's own worker again
  await expect.poll(workers, { timeout: 20_000 }).toEqual(['/sw.js']);
  await expect(page.getByTestId('shell')).toBeVisible();
});
