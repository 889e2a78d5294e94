// The HTML served for a page names the page's own chunks and styles and the catalogs its first
// render waits for, so they load beside the first chunk (server/pagePreloads.ts, issue 23):
// never the first chunk's, never another page's or another language's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_SOURCES } from '../../src/app/pageSources.ts';
import { startTestServer, type TestServer } from './harness.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/app-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-A1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

// As Vite writes it: the first chunk (with the entry) and the pages' chunks sharing some.
const MANIFEST = {
  '_app-A1.js': { file: 'assets/app-A1.js', imports: ['_runtime-R1.js'], css: ['assets/app-A1.css'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  [PAGE_SOURCES.videos!]: { file: 'assets/VideoListPage-V1.js', isDynamicEntry: true, imports: ['_app-A1.js', '_TileGrid-T1.js'] },
  '_TileGrid-T1.js': { file: 'assets/TileGrid-T1.js', imports: ['_app-A1.js', '_listing-L1.js'], css: ['assets/TileGrid-T1.css'] },
  '_listing-L1.js': { file: 'assets/listing-L1.js', imports: ['_app-A1.js'] },
  [PAGE_SOURCES.camShows!]: { file: 'assets/CamShowsPage-C1.js', isDynamicEntry: true, imports: ['_app-A1.js', '_listing-L1.js'] },
  'src/app/NotFoundPage.tsx': { file: 'assets/NotFoundPage-N1.js', isDynamicEntry: true, imports: ['_app-A1.js'] },
  // the catalogs: English's first-screen texts are in the first chunk
  'locales/de.po': { file: 'assets/de-D1.js', isDynamicEntry: true },
  'locales/later/en.po': { file: 'assets/en-LE.js', isDynamicEntry: true },
  'locales/later/de.po': { file: 'assets/de-LD.js', isDynamicEntry: true },
};

let t: TestServer;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'glimmer-preload-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function preloadsOf(pathname: string) {
  const response = await fetch(`${t.baseUrl}${pathname}`);
  const html = await response.text();
  return {
    status: response.status,
    scripts: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]),
    styles: [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
    inHead: html.indexOf('modulepreload') < html.indexOf('</head>'),
  };
}

describe('the served HTML of a page', () => {
  test("names the page's chunk, the chunks it imports and their styles, before </head>", async () => {
    const page = await preloadsOf('/en/videos/');
    expect(page.status).toBe(200);
    expect(page.scripts.sort()).toEqual([
      '/assets/TileGrid-T1.js',
      '/assets/VideoListPage-V1.js',
      '/assets/en-LE.js',
      '/assets/listing-L1.js',
    ]);
    expect(page.styles).toEqual(['/assets/TileGrid-T1.css']);
    expect(page.inHead).toBe(true);
  });

  test("another page gets its own, in its language; home, in the first chunk, gets only a language's first-screen texts", async () => {
    expect((await preloadsOf('/de/cam-shows/')).scripts.sort()).toEqual([
      '/assets/CamShowsPage-C1.js',
      '/assets/de-D1.js',
      '/assets/de-LD.js',
      '/assets/listing-L1.js',
    ]);
    expect(await preloadsOf('/en/')).toMatchObject({ status: 200, scripts: [], styles: [] });
    expect(await preloadsOf('/de/')).toMatchObject({ status: 200, scripts: ['/assets/de-D1.js'], styles: [] });
  });

  test('a path no route matches gets the not-found page, with status 404', async () => {
    expect(await preloadsOf('/en/no-such-page/')).toMatchObject({ status: 404, scripts: ['/assets/NotFoundPage-N1.js'] });
  });
});
