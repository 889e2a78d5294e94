import type { Locator, Page } from '@playwright/test';
import { signUp } from './accountHelpers.ts';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// The navbar and the search field fit in every language (issue 20: German cut "Wettbewerbe" to
// "Wet…" and the placeholder to "Videos dur"; English logged in ran over on a desktop): no label
// cut, no part of the bar out of it, every main section reachable (in the bar or its "More"
// menu on a desktop, in the mobile navigation menu on a phone).

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['de', 'en'] as const;
/** The main sections (src/app/Navbar.tsx MAIN_LINKS), by their paths' first segment after the language. */
const MAIN_SECTIONS = 7;

/** Every text-bearing control of the bar whose text is cut, with how wide it is and needs to be. */
async function cutLabels(navbar: Locator): Promise<string[]> {
  return navbar.evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>('a, button, label, [data-fits]')]
      .filter(
        (element) => element.offsetParent !== null && element.getClientRects().length > 0 && (element.textContent ?? '').trim() !== '',
      )
      .filter((element) => getComputedStyle(element).position !== 'absolute' || element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 2)
      .map(
        (element) =>
          `"${element.textContent!.trim()}" needs ${element.scrollWidth}x${element.scrollHeight}, has ${element.clientWidth}x${element.clientHeight}`,
      ),
  );
}

/** What runs out of the bar sideways: the bar itself, its link list, anything past its right edge. */
async function overflows(page: Page): Promise<string[]> {
  return page.getByTestId('navbar').evaluate((bar) => {
    const found: string[] = [];
    const inner = bar.querySelector<HTMLElement>('.navbar__inner')!;
    if (inner.scrollWidth > inner.clientWidth) found.push(`navbar needs ${inner.scrollWidth}px, has ${inner.clientWidth}px`);
    const nav = bar.querySelector<HTMLElement>('.navbar__nav');
    if (nav && nav.offsetParent !== null && nav.scrollWidth > nav.clientWidth)
      found.push(`links need ${nav.scrollWidth}px, have ${nav.clientWidth}px`);
    const right = bar.getBoundingClientRect().right;
    for (const element of bar.querySelectorAll<HTMLElement>('a, button, input, select')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5)
        found.push(`"${element.textContent?.trim() || element.getAttribute('aria-label')}" ends at ${box.right}px, past ${right}px`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    return found;
  });
}

/** Whether the field's placeholder fits inside it, with a little room to spare (measured in the field's own font). */
async function placeholderFits(input: Locator): Promise<{ fits: boolean; text: string; needs: number; has: number }> {
  return input.evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needs = Math.ceil(context.measureText(field.placeholder).width);
    const has = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { fits: needs + 4 <= has, text: field.placeholder, needs, has: Math.floor(has) };
  });
}

/** The main sections a guest can reach from the bar: shown links plus the "More" menu's. */
async function reachableSections(page: Page): Promise<number> {
  const shown = page.locator('.navbar__links > li:not([hidden]) > a:visible');
  const more = page.getByTestId('navbar-more');
  if ((await more.count()) === 0 || !(await more.isVisible())) return shown.count();
  await more.getByRole('button').click();
  const inMenu = await page.getByTestId('navbar-more-menu').getByRole('link').count();
  await expect(page.getByTestId('navbar-more-menu')).toBeVisible();
  const cut = await cutLabels(page.getByTestId('navbar-more-menu'));
  expect(cut, 'labels cut in the More menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('navbar-more-menu')).toBeHidden();
  return (await shown.count()) + inMenu;
}

for (const viewport of VIEWPORTS) {
  for (const loggedIn of [false, true]) {
    test(`the navbar fits in German and English on a ${viewport.name}, ${loggedIn ? 'logged in' : 'logged out'}`, async ({ page }) => {
      await page.goto('/en/');
      await dismissCookieBanner(page);
      // Signing up is a desktop navbar button (a phone has it in the my-account menu).
      if (loggedIn) await signUp(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const language of LANGUAGES) {
        await page.goto(`/${language}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('navbar-account')).toHaveAttribute('data-logged-in', String(loggedIn));
        if (loggedIn) await expect(page.getByTestId('topup-button')).toBeVisible();
        const navbar = page.getByTestId('navbar');
        expect(await overflows(page), `${language}: overflow`).toEqual([]);
        expect(await cutLabels(navbar), `${language}: labels cut`).toEqual([]);
        if (viewport.name === 'desktop') {
          expect(await reachableSections(page), `${language}: main sections reachable`).toBe(MAIN_SECTIONS);
          const search = page.getByTestId('navbar-search-input');
          await expect(search).toBeVisible();
          const fit = await placeholderFits(search);
          expect(fit.fits, `${language}: search placeholder ${JSON.stringify(fit)}`).toBe(true);
        } else {
          expect(await cutLabels(page.getByTestId('mobile-bar')), `${language}: labels cut in the mobile bar`).toEqual([]);
          await page.getByTestId('mobile-menu-button-search').click();
          const search = page.getByTestId('mobile-search-input');
          await expect(search).toBeVisible();
          const fit = await placeholderFits(search);
          expect(fit.fits, `${language}: search placeholder ${JSON.stringify(fit)}`).toBe(true);
          await page.getByTestId('mobile-menu-button-search').click();
          await expect(search).toBeHidden();
          await page.getByTestId('mobile-menu-button-navigation').click();
          const menu = page.getByTestId('mobile-menu-navigation');
          await expect(menu).toBeVisible();
          expect(await cutLabels(menu), `${language}: labels cut in the navigation menu`).toEqual([]);
          await page.getByTestId('mobile-menu-button-navigation').click();
          await expect(menu).toBeHidden();
        }
      }
    });
  }
}
