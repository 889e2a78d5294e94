// The test server starts again on other ports when a port found free was taken before it
// listened (tests/server/harness.ts): CI saw EADDRINUSE once on a busy machine.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

const taken = vi.hoisted(() => ({ port: 0, handedOut: 0 }));
vi.mock('../support/freePort.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../support/freePort.ts')>();
  return {
    freePort: async () => {
      taken.handedOut += 1;
      return taken.handedOut === 1 ? taken.port : real.freePort();
    },
  };
});

const { startTestServer } = await import('./harness.ts');

let squatter: Server;
beforeAll(async () => {
  squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const address = squatter.address();
  taken.port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => squatter.close(() => resolve())));

test('a port taken between its choice and the listen: the server starts on others and answers', async () => {
  const t = await startTestServer();
  try {
    expect(t.baseUrl).not.toContain(`:${taken.port}`);
    expect(taken.handedOut).toBeGreaterThanOrEqual(4);
    expect(
      (await fetch(`${t.baseUrl}/api/v1/auth/anonymous`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(200);
  } finally {
    await t.close();
  }
});
