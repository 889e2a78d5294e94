import { dismissCookieBanner, expect, test } from './fixtures.ts';

test('home shows seeded actors from our backend', async ({ page, request }) => {
  const { accessToken } = (await (await request.post('/api/v1/auth/anonymous', { data: {} })).json()) as { accessToken: string };
  const answer = await request.post('/api/vxql?language=en', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: '{ models(order: RANK, online: true, first: 3) { items { id name } } }' },
  });
  const top = ((await answer.json()) as { data: { models: { items: { id: number; name: string }[] } } }).data.models.items;
  expect(top.length).toBeGreaterThan(0);

  await page.goto('/');
  await dismissCookieBanner(page);
  const block = page.getByTestId('home-block-top');
  await expect(block).toBeVisible();
  for (const actor of top) {
    const tile = block.locator(`[data-testid="actor-tile"][data-actor-id="${actor.id}"]`);
    await expect(tile).toContainText(actor.name);
    await expect(tile).toHaveAttribute('href', `/en/amateur/${actor.name.toLowerCase()}/`);
    await expect(tile.getByTestId('online-badge')).toBeVisible();
  }
});

test('home shows every timeline block in the spec order', async ({ page }) => {
  await page.goto('/en/');
  const ids = [
    'favorite',
    'top',
    'camshows',
    'dailyBonus',
    'vip30',
    'feed',
    'trends',
    'videoStation',
    'new',
    'contests',
    'welcomeClips',
    'categories',
    'blog',
    'tv',
  ];
  await expect(page.getByTestId('home-block-tv')).toBeVisible();
  // the feed block loads once the guest scrolls to it
  await page.getByTestId('home-block-vip30').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(page.getByTestId('home-block-feed')).toBeVisible();
  const shown = await page
    .locator('[data-testid^="home-block-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.replace('home-block-', '')));
  expect(shown).toEqual(ids);
  await expect(page.getByTestId('home-block-vip30').getByTestId('video-tile').first()).toBeVisible();
  await expect(page.getByTestId('home-block-new').getByTestId('actor-tile').first()).toBeVisible();
});

test('an actor tile opens the actor page in the same language', async ({ page }) => {
  await page.goto('/de/');
  await dismissCookieBanner(page);
  const tile = page.getByTestId('home-block-top').getByTestId('actor-tile').first();
  const href = await tile.getAttribute('href');
  expect(href).toMatch(/^\/de\/amateur\/[a-z0-9-]+\/$/);
  await tile.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByTestId('actor-profile')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('home data comes in the page language', async ({ page, request }) => {
  const { accessToken } = (await (await request.post('/api/v1/auth/anonymous', { data: {} })).json()) as { accessToken: string };
  const names = async (language: string) => {
    const answer = await request.post(`/api/vxql?language=${language}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query: '{ categories { name } }' },
    });
    return ((await answer.json()) as { data: { categories: { name: string }[] } }).data.categories.map((c) => c.name);
  };
  const [german, english] = [await names('de'), await names('en')];
  expect(german).not.toEqual(english);
  await page.goto('/de/');
  const chips = page.getByTestId('home-block-categories').locator('a.chip');
  await expect(chips.first()).toContainText(german[0]!);
});
