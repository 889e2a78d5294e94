import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildClientIfNeeded } from '../../scripts/start.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';

/**
 * `npm run bench`: figures printed beside their budgets. Budgets are goals to read, not test
 * assertions. Later issues add their benchmarks here.
 */
const KB = 1024;

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

function print(figure: Figure): void {
  const within = figure.value <= figure.budget;
  const ratio = (figure.value / figure.budget).toFixed(2);
  console.log(`${figure.name}: ${figure.value.toFixed(1)} ${figure.unit} (budget ${figure.budget} ${figure.unit}, ${ratio}x of budget) ${within ? 'within budget' : 'OVER BUDGET'}`);
}

/** Every JavaScript file the browser loads for the home page's first visit, gzip-compressed. */
async function homeFirstLoadJs(baseUrl: string): Promise<{ total: number; files: { url: string; gzip: number }[] }> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (type.includes('javascript')) {
        bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
      }
    });
    await page.goto(`${baseUrl}/en/`, { waitUntil: 'networkidle' });
    await page.getByTestId('home-block-top').waitFor();
    const files = await Promise.all(bodies);
    return { total: files.reduce((sum, file) => sum + file.gzip, 0), files };
  } finally {
    await browser.close();
  }
}

buildClientIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-bench-'));
const config = { ...loadConfig({ DATA_DIR: dataDir, SIMULATOR: 'off', LOG_LEVEL: 'warn' }), databaseUrl: '' };
const server = await buildApp(config);
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const js = await homeFirstLoadJs(baseUrl);
  for (const file of js.files) console.log(`  ${file.url}: ${(file.gzip / KB).toFixed(1)} KB gzip`);
  print({ name: 'home first-load JavaScript (gzip)', value: js.total / KB, unit: 'KB', budget: 100 });
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
