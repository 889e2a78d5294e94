import { expect, test } from './fixtures.ts';

// One page margin (issue 20, point 6): every page's content starts at the same distance from the
// window's edge, the actor pages included (they had 64 px at 1366 px where the others had 40 px).

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`an actor page and the video list share one page margin at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { accessToken } = (await (await request.post('/api/v1/auth/anonymous', { data: {} })).json()) as { accessToken: string };
    const answer = await request.post('/api/vxql?language=en', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { query: '{ models(order: RANK, online: true, first: 1) { items { name } } }' },
    });
    const [actor] = ((await answer.json()) as { data: { models: { items: { name: string }[] } } }).data.models.items;
    const leftOf = async (path: string, testId: string) => {
      await page.goto(path);
      const main = page.getByTestId(testId);
      await expect(main).toBeVisible();
      // where the content starts: the page's box plus its own padding
      return main.evaluate((element) => element.getBoundingClientRect().x + parseFloat(getComputedStyle(element).paddingLeft));
    };
    const videos = await leftOf('/en/videos/', 'videos-page');
    const actorPage = await leftOf(`/en/amateur/${actor!.name.toLowerCase()}/`, 'actor-profile');
    expect(actorPage).toBe(videos);
    const margin = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--page-margin')));
    expect(margin).toBe(viewport.width < 768 ? 16 : 24);
  });
}
