// Static assets are sent compressed (PWA issue figures: slow 4G): scripts/compress.ts writes a
// brotli and a gzip copy beside each text asset, and the server picks the one the browser takes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { compressFolder, MIN_BYTES } from '../../scripts/compress.ts';
import { startTestServer, type TestServer } from './harness.ts';

const clientDir = mkdtempSync(path.join(tmpdir(), 'glimmer-compress-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let t: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'tiny.js'), 'let a=1;');
  compressFolder(clientDir);
  t = await startTestServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

test('text assets get brotli and gzip copies; small ones stay as they are', () => {
  expect(MIN_BYTES).toBe(1024);
  expect(brotliDecompressSync(readFileSync(path.join(clientDir, 'assets', 'app.js.br'))).toString()).toBe(script);
  expect(existsSync(path.join(clientDir, 'assets', 'app.js.gz'))).toBe(true);
  expect(existsSync(path.join(clientDir, 'assets', 'tiny.js.br'))).toBe(false);
});

test('the server sends the brotli copy to a browser that takes it, and the plain file otherwise', async () => {
  const brotli = await fetch(`${t.baseUrl}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await brotli.text()).toBe(script); // fetch decodes it
  const plain = await fetch(`${t.baseUrl}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(script);
});
