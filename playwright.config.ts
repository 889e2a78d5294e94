import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts';

// End-to-end tests: real Chromium against the real server (`npm start`'s entry point) on a
// fresh SQLite database. The simulator runs at rate 0: performers never come online, go offline
// or start shows by themselves (the tests decide that), but they answer messages (messenger).
const port = Number(process.env.E2E_PORT ?? 8390);
export const baseURL = `http://127.0.0.1:${port}`;
/** A stand-in push service the server may post to (tests/e2e/push.spec.ts starts it when needed). */
export const pushStandInPort = port + 7;
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test is a guest's whole flow (sign up, top up, chat...): on a busy 2-core machine that takes
  // well over 30 s at times. Each step still waits only on what the guest sees.
  timeout: 60000,
  expect: { timeout: 7000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'rm -rf data/e2e && node scripts/start.ts',
    url: `${baseURL}/healthz`,
    timeout: 240000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      CHECKOUT_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      DATABASE_URL: '',
      REDIS_URL: '',
      SIMULATOR: 'on',
      SIMULATOR_RATE: '0',
      LOG_LEVEL: 'warn',
      // The internal routes drive live events in tests/e2e/realtime*.spec.ts.
      INTERNAL_TOKEN: 'e2e-internal-token',
      // tests/e2e/actors.spec.ts sends the country header as a proxy would: the browser is the proxy here.
      TRUST_PROXY: '127.0.0.1',
      // tests/e2e/push.spec.ts receives the server's pushes on a stand-in push service, and a
      // short grouping window keeps it quick.
      PUSH_TEST_HOSTS: `127.0.0.1:${port + 7}`,
      PUSH_GROUP_WINDOW_SECONDS: '3',
    },
  },
});
