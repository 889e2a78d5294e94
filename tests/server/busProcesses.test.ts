import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOME_QUERY, type HomeData, homeVariables } from '../../src/contract/queries/home.ts';
import { freePort } from '../support/freePort.ts';
import { vxql } from './harness.ts';
import { internal, openSession, presenceChanges, type TestSocket, waitForPresence, watchActors } from './socketClient.ts';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('Two-process Redis test skipped: REDIS_URL is not set');

const root = path.resolve(import.meta.dirname, '../..');
const INTERNAL_TOKEN = 'two-process-internal-token';

/** `node server/main.ts` as its own OS process, resolved once /healthz answers. */
async function startProcess(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  // Each process also serves the checkout frame on its own port (its own origin).
  const checkoutPort = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      CHECKOUT_PORT: String(checkoutPort),
      HOST: '127.0.0.1',
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server process did not answer /healthz within 30 s');
}

describe.skipIf(!redisUrl)('two server OS processes behind one database and one Redis', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-two-'));
  const env = {
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: `glimmer-test:${randomUUID()}:`,
    INTERNAL_TOKEN,
  };
  let a: { baseUrl: string; child: ChildProcess };
  let b: { baseUrl: string; child: ChildProcess };
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    a = await startProcess(env); // seeds the shared database first
    b = await startProcess(env);
  }, 90_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const server of [a, b]) {
      if (!server) continue;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an actor set online through one process reaches a guest connected to the other', async () => {
    const { accessToken } = (await (
      await fetch(`${b.baseUrl}/api/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    ).json()) as { accessToken: string };
    const onB = await openSession(b.baseUrl, accessToken);
    sockets.push(onB);
    await watchActors(onB, [7]);
    const answer = await internal(a.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/7/online', { online: true, freeChat: true });
    expect(answer.status).toBe(200);
    await waitForPresence(onB, { actorId: 7, isOnline: true, freeChat: true });
    await expect.poll(async () => (await internal(b.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests')).body.connections).toBe(1);
    expect((await internal(a.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests')).body.connections).toBe(0);
  });

  test("a cached answer on one process is dropped by a write through the other before the write's event reaches a guest", async () => {
    const token = (
      (await (
        await fetch(`${b.baseUrl}/api/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      ).json()) as { accessToken: string }
    ).accessToken;
    const home = async () => (await vxql(b.baseUrl, token, HOME_QUERY, homeVariables())).body.data as unknown as HomeData;
    const before = await home();
    expect(await home()).toEqual(before); // kept by b's answer cache now
    const offline = before.newModels.items.find((item) => !item.isOnline && item.id !== 7)!;
    const onB = await openSession(b.baseUrl, token);
    sockets.push(onB);
    await watchActors(onB, [offline.id]);
    const seen = presenceChanges(onB).length;
    expect((await internal(a.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${offline.id}/online`, { online: true })).status).toBe(200);
    await waitForPresence(onB, { actorId: offline.id, isOnline: true }, seen);
    expect((await home()).top.total).toBe(before.top.total + 1);
  });
});
