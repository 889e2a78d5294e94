// Issue 19, point 4: no other site can show the app in a frame (and so trick a guest into a
// one-click purchase under its own page). The framing page is served by a tiny server of this
// test on another port: another origin, as any other site would be.
import { createServer, type Server } from 'node:http';
import { expect, test } from './fixtures.ts';

let framing: Server;
let framingUrl: string;

test.beforeAll(async ({ baseURL }) => {
  framing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>elsewhere</title><h1>Win a prize</h1><iframe id="app" src="${baseURL}/en/" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  const address = framing.address();
  if (!address || typeof address === 'string') throw new Error('the framing server did not bind a port');
  framingUrl = `http://127.0.0.1:${address.port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => framing?.close(resolve));
});

test('a page on another site that frames the app gets nothing: the frame is refused', async ({ page, baseURL, policyViolations }) => {
  const appResponse = page.waitForResponse((response) => response.url() === `${baseURL}/en/`);
  await page.goto(framingUrl);
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
  // the browser fetched the app's page for the frame, and refused to show it
  expect((await appResponse).status()).toBe(200);
  await expect.poll(() => policyViolations.some((violation) => /frame-ancestors 'none'/.test(violation))).toBe(true);
  const frame = page.frames().find((each) => each !== page.mainFrame());
  expect(frame).toBeDefined();
  await expect.poll(() => frame!.url()).not.toMatch(new RegExp(`^${baseURL}`));
  // nothing of the app rendered inside it: no root, no navigation bar, no cookie banner
  const inside = page.frameLocator('#app');
  await expect(inside.locator('#root')).toHaveCount(0);
  await expect(inside.getByTestId('cookie-banner')).toHaveCount(0);
  // the refusal was expected here: taken out, so the fixture's check stays for the rest
  policyViolations.splice(0, policyViolations.length, ...policyViolations.filter((violation) => !/frame-ancestors 'none'/.test(violation)));
});
