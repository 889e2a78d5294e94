import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page, type Request } from '@playwright/test';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';

/** What Chromium writes to the console when a Content-Security-Policy or Permissions-Policy refuses something. */
const POLICY_VIOLATION = /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i;
/** The binding the init script below reports `securitypolicyviolation` events through. */
const VIOLATION_BINDING = '__e2eCspViolation';

/**
 * Watches a browser context for policy violations: the console of every page, popup and frame
 * in it (the checkout frame included), and `securitypolicyviolation` events in every document.
 */
function watchViolations(context: BrowserContext, violations: string[]): Promise<unknown> {
  context.on('console', (message: ConsoleMessage) => {
    if (!POLICY_VIOLATION.test(message.text())) return;
    const where = [message.page()?.url() ?? 'a worker', message.location().url].filter(Boolean);
    violations.push(`${[...new Set(where)].join(' > ')}: ${message.text()}`);
  });
  return Promise.all([
    context.exposeBinding(VIOLATION_BINDING, ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`)),
    context.addInitScript((binding) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(
            `securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        },
        true,
      );
    }, VIOLATION_BINDING),
  ]).catch(() => undefined); // a context closed at once by its test has nothing more to report
}

/**
 * Fails a test on any uncaught error in the page, so a broken page cannot pass quietly, and on
 * any Content-Security-Policy (or Permissions-Policy) violation in any page, popup or frame of
 * the test's contexts, those a test makes with browser.newContext() included: the app must work
 * with its security headers on. A test that provokes a violation on purpose takes it out of
 * `policyViolations` after checking it.
 */
export const test = base.extend<{ pageErrors: Error[]; policyViolations: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchViolations(context, violations);
      const onContext = (created: BrowserContext) => void watchViolations(created, violations);
      browser.on('context', onContext);
      await use(violations);
      browser.off('context', onContext);
      expect(violations, 'policy violations in the browser').toEqual([]);
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

/** The access token the app keeps in the page's browser, as a guest's next call would send it. */
export const storedToken = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** The page at `path` loaded while the service worker controls it (a reload after the first install). */
export async function controlledPage(page: Page, path = '/en/', cookies: CookieChoice = 'necessary-only'): Promise<void> {
  await page.goto(path);
  await dismissCookieBanner(page, cookies);
  // The first install takes the page over without a reload (sw.ts clientsClaim), but the
  // page's own answers went by before it did: loaded again, they pass through the worker.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // the controller is there before the app has run: wait for what the guest sees
  await expect(page.getByTestId('shell')).toBeVisible();
}

/**
 * Resolves after `count` more frames were painted: what the page's own code did in reaction to
 * something that already happened (a scroll, an answer it got) is on screen by then.
 */
export const paintedFrames = (page: Page, count = 2): Promise<void> =>
  page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = (remaining: number) => (remaining === 0 ? resolve() : requestAnimationFrame(() => step(remaining - 1)));
        step(left);
      }),
    count,
  );

/** How long no request of the page may be in flight before it counts as at rest (as Playwright's `networkidle`). */
const QUIET_NETWORK_MS = 500;

/**
 * For a check that something does NOT happen while a page loads. Made before the page is loaded,
 * it follows the page's requests; `atRest()` resolves once none has been in flight for
 * QUIET_NETWORK_MS (the chunks and calls of anything the page would have shown are in by then)
 * and two more frames were painted. A busy machine makes it wait longer, never pass sooner,
 * unlike a fixed wait. (Playwright's own `networkidle` never comes here: it counts the shared
 * worker's script, whose end it does not see, as in flight for good. That one is left out.)
 */
export function requestWatch(page: Page): { atRest(): Promise<void> } {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/sharedWorker-')) return;
    inFlight.add(request);
    changedAt = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async atRest() {
      await expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= QUIET_NETWORK_MS, { intervals: [100] }).toBe(true);
      await paintedFrames(page);
    },
  };
}

/** Waits until this page's socket is live (src/realtime/client.ts marks the root): frames the server sends from now on reach it. */
export const socketLive = (page: Page): Promise<void> => expect(page.locator('html')).toHaveAttribute('data-socket', 'live');
