import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The guest's first key press on this page load: offers wait for a click or a key press (issue
 * 20: none pushes a page the guest just opened). Pressed again until the app has heard it (the
 * app may still be starting).
 */
export async function engage(page: Page): Promise<void> {
  const host = page.getByTestId('promo-host');
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(host).toHaveAttribute('data-interacted', 'true', { timeout: 1_000 });
  }).toPass();
}
