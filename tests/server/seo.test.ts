// The served HTML of actor pages carries the actor's head (server/seoShell.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Glimmer: live cams." />
    <title>Glimmer</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestServer;
let clientDir: string;
let actor: { id: number; name: string; nameLower: string; age: number };
const ORIGIN = 'https://glimmer.example';
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'glimmer-seo-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  t = await startTestServer({ env: { CLIENT_DIR: clientDir, APP_ORIGIN: ORIGIN, SEO_CACHE_SECONDS: '1' } });
  actor = await t.server.db.selectFrom('actors').select(['id', 'name', 'nameLower', 'age']).where('id', '=', 2).executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(pathname: string) {
  const response = await fetch(`${t.baseUrl}${pathname}`);
  return { status: response.status, html: await response.text() };
}
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('served actor pages', () => {
  test('the English profile names the actor in title, description, Open Graph and lang', async () => {
    const { status, html } = await page(`/en/amateur/${encodeURIComponent(actor.nameLower)}/`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="en">`);
    expect(html).toContain(`<title>${actor.name} (${actor.age}) live on cam: profile, videos and pictures</title>`);
    expect(attr(html, /<meta name="description" content="([^"]*)">/)).toContain(`Chat live with ${actor.name}`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)">/)).toContain(actor.name);
    expect(attr(html, /<meta property="og:image" content="([^"]*)">/)).toBe(`${ORIGIN}/img/actor/${actor.id}/w640.svg`);
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${ORIGIN}/en/amateur/${encodeURIComponent(actor.nameLower)}/`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test('the German about page is in German with its own canonical slug', async () => {
    const { status, html } = await page(`/de/amateur/${encodeURIComponent(actor.name)}/ueber-mich/`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="de">`);
    expect(html).toContain(`<title>${actor.name} (${actor.age}) live vor der Cam: Profil, Videos und Bilder</title>`);
    expect(attr(html, /<link rel="canonical" href="([^"]*)">/)).toBe(
      `${ORIGIN}/de/amateur/${encodeURIComponent(actor.nameLower)}/ueber-mich/`,
    );
  });

  test('the Spanish videos-by-tag page names the tag group', async () => {
    const { status, html } = await page(`/es/amateur/${encodeURIComponent(actor.nameLower)}/videos/tag/outdoor`);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="es">`);
    expect(html).toContain(`<title>${actor.name}: vídeos de outdoor</title>`);
  });

  test("a link to an actor that is not there redirects to the cams with the not-found notice, in the link's language", async () => {
    for (const [path, target] of [
      ['/en/amateur/nobodyhere/', '/en/cams/?notFound=1'],
      ['/de/amateur/nobodyhere/ueber-mich/', '/de/cams/?notFound=1'],
    ]) {
      const response = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test("an actor's text with markup is escaped in the served head", async () => {
    await t.server.db.updateTable('actors').set({ city: '<script>alert(1)</script>' }).where('id', '=', 3).execute();
    const row = await t.server.db.selectFrom('actors').select('nameLower').where('id', '=', 3).executeTakeFirstOrThrow();
    const { html } = await page(`/en/amateur/${encodeURIComponent(row.nameLower)}/`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('a changed actor shows in the served head once the short cache has passed', async () => {
    const row = await t.server.db.selectFrom('actors').select('nameLower').where('id', '=', 4).executeTakeFirstOrThrow();
    const url = `/en/amateur/${encodeURIComponent(row.nameLower)}/`;
    await t.server.db.updateTable('actors').set({ city: 'Oldtown' }).where('id', '=', 4).execute();
    expect((await page(url)).html).toContain('from Oldtown');
    await t.server.db.updateTable('actors').set({ city: 'Newtown' }).where('id', '=', 4).execute();
    expect((await page(url)).html).toContain('from Oldtown');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await page(url)).html).toContain('from Newtown');
  });

  test('other pages keep the shell defaults', async () => {
    const { status, html } = await page('/en/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Glimmer</title>');
  });
});
