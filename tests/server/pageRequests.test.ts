// Every GET page route answers HEAD the same way without a body (link checkers and uptime
// monitors use HEAD), and alias paths outside the route table redirect to their route.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const SHELL = '<!doctype html><html lang="en"><head><title>Glimmer</title></head><body><div id="root"></div></body></html>';

let t: TestServer;
let clientDir: string;
let actorPath: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'glimmer-head-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'index-0a1b2c3d.js'), 'console.log("glimmer");\n');
  t = await startTestServer({ env: { CLIENT_DIR: clientDir } });
  const actor = await t.server.db.selectFrom('actors').select('nameLower').where('id', '=', 2).executeTakeFirstOrThrow();
  actorPath = `/en/amateur/${encodeURIComponent(actor.nameLower)}/`;
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** Headers that differ between two answers by nature (the clock), left out of the comparison. */
const VARYING = new Set(['date', 'keep-alive', 'connection']);
const headersOf = (response: Response) => Object.fromEntries([...response.headers.entries()].filter(([name]) => !VARYING.has(name)));

describe('HEAD answers like GET', () => {
  const cases = [
    ['the English home', () => '/en/', 200],
    ['the German home', () => '/de/', 200],
    ['an actor page', () => actorPath, 200],
    ['a path that is no page', () => '/en/no-such-page/', 404],
    ['a static asset', () => '/assets/index-0a1b2c3d.js', 200],
  ] as const;
  for (const [name, pathOf, status] of cases) {
    test(`${name}: same status and headers, no body`, async () => {
      const url = `${t.baseUrl}${pathOf()}`;
      const get = await fetch(url);
      const getBody = await get.arrayBuffer();
      const head = await fetch(url, { method: 'HEAD' });
      expect(get.status).toBe(status);
      expect(head.status).toBe(status);
      expect(headersOf(head)).toEqual(headersOf(get));
      expect(Number(head.headers.get('content-length'))).toBe(getBody.byteLength);
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });
  }
});

describe('alias paths', () => {
  for (const [language, target] of [
    ['en', '/en/tv/livestream/'],
    ['de', '/de/tv/livestream/'],
    ['es', '/es/tv/directo/'],
    ['nl', '/nl/tv/livestream/'],
  ] as const) {
    test(`/${language}/tv/ leads to the TV livestream in ${language}`, async () => {
      const response = await fetch(`${t.baseUrl}/${language}/tv/?ref=mail`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${target}?ref=mail`);
      const followed = await fetch(`${t.baseUrl}/${language}/tv`);
      expect(followed.url).toBe(`${t.baseUrl}${target}`);
      expect(followed.status).toBe(200);
    });
  }
});
