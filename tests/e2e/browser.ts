import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * The Chromium the tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium (this machine
 * cannot download Playwright's browsers), else Playwright's own download on a normal machine.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined; // Playwright finds its own browser
  } catch {
    // no bundled browser either: fall through to the message below
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one: `apt-get install -y chromium` (Debian), ' +
      '`npx playwright install chromium` (where downloads work), or set CHROMIUM_PATH.',
  );
}

/** Flags for headless Chromium on a closed network as root (see README, Testing). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
