// /favicon.ico answers on both origins, the app's and the checkout frame's (server/favicon.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const ICON = readFileSync(path.resolve(import.meta.dirname, '../../public/favicon.ico'));

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** The sizes an ICO file says it holds, read from its directory. */
function icoSizes(bytes: Buffer): number[] {
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1); // an icon, not a cursor
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, n) => bytes.readUInt8(6 + 16 * n) || 256);
}

describe('favicon', () => {
  for (const origin of ['app', 'checkout'] as const) {
    test(`the ${origin} origin serves /favicon.ico as an icon`, async () => {
      const base = origin === 'app' ? t.baseUrl : t.checkoutUrl;
      const response = await fetch(`${base}/favicon.ico`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(ICON)).toBe(true);
      expect(icoSizes(body)).toEqual([16, 32, 48]);
    });
  }

  test('HEAD /favicon.ico answers like GET without the body', async () => {
    const response = await fetch(`${t.checkoutUrl}/favicon.ico`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(Number(response.headers.get('content-length'))).toBe(ICON.length);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });
});
