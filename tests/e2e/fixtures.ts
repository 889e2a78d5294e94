import { test as base, expect, type Page } from '@playwright/test';

/** Fails a test on any uncaught error in the page, so a broken page cannot pass quietly. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The cookie banner's answers: necessary only, or everything (analytics: the app tracks events). */
export type CookieChoice = 'necessary-only' | 'accept-all';

/** Answers the cookie banner (necessary only unless told) so it does not cover the page. */
export async function dismissCookieBanner(page: Page, choice: CookieChoice = 'necessary-only'): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  await banner.waitFor();
  await banner.getByTestId(`cookie-${choice}`).click();
  await banner.waitFor({ state: 'detached' });
}

/** The page at `path` once the service worker controls it (a reload after the first install). */
export async function controlledPage(page: Page, path = '/en/', cookies: CookieChoice = 'necessary-only'): Promise<void> {
  await page.goto(path);
  await dismissCookieBanner(page, cookies);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
