import { openHome, signUp } from './accountHelpers.ts';
import { expect, test } from './fixtures.ts';

// Discreet mode (issue 22, point 4): chosen in the notification settings, the page points the
// browser at the neutral manifest and home-screen icon, also after a reload and on the first
// paint of a later visit; the server keeps the choice (it words the pushes, tested over HTTP in
// tests/server/alertSwitches.test.ts).

test('discreet mode turns the installed app neutral: manifest and home-screen icon, kept across reloads and on the server', async ({
  page,
}) => {
  await openHome(page);
  await signUp(page);
  const manifest = page.locator('link[rel="manifest"]');
  const touchIcon = page.locator('link[rel="apple-touch-icon"]');
  await expect(manifest).toHaveAttribute('href', '/manifest/en.webmanifest');
  await expect(touchIcon).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  await page.goto('/en/myglimmer/profile/?tab=notifications');
  const discreet = page.getByTestId('notifications-section').locator('[data-channel="discreet"] input');
  await expect(discreet).not.toBeChecked();
  await discreet.check();
  await expect(manifest).toHaveAttribute('href', '/manifest/en.discreet.webmanifest');
  await expect(touchIcon).toHaveAttribute('href', '/icons/neutral-apple-touch-icon.png');
  const name = (await (await page.request.get('/manifest/en.discreet.webmanifest')).json()).name;
  expect(name).toBe('Reader');
  expect((await page.request.get('/icons/neutral-apple-touch-icon.png')).status()).toBe(200);

  // the server kept it, and another language's page keeps the mode
  await page.goto('/de/');
  await expect(manifest).toHaveAttribute('href', '/manifest/de.discreet.webmanifest');
  await page.goto('/en/myglimmer/profile/?tab=notifications');
  await expect(discreet).toBeChecked();
  await discreet.uncheck();
  await expect(manifest).toHaveAttribute('href', '/manifest/en.webmanifest');
  await page.reload();
  await expect(discreet).not.toBeChecked();
  await expect(touchIcon).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});
