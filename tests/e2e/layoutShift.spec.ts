import type { Page } from '@playwright/test';
import { openHome, signUp } from './accountHelpers.ts';
import { expect, test } from './fixtures.ts';

// Nothing jumps while a page loads (issue 20, point 6): the cumulative layout shift of loading a
// page, scrolling it to the bottom and waiting for its lazy blocks stays below 0.1, the "good"
// threshold of Core Web Vitals. CLS as the browsers define it: the largest session window of
// shifts (at most 1 s apart, 5 s long at most), shifts right after an input left out.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const CLS_LIMIT = 0.1;

/** Starts recording layout shifts before the page's first byte (the observer is buffered too). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          // where it was and where it went (top/height), so a failure names the move
          const move = `${Math.round(source.previousRect.y)}/${Math.round(source.previousRect.height)} -> ${Math.round(source.currentRect.y)}/${Math.round(source.currentRect.height)}`;
          if (!(node instanceof Element)) return `${String(node?.nodeName ?? '?')} ${move}`;
          return `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${String(node.className).split(' ')[0]} ${move}`;
        });
        shifts.push({ value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's CLS: the largest session window of its recorded shifts. */
async function cumulativeLayoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; startTime: number; sources: string[] }[] }).__layoutShifts,
  );
  let cls = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - last > 1000 || shift.startTime - first > 5000) {
      window = 0;
      first = shift.startTime;
    }
    window += shift.value;
    last = shift.startTime;
    cls = Math.max(cls, window);
  }
  return { cls, shifts: shifts.map((s) => `${s.value.toFixed(4)} @${Math.round(s.startTime)} ms: ${s.sources.join(', ')}`) };
}

/** Scrolls down a screen at a time, each step once the page has painted, until the bottom stays put. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
  }
}

/** Waits until every image in the page has loaded or failed (a late image must not move anything either). */
async function imagesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((image) => image.loading !== 'lazy' || image.complete).every((image) => image.complete),
      ),
    )
    .toBe(true);
}

async function expectCalmLoad(page: Page, path: string, lazyShown: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await lazyShown(page);
  await scrollToBottom(page);
  await lazyShown(page);
  await scrollToBottom(page);
  await imagesSettled(page);
  const { cls, shifts } = await cumulativeLayoutShift(page);
  expect(cls, `layout shifts on ${path}:\n${shifts.join('\n')}`).toBeLessThan(CLS_LIMIT);
}

async function homeBlocksShown(page: Page): Promise<void> {
  await expect(page.getByTestId('home-block-tv')).toBeVisible();
  if ((await page.evaluate(() => window.scrollY)) === 0) return;
  await expect(page.getByTestId('home-block-feed')).toBeVisible();
  await expect(page.getByTestId('jumbotron')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('home loads without layout shift, logged out', async ({ page }) => {
      await recordLayoutShifts(page);
      await expectCalmLoad(page, '/en/', homeBlocksShown);
    });

    test('home loads without layout shift, logged in', async ({ page }) => {
      // The signup button is in the desktop navbar: sign up there, then look at home at this size.
      await page.setViewportSize({ width: 1366, height: 768 });
      await openHome(page);
      await signUp(page);
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await expectCalmLoad(page, '/en/', homeBlocksShown);
    });

    test('the video list loads without layout shift', async ({ page }) => {
      await recordLayoutShifts(page);
      await expectCalmLoad(page, '/en/videos/', async () => {
        await expect(page.getByTestId('video-tile').first()).toBeVisible();
      });
    });

    test('an actor page loads without layout shift', async ({ page, request }) => {
      const { accessToken } = (await (await request.post('/api/v1/auth/anonymous', { data: {} })).json()) as { accessToken: string };
      const answer = await request.post('/api/vxql?language=en', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { query: '{ models(order: RANK, online: true, first: 1) { items { name } } }' },
      });
      const [actor] = ((await answer.json()) as { data: { models: { items: { name: string }[] } } }).data.models.items;
      await recordLayoutShifts(page);
      await expectCalmLoad(page, `/en/amateur/${actor!.name.toLowerCase()}/`, async () => {
        await expect(page.getByTestId('actor-profile')).toBeVisible();
      });
    });

    test.describe('with the album answering late', () => {
      // the service worker would fetch the album out of page.route's sight
      test.use({ serviceWorkers: 'block', isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
      test('the video dialog does not jump when its album arrives, logged in', async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await openHome(page);
        await signUp(page);
        await page.setViewportSize(viewport);
        // A busy phone: the dialog's code, its styles and the album come well after the click's
        // grace (500 ms) is over.
        let albumAsked!: () => void;
        const asked = new Promise<void>((resolve) => (albumAsked = resolve));
        await page.route(/\/(assets\/[^/]*album|api\/v1\/gallery\/open)/i, async (route) => {
          if (route.request().url().includes('gallery/open')) albumAsked();
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        await recordLayoutShifts(page);
        await page.goto('/en/videos/');
        await page.getByTestId('video-tile').first().click();
        await expect(page.getByTestId('video-with-player')).toBeVisible();
        await asked;
        await expect(page.getByTestId('video-with-player').getByTestId('album')).toBeVisible();
        await imagesSettled(page);
        const { cls, shifts } = await cumulativeLayoutShift(page);
        expect(cls, `layout shifts in the video dialog:\n${shifts.join('\n')}`).toBeLessThan(CLS_LIMIT);
      });
    });
  });
}
