import type { Locator } from '@playwright/test';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

// Controls are drawn with the SVG icon set (src/ui/Icon.tsx), never emoji or symbol glyphs,
// which show as empty boxes where no emoji font is installed (issue 20). Each control keeps a
// name of its own; the icon is hidden from assistive technology. The live chat's reaction
// buttons are checked in livechat.spec.ts.

/** A control whose only picture is one hidden SVG icon, named by its label. */
async function expectIconControl(control: Locator, name: string | RegExp, text: string | RegExp = '') {
  await expect(control.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  await expect(control.locator('svg path')).toHaveCount(1);
  await expect(control).toHaveText(text);
  await expect(control).toHaveAccessibleName(name);
}

test('the gallery of the video station turns by arrows drawn as SVG', async ({ page }) => {
  await page.goto('/en/videos/');
  await dismissCookieBanner(page);
  const jumbotron = page.getByTestId('jumbotron');
  const slide = jumbotron.getByTestId('jumbotron-slide');
  await expect(slide).toBeVisible();
  const previous = jumbotron.getByTestId('jumbotron-previous');
  const next = jumbotron.getByTestId('jumbotron-next');
  await expectIconControl(previous, 'Previous slide');
  await expectIconControl(next, 'Next slide');
  const first = await slide.getAttribute('data-album-id');
  await next.click();
  await expect(slide).not.toHaveAttribute('data-album-id', first!);
  await previous.click();
  await expect(slide).toHaveAttribute('data-album-id', first!);
  // going back from the first slide turns to the last one
  await previous.click();
  await expect(jumbotron.locator('.jumbotron-dots button').last()).toHaveAttribute('aria-current', 'true');
});

test("a video's like and dislike buttons show SVG thumbs and their counts", async ({ page }) => {
  await page.goto('/en/videos/');
  await dismissCookieBanner(page);
  await page.getByTestId('jumbotron-slide').click();
  const album = page.getByTestId('album');
  await expect(album).toBeVisible();
  // the accessible name holds the visible count (WCAG 2.5.3 label in name): "Like 3"
  await expectIconControl(album.getByTestId('album-like'), /^Like \d+$/, /^\s*Like\s+\d+$/);
  await expectIconControl(album.getByTestId('album-dislike'), /^Dislike \d+$/, /^\s*Dislike\s+\d+$/);
  await expect(album.getByTestId('album-like').locator('svg')).toHaveAttribute('data-icon', 'thumbUp');
  await expect(album.getByTestId('album-dislike').locator('svg')).toHaveAttribute('data-icon', 'thumbDown');
});

test("an actor's pin and sedcard rating buttons are SVG icons", async ({ page }) => {
  await page.goto('/en/amateur/iline/');
  await dismissCookieBanner(page);
  const pin = page.getByTestId('actor-pin');
  await expect(pin.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  await expect(pin).toHaveAccessibleName('Pin Iline');
  const sedcards = page.getByTestId('actor-sedcards');
  await sedcards.scrollIntoViewIfNeeded();
  await expectIconControl(sedcards.getByRole('button', { name: 'I like these pictures' }), 'I like these pictures');
  await expectIconControl(sedcards.getByRole('button', { name: 'I do not like these pictures' }), 'I do not like these pictures');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu's close, back and submenu arrows are SVG icons", async ({ page }) => {
    await page.goto('/en/');
    await dismissCookieBanner(page);
    await page.getByTestId('mobile-menu-button-navigation').click();
    await expectIconControl(page.getByTestId('mobile-menu-close'), 'Close menu');
    const videos = page.getByTestId('mobile-submenu-open-videos');
    await expect(videos.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await videos.click();
    const back = page.getByTestId('mobile-menu-back');
    await expect(back.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(back).toHaveText('Back');
  });
});
