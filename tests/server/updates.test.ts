// Updates never strand a guest (issue 22, point 6), over real HTTP: the shell, sw.js and the
// manifest are asked again each time (the manifest with an ETag), hashed assets are immutable,
// every address a worker was ever registered at answers a worker that removes itself, and the
// kill switch retires /sw.js and tells the app to register none. The previous build's assets
// stay beside the new ones (scripts/previousAssets.ts).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { restore, stash } from '../../scripts/previousAssets.ts';
import { RETIRED_WORKER_PATHS } from '../../server/retiredWorker.ts';
import { startTestServer, type TestServer } from './harness.ts';

const SHELL = '<!doctype html><html><head><title>Glimmer</title></head><body><div id="root"></div></body></html>';
const WORKER = 'self.addEventListener("fetch", () => {})';
let clientDir = '';
let t: TestServer;
let killed: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'glimmer-updates-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, 'assets', 'page-AbCdEf12.js'), 'export default 1');
  writeFileSync(path.join(clientDir, 'sw.js'), WORKER);
  t = await startTestServer({ env: { CLIENT_DIR: clientDir } });
  killed = await startTestServer({ env: { CLIENT_DIR: clientDir, SW_KILL_SWITCH: 'on' } });
});
afterAll(async () => {
  await t?.close();
  await killed?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const shellConfigOf = async (server: TestServer) => {
  const html = await (await fetch(`${server.baseUrl}/en/`)).text();
  const content = /<meta name="glimmer-config" content="([^"]*)">/.exec(html)![1]!.replaceAll('&quot;', '"');
  return JSON.parse(content) as { serviceWorker: boolean };
};

describe('what the browser asks again and what it keeps', () => {
  test('the manifest is no-cache with an ETag; asked with it, the answer is 304 without a body', async () => {
    const first = await fetch(`${t.baseUrl}/manifest/en.webmanifest`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await fetch(`${t.baseUrl}/manifest/en.webmanifest`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetch(`${t.baseUrl}/manifest/de.webmanifest`)).headers.get('etag')).not.toBe(tag);
  });

  test('discreet mode has its own manifest per language: a neutral name, the neutral icons, no shortcuts', async () => {
    const discreet = (await (await fetch(`${t.baseUrl}/manifest/de.discreet.webmanifest`)).json()) as Record<string, unknown>;
    expect(discreet).toMatchObject({
      id: '/',
      name: 'Leser',
      short_name: 'Leser',
      lang: 'de',
      start_url: '/de/',
      display: 'standalone',
      theme_color: '#4a5868',
    });
    expect(discreet).not.toHaveProperty('shortcuts');
    expect(discreet).not.toHaveProperty('description');
    const icons = discreet.icons as { src: string; purpose: string }[];
    expect(icons.map((icon) => icon.src)).toEqual([
      '/icons/neutral-icon-192.png',
      '/icons/neutral-icon-512.png',
      '/icons/neutral-maskable-192.png',
      '/icons/neutral-maskable-512.png',
    ]);
    for (const icon of icons) expect(existsSync(path.join(import.meta.dirname, '../../public', icon.src)), icon.src).toBe(true);
    expect(JSON.stringify(discreet)).not.toMatch(/glimmer|cam/i);
    expect((await fetch(`${t.baseUrl}/manifest/xx.discreet.webmanifest`)).status).toBe(404);
  });

  test('the shell and sw.js are no-cache, hashed assets immutable', async () => {
    expect((await fetch(`${t.baseUrl}/en/`)).headers.get('cache-control')).toBe('no-cache');
    const worker = await fetch(`${t.baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toBe(WORKER);
    expect((await fetch(`${t.baseUrl}/assets/page-AbCdEf12.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('retiring a worker', () => {
  test('every old worker address answers a worker that unregisters itself and reloads the pages', async () => {
    expect(RETIRED_WORKER_PATHS).toContain('/service-worker.js');
    for (const address of RETIRED_WORKER_PATHS) {
      const answer = await fetch(`${t.baseUrl}${address}`);
      expect(answer.status, address).toBe(200);
      expect(answer.headers.get('content-type'), address).toMatch(/^text\/javascript/);
      expect(answer.headers.get('cache-control'), address).toBe('no-cache');
      const body = await answer.text();
      expect(body).toContain('self.registration.unregister()');
      expect(body).toContain('page.navigate(page.url)');
    }
    expect((await shellConfigOf(t)).serviceWorker).toBe(true);
  });

  test('the kill switch retires /sw.js itself, and the shell tells the app to register no worker', async () => {
    expect(await (await fetch(`${killed.baseUrl}/sw.js`)).text()).toContain('self.registration.unregister()');
    expect((await shellConfigOf(killed)).serviceWorker).toBe(false);
  });
});

describe("the previous build's assets", () => {
  test('stay served beside the new build, one build back only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'glimmer-builds-'));
    const assets = path.join(root, 'dist', 'assets');
    const build = (names: string[]) => {
      stash(root);
      rmSync(path.join(root, 'dist'), { recursive: true, force: true }); // as vite build empties dist/
      mkdirSync(assets, { recursive: true });
      for (const name of names) writeFileSync(path.join(assets, name), name);
      restore(root);
      return readdirSync(assets).sort();
    };
    try {
      expect(build(['page-one1.js', 'app-one1.js'])).toEqual(['app-one1.js', 'page-one1.js']);
      expect(build(['page-two2.js', 'app-one1.js'])).toEqual(['app-one1.js', 'page-one1.js', 'page-two2.js']);
      // the third build keeps the second's own files, not the first's carried ones
      expect(build(['page-three3.js', 'app-one1.js'])).toEqual(['app-one1.js', 'page-three3.js', 'page-two2.js']);
      expect(readFileSync(path.join(assets, 'page-two2.js'), 'utf8')).toBe('page-two2.js');
      expect(existsSync(path.join(root, 'dist-previous'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
